-- Opening hours and serving times: clock arithmetic in the business's time zone, time windows,
-- special periods (holidays, Ramadan hours), and whether a business is open at an instant.
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

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
revoke execute on function public.clock_minutes(hhmm text) from public;
comment on function public.clock_minutes(hhmm text) is 'Minutes since midnight of an "HH:MM" time ("24:00" = 1440), or null when it is not one.';

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
revoke execute on function public.time_windows_valid(windows jsonb) from public;
comment on function public.time_windows_valid(windows jsonb) is 'True for null or 1 to 7 windows {days: distinct 0..6 (Sunday first), from: HH:MM, to: HH:MM or 24:00, to <> from}.';

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
revoke execute on function public.week_hours_valid(hours jsonb) from public;
comment on function public.week_hours_valid(hours jsonb) is 'True for seven days (Sunday first) of at most 6 {opens, closes} HH:MM ranges each, as businesses.opening_hours.';

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
revoke execute on function public.period_windows_valid(windows jsonb) from public;
comment on function public.period_windows_valid(windows jsonb) is 'True for an object mapping category or item ids to windows (time_windows_valid) or null (all day), at most 300 entries.';

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
revoke execute on function public.check_special_period() from public, anon, authenticated;
comment on function public.check_special_period() is 'Trigger: refuses a special period overlapping another of its business, or a 51st.';

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
revoke execute on function public.business_hours_on(business_id uuid, day date) from public;
comment on function public.business_hours_on(business_id uuid, day date) is 'The opening hours (seven days, Sunday first) in force on that Asia/Muscat date: its special period''s, else the business''s usual hours; null when neither is set.';

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
revoke execute on function public.time_windows_contain(windows jsonb, at timestamp with time zone) from public;
comment on function public.time_windows_contain(windows jsonb, at timestamp with time zone) is 'True when the windows (null: always) include the instant, in Asia/Muscat time; a window past midnight counts for its start day''s evening and the next morning.';

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
revoke execute on function public.business_open_at(business_id uuid, at timestamp with time zone) from public;
comment on function public.business_open_at(business_id uuid, at timestamp with time zone) is 'True when the business is open at that instant by the hours in force (special period or usual, Asia/Muscat); true without any hours; false when temporarily closed.';

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
revoke execute on function public.next_opening_after(business_id uuid, at timestamp with time zone) from public;
comment on function public.next_opening_after(business_id uuid, at timestamp with time zone) is 'The next start of an opening range after that instant (Asia/Muscat, special periods included, 70 days ahead; null if none); without any hours, the next Muscat midnight.';

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists special_periods_check on public.special_periods;
create trigger special_periods_check
  before insert or update on public.special_periods
  for each row execute function public.check_special_period();

-- Policies -------------------------------------------------------------------------------

drop policy if exists "Staff and the superadmin can read special periods" on public.special_periods;
create policy "Staff and the superadmin can read special periods"
  on public.special_periods for select
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager', 'cashier', 'kitchen', 'board'])) or (select public.is_superadmin()));

drop policy if exists "Owners and managers can add special periods to their business" on public.special_periods;
create policy "Owners and managers can add special periods to their business"
  on public.special_periods for insert
  to authenticated
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));

drop policy if exists "Owners and managers can delete their own special periods" on public.special_periods;
create policy "Owners and managers can delete their own special periods"
  on public.special_periods for delete
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])));

drop policy if exists "Owners and managers can update their own special periods" on public.special_periods;
create policy "Owners and managers can update their own special periods"
  on public.special_periods for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])))
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));
