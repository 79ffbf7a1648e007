-- The superadmin's business cards counted each business's items with one request apiece (a page of
-- 24 businesses: 24 count requests). business_insights, already called once for the page's views
-- and orders, now answers the item count too, so a page costs the list and this one call.
--
-- Each business asked for that the caller may read gets a row, zeros included (before, only those
-- with counters had one). Security invoker as before: row level security on menu_insights decides
-- whose views and orders count, and on menu_items which items (the superadmin: every item, hidden
-- ones too; anyone else: what they may read). The return type changes, so drop and create.

drop function public.business_insights(uuid[], integer);

create function public.business_insights(business_ids uuid[], days integer)
returns table (business_id uuid, views bigint, orders bigint, items bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select b.id,
    coalesce(m.views, 0)::bigint,
    coalesce(m.orders, 0)::bigint,
    (select count(*) from public.menu_items i where i.business_id = b.id)::bigint
  from public.businesses b
  left join lateral (
    select sum(m.count) filter (where m.metric = 'view') as views,
      sum(m.count) filter (where m.metric = 'order') as orders
    from public.menu_insights m
    -- The primary key (business_id, day, ...) serves this: one range per business on the page.
    where m.business_id = b.id
      and m.day between (now() at time zone 'Asia/Muscat')::date - (least(greatest(days, 1), 366) - 1)
        and (now() at time zone 'Asia/Muscat')::date
      and m.metric in ('view', 'order')
  ) m on true
  where b.id = any (business_insights.business_ids)
$$;

comment on function public.business_insights(uuid[], integer) is
  'Views and orders over the last N days (Asia/Muscat, today included) and the item count of the given businesses, as far as the caller may read them.';

revoke execute on function public.business_insights(uuid[], integer) from public, anon;
grant execute on function public.business_insights(uuid[], integer) to authenticated, service_role;
