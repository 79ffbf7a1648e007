-- QR Menu schema: businesses, their categories and menu items, and user roles, with row level
-- security deciding every read and write (the original specification had access control lived in the client only; it
-- lives here now). Runs unchanged on hosted Supabase (`supabase db push`) and on the local backend.
--
-- Who may read a business's private columns (email, owner_id)
-- ------------------------------------------------------------
-- Column privileges are per role, and a signed-in customer uses the same `authenticated` role as an
-- owner, so the design is:
--   * anon: the table-level SELECT is revoked and only the public columns are granted. A request
--     that names email or owner_id, or asks for `select=*` (PostgREST expands it to every column),
--     fails with "permission denied for table businesses" (42501) instead of leaking anything.
--     The public menu is read through public_menu(slug), which returns public fields only.
--   * authenticated: full column privileges, but the SELECT policy lets a user see only the
--     business they own, or every business when they are the superadmin. A signed-in customer or
--     another owner therefore sees no row at all, so never another owner's email.
-- Registration checks a slug through slug_available(slug), so nobody needs to read other rows.

-- Helpers ------------------------------------------------------------------------------------

-- pg_trgm makes the owner's "contains" search (ilike '%tea%') use an index; created where the
-- server ships it (hosted Supabase, Debian's PostgreSQL, PGlite with the contrib loaded).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
  end if;
end
$$;

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

comment on function public.is_reserved_slug(text) is
  'True for slugs the app''s own routes use (kept equal to RESERVED_SLUGS in shared/domain/slug.ts).';

-- user_roles ---------------------------------------------------------------------------------

create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'owner',
  constraint user_roles_role_check check (role in ('owner', 'superadmin'))
);

alter table public.user_roles enable row level security;

comment on table public.user_roles is
  'One role per user: superadmin, or owner (a business owner). Written by the service role only.';

-- Nobody but the service role writes roles, so nobody can make themself superadmin.
revoke all on public.user_roles from anon;
revoke insert, update, delete, truncate, references, trigger on public.user_roles from authenticated;

create policy "Users can read their own role"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Security definer so policies can ask without the caller reading user_roles (and without
-- recursion); search_path is empty so nothing can shadow the tables it reads.
create or replace function public.is_superadmin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = (select auth.uid()) and r.role = 'superadmin'
  )
$$;

comment on function public.is_superadmin() is 'True when the calling user has the superadmin role.';

-- businesses ---------------------------------------------------------------------------------

create table public.businesses (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  category text,
  description text,
  whatsapp text not null,
  slug text not null,
  owner_id uuid not null references auth.users (id) on delete cascade,
  email text,
  banner_url text,
  headline text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint businesses_name_not_blank check (btrim(name) <> ''),
  constraint businesses_whatsapp_format check (whatsapp ~ '^[0-9]{8,15}$'),
  constraint businesses_slug_format check (slug ~ '^[a-z0-9]+$'),
  constraint businesses_slug_length check (char_length(slug) between 3 and 40),
  constraint businesses_slug_not_reserved check (not public.is_reserved_slug(slug)),
  constraint businesses_slug_key unique (slug),
  -- One business per owner.
  constraint businesses_owner_id_key unique (owner_id)
);

alter table public.businesses enable row level security;

comment on table public.businesses is
  'A restaurant or cafe with its public menu at /{slug}/menu. email and owner_id are private: anon may read only the other columns; signed-in users see only the business they own (the superadmin sees all).';
comment on column public.businesses.whatsapp is 'International number, digits only (8 to 15).';
comment on column public.businesses.email is 'The owner''s email; never readable by anon.';
comment on column public.businesses.owner_id is 'The owning user; never readable by anon.';

-- anon: public columns only (see the header of this file).
revoke all on public.businesses from anon;
grant select (id, name, category, description, whatsapp, slug, banner_url, headline, created_at, updated_at)
  on public.businesses to anon;
revoke truncate, references, trigger on public.businesses from authenticated;

create policy "Anyone can read the public fields of a business"
  on public.businesses for select
  to anon
  using (true);

create policy "Owners read their own business and the superadmin reads all"
  on public.businesses for select
  to authenticated
  using (owner_id = (select auth.uid()) or (select public.is_superadmin()));

create policy "Users can register one business of their own"
  on public.businesses for insert
  to authenticated
  with check (owner_id = (select auth.uid()));

create policy "Owners can update their own business"
  on public.businesses for update
  to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

create policy "Owners can delete their own business"
  on public.businesses for delete
  to authenticated
  using (owner_id = (select auth.uid()));

create trigger businesses_set_updated_at
  before update on public.businesses
  for each row execute function public.set_updated_at();

-- Registering a business makes its owner an owner: the admin guard needs a role row, and users
-- cannot write user_roles themselves.
create or replace function public.grant_owner_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role)
  values (new.owner_id, 'owner')
  on conflict (user_id) do nothing;
  return new;
end
$$;

comment on function public.grant_owner_role() is
  'Trigger: gives the owner of a newly registered business the owner role (keeps superadmin).';

create trigger businesses_grant_owner_role
  after insert on public.businesses
  for each row execute function public.grant_owner_role();

create or replace function public.owns_business(business_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.businesses b
    where b.id = $1 and b.owner_id = (select auth.uid())
  )
$$;

comment on function public.owns_business(uuid) is 'True when the calling user owns that business.';

-- categories ---------------------------------------------------------------------------------

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  name text not null,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  constraint categories_name_not_blank check (btrim(name) <> '')
);

alter table public.categories enable row level security;

comment on table public.categories is
  'Menu sections of a business (Hot Drinks, Breakfast...), listed by sort_order then name. Public.';

create unique index categories_business_id_name_key on public.categories (business_id, lower(name));
create index categories_business_id_sort_order_idx on public.categories (business_id, sort_order, name);

revoke truncate, references, trigger on public.categories from anon, authenticated;

create policy "Anyone can read categories"
  on public.categories for select
  to anon, authenticated
  using (true);

create policy "Owners can add categories to their business"
  on public.categories for insert
  to authenticated
  with check ((select public.owns_business(business_id)));

create policy "Owners can update their own categories"
  on public.categories for update
  to authenticated
  using ((select public.owns_business(business_id)))
  with check ((select public.owns_business(business_id)));

create policy "Owners can delete their own categories"
  on public.categories for delete
  to authenticated
  using ((select public.owns_business(business_id)));

-- menu_items ---------------------------------------------------------------------------------

create table public.menu_items (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  -- Deleting a category leaves its items Uncategorized.
  category_id uuid references public.categories (id) on delete set null,
  name text not null,
  description text,
  price numeric(10, 3) not null,
  image_url text,
  image_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint menu_items_name_not_blank check (btrim(name) <> ''),
  constraint menu_items_price_not_negative check (price >= 0)
);

alter table public.menu_items enable row level security;

comment on table public.menu_items is
  'Dishes and drinks of a business, price in OMR with three decimals. Public; the category, when set, belongs to the same business.';
comment on column public.menu_items.image_path is 'Object name in the menu-images bucket ({owner id}/{time}.{ext}).';

create index menu_items_business_id_idx on public.menu_items (business_id, created_at);
create index menu_items_category_id_idx on public.menu_items (category_id);

-- Wherever pg_trgm lives (a project may have installed it in public before this migration).
do $$
declare
  trgm_schema name;
begin
  select n.nspname into trgm_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index menu_items_name_trgm_idx on public.menu_items using gin (name %I.gin_trgm_ops)', trgm_schema);
    execute format('create index menu_items_description_trgm_idx on public.menu_items using gin (description %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$$;

revoke truncate, references, trigger on public.menu_items from anon, authenticated;

create policy "Anyone can read menu items"
  on public.menu_items for select
  to anon, authenticated
  using (true);

create policy "Owners can add items to their business"
  on public.menu_items for insert
  to authenticated
  with check ((select public.owns_business(business_id)));

create policy "Owners and the superadmin can update items"
  on public.menu_items for update
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()))
  with check ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create policy "Owners and the superadmin can delete items"
  on public.menu_items for delete
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create trigger menu_items_set_updated_at
  before update on public.menu_items
  for each row execute function public.set_updated_at();

-- A foreign key alone would accept another business's category.
create or replace function public.check_menu_item_category()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.category_id is not null and not exists (
    select 1 from public.categories c
    where c.id = new.category_id and c.business_id = new.business_id
  ) then
    raise exception 'Category does not belong to this business'
      using errcode = '23503';
  end if;
  return new;
end
$$;

comment on function public.check_menu_item_category() is
  'Trigger: refuses a menu item whose category belongs to another business.';

create trigger menu_items_check_category
  before insert or update of category_id, business_id on public.menu_items
  for each row execute function public.check_menu_item_category();

-- API functions ------------------------------------------------------------------------------

-- The customer page's one request: public fields only, so it is security definer and safe for anon.
create or replace function public.public_menu(slug text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'business', json_build_object(
      'id', b.id,
      'name', b.name,
      'slug', b.slug,
      'category', b.category,
      'description', b.description,
      'whatsapp', b.whatsapp,
      'banner_url', b.banner_url,
      'headline', b.headline
    ),
    'categories', coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name, 'sort_order', c.sort_order)
                      order by c.sort_order, c.name, c.id)
      from public.categories c
      where c.business_id = b.id
    ), '[]'::json),
    'items', coalesce((
      select json_agg(json_build_object(
                        'id', i.id,
                        'name', i.name,
                        'description', i.description,
                        'price', i.price,
                        'image_url', i.image_url,
                        'category_id', i.category_id
                      ) order by c.sort_order nulls last, c.name nulls last, i.name, i.id)
      from public.menu_items i
      left join public.categories c on c.id = i.category_id
      where i.business_id = b.id
    ), '[]'::json)
  )
  from public.businesses b
  where b.slug = lower(btrim($1))
$$;

comment on function public.public_menu(text) is
  'The whole public menu of a business as one JSON document ({business, categories, items}); null for an unknown slug.';

revoke execute on function public.public_menu(text) from public;
grant execute on function public.public_menu(text) to anon, authenticated, service_role;

-- Registration asks before submitting; security definer because users cannot read others' rows.
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
$$;

comment on function public.slug_available(text) is
  'True when a slug has the right format, is not reserved and no business uses it yet.';

revoke execute on function public.slug_available(text) from public, anon;
grant execute on function public.slug_available(text) to authenticated, service_role;

-- Trigger functions are not API: keep them out of reach of direct calls.
revoke execute on function public.set_updated_at(), public.grant_owner_role(),
  public.check_menu_item_category() from public, anon, authenticated;
