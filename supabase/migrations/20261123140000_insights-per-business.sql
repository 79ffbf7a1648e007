-- Issue 15: each business's views and orders over the last N Muscat days, for the superadmin's
-- cards: one call for a page of businesses instead of the whole platform's list.
-- Also a cheaper select policy on menu_insights (below).
--
-- Who may do what: signed-in users execute it; it runs as the caller (security invoker), so row
-- level security on menu_insights decides whose counters count: an owner gets their own business
-- at most, the superadmin every business asked for; anon may not call it.

create or replace function public.business_insights(business_ids uuid[], days integer)
returns table (business_id uuid, views bigint, orders bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select m.business_id,
    coalesce(sum(m.count) filter (where m.metric = 'view'), 0)::bigint as views,
    coalesce(sum(m.count) filter (where m.metric = 'order'), 0)::bigint as orders
  from public.menu_insights m
  -- The primary key (business_id, day, ...) serves this: one range per business on the page.
  where m.business_id = any (business_insights.business_ids)
    and m.day between (now() at time zone 'Asia/Muscat')::date - (least(greatest(days, 1), 366) - 1)
      and (now() at time zone 'Asia/Muscat')::date
    and m.metric in ('view', 'order')
  group by m.business_id
$$;

comment on function public.business_insights(uuid[], integer) is
  'Views and orders over the last N days (Asia/Muscat, today included) of the given businesses the caller may read.';

revoke execute on function public.business_insights(uuid[], integer) from public, anon;
grant execute on function public.business_insights(uuid[], integer) to authenticated, service_role;

-- The select policy asked owns_business(business_id) of every row, a function call per counter:
-- the owner's 90-day dashboard and the superadmin's platform totals paid it thousands of times
-- (npm run bench -- --only=insights). The owner's business ids are now one subquery, hashed once,
-- and the superadmin's check comes first, once per statement. Same rows, same actors.
drop policy "Owners read their own insights and the superadmin reads all" on public.menu_insights;

create policy "Owners read their own insights and the superadmin reads all"
  on public.menu_insights for select
  to authenticated
  using (
    (select public.is_superadmin())
    or business_id in (
      select b.id from public.businesses b where b.owner_id = (select auth.uid())
    )
  );
