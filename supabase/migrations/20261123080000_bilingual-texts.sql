-- Bilingual menus (issue 12): a business offers English, Arabic or both with one primary, and every
-- customer-facing text column x (English) gets a sibling x_ar (Arabic). Existing businesses become
-- English-only by the defaults and keep working unchanged.
--
-- The name of a business, category or item is required in the business's PRIMARY language only;
-- the other may be blank and falls back to the primary when shown (pickText in
-- shared/domain/i18n.ts). An Arabic-only business stores its names in name_ar and may leave name
-- empty, so the old "name not blank" checks give way to one trigger with a message in the owner's
-- terms. name and name_ar are never null and default to '' (blank) so every face reads strings.

-- businesses ---------------------------------------------------------------------------------

alter table public.businesses
  add column languages text[] not null default '{en}',
  add column primary_language text not null default 'en',
  add column name_ar text not null default '',
  add column description_ar text,
  add column headline_ar text,
  -- The only non-empty subsets of {en, ar} without duplicates, in either order.
  add constraint businesses_languages_check
    check (languages in ('{en}'::text[], '{ar}'::text[], '{en,ar}'::text[], '{ar,en}'::text[])),
  add constraint businesses_primary_language_offered check (primary_language = any (languages)),
  alter column name set default '',
  drop constraint businesses_name_not_blank;

comment on column public.businesses.languages is
  'Menu languages the business offers: {en}, {ar} or both (en = English, ar = Arabic).';
comment on column public.businesses.primary_language is
  'The language whose texts are required and shown when the other language has none; one of languages.';
comment on column public.businesses.name is 'Business name in English ('''' when the menu is Arabic-only).';
comment on column public.businesses.name_ar is 'Business name in Arabic ('''' when not given).';
comment on column public.businesses.description_ar is 'Description in Arabic.';
comment on column public.businesses.headline_ar is 'Banner headline in Arabic.';

-- anon reads public columns by name only (see 20261121050000_menu-schema.sql); these are public.
grant select (languages, primary_language, name_ar, description_ar, headline_ar)
  on public.businesses to anon;

-- categories ---------------------------------------------------------------------------------

alter table public.categories
  add column name_ar text not null default '',
  alter column name set default '',
  drop constraint categories_name_not_blank;

comment on column public.categories.name is 'Category name in English ('''' when not given).';
comment on column public.categories.name_ar is 'Category name in Arabic ('''' when not given).';

-- One category per name and language in a business; blank names (the language not given) repeat.
drop index public.categories_business_id_name_key;
create unique index categories_business_id_name_key
  on public.categories (business_id, lower(name)) where btrim(name) <> '';
create unique index categories_business_id_name_ar_key
  on public.categories (business_id, name_ar) where btrim(name_ar) <> '';

-- menu_items ---------------------------------------------------------------------------------

alter table public.menu_items
  add column name_ar text not null default '',
  alter column name set default '',
  add column description_ar text,
  drop constraint menu_items_name_not_blank;

comment on column public.menu_items.name is 'Item name in English ('''' when not given).';
comment on column public.menu_items.name_ar is 'Item name in Arabic ('''' when not given).';
comment on column public.menu_items.description_ar is 'Item description in Arabic.';

-- The owner's search looks in both languages.
do $$
declare
  trgm_schema name;
begin
  select n.nspname into trgm_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index menu_items_name_ar_trgm_idx on public.menu_items using gin (name_ar %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$$;

-- The name in the primary language -------------------------------------------------------------

-- Security definer: reads the business's primary language whatever the caller may read of it.
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
    lang := new.primary_language;
    what := 'business';
  else
    select b.primary_language into lang from public.businesses b where b.id = new.business_id;
    what := case tg_table_name when 'categories' then 'category' else 'item' end;
  end if;
  if btrim(coalesce(case lang when 'ar' then new.name_ar else new.name end, '')) = '' then
    raise exception 'Enter the % name in %, the primary language of this menu', what,
      case lang when 'ar' then 'Arabic' else 'English' end
      using errcode = '23514',
        detail = format('%s.%s is blank', tg_table_name, case lang when 'ar' then 'name_ar' else 'name' end);
  end if;
  return new;
end
$$;

comment on function public.check_name_in_primary_language() is
  'Trigger: refuses a business, category or item without a name in the business''s primary language.';

create trigger businesses_check_name
  before insert or update of name, name_ar, primary_language on public.businesses
  for each row execute function public.check_name_in_primary_language();

create trigger categories_check_name
  before insert or update of name, name_ar, business_id on public.categories
  for each row execute function public.check_name_in_primary_language();

create trigger menu_items_check_name
  before insert or update of name, name_ar, business_id on public.menu_items
  for each row execute function public.check_name_in_primary_language();

-- Making a language primary needs every category and item named in it first, so no row is left
-- without its required name.
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
  ) t
  where btrim(case new.primary_language when 'ar' then t.name_ar else t.name end) = '';
  if missing > 0 then
    raise exception 'Enter the % names of all categories and items (% missing) before making % the primary language',
      language, missing, language
      using errcode = '23514';
  end if;
  return new;
end
$$;

comment on function public.check_names_for_new_primary_language() is
  'Trigger: refuses a primary language some category or item of the business has no name in.';

create trigger businesses_check_names_for_primary_language
  before update of primary_language on public.businesses
  for each row
  when (old.primary_language is distinct from new.primary_language)
  execute function public.check_names_for_new_primary_language();

revoke execute on function public.check_name_in_primary_language(),
  public.check_names_for_new_primary_language() from public, anon, authenticated;

-- public_menu: the same one request, now with both languages ----------------------------------

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
      'name_ar', b.name_ar,
      'slug', b.slug,
      'category', b.category,
      'description', b.description,
      'description_ar', b.description_ar,
      'whatsapp', b.whatsapp,
      'banner_url', b.banner_url,
      'headline', b.headline,
      'headline_ar', b.headline_ar,
      'languages', b.languages,
      'primary_language', b.primary_language
    ),
    -- Sorted by the names in the primary language, the one every row has.
    'categories', coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar,
                                        'sort_order', c.sort_order)
                      order by c.sort_order,
                               case b.primary_language when 'ar' then c.name_ar else c.name end, c.id)
      from public.categories c
      where c.business_id = b.id
    ), '[]'::json),
    'items', coalesce((
      select json_agg(json_build_object(
                        'id', i.id,
                        'name', i.name,
                        'name_ar', i.name_ar,
                        'description', i.description,
                        'description_ar', i.description_ar,
                        'price', i.price,
                        'image_url', i.image_url,
                        'category_id', i.category_id
                      ) order by c.sort_order nulls last,
                                 case b.primary_language when 'ar' then c.name_ar else c.name end nulls last,
                                 case b.primary_language when 'ar' then i.name_ar else i.name end, i.id)
      from public.menu_items i
      left join public.categories c on c.id = i.category_id
      where i.business_id = b.id
    ), '[]'::json)
  )
  from public.businesses b
  where b.slug = lower(btrim($1))
$$;
