-- Live menus: every write that can change a business's public menu tells the menu's open pages,
-- once per statement, through Realtime's broadcast from the database (realtime.send, as hosted
-- Supabase offers it). The message carries only the business id and its new menu version: the
-- pages re-read public_menu (one request, answered 304 when nothing changed), so a hidden dish,
-- an owner's email or anything else public_menu leaves out never reaches an anonymous socket. The
-- topic is public (private => false): anyone may learn that a menu changed, which the menu's ETag
-- already tells anyone who asks.
--
-- The same tables bump menu_versions row by row (20261123143000_menu-images-and-caching.sql); the
-- statement triggers below run after those row triggers, so the version sent is the new one.

create or replace function public.announce_menu_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
  changed record;
begin
  -- Transition tables by event: inserts have only new rows, deletes only old ones. businesses
  -- names its key id; every other menu table carries business_id.
  if tg_op = 'INSERT' then
    select array_agg(distinct coalesce(r.j ->> 'business_id', r.j ->> 'id')::uuid) into ids
    from (select to_jsonb(n) as j from new_rows n) r;
  elsif tg_op = 'UPDATE' then
    select array_agg(distinct coalesce(r.j ->> 'business_id', r.j ->> 'id')::uuid) into ids
    from (select to_jsonb(n) as j from new_rows n
          union all select to_jsonb(o) from old_rows o) r;
  else
    select array_agg(distinct coalesce(r.j ->> 'business_id', r.j ->> 'id')::uuid) into ids
    from (select to_jsonb(o) as j from old_rows o) r;
  end if;
  for changed in
    select b.id, v.version
    from unnest(ids) as b(id)
    left join public.menu_versions v on v.business_id = b.id
    where b.id is not null
  loop
    begin
      perform realtime.send(
        jsonb_build_object('business_id', changed.id, 'version', changed.version),
        'menu_changed',
        'menu:' || changed.id,
        false
      );
    exception
      -- A database without Realtime (a plain Postgres) still takes the owner's write.
      when undefined_function or invalid_schema_name then null;
    end;
  end loop;
  return null;
end
$$;

comment on function public.announce_menu_change() is
  'Statement trigger: broadcasts menu_changed ({business_id, version}, nothing else) on the public topic menu:<business id> for each business whose public menu the statement may have changed.';

revoke execute on function public.announce_menu_change() from public, anon, authenticated;

do $$
declare
  menu_table text;
begin
  foreach menu_table in array array[
    'businesses', 'categories', 'menu_items', 'item_option_groups', 'item_option_choices'
  ] loop
    execute format(
      'create trigger %1$s_announce_insert after insert on public.%1$I
         referencing new table as new_rows
         for each statement execute function public.announce_menu_change()', menu_table);
    execute format(
      'create trigger %1$s_announce_update after update on public.%1$I
         referencing old table as old_rows new table as new_rows
         for each statement execute function public.announce_menu_change()', menu_table);
    execute format(
      'create trigger %1$s_announce_delete after delete on public.%1$I
         referencing old table as old_rows
         for each statement execute function public.announce_menu_change()', menu_table);
  end loop;
end
$$;

-- The owner's dashboard follows its figures live (postgres_changes on menu_insights, which its
-- select policy limits to the owner's own business). Hosted Supabase has the publication; a
-- database without it (Realtime not set up) skips this, and a table already published stays so.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                     where pubname = 'supabase_realtime'
                       and schemaname = 'public' and tablename = 'menu_insights') then
    alter publication supabase_realtime add table public.menu_insights;
  end if;
end
$$;
