-- Realtime: the menu's version (bumped by every write to a menu's rows), the broadcasts that tell
-- open menus and boards to refresh, and who may hear them on realtime.messages.
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

-- A branch's page shows its business's menu and profile and the names of the other branches, so
-- a write to the business's menu or to any row of the family gives every branch of the family a
-- new version; a branch's own rows (branch_menu_items, its special periods) only that branch.
create or replace function public.bump_menu_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys uuid[];
begin
  if tg_table_name = 'businesses' then
    if tg_op = 'INSERT' then
      insert into public.menu_versions (business_id) values (new.id);
    end if;
    -- The whole family (a deleted business takes its version row with it, on delete cascade).
    update public.menu_versions v set version = nextval('public.menu_version_seq')
    from public.businesses f
    where v.business_id = f.id
      and coalesce(f.parent_id, f.id) = coalesce(
        case when tg_op = 'DELETE' then old.parent_id else new.parent_id end,
        case when tg_op = 'DELETE' then old.id else new.id end)
      and (tg_op <> 'INSERT' or f.id <> new.id);
    return null;
  end if;
  if tg_table_name = 'branch_menu_items' then
    update public.menu_versions set version = nextval('public.menu_version_seq')
    where business_id in (
      select (case when tg_op = 'DELETE' then null else new.branch_id end)
      union select (case when tg_op = 'INSERT' then null else old.branch_id end)
    );
    return null;
  end if;
  -- Rows deleted by a business's cascade find no version row any more: nothing to bump. A menu
  -- row names the main business: its branches change with it; a branch's special period names
  -- the branch alone.
  keys := array[(case when tg_op = 'DELETE' then null else new.business_id end),
                (case when tg_op = 'INSERT' then null else old.business_id end)];
  update public.menu_versions v set version = nextval('public.menu_version_seq')
  from public.businesses f
  where v.business_id = f.id and (f.id = any (keys) or f.parent_id = any (keys));
  return null;
end
$$;
revoke execute on function public.bump_menu_version() from public, anon, authenticated;
comment on function public.bump_menu_version() is 'Trigger: gives the business of the written row a new menu version (public_menu''s ETag), and each of its branches when the row is the business''s (its menu, its profile) or a branch''s row (the branch list); a branch_menu_items row: its branch only.';

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
  -- names its key id (and a branch its business, parent_id: the family hears it);
  -- branch_menu_items its branch; every other menu table carries business_id.
  if tg_op = 'INSERT' then
    select array_agg(distinct coalesce(r.j ->> 'business_id', r.j ->> 'branch_id', r.j ->> 'parent_id', r.j ->> 'id')::uuid) into ids
    from (select to_jsonb(n) as j from new_rows n) r;
  elsif tg_op = 'UPDATE' then
    select array_agg(distinct coalesce(r.j ->> 'business_id', r.j ->> 'branch_id', r.j ->> 'parent_id', r.j ->> 'id')::uuid) into ids
    from (select to_jsonb(n) as j from new_rows n
          union all select to_jsonb(o) from old_rows o) r;
  else
    select array_agg(distinct coalesce(r.j ->> 'business_id', r.j ->> 'branch_id', r.j ->> 'parent_id', r.j ->> 'id')::uuid) into ids
    from (select to_jsonb(o) as j from old_rows o) r;
  end if;
  -- A business's menu is every branch's: each branch's topic hears it (a branch's own rows, and a
  -- deleted business, only their own).
  for changed in
    select t.id, v.version
    from (select b.id from unnest(ids) as b(id) where b.id is not null
          union
          select f.id from public.businesses f
          where f.parent_id = any (ids) and tg_table_name <> 'branch_menu_items') t
    left join public.menu_versions v on v.business_id = t.id
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
revoke execute on function public.announce_menu_change() from public, anon, authenticated;
comment on function public.announce_menu_change() is 'Statement trigger: broadcasts menu_changed ({business_id, version}, nothing else) on the private topic menu:<business id>, which anyone may hear and nobody but the database may send on, for each business or branch whose public menu the statement may have changed (a business''s menu: each of its branches too).';

-- A customer's live order status, sent on the order's private topic; it carries the cancel code too.
create or replace function public.announce_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  secret text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select t.token into secret from public.order_tokens t where t.order_id = new.id;
  if secret is null then
    return null;
  end if;
  begin
    perform realtime.send(
      jsonb_build_object('status', new.status, 'cancel_reason', new.cancel_reason,
                         'cancel_code', new.cancel_code),
      'order_status',
      'order:' || secret,
      true
    );
  exception
    -- A database without Realtime (a plain Postgres) still takes the owner's change.
    when undefined_function or invalid_schema_name then null;
  end;
  return null;
end
$$;
revoke execute on function public.announce_order_status() from public, anon, authenticated;
comment on function public.announce_order_status() is 'Trigger: broadcasts order_status ({status, cancel_reason, cancel_code}) on the private topic order:<token> of the order whose status changed; the token is the topic''s secret.';

-- The local server keeps public_menu's answer and the hosted page in memory and learns that a
-- menu changed from the database instead of asking public_menu_etag on every scan: every change
-- of a business's menu version (menu_versions, bumped by triggers on every write that can change
-- public_menu, whichever path made it) is announced with NOTIFY on `menu_versions`, payload the
-- business id. NOTIFY is delivered after commit, in commit order, to every server process
-- listening on the database, and one transaction's repeated notices of one business collapse into
-- one. A deleted business takes its version row with it, which is announced too. On hosted
-- Supabase nobody listens and the notice costs nothing.
create or replace function public.notify_menu_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify(
    'menu_versions',
    (case when tg_op = 'DELETE' then old.business_id else new.business_id end)::text
  );
  return null;
end
$$;
revoke execute on function public.notify_menu_version() from public, anon, authenticated;
comment on function public.notify_menu_version() is 'Trigger: NOTIFY menu_versions with the business id whenever its public menu version changes (the local server''s caches listen).';

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists branch_menu_items_announce_delete on public.branch_menu_items;
CREATE TRIGGER branch_menu_items_announce_delete AFTER DELETE ON public.branch_menu_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists branch_menu_items_announce_insert on public.branch_menu_items;
CREATE TRIGGER branch_menu_items_announce_insert AFTER INSERT ON public.branch_menu_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists branch_menu_items_announce_update on public.branch_menu_items;
CREATE TRIGGER branch_menu_items_announce_update AFTER UPDATE ON public.branch_menu_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists branch_menu_items_bump_menu_version on public.branch_menu_items;
create trigger branch_menu_items_bump_menu_version
  after insert or update or delete on public.branch_menu_items
  for each row execute function public.bump_menu_version();

drop trigger if exists businesses_announce_delete on public.businesses;
CREATE TRIGGER businesses_announce_delete AFTER DELETE ON public.businesses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists businesses_announce_insert on public.businesses;
CREATE TRIGGER businesses_announce_insert AFTER INSERT ON public.businesses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists businesses_announce_update on public.businesses;
CREATE TRIGGER businesses_announce_update AFTER UPDATE ON public.businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists businesses_bump_menu_version on public.businesses;
create trigger businesses_bump_menu_version
  after insert or update or delete on public.businesses
  for each row execute function public.bump_menu_version();

drop trigger if exists categories_announce_delete on public.categories;
CREATE TRIGGER categories_announce_delete AFTER DELETE ON public.categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists categories_announce_insert on public.categories;
CREATE TRIGGER categories_announce_insert AFTER INSERT ON public.categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists categories_announce_update on public.categories;
CREATE TRIGGER categories_announce_update AFTER UPDATE ON public.categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists categories_bump_menu_version on public.categories;
create trigger categories_bump_menu_version
  after insert or update or delete on public.categories
  for each row execute function public.bump_menu_version();

drop trigger if exists item_option_choices_announce_delete on public.item_option_choices;
CREATE TRIGGER item_option_choices_announce_delete AFTER DELETE ON public.item_option_choices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists item_option_choices_announce_insert on public.item_option_choices;
CREATE TRIGGER item_option_choices_announce_insert AFTER INSERT ON public.item_option_choices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists item_option_choices_announce_update on public.item_option_choices;
CREATE TRIGGER item_option_choices_announce_update AFTER UPDATE ON public.item_option_choices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists item_option_choices_bump_menu_version on public.item_option_choices;
create trigger item_option_choices_bump_menu_version
  after insert or update or delete on public.item_option_choices
  for each row execute function public.bump_menu_version();

drop trigger if exists item_option_groups_announce_delete on public.item_option_groups;
CREATE TRIGGER item_option_groups_announce_delete AFTER DELETE ON public.item_option_groups REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists item_option_groups_announce_insert on public.item_option_groups;
CREATE TRIGGER item_option_groups_announce_insert AFTER INSERT ON public.item_option_groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists item_option_groups_announce_update on public.item_option_groups;
CREATE TRIGGER item_option_groups_announce_update AFTER UPDATE ON public.item_option_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists item_option_groups_bump_menu_version on public.item_option_groups;
create trigger item_option_groups_bump_menu_version
  after insert or update or delete on public.item_option_groups
  for each row execute function public.bump_menu_version();

drop trigger if exists menu_items_announce_delete on public.menu_items;
CREATE TRIGGER menu_items_announce_delete AFTER DELETE ON public.menu_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists menu_items_announce_insert on public.menu_items;
CREATE TRIGGER menu_items_announce_insert AFTER INSERT ON public.menu_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists menu_items_announce_update on public.menu_items;
CREATE TRIGGER menu_items_announce_update AFTER UPDATE ON public.menu_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.announce_menu_change();

drop trigger if exists menu_items_bump_menu_version on public.menu_items;
create trigger menu_items_bump_menu_version
  after insert or update or delete on public.menu_items
  for each row execute function public.bump_menu_version();

drop trigger if exists menu_versions_notify on public.menu_versions;
create trigger menu_versions_notify
  after insert or update or delete on public.menu_versions
  for each row execute function public.notify_menu_version();

drop trigger if exists orders_announce_status on public.orders;
create trigger orders_announce_status
  after update of status on public.orders
  for each row execute function public.announce_order_status();

drop trigger if exists special_periods_announce_delete on public.special_periods;
create trigger special_periods_announce_delete after delete on public.special_periods
  referencing old table as old_rows
  for each statement execute function public.announce_menu_change();

drop trigger if exists special_periods_announce_insert on public.special_periods;
create trigger special_periods_announce_insert after insert on public.special_periods
  referencing new table as new_rows
  for each statement execute function public.announce_menu_change();

drop trigger if exists special_periods_announce_update on public.special_periods;
create trigger special_periods_announce_update after update on public.special_periods
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.announce_menu_change();

-- The public menu changes with its periods: a new ETag and a live "menu changed".
drop trigger if exists special_periods_bump_menu_version on public.special_periods;
create trigger special_periods_bump_menu_version
  after insert or update or delete on public.special_periods
  for each row execute function public.bump_menu_version();

-- Policies -------------------------------------------------------------------------------

drop policy if exists "Anyone holding an order's token may hear its status" on realtime.messages;
create policy "Anyone holding an order's token may hear its status"
  on realtime.messages
  for select
  to anon, authenticated
  using ((select realtime.topic()) like 'order:%' and extension = 'broadcast');

drop policy if exists "Anyone may hear that a menu changed" on realtime.messages;
create policy "Anyone may hear that a menu changed"
  on realtime.messages
  for select
  to anon, authenticated
  using ((select realtime.topic()) like 'menu:%' and extension = 'broadcast');
