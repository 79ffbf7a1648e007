-- Insights: the customer menu's anonymous counters and the figures owners and the superadmin read.
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

-- record_menu_event: the customer menu's anonymous counters (views, items added, checkouts). A
-- hidden item is not on the menu, so an "item added" event for it is refused like one for another
-- menu's item.
create or replace function public.record_menu_event(
  slug text,
  event text,
  source text default null,
  table_label text default null,
  item_id uuid default null,
  item_count integer default null,
  total_baisa bigint default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
  tables text[];
  label text;
  today date := (now() at time zone 'Asia/Muscat')::date;
begin
  select b.id, b.table_labels into target_id, tables
  from public.businesses b where b.slug = lower(btrim(record_menu_event.slug));
  if target_id is null then
    raise exception 'No menu has this address' using errcode = '22023';
  end if;

  if event = 'view' then
    if source is null or source not in ('table', 'hosted', 'embed') then
      raise exception 'A view comes from a table, the hosted link or an embed' using errcode = '22023';
    end if;
    if source = 'table' then
      -- The label as the owner wrote it, so "terrace 1" and "Terrace 1" count as one table.
      select l into label from unnest(tables) l
      where lower(l) = lower(btrim(coalesce(table_label, ''))) limit 1;
      if label is null then
        raise exception 'This business has no such table' using errcode = '22023';
      end if;
      insert into public.menu_insights (business_id, day, metric, dimension, count)
      values (target_id, today, 'table', label, 1)
      on conflict on constraint menu_insights_pkey
      do update set count = public.menu_insights.count + 1;
    end if;
    insert into public.menu_insights (business_id, day, metric, dimension, count)
    values (target_id, today, 'view', source, 1)
    on conflict on constraint menu_insights_pkey
    do update set count = public.menu_insights.count + 1;
  elsif event = 'add' then
    if item_id is null or not exists (
      -- A hidden item is not on the menu customers see, so it cannot be added.
      select 1 from public.menu_items i
      where i.id = item_id and i.business_id = target_id and not i.hidden
    ) then
      raise exception 'This item is not on this menu' using errcode = '22023';
    end if;
    insert into public.menu_insights (business_id, day, metric, dimension, count)
    values (target_id, today, 'add', item_id::text, 1)
    on conflict on constraint menu_insights_pkey
    do update set count = public.menu_insights.count + 1;
  elsif event = 'order' then
    -- Caps what one call can add: one order of at most 999 items and 10,000 OMR.
    if item_count is null or item_count < 1 or item_count > 999 then
      raise exception 'An order has 1 to 999 items' using errcode = '22023';
    end if;
    if total_baisa is null or total_baisa < 0 or total_baisa > 10000000 then
      raise exception 'An order totals 0 to 10000.000 OMR' using errcode = '22023';
    end if;
    insert into public.menu_insights (business_id, day, metric, dimension, count, items, value_baisa)
    values (target_id, today, 'order', '', 1, item_count, total_baisa)
    on conflict on constraint menu_insights_pkey
    do update set count = public.menu_insights.count + 1,
      items = public.menu_insights.items + excluded.items,
      value_baisa = public.menu_insights.value_baisa + excluded.value_baisa;
  else
    raise exception 'Events are view, add and order' using errcode = '22023';
  end if;
end
$$;
revoke execute on function public.record_menu_event(slug text, event text, source text, table_label text, item_id uuid, item_count integer, total_baisa bigint) from public;
comment on function public.record_menu_event(slug text, event text, source text, table_label text, item_id uuid, item_count integer, total_baisa bigint) is 'The customer menu''s anonymous event: adds one view (by source, and the table), one item add or one order (item count and total) to today''s counters in Asia/Muscat.';

-- menu_insights_summary: the owner's dashboard figures over the last `days` days, with recorded
-- orders and their value (lines marked `-- orders`) counted apart from the checkout taps the
-- customer menu reports, so the owner sees both.
-- A branch's figures are its own; with whole_business, those of the business and all its
-- branches together (each as far as the caller may read it).
create or replace function public.menu_insights_summary(business_id uuid, days integer, whole_business boolean default false)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select (now() at time zone 'Asia/Muscat')::date as last_day,
      (now() at time zone 'Asia/Muscat')::date - (least(greatest(days, 1), 366) - 1) as first_day
  ),
  places as (
    select menu_insights_summary.business_id as id
    union
    select f.id from public.businesses f
    where menu_insights_summary.whole_business and f.parent_id = menu_insights_summary.business_id
  ),
  picked as (
    select m.* from public.menu_insights m, bounds
    where m.business_id in (select id from places)
      and m.day between bounds.first_day and bounds.last_day
  )
  select json_build_object(
    'from', (select first_day from bounds),
    'to', (select last_day from bounds),
    'daily', coalesce((
      select json_agg(d order by d.day) from (
        select r.day,
          sum(r.count) filter (where r.metric = 'view') as views,
          sum(r.count) filter (where r.metric = 'order') as orders,
          sum(r.value_baisa) filter (where r.metric = 'order') as value_baisa
        from picked r where r.metric in ('view', 'order') group by r.day
      ) d), '[]'::json),
    'sources', coalesce((
      select json_agg(s order by s.views desc, s.source) from (
        select r.dimension as source, sum(r.count) as views
        from picked r where r.metric = 'view' group by r.dimension
      ) s), '[]'::json),
    'tables', coalesce((
      select json_agg(t order by t.views desc, t.label) from (
        select r.dimension as label, sum(r.count) as views
        from picked r where r.metric = 'table' group by r.dimension
      ) t), '[]'::json),
    'items', coalesce((
      select json_agg(i order by i.adds desc, i.name) from (
        select r.dimension as item_id, i.name, i.name_ar, sum(r.count) as adds
        from picked r join public.menu_items i on i.id::text = r.dimension
        where r.metric = 'add' group by r.dimension, i.name, i.name_ar
        order by adds desc, i.name limit 10
      ) i), '[]'::json),
    'orders', (select coalesce(sum(r.count), 0) from picked r where r.metric = 'order'),
    'order_items', (select coalesce(sum(r.items), 0) from picked r where r.metric = 'order'),
    'order_value_baisa', (select coalesce(sum(r.value_baisa), 0) from picked r where r.metric = 'order'),
    'views', (select coalesce(sum(r.count), 0) from picked r where r.metric = 'view'), -- orders
    -- orders the business recorded (place_order), cancelled ones left out, apart from -- orders
    -- the checkout taps counted above; row level security keeps them to the caller's business. -- orders
    'recorded_orders', (select count(*) from public.orders o, bounds -- orders
      where o.business_id in (select id from places) and o.status <> 'cancelled' -- orders
        and o.business_day between bounds.first_day and bounds.last_day), -- orders
    'recorded_value_baisa', (select coalesce(sum(o.total_baisa), 0) from public.orders o, bounds -- orders
      where o.business_id in (select id from places) and o.status <> 'cancelled' -- orders
        and o.business_day between bounds.first_day and bounds.last_day) -- orders
  )
$$;
revoke execute on function public.menu_insights_summary(business_id uuid, days integer, whole_business boolean) from public, anon;
comment on function public.menu_insights_summary(business_id uuid, days integer, whole_business boolean) is 'The owner''s insights for the last N days (Asia/Muscat, today included) of a branch, or with whole_business of the business and all its branches together: daily views and orders, views by source, scans per table, top 10 items added, checkout taps and their value, and the recorded orders (not cancelled) and their value.';

-- The superadmin's platform view: totals per day and each business's views and orders. security
-- invoker, so an owner calling it sees only their own business. A business counts once with all
-- its branches (businesses with parent_id null; a branch's events under its business).
create or replace function public.platform_insights(days integer)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select (now() at time zone 'Asia/Muscat')::date as last_day,
      (now() at time zone 'Asia/Muscat')::date - (least(greatest(days, 1), 366) - 1) as first_day
  ),
  picked as (
    select m.* from public.menu_insights m, bounds
    where m.day between bounds.first_day and bounds.last_day and m.metric in ('view', 'order')
  )
  select json_build_object(
    'from', (select first_day from bounds),
    'to', (select last_day from bounds),
    'businesses', (select count(*) from public.businesses b where b.parent_id is null),
    'daily', coalesce((
      select json_agg(d order by d.day) from (
        select r.day,
          sum(r.count) filter (where r.metric = 'view') as views,
          sum(r.count) filter (where r.metric = 'order') as orders,
          sum(r.value_baisa) filter (where r.metric = 'order') as value_baisa
        from picked r group by r.day
      ) d), '[]'::json),
    'per_business', coalesce((
      select json_agg(p) from (
        select coalesce(b.parent_id, r.business_id) as business_id,
          sum(r.count) filter (where r.metric = 'view') as views,
          sum(r.count) filter (where r.metric = 'order') as orders
        from picked r left join public.businesses b on b.id = r.business_id
        group by coalesce(b.parent_id, r.business_id)
      ) p), '[]'::json)
  )
$$;
revoke execute on function public.platform_insights(days integer) from public, anon;
comment on function public.platform_insights(days integer) is 'Views and orders per day over the last N days and per business (its branches included; businesses counts main businesses only), for the businesses the caller may read (the superadmin: all).';

create or replace function public.business_insights(business_ids uuid[], days integer)
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
    -- The primary key (business_id, day, ...) serves this: one range per branch on the page. A
    -- business's figures are its branches' together.
    where m.business_id in (select b.id union all select f.id from public.businesses f where f.parent_id = b.id)
      and m.day between (now() at time zone 'Asia/Muscat')::date - (least(greatest(days, 1), 366) - 1)
        and (now() at time zone 'Asia/Muscat')::date
      and m.metric in ('view', 'order')
  ) m on true
  where b.id = any (business_insights.business_ids)
$$;
revoke execute on function public.business_insights(business_ids uuid[], days integer) from public, anon;
comment on function public.business_insights(business_ids uuid[], days integer) is 'Views and orders over the last N days (Asia/Muscat, today included; a business with all its branches, a branch alone) and the item count of the given businesses, as far as the caller may read them.';

-- Policies -------------------------------------------------------------------------------

drop policy if exists "Owners and managers read insights, the superadmin all" on public.menu_insights;
create policy "Owners and managers read insights, the superadmin all"
  on public.menu_insights for select
  to authenticated
  using (
    (select public.is_superadmin())
    or (select public.has_business_role(business_id, array['owner', 'manager']))
  );
