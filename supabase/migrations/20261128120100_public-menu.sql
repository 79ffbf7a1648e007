-- public_menu as 20261126235900_business-profile-public-menu.sql defines it, plus two
-- fields (lines marked `-- orders`): records_orders, so the widget records the order before
-- WhatsApp opens and tells the customer so, and order_retention_days, so it can say how long the
-- name, address, location and note are kept.
-- It also carries checkout's and clock's additions (lines ending `-- checkout` and `-- clock`, from
-- 20261128110200_public-menu.sql), since this definition replaces theirs.

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
  -- a suspended business's menu says only that it is unavailable.
  if exists (select 1 from public.businesses b
             where b.id = public.business_of_slug(public_menu.slug) and b.suspended_at is not null) then
    return (
      select json_build_object(
        'business', json_build_object(
          'id', b.id, 'name', b.name, 'name_ar', b.name_ar, 'slug', b.slug,
          'languages', b.languages, 'primary_language', b.primary_language, 'suspended', true),
        'categories', '[]'::json,
        'items', '[]'::json)
      from public.businesses b
      where b.id = public.business_of_slug(public_menu.slug)
    );
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
        -- rendition widths
        'banner_widths', b.banner_widths,
        'headline', b.headline,
        'headline_ar', b.headline_ar,
        'languages', b.languages,
        'primary_language', b.primary_language,
        'order_types', b.order_types,
        'table_labels', b.table_labels,
        'delivery_fee', b.delivery_fee,
        'delivery_minimum', b.delivery_minimum,
        'opening_hours', b.opening_hours,
        'temporarily_closed', b.temporarily_closed,
        'closed_checkout', b.closed_checkout,
        -- the business profile shown in the menu header
        'logo_url', b.logo_url,
        'instagram_url', b.instagram_url,
        'tiktok_url', b.tiktok_url,
        'phone', b.phone,
        'map_url', b.map_url,
        'prices_include_vat', b.prices_include_vat, -- checkout
        'payment_for', b.payment_for, -- checkout
        'outside_window', b.outside_window, -- clock
        'special_periods', coalesce(( -- clock
          select json_agg(json_build_object('id', p.id, 'name', p.name, 'name_ar', p.name_ar, -- clock
                                            'starts_on', p.starts_on, 'ends_on', p.ends_on, -- clock
                                            'opening_hours', p.opening_hours, -- clock
                                            'windows', p.windows) order by p.starts_on) -- clock
          -- The 50 latest-ending periods, whatever today is: the answer is cached by the menu's
          -- version, which the clock does not change, and the customer's clock picks the period
          -- in force (a period that ended long ago costs a few bytes). -- clock
          from (select * from public.special_periods q -- clock
                where q.business_id = b.id -- clock
                order by q.ends_on desc limit 50) p -- clock
        ), '[]'::json), -- clock
        'records_orders', b.records_orders, -- orders
        'order_retention_days', b.order_retention_days -- orders
      ),
      -- Sorted by the names in the primary language, the one every row has.
      'categories', coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'name_ar', c.name_ar,
                                          'sort_order', c.sort_order)
                        order by c.sort_order,
                                 case b.primary_language when 'ar' then c.name_ar else c.name end, c.id)
        from public.categories c
        where c.business_id = b.id
          -- only categories with a dish customers can see; an empty or all-hidden
          -- category is not named (its name could announce a menu not yet published).
          and exists (select 1 from public.menu_items v where v.category_id = c.id and not v.hidden)
      ), '[]'::json),
      'items', coalesce((
        select json_agg(json_build_object(
                          'id', i.id,
                          'name', i.name,
                          'name_ar', i.name_ar,
                          'description', i.description,
                          'description_ar', i.description_ar,
                          'price', i.price,
                          'offer_price', i.offer_price, -- checkout
                          'offer_starts', i.offer_starts, -- checkout
                          'offer_ends', i.offer_ends, -- checkout
                          'image_url', i.image_url,
                          -- rendition widths
                          'image_widths', i.image_widths,
                          'category_id', i.category_id,
                          -- availability, badges, calories, options
                          'sold_out', i.sold_out and (i.sold_out_until is null or i.sold_out_until > now()), -- clock
                          'sold_out_until', case when i.sold_out_until > now() then i.sold_out_until end, -- clock
                          'windows', coalesce(i.available_windows, c.available_windows), -- clock
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
                                   -- the owner's order within a category (was by name)
                                   i.sort_order,
                                   case b.primary_language when 'ar' then i.name_ar else i.name end, i.id)
        from public.menu_items i
        left join public.categories c on c.id = i.category_id
        -- hidden items are not shown to customers at all
        where i.business_id = b.id and not i.hidden
      ), '[]'::json)
    )
    from public.businesses b
    -- a current or an old slug of the business (business_slugs holds both)
    where b.id = public.business_of_slug(public_menu.slug)
  );
end
$$;

comment on function public.public_menu(text) is
  'The whole public menu of a business (current or old slug) as one JSON document ({business, categories, items}); a suspended business: its names and suspended true only; null for an unknown slug.';
