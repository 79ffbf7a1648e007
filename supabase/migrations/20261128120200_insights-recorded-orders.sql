-- menu_insights_summary as 20261123120000_menu-insights.sql defines it (its only definition), plus
-- recorded orders and their value (lines marked `-- orders`), counted apart from the
-- checkout taps the customer menu reports, so the owner sees both.

create or replace function public.menu_insights_summary(business_id uuid, days integer)
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
    where m.business_id = menu_insights_summary.business_id
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
      where o.business_id = menu_insights_summary.business_id and o.status <> 'cancelled' -- orders
        and o.business_day between bounds.first_day and bounds.last_day), -- orders
    'recorded_value_baisa', (select coalesce(sum(o.total_baisa), 0) from public.orders o, bounds -- orders
      where o.business_id = menu_insights_summary.business_id and o.status <> 'cancelled' -- orders
        and o.business_day between bounds.first_day and bounds.last_day) -- orders
  )
$$;


comment on function public.menu_insights_summary(uuid, integer) is
  'The owner''s insights for the last N days (Asia/Muscat, today included): daily views and orders, views by source, scans per table, top 10 items added, checkout taps and their value, and the recorded orders (not cancelled) and their value.';
