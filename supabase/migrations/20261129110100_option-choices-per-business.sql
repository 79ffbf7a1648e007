-- The cost of one read is bounded: 50 choices per group and 20 groups per item are
-- each reasonable, but 60 items x 20 groups x 50 choices (60,000 choices) made one depth-2 embed
-- read stall the server. A business now has at most app_limits.option_choices_per_business choices
-- over all its items (5,000 by default; the superadmin or the service role change it).

alter table public.app_limits
  add column option_choices_per_business integer not null default 5000,
  add constraint app_limits_option_choices_range check (option_choices_per_business between 0 and 1000000);

comment on column public.app_limits.option_choices_per_business is
  'Option choices one business may have over all its items (item_option_choices), checked after each insert or update statement.';

-- Checked once per statement over the rows it added or moved to another group (an import of a
-- whole menu counts once, not once per row; renaming a choice or selling it out is not checked, so
-- lowering the cap never blocks those). Each business row is locked first, so two statements at
-- the same moment cannot both take the last places.
create or replace function public.enforce_option_choices_cap(targets uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer;
  target uuid;
  current_count integer;
begin
  select l.option_choices_per_business into cap from public.app_limits l;
  cap := coalesce(cap, 5000);
  foreach target in array (select coalesce(array_agg(distinct t order by t), '{}') from unnest(targets) t) loop
    perform 1 from public.businesses b where b.id = target for update;
    select count(*) into current_count from public.item_option_choices c where c.business_id = target;
    if current_count > cap then
      raise exception 'A menu can have at most % option choices over all its items', cap
        using errcode = '23514', hint = 'option_choices_per_business_too_many',
          detail = json_build_object('max', cap)::text;
    end if;
  end loop;
end
$$;

revoke execute on function public.enforce_option_choices_cap(uuid[]) from public, anon, authenticated;

create or replace function public.check_added_option_choices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enforce_option_choices_cap(array(select c.business_id from added c));
  return null;
end
$$;

create or replace function public.check_moved_option_choices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enforce_option_choices_cap(array(
    select c.business_id from moved c
    join previous o on o.id = c.id
    where o.business_id is distinct from c.business_id or o.group_id is distinct from c.group_id));
  return null;
end
$$;

comment on function public.enforce_option_choices_cap(uuid[]) is
  'Refuses when one of these businesses has more than app_limits.option_choices_per_business option choices over all its items (hint option_choices_per_business_too_many).';

create trigger item_option_choices_check_business_count_insert
  after insert on public.item_option_choices
  referencing new table as added
  for each statement execute function public.check_added_option_choices();

create trigger item_option_choices_check_business_count_update
  after update on public.item_option_choices
  referencing old table as previous new table as moved
  for each statement execute function public.check_moved_option_choices();
