-- Businesses: slugs (current, old and reserved ones), names in the primary language, order
-- settings, suspension, the bounds on list lengths, and who may read and write a business.
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function public.set_updated_at() from public, anon, authenticated;
comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';

-- The same list as RESERVED_SLUGS in shared/domain/slug.ts: words the app's own routes use.
create or replace function public.is_reserved_slug(slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce($1 = any (array[
    'about', 'admin', 'api', 'assets', 'auth', 'dev', 'login', 'logout', 'menu', 'qrmenu',
    'registerbusiness', 'rest', 'signup', 'static', 'storage', 'superadmin', 'www'
  ]::text[]), false)
$$;
comment on function public.is_reserved_slug(slug text) is 'True for slugs the app''s own routes use (kept equal to RESERVED_SLUGS in shared/domain/slug.ts).';

-- Whether a slug may be taken: the right format, not reserved, no other business's current or old
-- slug, and no deleted business's slug in its last 180 days (except to its former owner).
create or replace function public.slug_available(slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select $1 ~ '^[a-z0-9]{3,40}$'
    and not public.is_reserved_slug($1)
    and not exists (select 1 from public.businesses b where b.slug = $1)
    and not exists (
      select 1 from public.business_slugs s
      where s.slug = $1
        and case
          when s.business_id is not null then not public.owns_business(s.business_id)
          else s.released_at > now() - interval '180 days'
               and s.former_owner is distinct from (select auth.uid())
        end
    )
$$;
revoke execute on function public.slug_available(slug text) from public, anon;
comment on function public.slug_available(slug text) is 'True when a slug has the right format, is not reserved and no other business uses or used it, nor a deleted business in the last 180 days (its former owner excepted).';

create or replace function public.check_name_in_primary_language()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
  what text;
begin
  if tg_table_name = 'businesses' then
    -- A branch shows its name in its main business's languages.
    lang := coalesce(
      (select b.primary_language from public.businesses b where b.id = new.parent_id),
      new.primary_language);
    what := 'business';
  else
    select b.primary_language into lang from public.businesses b where b.id = new.business_id;
    what := case tg_table_name when 'categories' then 'category' else 'item' end;
  end if;
  if btrim(coalesce(case lang when 'ar' then new.name_ar else new.name end, '')) = '' then
    raise exception 'Enter the % name in %, the primary language of this menu', what,
      case lang when 'ar' then 'Arabic' else 'English' end
      using errcode = '23514', hint = 'name_in_primary_language',
        detail = json_build_object('what', what, 'language', lang)::text;
  end if;
  return new;
end
$$;
revoke execute on function public.check_name_in_primary_language() from public, anon, authenticated;
comment on function public.check_name_in_primary_language() is 'Trigger: refuses a business, category or item without a name in the business''s primary language.';

create or replace function public.check_names_for_new_primary_language()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  missing integer;
  language text := case new.primary_language when 'ar' then 'Arabic' else 'English' end;
begin
  select count(*) into missing
  from (
    select c.name, c.name_ar from public.categories c where c.business_id = new.id
    union all
    select i.name, i.name_ar from public.menu_items i where i.business_id = new.id
    union all
    select b.name, b.name_ar from public.businesses b where b.parent_id = new.id
  ) t
  where btrim(case new.primary_language when 'ar' then t.name_ar else t.name end) = '';
  if missing > 0 then
    raise exception 'Enter the % names of all categories and items (% missing) before making % the primary language',
      language, missing, language
      using errcode = '23514', hint = 'names_before_primary_language',
        detail = json_build_object('language', new.primary_language, 'missing', missing)::text;
  end if;
  return new;
end
$$;
revoke execute on function public.check_names_for_new_primary_language() from public, anon, authenticated;
comment on function public.check_names_for_new_primary_language() is 'Trigger: refuses a primary language some category, item or branch of the business has no name in.';

create or replace function public.check_business_order_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  day jsonb;
  span jsonb;
  time_format constant text := '^(([01][0-9]|2[0-3]):[0-5][0-9])$';
begin
  if cardinality(new.order_types) = 0 then
    raise exception 'Choose at least one order type'
      using errcode = '23514', hint = 'order_types_none';
  end if;
  if exists (select 1 from unnest(new.order_types) t where t not in ('dine-in', 'pickup', 'delivery'))
    or cardinality(new.order_types) <> (select count(distinct t) from unnest(new.order_types) t) then
    raise exception 'Order types are dine-in, pickup and delivery, each at most once'
      using errcode = '23514', hint = 'order_types_invalid';
  end if;
  if cardinality(new.table_labels) > 300 then
    raise exception 'A business can have at most 300 tables'
      using errcode = '23514', hint = 'tables_too_many';
  end if;
  if exists (
    select 1 from unnest(new.table_labels) l
    where l is null or btrim(l) = '' or l <> btrim(l) or char_length(l) > 30
  ) then
    raise exception 'Table names must be 1 to 30 characters without leading or trailing spaces'
      using errcode = '23514', hint = 'table_name_invalid';
  end if;
  if cardinality(new.table_labels) <> (select count(distinct lower(l)) from unnest(new.table_labels) l) then
    raise exception 'Each table name can be used only once'
      using errcode = '23514', hint = 'table_name_repeated';
  end if;
  if new.opening_hours is not null then
    if jsonb_typeof(new.opening_hours) <> 'array' or jsonb_array_length(new.opening_hours) <> 7 then
      raise exception 'Opening hours need seven days, Sunday first'
        using errcode = '23514', hint = 'opening_hours_days';
    end if;
    for day in select value from jsonb_array_elements(new.opening_hours) loop
      if jsonb_typeof(day) <> 'array' then
        raise exception 'Opening hours need a list of ranges for each day'
          using errcode = '23514', hint = 'opening_hours_days';
      end if;
      for span in select value from jsonb_array_elements(day) loop
        if jsonb_typeof(span) <> 'object'
          or coalesce(span ->> 'opens', '') !~ time_format
          or coalesce(span ->> 'closes', '') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
          or span ->> 'opens' = span ->> 'closes' then
          raise exception 'Each opening range needs an opening and a different closing time as HH:MM'
            using errcode = '23514', hint = 'opening_range_invalid';
        end if;
      end loop;
    end loop;
  end if;
  return new;
end
$$;
revoke execute on function public.check_business_order_settings() from public, anon, authenticated;
comment on function public.check_business_order_settings() is 'Trigger: refuses order types, table names and opening hours the customer menu cannot use, with a message for the owner.';

-- Every slug a business has had is kept in business_slugs, so an old link keeps working and nobody
-- else takes it; reserved slugs and the per-account bound of old slugs are refused here.
create or replace function public.keep_business_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept public.business_slugs%rowtype;
begin
  -- A reservation past its 180 days is over: the slug is free again.
  delete from public.business_slugs s
  where s.slug = new.slug and s.business_id is null and s.released_at <= now() - interval '180 days';
  select * into kept from public.business_slugs s where s.slug = new.slug;
  if not found then
    -- A slug new to everyone: the account's old slugs are bounded, so nobody locks slugs by
    -- renaming or by deleting and registering again. On a rename the slug it replaces is already
    -- counted; a new business's slug would be one more once the business is deleted.
    if public.held_old_slugs(new.owner_id) > (case when tg_op = 'INSERT' then 2 else 3 end) then
      raise exception 'An account keeps at most 3 old slugs; go back to one of them to change it again'
        using errcode = '23514', hint = 'old_slugs_too_many',
          detail = json_build_object('max', 3)::text;
    end if;
    if (select count(*) from public.business_slugs s where s.business_id = new.id) >= 20 then
      raise exception 'A business can have at most 20 slugs, old ones included'
        using errcode = '23514', hint = 'slugs_too_many';
    end if;
    insert into public.business_slugs (slug, business_id) values (new.slug, new.id);
  elsif kept.business_id is null and kept.former_owner is not distinct from new.owner_id then
    -- The former owner takes a slug of its deleted business back.
    update public.business_slugs s set business_id = new.id, released_at = null, former_owner = null
    where s.slug = new.slug;
  elsif kept.business_id is distinct from new.id then
    -- Another business's, current or old, or reserved after a deletion: taken.
    raise exception 'duplicate key value violates unique constraint "businesses_slug_key"'
      using errcode = '23505', constraint = 'businesses_slug_key',
        detail = format('Key (slug)=(%s) already exists.', new.slug);
  end if;
  return null;
end
$$;
revoke execute on function public.keep_business_slug() from public, anon, authenticated;
comment on function public.keep_business_slug() is 'Trigger: records a business''s new slug in business_slugs; refuses a slug another business has had or a deleted business had in the last 180 days (its former owner may take it back), and a new slug when the account already holds 3 old ones.';

-- The business a current or old slug names, or null.
create or replace function public.business_of_slug(slug text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.business_id from public.business_slugs s where s.slug = lower(btrim($1))
$$;
revoke execute on function public.business_of_slug(slug text) from public, anon, authenticated;
comment on function public.business_of_slug(slug text) is 'The business a current or old slug names (business_slugs), or null.';

-- The suspension columns are the superadmin's: an owner's insert or update may not set or change
-- them; and no signed-in user changes a business's owner. Requests without a user (the service
-- role, migrations, the seed) may.
create or replace function public.guard_business_suspension()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
     and not public.is_superadmin()
     and (case tg_op
            when 'INSERT' then new.suspended_at is not null or new.suspension_reason is not null
            else new.suspended_at is distinct from old.suspended_at
                 or new.suspension_reason is distinct from old.suspension_reason
          end) then
    raise exception 'Only the superadmin can suspend a business or lift a suspension'
      using errcode = '42501', hint = 'suspension_superadmin_only';
  end if;
  -- The superadmin may now update any business: not to hand it to another user. Only
  -- hand_over_business (auth-and-accounts.sql) does, marking its own transaction.
  if tg_op = 'UPDATE' and (select auth.uid()) is not null
     and new.owner_id is distinct from old.owner_id
     and coalesce(current_setting('qr_menu.handing_over', true), '') <> coalesce(old.parent_id, old.id)::text then
    raise exception 'A business cannot be given to another user'
      using errcode = '42501', hint = 'owner_not_changeable';
  end if;
  return new;
end
$$;
revoke execute on function public.guard_business_suspension() from public, anon, authenticated;
comment on function public.guard_business_suspension() is 'Trigger: only the superadmin (or a request without a user) sets or clears a suspension; no signed-in user changes owner_id except through hand_over_business.';

-- A branch is a businesses row whose parent_id names its main business: one level (the main
-- business is no branch of another), the same owner, and parent_id never changes after the
-- insert. A business has at most app_limits.branches_per_business rows in its family, the main
-- one included; the main row is locked first so two inserts at the same moment cannot both take
-- the last place.
create or replace function public.check_business_branch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  main public.businesses%rowtype;
  cap integer;
  family_size integer;
begin
  if tg_op = 'UPDATE' and new.parent_id is distinct from old.parent_id then
    raise exception 'A branch stays with the business it was added to'
      using errcode = '23514', hint = 'branch_parent_fixed';
  end if;
  if new.parent_id is null then
    return new;
  end if;
  select * into main from public.businesses b where b.id = new.parent_id for update;
  if not found or main.parent_id is not null then
    raise exception 'A branch belongs to a business, not to another branch'
      using errcode = '23514', hint = 'branch_of_branch';
  end if;
  if tg_op = 'INSERT' then
    if new.owner_id is distinct from main.owner_id then
      raise exception 'Only the owner of a business adds its branches'
        using errcode = '42501', hint = 'branch_owner_only';
    end if;
    select l.branches_per_business into cap from public.app_limits l;
    select count(*) into family_size from public.businesses b
    where b.id = main.id or b.parent_id = main.id;
    if family_size >= coalesce(cap, 20) then
      raise exception 'A business can have at most % branches', coalesce(cap, 20)
        using errcode = '23514', hint = 'branch_limit',
          detail = json_build_object('max', coalesce(cap, 20))::text;
    end if;
  elsif new.owner_id is distinct from main.owner_id
    and coalesce(current_setting('qr_menu.handing_over', true), '') <> main.id::text then
    raise exception 'A branch has the owner of its business'
      using errcode = '42501', hint = 'branch_owner_only';
  end if;
  return new;
end
$$;
revoke execute on function public.check_business_branch() from public, anon, authenticated;
comment on function public.check_business_branch() is 'Trigger: a branch (parent_id set) belongs to a main business (branch_of_branch) of the same owner (branch_owner_only), keeps its parent (branch_parent_fixed), and a family has at most app_limits.branches_per_business rows, the main one included (branch_limit).';

-- The main business of a business or branch: itself, or the row its parent_id names.
create or replace function public.main_business_id(business_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(b.parent_id, b.id) from public.businesses b where b.id = $1
$$;
comment on function public.main_business_id(business_id uuid) is 'The main business of a business or branch (its own id for a main business), or null for an unknown id.';

-- The owner adds a branch: its own slug (the same rules as a business's: format, reserved words,
-- no slug another business has or had), name and WhatsApp number, optionally its address and map
-- link; the business's order settings and opening hours are copied as a starting point (no
-- tables: each place has its own). As the caller, so row level security and the triggers decide
-- as for any insert (check_business_branch: the owner only, and the branch limit).
create or replace function public.create_branch(
  business_id uuid,
  slug text,
  name text,
  name_ar text,
  whatsapp text,
  address text default null,
  map_url text default null
)
returns public.businesses
language plpgsql
volatile
set search_path = ''
as $$
declare
  main public.businesses%rowtype;
  result public.businesses%rowtype;
begin
  select * into main from public.businesses b where b.id = public.main_business_id($1);
  if not found or public.business_role(main.id) is distinct from 'owner' then
    raise exception 'Only the owner of a business adds its branches'
      using errcode = '42501', hint = 'branch_owner_only';
  end if;
  insert into public.businesses as b (
    parent_id, owner_id, slug, name, name_ar, whatsapp, address, map_url,
    languages, primary_language, category, prices_include_vat,
    order_types, delivery_fee, delivery_minimum, opening_hours, closed_checkout, outside_window,
    payment_for, records_orders, order_retention_days, ticket_paper_mm
  ) values (
    main.id, main.owner_id, lower(btrim(coalesce($2, ''))), coalesce(btrim($3), ''),
    coalesce(btrim($4), ''), $5, nullif(btrim(coalesce($6, '')), ''), nullif(btrim(coalesce($7, '')), ''),
    main.languages, main.primary_language, main.category, main.prices_include_vat,
    main.order_types, main.delivery_fee, main.delivery_minimum, main.opening_hours,
    main.closed_checkout, main.outside_window,
    main.payment_for, main.records_orders, main.order_retention_days, main.ticket_paper_mm
  )
  returning b.* into result;
  return result;
end
$$;
revoke execute on function public.create_branch(business_id uuid, slug text, name text, name_ar text, whatsapp text, address text, map_url text) from public, anon;
grant execute on function public.create_branch(business_id uuid, slug text, name text, name_ar text, whatsapp text, address text, map_url text) to authenticated;
comment on function public.create_branch(business_id uuid, slug text, name text, name_ar text, whatsapp text, address text, map_url text) is 'The owner adds a branch to the business (branch_owner_only): its slug (the rules of a business''s slug), names, WhatsApp number, address and map link, starting with the business''s order settings and opening hours and no tables; refused past app_limits.branches_per_business (branch_limit). Returns the new row.';

-- Bounds on the length of each list (items, categories, option groups, choices). The business (or
-- item, or group) row is locked first so two inserts at the same moment cannot both take the last
-- place.
create or replace function public.check_menu_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap integer;
  current_count integer;
begin
  if tg_table_name = 'menu_items' then
    perform 1 from public.businesses b where b.id = new.business_id for update;
    select l.items_per_business into cap from public.app_limits l;
    select count(*) into current_count from public.menu_items i where i.business_id = new.business_id;
    if current_count >= coalesce(cap, 2000) then
      raise exception 'A menu can have at most % items', coalesce(cap, 2000)
        using errcode = '23514', hint = 'items_too_many',
          detail = json_build_object('max', coalesce(cap, 2000))::text;
    end if;
  elsif tg_table_name = 'categories' then
    perform 1 from public.businesses b where b.id = new.business_id for update;
    select count(*) into current_count from public.categories c where c.business_id = new.business_id;
    if current_count >= 200 then
      raise exception 'A menu can have at most 200 categories'
        using errcode = '23514', hint = 'categories_too_many',
          detail = json_build_object('max', 200)::text;
    end if;
  elsif tg_table_name = 'item_option_groups' then
    perform 1 from public.menu_items i where i.id = new.item_id for update;
    select count(*) into current_count from public.item_option_groups g where g.item_id = new.item_id;
    if current_count >= 20 then
      raise exception 'An item can have at most 20 option groups'
        using errcode = '23514', hint = 'option_groups_too_many',
          detail = json_build_object('max', 20)::text;
    end if;
  else
    if tg_op = 'UPDATE' and new.group_id = old.group_id then
      return new;
    end if;
    perform 1 from public.item_option_groups g where g.id = new.group_id for update;
    select count(*) into current_count from public.item_option_choices c where c.group_id = new.group_id;
    if current_count >= 50 then
      raise exception 'An option group can have at most 50 choices'
        using errcode = '23514', hint = 'option_choices_too_many',
          detail = json_build_object('max', 50)::text;
    end if;
  end if;
  return new;
end
$$;
comment on function public.check_menu_counts() is 'Refuses a row past its list''s bound: app_limits.items_per_business items per business, 200 categories per business, 20 option groups per item, 50 choices per group.';

-- A suspended business's menu says only that it is unavailable (public_menu), but its dishes were
-- still readable one by one through the API, and so would reach a live subscriber to menu_items:
-- row level security decides both. Its owner and the superadmin still read them.
-- anon may not read businesses.suspended_at (nor may a customer read another's business row), so
-- the policy asks a security definer function that answers only this yes or no, which
-- public_menu already tells anyone.
create or replace function public.business_is_suspended(business uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.businesses where id = business and suspended_at is not null
  )
$$;
revoke execute on function public.business_is_suspended(business uuid) from public;
comment on function public.business_is_suspended(business uuid) is 'Whether the superadmin suspended this business (its menu is unavailable); used by row level security.';

-- A deleted business's slugs are released, not forgotten (the foreign key then clears business_id).
create or replace function public.release_business_slugs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.business_slugs s set released_at = now(), former_owner = old.owner_id
  where s.business_id = old.id;
  return old;
end
$$;
revoke execute on function public.release_business_slugs() from public, anon, authenticated;

-- The old slugs an account holds: its business's slugs other than the current one, and the slugs
-- of its deleted business still reserved.
create or replace function public.held_old_slugs(account uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(*) from public.business_slugs s
    join public.businesses b on b.id = s.business_id
    where b.owner_id = account and s.slug <> b.slug
  )::integer + (
    select count(*) from public.business_slugs s
    where s.business_id is null and s.former_owner = account
      and s.released_at > now() - interval '180 days'
  )::integer
$$;
revoke execute on function public.held_old_slugs(account uuid) from public, anon, authenticated;

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists businesses_check_branch on public.businesses;
create trigger businesses_check_branch
  before insert or update of parent_id, owner_id on public.businesses
  for each row execute function public.check_business_branch();

drop trigger if exists businesses_check_name on public.businesses;
create trigger businesses_check_name
  before insert or update of name, name_ar, primary_language on public.businesses
  for each row execute function public.check_name_in_primary_language();

drop trigger if exists businesses_check_names_for_primary_language on public.businesses;
create trigger businesses_check_names_for_primary_language
  before update of primary_language on public.businesses
  for each row
  when (old.primary_language is distinct from new.primary_language)
  execute function public.check_names_for_new_primary_language();

drop trigger if exists businesses_check_order_settings on public.businesses;
create trigger businesses_check_order_settings
  before insert or update of order_types, table_labels, opening_hours on public.businesses
  for each row execute function public.check_business_order_settings();

drop trigger if exists businesses_guard_suspension on public.businesses;
create trigger businesses_guard_suspension
  before insert or update on public.businesses
  for each row execute function public.guard_business_suspension();

drop trigger if exists businesses_keep_slug on public.businesses;
create trigger businesses_keep_slug
  after insert or update of slug on public.businesses
  for each row execute function public.keep_business_slug();

drop trigger if exists businesses_release_slugs on public.businesses;
create trigger businesses_release_slugs
  before delete on public.businesses
  for each row execute function public.release_business_slugs();

drop trigger if exists businesses_set_updated_at on public.businesses;
create trigger businesses_set_updated_at
  before update on public.businesses
  for each row execute function public.set_updated_at();

drop trigger if exists categories_check_count on public.categories;
create trigger categories_check_count
  before insert on public.categories
  for each row execute function public.check_menu_counts();

drop trigger if exists categories_check_name on public.categories;
create trigger categories_check_name
  before insert or update of name, name_ar, business_id on public.categories
  for each row execute function public.check_name_in_primary_language();

drop trigger if exists item_option_choices_check_count on public.item_option_choices;
create trigger item_option_choices_check_count
  before insert or update of group_id on public.item_option_choices
  for each row execute function public.check_menu_counts();

drop trigger if exists item_option_groups_check_count on public.item_option_groups;
create trigger item_option_groups_check_count
  before insert on public.item_option_groups
  for each row execute function public.check_menu_counts();

drop trigger if exists menu_items_check_count on public.menu_items;
create trigger menu_items_check_count
  before insert on public.menu_items
  for each row execute function public.check_menu_counts();

drop trigger if exists menu_items_check_name on public.menu_items;
create trigger menu_items_check_name
  before insert or update of name, name_ar, business_id on public.menu_items
  for each row execute function public.check_name_in_primary_language();

drop trigger if exists menu_items_set_updated_at on public.menu_items;
create trigger menu_items_set_updated_at
  before update on public.menu_items
  for each row execute function public.set_updated_at();

-- Policies -------------------------------------------------------------------------------

drop policy if exists "Owners and managers read the slugs, the superadmin all" on public.business_slugs;
create policy "Owners and managers read the slugs, the superadmin all"
  on public.business_slugs for select
  to authenticated
  using (
    (select public.has_business_role(business_id, array['owner', 'manager']))
    or (select public.is_superadmin())
  );

drop policy if exists "Anyone can read the public fields of a business" on public.businesses;
create policy "Anyone can read the public fields of a business"
  on public.businesses for select
  to anon
  using (true);

drop policy if exists "Owners can delete their own business" on public.businesses;
create policy "Owners can delete their own business"
  on public.businesses for delete
  to authenticated
  using (owner_id = (select auth.uid()));

-- A manager runs the business as its owner does (not its deletion, not its owner).
drop policy if exists "Owners and managers can update their business" on public.businesses;
create policy "Owners and managers can update their business"
  on public.businesses for update
  to authenticated
  using ((select public.has_business_role(id, array['owner', 'manager'])))
  with check ((select public.has_business_role(id, array['owner', 'manager'])));

-- Every member and device reads its business (the board needs its tables and settings); the staff
-- of a branch read its main business too (the shared menu's name and languages).
drop policy if exists "The team reads its business and the superadmin reads all" on public.businesses;
create policy "The team reads its business and the superadmin reads all"
  on public.businesses for select
  to authenticated
  using (
    owner_id = (select auth.uid())
    or (select public.business_role(id)) is not null
    or (parent_id is null and (select public.has_family_role(id, array['manager', 'cashier', 'kitchen', 'board'])))
    or (select public.is_superadmin())
  );

drop policy if exists "The superadmin can update any business" on public.businesses;
create policy "The superadmin can update any business"
  on public.businesses for update
  to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));

drop policy if exists "Users can register one business of their own" on public.businesses;
create policy "Users can register one business of their own"
  on public.businesses for insert
  to authenticated
  with check (owner_id = (select auth.uid()));
