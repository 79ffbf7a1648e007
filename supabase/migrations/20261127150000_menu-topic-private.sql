-- The menu topic becomes private: on a public channel any client may broadcast too, and one socket
-- sending menu_changed a few times a second would make every open menu of that business re-read
-- public_menu as often (one attacker, thousands of requests a second). Private channels are
-- decided by the policies on realtime.messages, as on hosted Realtime: anyone may listen to a
-- menu's topic (it tells only that the menu changed, which its ETag tells anyone), and with no
-- insert policy for it, only the database (realtime.send, as announce_menu_change calls it) sends.

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
        true
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
  'Statement trigger: broadcasts menu_changed ({business_id, version}, nothing else) on the private topic menu:<business id>, which anyone may hear and nobody but the database may send on, for each business whose public menu the statement may have changed.';


create policy "Anyone may hear that a menu changed"
  on realtime.messages
  for select
  to anon, authenticated
  using ((select realtime.topic()) like 'menu:%' and extension = 'broadcast');
