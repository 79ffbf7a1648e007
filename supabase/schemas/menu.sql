-- The menu: categories, items and their option groups and choices; the owner's saves
-- (save_menu_item, save_item_options, import_menu, move_menu_item, sold out) and what customers
-- read (public_menu and its ETag).
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

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
      using errcode = '23503', hint = 'category_not_on_menu';
  end if;
  return new;
end
$$;
revoke execute on function public.check_menu_item_category() from public, anon, authenticated;
comment on function public.check_menu_item_category() is 'Trigger: refuses a menu item whose category belongs to another business.';

-- public_menu(slug): what a customer's phone reads, one request for the whole menu: the business's
-- public fields, its categories and its shown items with their options, in both languages; null
-- for an unknown slug, and only the names and `suspended` for a suspended business. An ETag
-- (public_menu_etag) answers a repeated GET with 304. Lines marked `-- orders` carry
-- records_orders (the widget records the order before WhatsApp opens) and order_retention_days;
-- `-- checkout` marks offers and checkout details, `-- clock` serving times and opening hours.
--
-- A slug names a branch (docs/guide/branches.md): its own row gives the place (id, name, slug,
-- WhatsApp, phone, address, map, hours, order settings), its main business the rest (banner,
-- profile, languages, VAT) and the menu, with the branch's own sold out, hidden and prices applied.
-- `branch` is the branch's own name and address and `branches` the family's other open branches,
-- both only when the business has more than one.
create or replace function public.public_menu_parts(
  slug text, known_up_to bigint,
  out menu json, out item_versions text, out documents text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  etag text := public.public_menu_etag(slug);
  request_headers json := nullif(current_setting('request.headers', true), '')::json;
  wanted text := request_headers ->> 'if-none-match';
  place public.businesses%rowtype;
  main public.businesses%rowtype;
  family json;
begin
  if etag is null then
    return;
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
    return;
  end if;
  select * into place from public.businesses b where b.id = public.business_of_slug(public_menu_parts.slug);
  select * into main from public.businesses b where b.id = coalesce(place.parent_id, place.id);
  -- a suspended business's menu says only that it is unavailable (suspending the business
  -- suspends every branch).
  if place.suspended_at is not null or main.suspended_at is not null then
    menu := json_build_object(
      'business', json_build_object(
        'id', place.id, 'name', place.name, 'name_ar', place.name_ar, 'slug', place.slug,
        'languages', main.languages, 'primary_language', main.primary_language, 'suspended', true),
      'categories', '[]'::json,
      'items', '[]'::json);
    return;
  end if;
  -- The other open branches, oldest first; none for a business with one branch.
  select coalesce(json_agg(json_build_object('slug', f.slug, 'name', f.name, 'name_ar', f.name_ar,
                                             'address', f.address)
                           order by f.parent_id nulls first, f.created_at, f.id), '[]'::json)
    into family
  from public.businesses f
  where (f.id = main.id or f.parent_id = main.id) and f.id <> place.id and f.suspended_at is null;
  menu := (
    select json_build_object(
      'business', json_build_object(
        'id', b.id,
        -- the branch's own name heads its page (the business's name on the main branch's)
        'name', b.name,
        'name_ar', b.name_ar,
        'slug', b.slug,
        'category', m.category,
        'description', m.description,
        'description_ar', m.description_ar,
        'whatsapp', b.whatsapp,
        'banner_url', m.banner_url,
        -- rendition widths
        'banner_widths', m.banner_widths,
        'headline', m.headline,
        'headline_ar', m.headline_ar,
        'languages', m.languages,
        'primary_language', m.primary_language,
        'order_types', b.order_types,
        'table_labels', b.table_labels,
        'delivery_fee', b.delivery_fee,
        'delivery_minimum', b.delivery_minimum,
        'opening_hours', b.opening_hours,
        'temporarily_closed', b.temporarily_closed,
        'closed_checkout', b.closed_checkout,
        -- the business profile shown in the menu header
        'logo_url', m.logo_url,
        'instagram_url', m.instagram_url,
        'tiktok_url', m.tiktok_url,
        'phone', b.phone,
        'map_url', b.map_url,
        -- branches: this one's own name, and the others (both only with two or more)
        'branch', case when (select count(*) from public.businesses f
                             where f.id = m.id or f.parent_id = m.id) > 1
                       then json_build_object('name', b.name, 'name_ar', b.name_ar,
                                              'address', b.address) end,
        'branches', family,
        'prices_include_vat', m.prices_include_vat, -- checkout
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
                                 case m.primary_language when 'ar' then c.name_ar else c.name end, c.id)
        from public.categories c
        where c.business_id = m.id
          -- only categories with a dish customers can see (at this branch); an empty or
          -- all-hidden category is not named (its name could announce a menu not yet published).
          and exists (select 1 from public.menu_items v
                      left join public.branch_menu_items vo on vo.branch_id = b.id and vo.menu_item_id = v.id
                      where v.category_id = c.id and not v.hidden and not coalesce(vo.hidden, false))
      ), '[]'::json),
      -- Each dish as menu_item_document builds it: kept ready in menu_item_documents (a menu is
      -- read far more often than written), built here only where this branch has its own row for
      -- the dish, a sold out "until" makes it depend on the clock, or it follows its category's
      -- serving times (the kept document has the dish's own).
      'items', case when known_up_to is null then coalesce((
        select json_agg(case when o.menu_item_id is null and i.sold_out_until is null
                                  and (i.available_windows is not null or c.available_windows is null)
                                  and d.document is not null
                             then d.document
                             else public.menu_item_document_at(i.id, b.id) end
                        order by c.sort_order nulls last,
                                 case m.primary_language when 'ar' then c.name_ar else c.name end nulls last,
                                 -- the owner's order within a category (was by name)
                                 i.sort_order,
                                 case m.primary_language when 'ar' then i.name_ar else i.name end, i.id)
        from public.menu_items i
        left join public.categories c on c.id = i.category_id
        -- this branch's own sold out, hidden and price
        left join public.branch_menu_items o on o.branch_id = b.id and o.menu_item_id = i.id
        left join public.menu_item_documents d on d.menu_item_id = i.id
        -- hidden items (on the menu or at this branch) are not shown to customers at all
        where i.business_id = m.id and not i.hidden and not coalesce(o.hidden, false)
      ), '[]'::json) else '[]'::json end
    )
    from public.businesses b, public.businesses m
    -- a current or an old slug of the branch (business_slugs holds both), and its business
    where b.id = place.id and m.id = main.id
  );
  if known_up_to is null then
    return;
  end if;
  -- The same dishes in the same order as `items` above (keep the two alike): each one's kept
  -- document's version (0 for a dish built on this read), and the text of every dish the caller
  -- does not have (built here, or kept with a version above known_up_to), in order, separated by
  -- the record separator (a JSON text never holds it unescaped). The menu's order is worked out
  -- once, as a row number (two aggregates each ordering by the whole key sorted it twice: 21 ms
  -- against 16 on PGlite at 5,000 dishes), and each aggregate orders by that number: an
  -- aggregate over a sorted subquery keeps its order only usually, and a dish out of place here
  -- would put it out of place in the spliced answer.
  select coalesce(string_agg(s.version::text, ',' order by s.rank_in_menu), ''),
         string_agg(s.document, chr(30) order by s.rank_in_menu)
    into item_versions, documents
  from (
    select k.rank_in_menu,
           case when k.kept then k.version else 0 end as version,
           case when not k.kept then public.menu_item_document_at(k.id, place.id)::text
                when k.version > known_up_to then k.document::text end as document
    from (
      select i.id, d.version, d.document,
             o.menu_item_id is null and i.sold_out_until is null
               and (i.available_windows is not null or c.available_windows is null)
               and d.document is not null as kept,
             row_number() over (
               order by c.sort_order nulls last,
                        case main.primary_language when 'ar' then c.name_ar else c.name end nulls last,
                        i.sort_order,
                        case main.primary_language when 'ar' then i.name_ar else i.name end, i.id
             ) as rank_in_menu
      from public.menu_items i
      left join public.categories c on c.id = i.category_id
      left join public.branch_menu_items o on o.branch_id = place.id and o.menu_item_id = i.id
      left join public.menu_item_documents d on d.menu_item_id = i.id
      where i.business_id = main.id and not i.hidden and not coalesce(o.hidden, false)
    ) k
  ) s;
end
$$;
revoke execute on function public.public_menu_parts(slug text, known_up_to bigint) from public, anon, authenticated;
comment on function public.public_menu_parts(slug text, known_up_to bigint) is 'public_menu''s work, with its ETag and 304 (public_menu is this with known_up_to null): with known_up_to, `menu` has its items empty, item_versions lists each dish''s kept document version in order (0: built on this read) and documents the texts of the dishes whose version is 0 or above known_up_to, in order, separated by chr(30); the server''s menu cache splices the others from the answer it has (server/rest/menu-cache.ts).';

-- The API's public_menu: public_menu_parts with no dish kept by the caller.
create or replace function public.public_menu(slug text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  answer json;
begin
  select p.menu into answer from public.public_menu_parts(public_menu.slug, null) p;
  return answer;
end
$$;
revoke execute on function public.public_menu(slug text) from public;
comment on function public.public_menu(slug text) is 'The whole public menu of a branch (current or old slug) as one JSON document ({business, categories, items}): the branch''s place and order settings, its business''s profile and menu with the branch''s own sold out, hidden and prices, and (with two or more branches) branch and the other open branches; a suspended business or branch: its names and suspended true only; null for an unknown slug.';

-- One dish of public_menu's `items`, at a branch whose own row for it is `branch_item` (null: none,
-- as on the menu), the dish's category having the serving times `category_windows`. public_menu
-- builds each dish with it, or takes the copy menu_item_documents keeps (built with no branch row,
-- as on the main branch, and no serving times from the category), so the two cannot differ in
-- spelling.
create or replace function public.menu_item_document(
  item public.menu_items,
  branch_item public.branch_menu_items,
  category_windows jsonb
)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object(
    'id', item.id,
    'name', item.name,
    'name_ar', item.name_ar,
    'description', item.description,
    'description_ar', item.description_ar,
    'price', coalesce(branch_item.price, item.price),
    -- at a branch with its own price, the offer only while below it
    'offer_price', case when item.offer_price < coalesce(branch_item.price, item.price) then item.offer_price end, -- checkout
    'offer_starts', case when item.offer_price < coalesce(branch_item.price, item.price) then item.offer_starts end, -- checkout
    'offer_ends', case when item.offer_price < coalesce(branch_item.price, item.price) then item.offer_ends end, -- checkout
    'image_url', item.image_url,
    -- rendition widths
    'image_widths', item.image_widths,
    'category_id', item.category_id,
    -- availability, badges, calories, options
    -- sold out on the menu or at this branch
    'sold_out', (item.sold_out and (item.sold_out_until is null or item.sold_out_until > now())) -- clock
      or coalesce(branch_item.sold_out and (branch_item.sold_out_until is null or branch_item.sold_out_until > now()), false), -- clock
    'sold_out_until', case -- clock
      when (item.sold_out and item.sold_out_until is null) -- clock
        or coalesce(branch_item.sold_out and branch_item.sold_out_until is null, false) then null -- clock
      else greatest(case when item.sold_out_until > now() then item.sold_out_until end, -- clock
                    case when branch_item.sold_out_until > now() then branch_item.sold_out_until end) end, -- clock
    'windows', coalesce(item.available_windows, category_windows), -- clock
    'badges', item.badges,
    'calories', item.calories,
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
      where g.item_id = item.id
    ), '[]'::json)
  )
$$;
revoke execute on function public.menu_item_document(item public.menu_items, branch_item public.branch_menu_items, category_windows jsonb) from public, anon, authenticated;
comment on function public.menu_item_document(item public.menu_items, branch_item public.branch_menu_items, category_windows jsonb) is 'One dish of public_menu''s items (its fields, the branch''s own price and sold out, the serving times it follows, its options), as public_menu builds it and menu_item_documents keeps it.';

-- A dish of public_menu built on the read (this branch's own row for it, a sold out "until", its
-- category's serving times), found by its id: public_menu's scan then carries no whole rows for
-- the many dishes it takes kept (forming them took 14 ms of PGlite's read at 5,000 dishes).
create or replace function public.menu_item_document_at(item_id uuid, branch_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select public.menu_item_document(i, o, c.available_windows)
  from public.menu_items i
  left join public.categories c on c.id = i.category_id
  left join public.branch_menu_items o
    on o.branch_id = menu_item_document_at.branch_id and o.menu_item_id = i.id
  where i.id = menu_item_document_at.item_id
$$;
revoke execute on function public.menu_item_document_at(item_id uuid, branch_id uuid) from public, anon, authenticated;
comment on function public.menu_item_document_at(item_id uuid, branch_id uuid) is 'One dish of public_menu built at a branch (menu_item_document with the branch''s own row and the category''s serving times), for the dishes public_menu does not take from menu_item_documents.';

-- Keeps menu_item_documents current for these dishes: each one's document as on the main branch
-- (no branch row) with the dish's own serving times. Dishes that no longer exist are skipped (their
-- documents went with them).
--
-- Two transactions changing one dish's options at once must not leave the document of the one
-- that committed first: the dish's row is locked first (as an update of the dish would lock it,
-- until commit; the business's version bump, an earlier trigger, waits as well), and the document
-- is built by the next statement, which at read committed sees what the other transaction
-- committed meanwhile. At repeatable read the upsert of a document another transaction changed
-- since the snapshot fails to serialize instead.
create or replace function public.store_menu_item_documents(item_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.menu_items i where i.id = any (item_ids) order by i.id for no key update;
  insert into public.menu_item_documents (menu_item_id, document)
  select i.id, public.menu_item_document(i, null, null)
  from public.menu_items i
  where i.id = any (item_ids)
  on conflict (menu_item_id) do update set document = excluded.document;
end
$$;
revoke execute on function public.store_menu_item_documents(item_ids uuid[]) from public, anon, authenticated;
comment on function public.store_menu_item_documents(item_ids uuid[]) is 'Builds again the documents menu_item_documents keeps for these dishes (the triggers call it on every write a document depends on; a load made with triggers off calls it afterwards).';

-- Every write of a kept document gives it a new version (menu_item_document_versions), however it
-- is written: a version names one document text for good, so a server holding a menu's answer
-- can reuse the text of any version it has (public_menu_parts).
create or replace function public.stamp_menu_item_document_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.version := nextval('public.menu_item_document_versions');
  return new;
end
$$;
revoke execute on function public.stamp_menu_item_document_version() from public, anon, authenticated;
comment on function public.stamp_menu_item_document_version() is 'Trigger: gives a kept dish document written (inserted or updated) a new version.';

-- A dish's kept document depends on its own row and its option groups and choices: a write to any
-- of them builds the dish's document again. Dishes and groups, per row; choices, once per
-- statement (refresh_menu_item_documents_of_choices): one statement adding a dish's 1,000 choices
-- built its document 1,000 times, each with up to 1,000 choices.
create or replace function public.refresh_menu_item_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if tg_table_name = 'menu_items' then
    ids := array[new.id];
  else
    ids := array[(case when tg_op = 'DELETE' then null else new.item_id end),
                 (case when tg_op = 'INSERT' then null else old.item_id end)];
  end if;
  perform public.store_menu_item_documents(ids);
  return null;
end
$$;
revoke execute on function public.refresh_menu_item_documents() from public, anon, authenticated;
comment on function public.refresh_menu_item_documents() is 'Trigger: builds again the kept public_menu document of the dish the written row (a dish or an option group) is part of.';

-- Statement trigger on item_option_choices, whose transition table is `changed` (the inserted or
-- deleted rows, the new rows of an update) and, for an update, `changed_old`: builds again, once,
-- the document of each dish whose groups the statement's choices were or are in. The groups are
-- read once another transaction moving one to another dish has moved it (the share lock waits).
create or replace function public.refresh_menu_item_documents_of_choices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  groups uuid[];
  ids uuid[];
begin
  if tg_op = 'UPDATE' then
    select array_agg(distinct c.group_id) into groups
    from (select group_id from changed union select group_id from changed_old) c;
  else
    select array_agg(distinct c.group_id) into groups from changed c;
  end if;
  perform 1 from public.item_option_groups g where g.id = any (groups) order by g.id for share;
  select array_agg(distinct g.item_id) into ids
  from public.item_option_groups g where g.id = any (groups);
  if ids is not null then
    perform public.store_menu_item_documents(ids);
  end if;
  return null;
end
$$;
revoke execute on function public.refresh_menu_item_documents_of_choices() from public, anon, authenticated;
comment on function public.refresh_menu_item_documents_of_choices() is 'Statement trigger: builds again, once per statement, the kept public_menu document of each dish whose option groups the written choices were or are in.';

-- The fixed badge set; labels come from each face's dictionary, never from data.
create or replace function public.badges_are_valid(badges text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select $1 is not null
    and $1 <@ array['vegetarian', 'vegan', 'spicy', 'new', 'popular', 'contains_nuts']::text[]
    and cardinality($1) = (select count(distinct b) from unnest($1) as b)
$$;
revoke execute on function public.badges_are_valid(badges text[]) from public;
comment on function public.badges_are_valid(badges text[]) is 'True when every badge is one of the fixed set (vegetarian, vegan, spicy, new, popular, contains_nuts) and none repeats.';

-- New items (and items moved to another category) go last in their category, unless the writer
-- gives an explicit position (the seed does).
create or replace function public.place_menu_item_last()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.sort_order = 0)
     or (tg_op = 'UPDATE' and new.category_id is distinct from old.category_id
         and new.sort_order = old.sort_order) then
    select coalesce(max(i.sort_order), 0) + 1 into new.sort_order
    from public.menu_items i
    where i.business_id = new.business_id
      and i.category_id is not distinct from new.category_id
      and i.id <> new.id;
  end if;
  return new;
end
$$;
revoke execute on function public.place_menu_item_last() from public, anon, authenticated;
comment on function public.place_menu_item_last() is 'Trigger: gives a new item (or one moved to another category) the last place in its category.';

create or replace function public.move_menu_item(item_id uuid, steps integer)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.menu_items%rowtype;
  ids uuid[];
  from_index integer;
  to_index integer;
begin
  select * into target from public.menu_items i where i.id = $1;
  if not found then
    raise exception 'Item not found' using errcode = 'P0002', hint = 'item_not_found';
  end if;
  select array_agg(i.id order by i.sort_order, i.name, i.id) into ids
  from public.menu_items i
  where i.business_id = target.business_id
    and i.category_id is not distinct from target.category_id;
  from_index := array_position(ids, target.id);
  to_index := greatest(1, least(cardinality(ids), from_index + coalesce($2, 0)));
  ids := ids[1:from_index - 1] || ids[from_index + 1:];
  ids := ids[1:to_index - 1] || target.id || ids[to_index:];
  update public.menu_items i
  set sort_order = array_position(ids, i.id)
  where i.id = any (ids) and i.sort_order is distinct from array_position(ids, i.id);
end
$$;
revoke execute on function public.move_menu_item(item_id uuid, steps integer) from public, anon;
comment on function public.move_menu_item(item_id uuid, steps integer) is 'Moves an item up (negative steps) or down within its category and renumbers the category; as the caller, so only its owner (or the superadmin) can.';

-- save_item_options: replaces an item's option groups and choices with the given ones. The groups
-- and choices the owner removed are deleted first: saving 20 groups where one replaces another must
-- not count 21 on the way. The input's own length is checked up front for a clear message.
create or replace function public.save_item_options(item_id uuid, groups jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item public.menu_items%rowtype;
  g jsonb;
  c jsonb;
  g_index integer := 0;
  c_index integer;
  v_group_id uuid;
  v_choice_id uuid;
  kept_groups uuid[] := '{}';
  kept_choices uuid[] := '{}';
begin
  select * into item from public.menu_items i where i.id = $1;
  if not found then
    raise exception 'Item not found' using errcode = 'P0002', hint = 'item_not_found';
  end if;
  if jsonb_typeof(coalesce($2, '[]'::jsonb)) <> 'array' then
    raise exception 'Option groups must be a list'
      using errcode = '22023', hint = 'options_not_list';
  end if;
  if jsonb_array_length(coalesce($2, '[]'::jsonb)) > 20 then
    raise exception 'An item can have at most 20 option groups'
      using errcode = '23514', hint = 'option_groups_too_many',
        detail = json_build_object('max', 20)::text;
  end if;
  if exists (
    select 1 from jsonb_array_elements(coalesce($2, '[]'::jsonb)) eg
    where jsonb_typeof(eg.value -> 'choices') = 'array' and jsonb_array_length(eg.value -> 'choices') > 50
  ) then
    raise exception 'An option group can have at most 50 choices'
      using errcode = '23514', hint = 'option_choices_too_many',
        detail = json_build_object('max', 50)::text;
  end if;
  delete from public.item_option_groups og
  where og.item_id = item.id
    and og.id::text not in (
      select eg.value ->> 'id' from jsonb_array_elements(coalesce($2, '[]'::jsonb)) eg
      where eg.value ->> 'id' is not null
    );
  delete from public.item_option_choices oc
  where oc.group_id in (select og.id from public.item_option_groups og where og.item_id = item.id)
    and oc.id::text not in (
      select ec.value ->> 'id'
      from jsonb_array_elements(coalesce($2, '[]'::jsonb)) eg,
        jsonb_array_elements(
          case when jsonb_typeof(eg.value -> 'choices') = 'array' then eg.value -> 'choices' else '[]' end
        ) ec
      where ec.value ->> 'id' is not null
    );
  for g in select value from jsonb_array_elements(coalesce($2, '[]'::jsonb)) loop
    g_index := g_index + 1;
    v_group_id := nullif(g ->> 'id', '')::uuid;
    if v_group_id is not null then
      update public.item_option_groups og
      set name = coalesce(g ->> 'name', ''),
          name_ar = coalesce(g ->> 'name_ar', ''),
          required = coalesce((g ->> 'required')::boolean, false),
          min_choices = coalesce((g ->> 'min_choices')::integer, 0),
          max_choices = coalesce((g ->> 'max_choices')::integer, 1),
          sort_order = g_index
      where og.id = v_group_id and og.item_id = item.id;
      if not found then
        v_group_id := null;
      end if;
    end if;
    if v_group_id is null then
      insert into public.item_option_groups
        (business_id, item_id, name, name_ar, required, min_choices, max_choices, sort_order)
      values (
        item.business_id, item.id, coalesce(g ->> 'name', ''), coalesce(g ->> 'name_ar', ''),
        coalesce((g ->> 'required')::boolean, false), coalesce((g ->> 'min_choices')::integer, 0),
        coalesce((g ->> 'max_choices')::integer, 1), g_index
      )
      returning id into v_group_id;
    end if;
    kept_groups := kept_groups || v_group_id;
    c_index := 0;
    for c in select value from jsonb_array_elements(coalesce(g -> 'choices', '[]'::jsonb)) loop
      c_index := c_index + 1;
      v_choice_id := nullif(c ->> 'id', '')::uuid;
      if v_choice_id is not null then
        update public.item_option_choices oc
        set group_id = v_group_id,
            name = coalesce(c ->> 'name', ''),
            name_ar = coalesce(c ->> 'name_ar', ''),
            price_delta_baisa = coalesce((c ->> 'price_delta_baisa')::integer, 0),
            sold_out = coalesce((c ->> 'sold_out')::boolean, false),
            sort_order = c_index
        where oc.id = v_choice_id and oc.group_id = any (kept_groups);
        if not found then
          v_choice_id := null;
        end if;
      end if;
      if v_choice_id is null then
        insert into public.item_option_choices
          (business_id, group_id, name, name_ar, price_delta_baisa, sold_out, sort_order)
        values (
          item.business_id, v_group_id, coalesce(c ->> 'name', ''),
          coalesce(c ->> 'name_ar', ''), coalesce((c ->> 'price_delta_baisa')::integer, 0),
          coalesce((c ->> 'sold_out')::boolean, false), c_index
        )
        returning id into v_choice_id;
      end if;
      kept_choices := kept_choices || v_choice_id;
    end loop;
  end loop;
  delete from public.item_option_choices oc
  where oc.group_id in (select og.id from public.item_option_groups og where og.item_id = item.id)
    and not (oc.id = any (kept_choices));
  delete from public.item_option_groups og
  where og.item_id = item.id and not (og.id = any (kept_groups));
end
$$;
revoke execute on function public.save_item_options(item_id uuid, groups jsonb) from public, anon;
comment on function public.save_item_options(item_id uuid, groups jsonb) is 'Replaces an item''s option groups and choices with the given list in one transaction, keeping the ids of rows it updates; as the caller, so row level security decides.';

create or replace function public.import_menu(business uuid, items jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  primary_lang text;
  entry jsonb;
  category_name text;
  v_category_id uuid;
  v_item_id uuid;
  v_image text;
  created integer := 0;
  updated integer := 0;
  added_categories integer := 0;
begin
  select b.primary_language into primary_lang from public.businesses b where b.id = $1;
  if not found then
    raise exception 'You can import only into your own menu'
      using errcode = '42501', hint = 'import_not_own_menu';
  end if;
  if jsonb_typeof(coalesce($2, '[]'::jsonb)) <> 'array' then
    raise exception 'Items must be a list' using errcode = '22023', hint = 'import_not_list';
  end if;
  if jsonb_array_length(coalesce($2, '[]'::jsonb)) > 2000 then
    raise exception 'Import at most 2000 items at a time'
      using errcode = '22023', hint = 'import_too_many';
  end if;
  for entry in select value from jsonb_array_elements(coalesce($2, '[]'::jsonb)) loop
    category_name := btrim(coalesce(
      case primary_lang when 'ar' then entry ->> 'category_ar' else entry ->> 'category' end, ''));
    v_category_id := null;
    if category_name <> '' then
      select c.id into v_category_id
      from public.categories c
      where c.business_id = $1
        and lower(btrim(case primary_lang when 'ar' then c.name_ar else c.name end))
          = lower(category_name)
      order by c.sort_order, c.id
      limit 1;
      if v_category_id is null then
        -- The other language's name is left blank when another category already has it
        -- (names are unique per language), rather than failing the whole import.
        insert into public.categories (business_id, name, name_ar, sort_order)
        select $1, n.name, n.name_ar, coalesce(max(c.sort_order), -1) + 1
        from (
          select
            case when primary_lang = 'ar' and exists (
              select 1 from public.categories o
              where o.business_id = $1 and lower(o.name) = lower(btrim(entry ->> 'category'))
            ) then '' else btrim(coalesce(entry ->> 'category', '')) end as name,
            case when primary_lang = 'en' and exists (
              select 1 from public.categories o
              where o.business_id = $1 and o.name_ar = btrim(entry ->> 'category_ar')
            ) then '' else btrim(coalesce(entry ->> 'category_ar', '')) end as name_ar
        ) n
        left join public.categories c on c.business_id = $1
        group by n.name, n.name_ar
        returning id into v_category_id;
        added_categories := added_categories + 1;
      end if;
    end if;

    v_item_id := nullif(entry ->> 'id', '')::uuid;
    v_image := nullif(btrim(coalesce(entry ->> 'image_url', '')), '');
    if v_item_id is null then
      insert into public.menu_items
        (business_id, category_id, name, name_ar, description, description_ar, price, sold_out,
         hidden, image_url, badges, calories)
      values (
        $1, v_category_id, btrim(coalesce(entry ->> 'name', '')),
        btrim(coalesce(entry ->> 'name_ar', '')), btrim(coalesce(entry ->> 'description', '')),
        nullif(btrim(coalesce(entry ->> 'description_ar', '')), ''), (entry ->> 'price')::numeric,
        coalesce((entry ->> 'sold_out')::boolean, false),
        coalesce((entry ->> 'hidden')::boolean, false), v_image,
        case when entry ? 'badges'
          then array(select jsonb_array_elements_text(entry -> 'badges')) else '{}' end,
        (entry ->> 'calories')::integer
      )
      returning id into v_item_id;
      created := created + 1;
    else
      update public.menu_items i
      set name = btrim(coalesce(entry ->> 'name', '')),
          name_ar = btrim(coalesce(entry ->> 'name_ar', '')),
          description = btrim(coalesce(entry ->> 'description', '')),
          description_ar = nullif(btrim(coalesce(entry ->> 'description_ar', '')), ''),
          price = (entry ->> 'price')::numeric,
          sold_out = coalesce((entry ->> 'sold_out')::boolean, false),
          hidden = coalesce((entry ->> 'hidden')::boolean, false),
          badges = case when entry ? 'badges'
            then array(select jsonb_array_elements_text(entry -> 'badges')) else i.badges end,
          calories = case when entry ? 'calories'
            then (entry ->> 'calories')::integer else i.calories end,
          -- A new address is not a stored file of ours, so the old object name goes with it.
          image_path = case when v_image is null or v_image = i.image_url then i.image_path end,
          image_url = coalesce(v_image, i.image_url)
      where i.id = v_item_id and i.business_id = $1;
      if not found then
        -- P0001 (a client's mistake, 400), not P0002, which PostgREST answers with 500.
        raise exception 'An item of the file was deleted meanwhile; read the file again'
          using errcode = 'P0001', hint = 'import_item_deleted';
      end if;
      updated := updated + 1;
    end if;

    if jsonb_typeof(entry -> 'options') = 'array' then
      perform public.save_item_options(v_item_id, entry -> 'options');
    end if;
  end loop;
  return jsonb_build_object('created', created, 'updated', updated,
                            'categories', added_categories);
end
$$;
revoke execute on function public.import_menu(business uuid, items jsonb) from public, anon;
comment on function public.import_menu(business uuid, items jsonb) is 'Writes the items of a confirmed menu import (new and updated items, new categories, options) in one transaction; as the caller, so row level security decides.';

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
revoke execute on function public.clear_widths_without_image_path() from public, anon, authenticated;
comment on function public.clear_widths_without_image_path() is 'Trigger: an item without a stored image (image_path null) has no renditions.';

-- public_menu_etag: the menu's version as an ETag, for current and old slugs alike (business_of_slug
-- resolves both).
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
  -- a current or an old slug
  where b.id = public.business_of_slug($1)
$$;
revoke execute on function public.public_menu_etag(slug text) from public, anon, authenticated;
comment on function public.public_menu_etag(slug text) is 'The public menu''s ETag for a slug (its version from one sequence), or null for an unknown slug.';

-- save_menu_item: the dish dialog's one save. The item's offer (offer_price, offer_starts,
-- offer_ends) is marked `-- checkout`, its serving times (available_windows) `-- clock`.
--
-- An item and its option groups saved by one call, so in one transaction: a failure anywhere (a
-- refused option, a length limit, a lost connection) leaves the item as it was, or absent, never new
-- details beside old options or a new item without its options. As the caller (security invoker),
-- so row level security decides exactly as for the table writes it replaces.
create or replace function public.save_menu_item(
  item_id uuid,
  business_id uuid,
  fields jsonb,
  groups jsonb
)
returns uuid
language plpgsql
set search_path to ''
as $$
declare
  item public.menu_items%rowtype;
  saved_id uuid;
begin
  if jsonb_typeof(fields) is distinct from 'object' or jsonb_typeof(groups) is distinct from 'array' then
    raise exception using
      errcode = '22023',
      message = 'save_menu_item takes the item''s fields as an object and its groups as an array';
  end if;

  if item_id is null then
    -- A new item of business_id; the fields' own id or business_id, if any, are never used.
    item := jsonb_populate_record(null::public.menu_items, fields);
    insert into public.menu_items (
      business_id, category_id, name, name_ar, description, description_ar, price, badges,
      calories, sold_out, hidden, image_url, image_path, image_widths,
      offer_price, offer_starts, offer_ends, -- checkout
      available_windows -- clock
    )
    values (
      save_menu_item.business_id, item.category_id, coalesce(item.name, ''),
      coalesce(item.name_ar, ''), item.description, item.description_ar, item.price,
      coalesce(item.badges, '{}'), item.calories, coalesce(item.sold_out, false),
      coalesce(item.hidden, false), item.image_url, item.image_path,
      coalesce(item.image_widths, '{}'),
      item.offer_price, item.offer_starts, item.offer_ends, -- checkout
      item.available_windows -- clock
    )
    returning id into saved_id;
  else
    -- Only the columns named in fields change; an item the caller may not see or update is
    -- "not found", as PostgREST's update of zero rows would leave it.
    select * into item from public.menu_items as m where m.id = item_id;
    if found then
      item := jsonb_populate_record(item, fields);
      update public.menu_items as m
      set category_id = item.category_id,
          name = item.name,
          name_ar = item.name_ar,
          description = item.description,
          description_ar = item.description_ar,
          price = item.price,
          badges = item.badges,
          calories = item.calories,
          sold_out = item.sold_out,
          hidden = item.hidden,
          image_url = item.image_url,
          image_path = item.image_path,
          image_widths = item.image_widths,
          offer_price = item.offer_price, -- checkout
          offer_starts = item.offer_starts, -- checkout
          offer_ends = item.offer_ends, -- checkout
          available_windows = item.available_windows -- clock
      where m.id = item_id
      returning m.id into saved_id;
    end if;
    if saved_id is null then
      raise exception using
        errcode = 'P0002',
        message = 'menu item not found',
        hint = 'item_not_found';
    end if;
  end if;

  perform public.save_item_options(saved_id, groups);
  return saved_id;
end;
$$;
revoke execute on function public.save_menu_item(item_id uuid, business_id uuid, fields jsonb, groups jsonb) from public, anon;
comment on function public.save_menu_item(item_id uuid, business_id uuid, fields jsonb, groups jsonb) is 'Creates (item_id null) or updates an item and replaces its option groups in one transaction; as the caller, so row level security decides.';

-- Unmarking sold out (by any path: the item form, an import, the table API) ends its "until".
create or replace function public.clear_sold_out_until()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.sold_out then
    new.sold_out_until := null;
  end if;
  return new;
end
$$;
revoke execute on function public.clear_sold_out_until() from public, anon, authenticated;
comment on function public.clear_sold_out_until() is 'Trigger: a dish no longer sold out has no sold_out_until.';

-- The windows a dish follows at an instant: the period in force's entry for the dish, else for its
-- category, else the dish's own, else its category's (null: always). Special periods belong to a
-- branch: branch_id names whose (null: the dish's own business, its main branch).
create or replace function public.menu_item_windows_at(item_id uuid, at timestamptz, branch_id uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p.windows ? i.id::text then p.windows -> i.id::text
    when i.category_id is not null and p.windows ? i.category_id::text
      then p.windows -> i.category_id::text
    else coalesce(i.available_windows, c.available_windows)
  end
  from public.menu_items i
  left join public.categories c on c.id = i.category_id
  left join public.special_periods p
    on p.business_id = coalesce($3, i.business_id)
   and ($2 at time zone 'Asia/Muscat')::date between p.starts_on and p.ends_on
  where i.id = $1
$$;
revoke execute on function public.menu_item_windows_at(item_id uuid, at timestamp with time zone, branch_id uuid) from public;
comment on function public.menu_item_windows_at(item_id uuid, at timestamp with time zone, branch_id uuid) is 'The availability windows a dish follows at that instant at a branch (null: its own business): that branch''s special period''s for the dish or its category, else the dish''s own, else its category''s; null means always.';

-- Whether a customer may order the dish at that instant at a branch (null: its own business's
-- main branch): it exists, is shown there, neither its business nor the branch is suspended, it
-- is sold out neither on the menu nor at the branch (or only until before `at`) and `at` is
-- inside its windows. Opening hours are not part of it: business_open_at says that, and a closed
-- business may still take pre-orders.
create or replace function public.menu_item_orderable_at(item_id uuid, at timestamptz, branch_id uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select not i.hidden
      and b.suspended_at is null
      and br.suspended_at is null
      and br.id is not null
      and coalesce(br.parent_id, br.id) = i.business_id
      and not coalesce(o.hidden, false)
      and not (i.sold_out and (i.sold_out_until is null or i.sold_out_until > $2))
      and not coalesce(o.sold_out and (o.sold_out_until is null or o.sold_out_until > $2), false)
      and public.time_windows_contain(public.menu_item_windows_at(i.id, $2, br.id), $2)
    from public.menu_items i
    join public.businesses b on b.id = i.business_id
    left join public.businesses br on br.id = coalesce($3, i.business_id)
    left join public.branch_menu_items o on o.branch_id = br.id and o.menu_item_id = i.id
    where i.id = $1
  ), false)
$$;
revoke execute on function public.menu_item_orderable_at(item_id uuid, at timestamp with time zone, branch_id uuid) from public;
comment on function public.menu_item_orderable_at(item_id uuid, at timestamp with time zone, branch_id uuid) is 'True when a customer may order the dish at that instant at a branch (null: its business''s main branch): shown there, business and branch not suspended, sold out neither on the menu nor at the branch (a passed sold_out_until counts as available), inside its availability windows (Asia/Muscat, the branch''s special period in force). Opening hours: see business_open_at.';

-- A branch's row for a dish names a dish of its own business's menu (the main business's).
create or replace function public.check_branch_menu_item()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.menu_items i
    join public.businesses b on b.id = new.branch_id
    where i.id = new.menu_item_id and i.business_id = coalesce(b.parent_id, b.id)
  ) then
    raise exception 'This dish is not on the menu of this branch''s business'
      using errcode = '23514', hint = 'branch_item_other_business';
  end if;
  if not new.sold_out then
    new.sold_out_until := null;
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke execute on function public.check_branch_menu_item() from public, anon, authenticated;
comment on function public.check_branch_menu_item() is 'Trigger: a branch_menu_items row names a dish of the branch''s business''s menu (branch_item_other_business); a dish no longer sold out there has no sold_out_until; stamps updated_at.';

-- Marks a dish sold out (until someone changes it, or until the business next opens, computed
-- here from the hours in force) or available again: on the menu (branch_id null: every branch,
-- the dish's own columns) or at one branch (its branch_menu_items row). Security definer so a
-- cashier, who may not update menu_items (its prices and names), can flip this one switch: the
-- owner, a manager, a cashier (of that branch, or of the business's main branch for the menu)
-- and the superadmin may; a kitchen or board screen may not.
create or replace function public.set_menu_item_sold_out(
  item_id uuid,
  sold_out boolean,
  until_next_opening boolean default false,
  branch_id uuid default null
)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.menu_items%rowtype;
  place uuid;
  until_at timestamptz;
begin
  select * into target from public.menu_items i where i.id = $1;
  place := coalesce($4, target.business_id);
  if not found
    or ($4 is not null and public.main_business_id($4) is distinct from target.business_id)
    or not (
      public.has_business_role(place, array['owner', 'manager', 'cashier'])
      or public.is_superadmin()
    ) then
    raise exception using errcode = 'P0002', message = 'menu item not found', hint = 'item_not_found';
  end if;
  if $2 and $3 then
    until_at := public.next_opening_after(place, now());
  end if;
  if $4 is null then
    update public.menu_items i
    set sold_out = $2, sold_out_until = case when $2 then until_at end
    where i.id = $1;
  else
    insert into public.branch_menu_items as o (branch_id, menu_item_id, sold_out, sold_out_until)
    values ($4, $1, $2, case when $2 then until_at end)
    on conflict on constraint branch_menu_items_branch_id_menu_item_id_key do update
      set sold_out = excluded.sold_out, sold_out_until = excluded.sold_out_until;
  end if;
  return until_at;
end
$$;
revoke execute on function public.set_menu_item_sold_out(item_id uuid, sold_out boolean, until_next_opening boolean, branch_id uuid) from public, anon;
comment on function public.set_menu_item_sold_out(item_id uuid, sold_out boolean, until_next_opening boolean, branch_id uuid) is 'Marks a dish sold out (until_next_opening: until next_opening_after(now()) of the place) or available, on the menu (branch_id null: the dish itself, every branch) or at one branch of its business (branch_menu_items); returns the until instant or null. For the owner, a manager, a cashier (of that branch) and the superadmin (item_not_found for anyone else): the one change to dishes a cashier may make.';

-- The offer rule of shared/domain/offers.ts: from offer_starts (included) to offer_ends (excluded).
create or replace function public.offer_running(
  offer_price numeric,
  offer_starts timestamptz,
  offer_ends timestamptz,
  at_time timestamptz
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select offer_price is not null
    and (offer_starts is null or offer_starts <= at_time)
    and (offer_ends is null or at_time < offer_ends)
$$;
comment on function public.offer_running(offer_price numeric, offer_starts timestamp with time zone, offer_ends timestamp with time zone, at_time timestamp with time zone) is 'Whether an item''s offer runs at a time: an offer price, from offer_starts (included) to offer_ends (excluded), either bound optional.';

-- One of the item at `at_time`, in baisa, options not included: the offer price while it runs, else the
-- price; at a branch (branch_id) its own price when it has one, and the offer only while it is
-- below that price. As the caller (security invoker): row level security decides which items it
-- sees; a security definer caller (recording an order) sees every item. Null for an unknown item.
create or replace function public.menu_item_unit_baisa(item_id uuid, at_time timestamptz default now(), branch_id uuid default null)
returns bigint
language sql
stable
set search_path = ''
as $$
  select (case when public.offer_running(i.offer_price, i.offer_starts, i.offer_ends, at_time)
                    and i.offer_price < p.price
               then i.offer_price else p.price end * 1000)::bigint
  from public.menu_items i
  cross join lateral (
    select coalesce((select o.price from public.branch_menu_items o
                     where o.branch_id = menu_item_unit_baisa.branch_id and o.menu_item_id = i.id),
                    i.price) as price
  ) p
  where i.id = menu_item_unit_baisa.item_id
$$;
comment on function public.menu_item_unit_baisa(item_id uuid, at_time timestamp with time zone, branch_id uuid) is 'The item''s unit price in baisa at a time (its offer price while the offer runs), options not included; at a branch, its price there (branch_menu_items.price, else the menu''s) and the offer only while below it; null for an item the caller cannot see.';

-- A business has at most app_limits.option_choices_per_business option choices over all its items
-- (5,000 by default), so one depth-2 embed read of a menu stays bounded.
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
revoke execute on function public.enforce_option_choices_cap(targets uuid[]) from public, anon, authenticated;
comment on function public.enforce_option_choices_cap(targets uuid[]) is 'Refuses when one of these businesses has more than app_limits.option_choices_per_business option choices over all its items (hint option_choices_per_business_too_many).';

-- The statement triggers on item_option_choices: the businesses of the choices an insert added,
-- and of those an update moved to another group or business, are checked against the cap.
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

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists branch_menu_items_check on public.branch_menu_items;
create trigger branch_menu_items_check
  before insert or update on public.branch_menu_items
  for each row execute function public.check_branch_menu_item();

drop trigger if exists item_option_choices_refresh_menu_item_documents on public.item_option_choices;
-- A trigger with transition tables has one event: three, sharing one function.
drop trigger if exists item_option_choices_insert_refresh_documents on public.item_option_choices;
create trigger item_option_choices_insert_refresh_documents
  after insert on public.item_option_choices
  referencing new table as changed
  for each statement execute function public.refresh_menu_item_documents_of_choices();
drop trigger if exists item_option_choices_update_refresh_documents on public.item_option_choices;
create trigger item_option_choices_update_refresh_documents
  after update on public.item_option_choices
  referencing old table as changed_old new table as changed
  for each statement execute function public.refresh_menu_item_documents_of_choices();
drop trigger if exists item_option_choices_delete_refresh_documents on public.item_option_choices;
create trigger item_option_choices_delete_refresh_documents
  after delete on public.item_option_choices
  referencing old table as changed
  for each statement execute function public.refresh_menu_item_documents_of_choices();

drop trigger if exists item_option_groups_refresh_menu_item_documents on public.item_option_groups;
create trigger item_option_groups_refresh_menu_item_documents
  after insert or update or delete on public.item_option_groups
  for each row execute function public.refresh_menu_item_documents();

drop trigger if exists item_option_choices_check_business_count_insert on public.item_option_choices;
create trigger item_option_choices_check_business_count_insert
  after insert on public.item_option_choices
  referencing new table as added
  for each statement execute function public.check_added_option_choices();

drop trigger if exists item_option_choices_check_business_count_update on public.item_option_choices;
create trigger item_option_choices_check_business_count_update
  after update on public.item_option_choices
  referencing old table as previous new table as moved
  for each statement execute function public.check_moved_option_choices();

drop trigger if exists menu_items_check_category on public.menu_items;
create trigger menu_items_check_category
  before insert or update of category_id, business_id on public.menu_items
  for each row execute function public.check_menu_item_category();

drop trigger if exists menu_items_clear_sold_out_until on public.menu_items;
create trigger menu_items_clear_sold_out_until
  before insert or update of sold_out, sold_out_until on public.menu_items
  for each row execute function public.clear_sold_out_until();

drop trigger if exists menu_items_clear_widths_without_image_path on public.menu_items;
create trigger menu_items_clear_widths_without_image_path
  before insert or update of image_path, image_widths on public.menu_items
  for each row execute function public.clear_widths_without_image_path();

drop trigger if exists menu_items_place_last on public.menu_items;
create trigger menu_items_place_last
  before insert or update of category_id on public.menu_items
  for each row execute function public.place_menu_item_last();

drop trigger if exists menu_item_documents_stamp_version on public.menu_item_documents;
create trigger menu_item_documents_stamp_version
  before insert or update on public.menu_item_documents
  for each row execute function public.stamp_menu_item_document_version();

drop trigger if exists menu_items_refresh_document on public.menu_items;
create trigger menu_items_refresh_document
  after insert or update on public.menu_items
  for each row execute function public.refresh_menu_item_documents();

-- Policies -------------------------------------------------------------------------------

-- A dish at one branch: the staff of that branch read it (the board and the kitchen too); its
-- owner and managers set its price and hide it there; cashiers switch sold out through
-- set_menu_item_sold_out. The customer sees the effect through public_menu only.
drop policy if exists "The branch's team reads its dishes, the superadmin all" on public.branch_menu_items;
create policy "The branch's team reads its dishes, the superadmin all"
  on public.branch_menu_items for select
  to authenticated
  using (
    (select public.has_business_role(branch_id, array['owner', 'manager', 'cashier', 'kitchen', 'board']))
    or (select public.is_superadmin())
  );

drop policy if exists "Owners and managers of the branch add its dishes" on public.branch_menu_items;
create policy "Owners and managers of the branch add its dishes"
  on public.branch_menu_items for insert
  to authenticated
  with check ((select public.has_business_role(branch_id, array['owner', 'manager'])));

drop policy if exists "Owners, managers and the superadmin change a branch's dishes" on public.branch_menu_items;
create policy "Owners, managers and the superadmin change a branch's dishes"
  on public.branch_menu_items for update
  to authenticated
  using ((select public.has_business_role(branch_id, array['owner', 'manager'])) or (select public.is_superadmin()))
  with check ((select public.has_business_role(branch_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners, managers and the superadmin remove a branch's dishes" on public.branch_menu_items;
create policy "Owners, managers and the superadmin remove a branch's dishes"
  on public.branch_menu_items for delete
  to authenticated
  using ((select public.has_business_role(branch_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Anyone can read categories that have a visible item" on public.categories;
create policy "Anyone can read categories that have a visible item"
  on public.categories for select
  to anon, authenticated
  using (
    exists (select 1 from public.menu_items i where i.category_id = categories.id and not i.hidden)
    or (select public.has_family_role(business_id, array['owner', 'manager', 'cashier', 'kitchen', 'board']))
    or (select public.is_superadmin())
  );

drop policy if exists "Owners and managers can add categories to their business" on public.categories;
create policy "Owners and managers can add categories to their business"
  on public.categories for insert
  to authenticated
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));

drop policy if exists "Owners and managers can delete their own categories" on public.categories;
create policy "Owners and managers can delete their own categories"
  on public.categories for delete
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])));

drop policy if exists "Owners and managers can update their own categories" on public.categories;
create policy "Owners and managers can update their own categories"
  on public.categories for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])))
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));

drop policy if exists "Anyone can read the choices of visible items" on public.item_option_choices;
create policy "Anyone can read the choices of visible items"
  on public.item_option_choices for select
  to anon, authenticated
  using (exists (select 1 from public.item_option_groups g where g.id = group_id));

drop policy if exists "Owners, managers and the superadmin can delete choices" on public.item_option_choices;
create policy "Owners, managers and the superadmin can delete choices"
  on public.item_option_choices for delete
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners, managers and the superadmin can update choices" on public.item_option_choices;
create policy "Owners, managers and the superadmin can update choices"
  on public.item_option_choices for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()))
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners and managers can add choices to their option groups" on public.item_option_choices;
create policy "Owners and managers can add choices to their option groups"
  on public.item_option_choices for insert
  to authenticated
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));

-- Row level security of menu_items applies inside the subquery, so a hidden item's groups stay hidden.
drop policy if exists "Anyone can read the option groups of visible items" on public.item_option_groups;
create policy "Anyone can read the option groups of visible items"
  on public.item_option_groups for select
  to anon, authenticated
  using (exists (select 1 from public.menu_items i where i.id = item_id));

drop policy if exists "Owners, managers and the superadmin can delete option groups" on public.item_option_groups;
create policy "Owners, managers and the superadmin can delete option groups"
  on public.item_option_groups for delete
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners, managers and the superadmin can update option groups" on public.item_option_groups;
create policy "Owners, managers and the superadmin can update option groups"
  on public.item_option_groups for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()))
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners and managers can add option groups to their items" on public.item_option_groups;
create policy "Owners and managers can add option groups to their items"
  on public.item_option_groups for insert
  to authenticated
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));

drop policy if exists "Anyone can read menu items that are not hidden" on public.menu_items;
create policy "Anyone can read menu items that are not hidden"
  on public.menu_items for select
  to anon, authenticated
  using (
    (not hidden and not public.business_is_suspended(business_id))
    or (select public.has_family_role(business_id, array['owner', 'manager', 'cashier', 'kitchen', 'board']))
    or (select public.is_superadmin())
  );

drop policy if exists "Owners, managers and the superadmin can delete items" on public.menu_items;
create policy "Owners, managers and the superadmin can delete items"
  on public.menu_items for delete
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners, managers and the superadmin can update items" on public.menu_items;
create policy "Owners, managers and the superadmin can update items"
  on public.menu_items for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()))
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])) or (select public.is_superadmin()));

drop policy if exists "Owners and managers can add items to their business" on public.menu_items;
create policy "Owners and managers can add items to their business"
  on public.menu_items for insert
  to authenticated
  with check ((select public.has_business_role(business_id, array['owner', 'manager'])));
