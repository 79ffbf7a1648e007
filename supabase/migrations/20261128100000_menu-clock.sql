-- menus that follow the clock, in Asia/Muscat time.
--   * Availability windows: a category or a dish served only at some times of some days
--     (`available_windows`); outside them the customer menu greys the dish (or hides it, as the
--     business chooses with `outside_window`) and an order cannot hold it.
--   * Special periods (Ramadan, Eid, a holiday): date ranges with their own opening hours and,
--     optionally, their own windows per category or dish; the period in force replaces the usual
--     hours and, where it names one, the usual window.
--   * Sold out until the next opening: `sold_out_until`, an absolute instant computed here when
--     the owner marks it (next_opening_after), after which every reader treats the dish as
--     available again; no job clears it.
-- The rules live in SQL functions below (menu_item_orderable_at, business_open_at,
-- next_opening_after) so an order's recording can check a cart with the same rules as the widget
-- (shared/domain/availability.ts), which evaluates them on the customer's clock.

-- Shapes ---------------------------------------------------------------------------------------

-- Minutes since midnight of "HH:MM" ("24:00" is 1440), or null for anything else.
create or replace function public.clock_minutes(hhmm text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when $1 = '24:00' then 1440
    when $1 ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      then split_part($1, ':', 1)::integer * 60 + split_part($1, ':', 2)::integer
  end
$$;

comment on function public.clock_minutes(text) is
  'Minutes since midnight of an "HH:MM" time ("24:00" = 1440), or null when it is not one.';

-- A list of windows: [{"days":[0..6],"from":"06:00","to":"11:00"}], at most 7; days Sunday first
-- (the day the window starts); a "to" at or before "from" runs past midnight into the next day.
create or replace function public.time_windows_valid(windows jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select $1 is null or jsonb_typeof($1) = 'null' or (
    jsonb_typeof($1) = 'array'
    and jsonb_array_length($1) between 1 and 7
    and not exists (
      select 1 from jsonb_array_elements($1) w
      where jsonb_typeof(w) <> 'object'
        or exists (select 1 from jsonb_object_keys(w) k where k not in ('days', 'from', 'to'))
        or public.clock_minutes(w ->> 'from') is null
        or public.clock_minutes(w ->> 'from') = 1440
        or public.clock_minutes(w ->> 'to') is null
        or public.clock_minutes(w ->> 'from') = public.clock_minutes(w ->> 'to')
        or jsonb_typeof(w -> 'days') is distinct from 'array'
        or jsonb_array_length(w -> 'days') not between 1 and 7
        or exists (
          select 1 from jsonb_array_elements(w -> 'days') d
          where jsonb_typeof(d) <> 'number' or d::text !~ '^[0-6]$'
        )
        or (select count(distinct d::text) from jsonb_array_elements(w -> 'days') d)
           <> jsonb_array_length(w -> 'days')
    )
  )
$$;

comment on function public.time_windows_valid(jsonb) is
  'True for null or 1 to 7 windows {days: distinct 0..6 (Sunday first), from: HH:MM, to: HH:MM or 24:00, to <> from}.';

-- Seven days of opening ranges, as businesses.opening_hours holds them (see its trigger).
create or replace function public.week_hours_valid(hours jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof($1) = 'array' and jsonb_array_length($1) = 7
    and not exists (
      select 1 from jsonb_array_elements($1) d
      where jsonb_typeof(d) <> 'array'
        or jsonb_array_length(d) > 6
        or exists (
          select 1 from jsonb_array_elements(d) r
          where jsonb_typeof(r) <> 'object'
            or public.clock_minutes(r ->> 'opens') is null
            or public.clock_minutes(r ->> 'opens') = 1440
            or public.clock_minutes(r ->> 'closes') is null
            or r ->> 'opens' = r ->> 'closes'
        )
    )
$$;

comment on function public.week_hours_valid(jsonb) is
  'True for seven days (Sunday first) of at most 6 {opens, closes} HH:MM ranges each, as businesses.opening_hours.';

-- A period's own windows: {"<category or item id>": windows or null (all day)}, at most 300.
create or replace function public.period_windows_valid(windows jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof($1) = 'object'
    and (select count(*) from jsonb_object_keys($1)) <= 300
    and not exists (
      select 1 from jsonb_each($1) e
      where e.key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        or not public.time_windows_valid(e.value)
    )
$$;

comment on function public.period_windows_valid(jsonb) is
  'True for an object mapping category or item ids to windows (time_windows_valid) or null (all day), at most 300 entries.';

revoke execute on function public.clock_minutes(text), public.time_windows_valid(jsonb),
  public.week_hours_valid(jsonb), public.period_windows_valid(jsonb) from public;
grant execute on function public.clock_minutes(text), public.time_windows_valid(jsonb),
  public.week_hours_valid(jsonb), public.period_windows_valid(jsonb)
  to anon, authenticated, service_role;

-- Columns --------------------------------------------------------------------------------------

alter table public.categories
  add column available_windows jsonb,
  add constraint categories_available_windows_valid
    check (public.time_windows_valid(available_windows));

comment on column public.categories.available_windows is
  'When the category''s dishes are served (Asia/Muscat): null always, else [{days, from, to}] (time_windows_valid); a dish''s own windows win.';

alter table public.menu_items
  add column available_windows jsonb,
  add column sold_out_until timestamptz,
  add constraint menu_items_available_windows_valid
    check (public.time_windows_valid(available_windows)),
  add constraint menu_items_sold_out_until_only_sold_out
    check (sold_out_until is null or sold_out);

comment on column public.menu_items.available_windows is
  'When the dish is served (Asia/Muscat): null for its category''s windows (or always), else [{days, from, to}].';
comment on column public.menu_items.sold_out_until is
  'Sold out only until this instant (the next opening when the owner marked it); null: until the owner changes it. Past it, every reader treats the dish as available.';

alter table public.businesses
  add column outside_window text not null default 'grey',
  add constraint businesses_outside_window_check check (outside_window in ('grey', 'hide'));

comment on column public.businesses.outside_window is
  'A dish outside its availability window: grey (shown greyed with its hours, not orderable) or hide.';

-- Unmarking sold out (by any path: the item form, an import, the table API) ends its "until".
create or replace function public.clear_sold_out_until()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.sold_out then
    new.sold_out_until := null;
  end if;
  return new;
end
$$;

comment on function public.clear_sold_out_until() is
  'Trigger: a dish no longer sold out has no sold_out_until.';

revoke execute on function public.clear_sold_out_until() from public, anon, authenticated;

create trigger menu_items_clear_sold_out_until
  before insert or update of sold_out, sold_out_until on public.menu_items
  for each row execute function public.clear_sold_out_until();

-- special_periods ------------------------------------------------------------------------------

create table public.special_periods (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  name text not null default '',
  name_ar text not null default '',
  starts_on date not null,
  ends_on date not null,
  opening_hours jsonb not null,
  windows jsonb not null default '{}',
  created_at timestamptz not null default now(),
  constraint special_periods_name_not_blank check (btrim(name) <> '' or btrim(name_ar) <> ''),
  constraint special_periods_name_length check (char_length(name) <= 60),
  constraint special_periods_name_ar_length check (char_length(name_ar) <= 60),
  constraint special_periods_dates_order check (ends_on >= starts_on),
  constraint special_periods_length check (ends_on - starts_on <= 62),
  constraint special_periods_opening_hours_valid check (public.week_hours_valid(opening_hours)),
  constraint special_periods_windows_valid check (public.period_windows_valid(windows))
);

alter table public.special_periods enable row level security;

comment on table public.special_periods is
  'Date ranges (Asia/Muscat, inclusive) with their own opening hours and, per category or dish id, their own availability windows: Ramadan, Eid, a holiday. Read by customers only through public_menu.';

create index special_periods_business_id_starts_on_idx
  on public.special_periods (business_id, starts_on);

revoke all on public.special_periods from anon;
revoke truncate, references, trigger on public.special_periods from authenticated;

create policy "Owners and the superadmin can read special periods"
  on public.special_periods for select
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create policy "Owners can add special periods to their business"
  on public.special_periods for insert
  to authenticated
  with check ((select public.owns_business(business_id)));

create policy "Owners can update their own special periods"
  on public.special_periods for update
  to authenticated
  using ((select public.owns_business(business_id)))
  with check ((select public.owns_business(business_id)));

create policy "Owners can delete their own special periods"
  on public.special_periods for delete
  to authenticated
  using ((select public.owns_business(business_id)));

-- Two periods of a business never share a day (which hours would win?), and a business has at
-- most 50. A trigger, as btree_gist's exclusion constraint is not on every engine.
create or replace function public.check_special_period()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One writer per business at a time, so two concurrent inserts cannot both pass.
  perform 1 from public.businesses b where b.id = new.business_id for update;
  if exists (
    select 1 from public.special_periods p
    where p.business_id = new.business_id and p.id <> new.id
      and p.starts_on <= new.ends_on and new.starts_on <= p.ends_on
  ) then
    raise exception 'Special periods cannot overlap' using errcode = '23514', hint = 'periods_overlap';
  end if;
  if tg_op = 'INSERT'
     and (select count(*) from public.special_periods p where p.business_id = new.business_id) >= 50 then
    raise exception 'A business can have at most 50 special periods'
      using errcode = '23514', hint = 'periods_too_many';
  end if;
  return new;
end
$$;

comment on function public.check_special_period() is
  'Trigger: refuses a special period overlapping another of its business, or a 51st.';

revoke execute on function public.check_special_period() from public, anon, authenticated;

create trigger special_periods_check
  before insert or update on public.special_periods
  for each row execute function public.check_special_period();

-- The public menu changes with its periods: a new ETag and a live "menu changed".
create trigger special_periods_bump_menu_version
  after insert or update or delete on public.special_periods
  for each row execute function public.bump_menu_version();
create trigger special_periods_announce_insert after insert on public.special_periods
  referencing new table as new_rows
  for each statement execute function public.announce_menu_change();
create trigger special_periods_announce_update after update on public.special_periods
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.announce_menu_change();
create trigger special_periods_announce_delete after delete on public.special_periods
  referencing old table as old_rows
  for each statement execute function public.announce_menu_change();

-- The rules ------------------------------------------------------------------------------------

-- The week of hours in force on a Muscat date: its special period's, else the usual (maybe null).
create or replace function public.business_hours_on(business_id uuid, day date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.opening_hours from public.special_periods p
     where p.business_id = $1 and $2 between p.starts_on and p.ends_on
     limit 1),
    (select b.opening_hours from public.businesses b where b.id = $1)
  )
$$;

comment on function public.business_hours_on(uuid, date) is
  'The opening hours (seven days, Sunday first) in force on that Asia/Muscat date: its special period''s, else the business''s usual hours; null when neither is set.';

-- True when `windows` (time_windows_valid) includes the instant, in Muscat time; null windows
-- (a JSON null too) mean always.
create or replace function public.time_windows_contain(windows jsonb, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select $1 is null or jsonb_typeof($1) = 'null' or exists (
    select 1
    from (select $2 at time zone 'Asia/Muscat' as local) l
    cross join lateral (
      select extract(dow from l.local)::integer as dow,
             (extract(hour from l.local) * 60 + extract(minute from l.local))::integer as m
    ) n
    cross join lateral jsonb_array_elements($1) w
    cross join lateral (
      select public.clock_minutes(w ->> 'from') as f, public.clock_minutes(w ->> 'to') as t
    ) x
    where (x.f < x.t and (w -> 'days') @> to_jsonb(n.dow) and n.m >= x.f and n.m < x.t)
       or (x.t <= x.f and (
             ((w -> 'days') @> to_jsonb(n.dow) and n.m >= x.f)
             or ((w -> 'days') @> to_jsonb((n.dow + 6) % 7) and n.m < x.t)))
  )
$$;

comment on function public.time_windows_contain(jsonb, timestamptz) is
  'True when the windows (null: always) include the instant, in Asia/Muscat time; a window past midnight counts for its start day''s evening and the next morning.';

-- The windows a dish follows at an instant: the period in force's entry for the dish, else for its
-- category, else the dish's own, else its category's (null: always).
create or replace function public.menu_item_windows_at(item_id uuid, at timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p.windows ? i.id::text then p.windows -> i.id::text
    when i.category_id is not null and p.windows ? i.category_id::text
      then p.windows -> i.category_id::text
    else coalesce(i.available_windows, c.available_windows)
  end
  from public.menu_items i
  left join public.categories c on c.id = i.category_id
  left join public.special_periods p
    on p.business_id = i.business_id
   and ($2 at time zone 'Asia/Muscat')::date between p.starts_on and p.ends_on
  where i.id = $1
$$;

comment on function public.menu_item_windows_at(uuid, timestamptz) is
  'The availability windows a dish follows at that instant: the special period''s for the dish or its category, else the dish''s own, else its category''s; null means always.';

-- Whether a customer may order the dish at that instant: it exists, is shown, its business is not
-- suspended, it is not sold out (or only until before `at`) and `at` is inside its windows.
-- Opening hours are not part of it: business_open_at says that, and a closed business may still
-- take pre-orders.
create or replace function public.menu_item_orderable_at(item_id uuid, at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select not i.hidden
      and b.suspended_at is null
      and not (i.sold_out and (i.sold_out_until is null or i.sold_out_until > $2))
      and public.time_windows_contain(public.menu_item_windows_at(i.id, $2), $2)
    from public.menu_items i
    join public.businesses b on b.id = i.business_id
    where i.id = $1
  ), false)
$$;

comment on function public.menu_item_orderable_at(uuid, timestamptz) is
  'True when a customer may order the dish at that instant: shown, business not suspended, not sold out (sold_out_until passed counts as available), inside its availability windows (Asia/Muscat, special period in force). Opening hours: see business_open_at.';

-- Whether the business is open at that instant by the hours in force (a period's or the usual);
-- true when it has no hours at all (the menu then says nothing about opening), false when it is
-- temporarily closed.
create or replace function public.business_open_at(business_id uuid, at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not b.temporarily_closed and (
    (public.business_hours_on(b.id, n.day) is null
     and public.business_hours_on(b.id, n.day - 1) is null)
    or exists (
      select 1
      from jsonb_array_elements(public.business_hours_on(b.id, n.day) -> n.dow) r
      cross join lateral (select public.clock_minutes(r ->> 'opens') as o,
                                 public.clock_minutes(r ->> 'closes') as c) x
      where n.m >= x.o and (x.c <= x.o or n.m < x.c)
    )
    or exists (
      select 1
      from jsonb_array_elements(public.business_hours_on(b.id, n.day - 1) -> ((n.dow + 6) % 7)) r
      cross join lateral (select public.clock_minutes(r ->> 'opens') as o,
                                 public.clock_minutes(r ->> 'closes') as c) x
      where x.c <= x.o and n.m < x.c
    )
  )
  from public.businesses b
  cross join lateral (select $2 at time zone 'Asia/Muscat' as local) l
  cross join lateral (
    select l.local::date as day, extract(dow from l.local)::integer as dow,
           (extract(hour from l.local) * 60 + extract(minute from l.local))::integer as m
  ) n
  where b.id = $1
$$;

comment on function public.business_open_at(uuid, timestamptz) is
  'True when the business is open at that instant by the hours in force (special period or usual, Asia/Muscat); true without any hours; false when temporarily closed.';

-- The next instant after `at` when an opening range starts, by the hours in force each day (a
-- special period's or the usual), looking 70 days ahead; without any hours, the next Muscat
-- midnight ("until tomorrow").
create or replace function public.next_opening_after(business_id uuid, at timestamptz)
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := ($2 at time zone 'Asia/Muscat')::date;
  day date;
  hours jsonb;
  opening timestamptz;
  any_hours boolean := false;
begin
  for ahead in 0..70 loop
    day := today + ahead;
    hours := public.business_hours_on($1, day);
    continue when hours is null;
    any_hours := true;
    select min((day + (r ->> 'opens')::time) at time zone 'Asia/Muscat') into opening
    from jsonb_array_elements(hours -> extract(dow from day)::integer) r
    where (day + (r ->> 'opens')::time) at time zone 'Asia/Muscat' > $2;
    if opening is not null then
      return opening;
    end if;
  end loop;
  if any_hours then
    return null;
  end if;
  return (today + 1)::timestamp at time zone 'Asia/Muscat';
end
$$;

comment on function public.next_opening_after(uuid, timestamptz) is
  'The next start of an opening range after that instant (Asia/Muscat, special periods included, 70 days ahead; null if none); without any hours, the next Muscat midnight.';

revoke execute on function public.business_hours_on(uuid, date),
  public.time_windows_contain(jsonb, timestamptz),
  public.menu_item_windows_at(uuid, timestamptz), public.menu_item_orderable_at(uuid, timestamptz),
  public.business_open_at(uuid, timestamptz), public.next_opening_after(uuid, timestamptz)
  from public;
grant execute on function public.business_hours_on(uuid, date),
  public.time_windows_contain(jsonb, timestamptz),
  public.menu_item_windows_at(uuid, timestamptz), public.menu_item_orderable_at(uuid, timestamptz),
  public.business_open_at(uuid, timestamptz), public.next_opening_after(uuid, timestamptz)
  to anon, authenticated, service_role;

-- Marks a dish sold out (until the owner changes it, or until the business next opens, computed
-- here from the hours in force) or available again. As the caller: row level security decides.
create or replace function public.set_menu_item_sold_out(
  item_id uuid,
  sold_out boolean,
  until_next_opening boolean default false
)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.menu_items%rowtype;
  until_at timestamptz;
begin
  select * into target from public.menu_items i where i.id = $1;
  if not found then
    raise exception using errcode = 'P0002', message = 'menu item not found', hint = 'item_not_found';
  end if;
  if $2 and $3 then
    until_at := public.next_opening_after(target.business_id, now());
  end if;
  update public.menu_items i
  set sold_out = $2, sold_out_until = case when $2 then until_at end
  where i.id = $1;
  if not found then
    raise exception using errcode = 'P0002', message = 'menu item not found', hint = 'item_not_found';
  end if;
  return until_at;
end
$$;

comment on function public.set_menu_item_sold_out(uuid, boolean, boolean) is
  'Marks a dish sold out (until_next_opening: until next_opening_after(now())) or available; returns the until instant or null. As the caller, so only its owner (or the superadmin) can.';

revoke execute on function public.set_menu_item_sold_out(uuid, boolean, boolean) from public, anon;
grant execute on function public.set_menu_item_sold_out(uuid, boolean, boolean)
  to authenticated, service_role;
