-- Issue 16: right-sized images and HTTP caching of the public menu.
--
-- 1. Renditions: the admin app stores WebP copies of each uploaded photo and banner beside the
--    original ({path without extension}-{width}.webp) and records their widths here, so the
--    widget can offer srcset. An empty list (older uploads) means "only the original".
-- 2. A menu version per business, bumped by every write that can change what public_menu returns
--    (business, categories, items, option groups and choices; on any write path: REST, RPC,
--    import functions, direct SQL). public_menu answers it as an ETag with a short Cache-Control
--    through PostgREST's response.headers, and 304 for a matching If-None-Match.

-- Renditions -----------------------------------------------------------------------------------

alter table public.menu_items
  add column image_widths integer[] not null default '{}',
  add constraint menu_items_image_widths_valid
    check (cardinality(image_widths) <= 8 and 0 < all (image_widths) and 4096 >= all (image_widths));

alter table public.businesses
  add column banner_widths integer[] not null default '{}',
  add constraint businesses_banner_widths_valid
    check (cardinality(banner_widths) <= 8 and 0 < all (banner_widths) and 4096 >= all (banner_widths));

comment on column public.menu_items.image_widths is
  'Widths in px of the WebP renditions stored beside image_path ({path without extension}-{width}.webp); empty: only the original.';
comment on column public.businesses.banner_widths is
  'Widths in px of the WebP renditions stored beside the banner ({path without extension}-{width}.webp); empty: only the original.';

grant select (banner_widths) on public.businesses to anon;

-- Renditions are stored objects beside image_path: an item whose image is not a stored upload (no
-- image_path, e.g. an image_url set by import_menu) has none, whatever widths it had before.
create or replace function public.clear_widths_without_image_path()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.image_path is null then
    new.image_widths := '{}';
  end if;
  return new;
end
$$;

comment on function public.clear_widths_without_image_path() is
  'Trigger: an item without a stored image (image_path null) has no renditions.';

revoke execute on function public.clear_widths_without_image_path() from public, anon, authenticated;

create trigger menu_items_clear_widths_without_image_path
  before insert or update of image_path, image_widths on public.menu_items
  for each row execute function public.clear_widths_without_image_path();

-- Menu versions --------------------------------------------------------------------------------

-- One sequence for all businesses: a version never repeats, even after a business is deleted and
-- its slug registered again, so an ETag can never match another menu's content.
create sequence public.menu_version_seq;

create table public.menu_versions (
  business_id uuid primary key references public.businesses (id) on delete cascade,
  version bigint not null default nextval('public.menu_version_seq')
);

alter table public.menu_versions enable row level security;

comment on table public.menu_versions is
  'The version of each business''s public menu, bumped by triggers on every write that can change public_menu; read only by security definer functions and the server (no policies: nobody else reads or writes it).';

revoke all on public.menu_versions from anon, authenticated;
revoke all on sequence public.menu_version_seq from anon, authenticated;

insert into public.menu_versions (business_id) select id from public.businesses;

create or replace function public.bump_menu_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'businesses' then
    if tg_op = 'INSERT' then
      insert into public.menu_versions (business_id) values (new.id);
    elsif tg_op = 'UPDATE' then
      update public.menu_versions set version = nextval('public.menu_version_seq')
      where business_id = new.id;
    end if;
    -- A deleted business takes its version row with it (on delete cascade).
    return null;
  end if;
  -- Rows deleted by a business's cascade find no version row any more: nothing to bump.
  update public.menu_versions set version = nextval('public.menu_version_seq')
  where business_id in (
    select (case when tg_op = 'DELETE' then null else new.business_id end)
    union select (case when tg_op = 'INSERT' then null else old.business_id end)
  );
  return null;
end
$$;

comment on function public.bump_menu_version() is
  'Trigger: gives the business of the written row a new menu version (public_menu''s ETag).';

revoke execute on function public.bump_menu_version() from public, anon, authenticated;

create trigger businesses_bump_menu_version
  after insert or update or delete on public.businesses
  for each row execute function public.bump_menu_version();
create trigger categories_bump_menu_version
  after insert or update or delete on public.categories
  for each row execute function public.bump_menu_version();
create trigger menu_items_bump_menu_version
  after insert or update or delete on public.menu_items
  for each row execute function public.bump_menu_version();
create trigger item_option_groups_bump_menu_version
  after insert or update or delete on public.item_option_groups
  for each row execute function public.bump_menu_version();
create trigger item_option_choices_bump_menu_version
  after insert or update or delete on public.item_option_choices
  for each row execute function public.bump_menu_version();

-- The public menu's ETag for a slug, or null for an unknown slug: one indexed lookup, so the
-- local server can check a cached answer per request without running public_menu.
create or replace function public.public_menu_etag(slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('"m%s"', coalesce(v.version, 0))
  from public.businesses b
  left join public.menu_versions v on v.business_id = b.id
  where b.slug = lower(btrim($1))
$$;

comment on function public.public_menu_etag(text) is
  'The public menu''s ETag for a slug (its version from one sequence), or null for an unknown slug.';

revoke execute on function public.public_menu_etag(text) from public, anon, authenticated;

-- public_menu: the same one request, now with image widths and HTTP caching ---------------------
-- Redefined whole from 20261123130000_item-options-availability.sql; issue 16's additions are
-- marked. It becomes plpgsql to set PostgREST's response.headers and response.status: the
-- ETag, a short Cache-Control with stale-while-revalidate, and 304 when the caller's
-- If-None-Match (GET only, as HTTP wants) already names this version. Hosted Supabase's
-- PostgREST sends the same headers.

create or replace function public.public_menu(slug text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  etag text := public.public_menu_etag(slug);
  request_headers json := nullif(current_setting('request.headers', true), '')::json;
  wanted text := request_headers ->> 'if-none-match';
begin
  if etag is null then
    return null;
  end if;
  perform set_config('response.headers', json_build_array(
    json_build_object('ETag', etag),
    json_build_object('Cache-Control', 'public, max-age=10, stale-while-revalidate=60')
  )::text, true);
  if wanted is not null
     and current_setting('request.method', true) in ('GET', 'HEAD')
     and (btrim(wanted) = '*' or etag = any (
       select regexp_replace(btrim(tag), '^W/', '') from unnest(string_to_array(wanted, ',')) tag
     )) then
    perform set_config('response.status', '304', true);
    return null;
  end if;
  return (
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
        -- issue 16: rendition widths
        'banner_widths', b.banner_widths,
        'headline', b.headline,
        'headline_ar', b.headline_ar,
        'languages', b.languages,
        'primary_language', b.primary_language,
        -- issue 14
        'order_types', b.order_types,
        'table_labels', b.table_labels,
        'delivery_fee', b.delivery_fee,
        'delivery_minimum', b.delivery_minimum,
        'opening_hours', b.opening_hours,
        'temporarily_closed', b.temporarily_closed,
        'closed_checkout', b.closed_checkout
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
                          -- issue 16: rendition widths
                          'image_widths', i.image_widths,
                          'category_id', i.category_id,
                          -- issue 13: availability, badges, calories, options
                          'sold_out', i.sold_out,
                          'badges', i.badges,
                          'calories', i.calories,
                          'options', coalesce((
                            select json_agg(json_build_object(
                                              'id', g.id,
                                              'name', g.name,
                                              'name_ar', g.name_ar,
                                              'required', g.required,
                                              'min', g.min_choices,
                                              'max', g.max_choices,
                                              'choices', coalesce((
                                                select json_agg(json_build_object(
                                                                  'id', oc.id,
                                                                  'name', oc.name,
                                                                  'name_ar', oc.name_ar,
                                                                  'price_baisa', oc.price_delta_baisa,
                                                                  'sold_out', oc.sold_out
                                                                ) order by oc.sort_order, oc.id)
                                                from public.item_option_choices oc
                                                where oc.group_id = g.id
                                              ), '[]'::json)
                                            ) order by g.sort_order, g.id)
                            from public.item_option_groups g
                            where g.item_id = i.id
                          ), '[]'::json)
                        ) order by c.sort_order nulls last,
                                   case b.primary_language when 'ar' then c.name_ar else c.name end nulls last,
                                   -- issue 13: the owner's order within a category (was by name)
                                   i.sort_order,
                                   case b.primary_language when 'ar' then i.name_ar else i.name end, i.id)
        from public.menu_items i
        left join public.categories c on c.id = i.category_id
        -- issue 13: hidden items are not shown to customers at all
        where i.business_id = b.id and not i.hidden
      ), '[]'::json)
    )
    from public.businesses b
    where b.slug = lower(btrim(public_menu.slug))
  );
end
$$;

-- Renditions and the superadmin's image removal ------------------------------------------------
-- As in 20261121061000_superadmin-removes-unused-images.sql, the superadmin may remove only menu
-- images no item uses; an item now also uses the renditions stored beside its image, so those are
-- protected the same way (an owner pointing an item at another owner's image cannot get that
-- owner's renditions removed either).

alter policy "Users remove their own images and the superadmin removes menu images"
  on storage.objects
  using (
    (
      bucket_id in ('banners', 'menu-images')
      and (storage.foldername(name))[1] = (select auth.uid())::text
    )
    or (
      bucket_id = 'menu-images'
      and (select public.is_superadmin())
      and not exists (
        select 1 from public.menu_items i
        where i.image_path = objects.name
           or objects.name in (
             select regexp_replace(i.image_path, '\.[^./]*$', '') || '-' || w || '.webp'
             from unnest(i.image_widths) as w
           )
      )
    )
  );
