-- Issue 15: owner insights. Anonymous counters per business, day (Asia/Muscat) and dimension:
-- menu views by source, views per table, items added to a cart, and orders sent with their value.
-- Nothing about the customer is stored: no address, cookie, device or time finer than the day.
--
-- Who may do what:
--   * anon and signed-in customers write only through record_menu_event(...), which checks its
--     input and adds at most one view (and one table scan), one item add or one order per call;
--     nobody may insert, update or delete rows directly.
--   * owners read their own business's rows; the superadmin reads all (one select policy).

create table public.menu_insights (
  business_id uuid not null references public.businesses (id) on delete cascade,
  day date not null,
  metric text not null,
  dimension text not null default '',
  count bigint not null default 0,
  items bigint not null default 0,
  value_baisa bigint not null default 0,
  -- The primary key leads with business and day: the dashboard's range read is one index scan.
  primary key (business_id, day, metric, dimension),
  constraint menu_insights_metric_check check (metric in ('view', 'table', 'add', 'order')),
  constraint menu_insights_dimension_length check (char_length(dimension) <= 36),
  constraint menu_insights_not_negative check (count >= 0 and items >= 0 and value_baisa >= 0)
);

alter table public.menu_insights enable row level security;

comment on table public.menu_insights is
  'Anonymous daily counters (Asia/Muscat days). metric view: dimension is the source (table, hosted, embed); table: the table label; add: the item id; order: empty, with items and value_baisa summed. Written only by record_menu_event.';

revoke all on public.menu_insights from anon;
revoke insert, update, delete, truncate, references, trigger on public.menu_insights from authenticated;
grant select on public.menu_insights to authenticated;

create policy "Owners read their own insights and the superadmin reads all"
  on public.menu_insights for select
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

-- The superadmin's platform totals read every business's days: day first serves that range.
create index menu_insights_day_idx on public.menu_insights (day, metric);

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
      select 1 from public.menu_items i where i.id = item_id and i.business_id = target_id
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

comment on function public.record_menu_event(text, text, text, text, uuid, integer, bigint) is
  'The customer menu''s anonymous event: adds one view (by source, and the table), one item add or one order (item count and total) to today''s counters in Asia/Muscat.';

revoke execute on function public.record_menu_event(text, text, text, text, uuid, integer, bigint) from public;
grant execute on function public.record_menu_event(text, text, text, text, uuid, integer, bigint)
  to anon, authenticated, service_role;

-- The owner's dashboard in one request. security invoker: row level security decides whose rows
-- count, so another owner's business reads as all zeros.
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
    'views', (select coalesce(sum(r.count), 0) from picked r where r.metric = 'view')
  )
$$;

comment on function public.menu_insights_summary(uuid, integer) is
  'The owner''s insights for the last N days (Asia/Muscat, today included): daily views and orders, views by source, scans per table, top 10 items added, orders and their value.';

revoke execute on function public.menu_insights_summary(uuid, integer) from public, anon;
grant execute on function public.menu_insights_summary(uuid, integer) to authenticated, service_role;

-- The superadmin's platform view: totals per day and each business's views and orders. security
-- invoker, so an owner calling it sees only their own business.
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
    'businesses', (select count(*) from public.businesses),
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
        select r.business_id,
          sum(r.count) filter (where r.metric = 'view') as views,
          sum(r.count) filter (where r.metric = 'order') as orders
        from picked r group by r.business_id
      ) p), '[]'::json)
  )
$$;

comment on function public.platform_insights(integer) is
  'Views and orders per day over the last N days and per business, for the businesses the caller may read (the superadmin: all).';

revoke execute on function public.platform_insights(integer) from public, anon;
grant execute on function public.platform_insights(integer) to authenticated, service_role;
