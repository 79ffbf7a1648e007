-- Issue 13: menus as cafes really have them. Items get option groups (Size, Extras) with choices,
-- sold out and hidden flags, badges, calories and the owner's own order; public_menu returns all of
-- it in the same one request and leaves hidden items out.

-- menu_items: availability, badges, calories, the owner's order -------------------------------

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

comment on function public.badges_are_valid(text[]) is
  'True when every badge is one of the fixed set (vegetarian, vegan, spicy, new, popular, contains_nuts) and none repeats.';

alter table public.menu_items
  add column sold_out boolean not null default false,
  add column hidden boolean not null default false,
  add column badges text[] not null default '{}',
  add column calories integer,
  add column sort_order integer not null default 0,
  add constraint menu_items_badges_valid check (public.badges_are_valid(badges)),
  add constraint menu_items_calories_range check (calories is null or calories between 0 and 10000),
  -- Lets option groups name (item, business) in one foreign key, so a group never crosses businesses.
  add constraint menu_items_id_business_id_key unique (id, business_id);

comment on column public.menu_items.sold_out is 'Shown greyed with "Sold out"; customers cannot add it.';
comment on column public.menu_items.hidden is 'Not shown to customers at all (being prepared); only its owner and the superadmin read it.';
comment on column public.menu_items.badges is 'Ticked badges from the fixed set (see badges_are_valid).';
comment on column public.menu_items.calories is 'Optional kcal per serving, shown when set.';
comment on column public.menu_items.sort_order is 'The owner''s order within the item''s category (new items go last).';

-- Existing menus keep the order customers saw (by name) as their starting order.
update public.menu_items i
set sort_order = ranked.position
from (
  select id, row_number() over (partition by business_id, category_id order by name, id) as position
  from public.menu_items
) ranked
where ranked.id = i.id;

create index menu_items_business_id_category_sort_idx
  on public.menu_items (business_id, category_id, sort_order);

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

comment on function public.place_menu_item_last() is
  'Trigger: gives a new item (or one moved to another category) the last place in its category.';

create trigger menu_items_place_last
  before insert or update of category_id on public.menu_items
  for each row execute function public.place_menu_item_last();

-- Hidden items are for their owner (and the superadmin) only, also through the table API.
drop policy "Anyone can read menu items" on public.menu_items;

create policy "Anyone can read menu items that are not hidden"
  on public.menu_items for select
  to anon, authenticated
  using (
    not hidden
    or (select public.owns_business(business_id))
    or (select public.is_superadmin())
  );

-- Moves an item within its category by `steps` places (negative: up), renumbering the category
-- 1..n so items with equal orders still move. Security invoker: row level security decides.
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
    raise exception 'Item not found' using errcode = 'P0002';
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

comment on function public.move_menu_item(uuid, integer) is
  'Moves an item up (negative steps) or down within its category and renumbers the category; as the caller, so only its owner (or the superadmin) can.';

revoke execute on function public.move_menu_item(uuid, integer) from public, anon;
grant execute on function public.move_menu_item(uuid, integer) to authenticated, service_role;

-- item_option_groups ---------------------------------------------------------------------------

create table public.item_option_groups (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  item_id uuid not null,
  name text not null default '',
  name_ar text not null default '',
  required boolean not null default false,
  min_choices integer not null default 0,
  max_choices integer not null default 1,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  -- The item and the group belong to the same business.
  constraint item_option_groups_item_fkey foreign key (item_id, business_id)
    references public.menu_items (id, business_id) on delete cascade,
  constraint item_option_groups_id_business_id_key unique (id, business_id),
  constraint item_option_groups_name_not_blank check (btrim(name) <> '' or btrim(name_ar) <> ''),
  constraint item_option_groups_min_not_negative check (min_choices >= 0),
  constraint item_option_groups_max_range check (max_choices between 1 and 20),
  constraint item_option_groups_min_le_max check (min_choices <= max_choices),
  -- Required means at least one choice; optional means none is needed.
  constraint item_option_groups_required_min check (required = (min_choices >= 1))
);

alter table public.item_option_groups enable row level security;

comment on table public.item_option_groups is
  'Option groups of a menu item (Size, Extras): required or not, how many choices (min..max), in the owner''s order. Name in English (name) and Arabic (name_ar). Public with their item.';

create index item_option_groups_item_id_idx on public.item_option_groups (item_id, sort_order);
create index item_option_groups_business_id_idx on public.item_option_groups (business_id);

revoke truncate, references, trigger on public.item_option_groups from anon, authenticated;

-- Row level security of menu_items applies inside the subquery, so a hidden item's groups stay hidden.
create policy "Anyone can read the option groups of visible items"
  on public.item_option_groups for select
  to anon, authenticated
  using (exists (select 1 from public.menu_items i where i.id = item_id));

create policy "Owners can add option groups to their items"
  on public.item_option_groups for insert
  to authenticated
  with check ((select public.owns_business(business_id)));

create policy "Owners and the superadmin can update option groups"
  on public.item_option_groups for update
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()))
  with check ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create policy "Owners and the superadmin can delete option groups"
  on public.item_option_groups for delete
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

-- item_option_choices --------------------------------------------------------------------------

create table public.item_option_choices (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  group_id uuid not null,
  name text not null default '',
  name_ar text not null default '',
  price_delta_baisa integer not null default 0,
  sold_out boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  -- The choice and its group belong to the same business.
  constraint item_option_choices_group_fkey foreign key (group_id, business_id)
    references public.item_option_groups (id, business_id) on delete cascade,
  constraint item_option_choices_name_not_blank check (btrim(name) <> '' or btrim(name_ar) <> ''),
  constraint item_option_choices_price_not_negative check (price_delta_baisa >= 0),
  constraint item_option_choices_price_max check (price_delta_baisa <= 999999999)
);

alter table public.item_option_choices enable row level security;

comment on table public.item_option_choices is
  'Choices of an option group (Small, Large, Extra shot): a price change in integer baisa (>= 0) added to the item price, and a sold-out flag. Public with their item.';

create index item_option_choices_group_id_idx on public.item_option_choices (group_id, sort_order);
create index item_option_choices_business_id_idx on public.item_option_choices (business_id);

revoke truncate, references, trigger on public.item_option_choices from anon, authenticated;

create policy "Anyone can read the choices of visible items"
  on public.item_option_choices for select
  to anon, authenticated
  using (exists (select 1 from public.item_option_groups g where g.id = group_id));

create policy "Owners can add choices to their option groups"
  on public.item_option_choices for insert
  to authenticated
  with check ((select public.owns_business(business_id)));

create policy "Owners and the superadmin can update choices"
  on public.item_option_choices for update
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()))
  with check ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create policy "Owners and the superadmin can delete choices"
  on public.item_option_choices for delete
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

-- Saving an item's options: one request, one transaction -----------------------------------

-- groups: [{id?, name, name_ar, required, min_choices, max_choices,
--           choices: [{id?, name, name_ar, price_delta_baisa, sold_out}]}], in the owner's order.
-- Rows with a known id are updated (so carts holding their ids stay valid), the rest inserted, and
-- the item's groups and choices not in the list deleted. Security invoker: row level security and
-- the constraints decide, and any failure leaves the item's options as they were.
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
    raise exception 'Item not found' using errcode = 'P0002';
  end if;
  if jsonb_typeof(coalesce($2, '[]'::jsonb)) <> 'array' then
    raise exception 'Option groups must be a list' using errcode = '22023';
  end if;
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

comment on function public.save_item_options(uuid, jsonb) is
  'Replaces an item''s option groups and choices with the given list in one transaction, keeping the ids of rows it updates; as the caller, so row level security decides.';

revoke execute on function public.save_item_options(uuid, jsonb) from public, anon;
grant execute on function public.save_item_options(uuid, jsonb) to authenticated, service_role;

-- public_menu: the same one request, now with options, availability and badges -----------------
-- Redefined whole from 20261123110000_order-settings.sql (languages, order settings); this issue's
-- additions are marked.

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
  where b.slug = lower(btrim($1))
$$;

revoke execute on function public.badges_are_valid(text[]) from public;
grant execute on function public.badges_are_valid(text[]) to anon, authenticated, service_role;

revoke execute on function public.place_menu_item_last() from public, anon, authenticated;

-- record_menu_event: as in 20261123120000_menu-insights.sql, but a hidden item is not on the menu
-- (issue 13), so an "item added" event for it is refused like one for another menu's item.
create or replace function public.record_menu_event(
  slug text,
  event text,
  source text default null,
  table_label text default null,
  item_id uuid default null,
  item_count integer default null,
  total_baisa bigint default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
  tables text[];
  label text;
  today date := (now() at time zone 'Asia/Muscat')::date;
begin
  select b.id, b.table_labels into target_id, tables
  from public.businesses b where b.slug = lower(btrim(record_menu_event.slug));
  if target_id is null then
    raise exception 'No menu has this address' using errcode = '22023';
  end if;

  if event = 'view' then
    if source is null or source not in ('table', 'hosted', 'embed') then
      raise exception 'A view comes from a table, the hosted link or an embed' using errcode = '22023';
    end if;
    if source = 'table' then
      -- The label as the owner wrote it, so "terrace 1" and "Terrace 1" count as one table.
      select l into label from unnest(tables) l
      where lower(l) = lower(btrim(coalesce(table_label, ''))) limit 1;
      if label is null then
        raise exception 'This business has no such table' using errcode = '22023';
      end if;
      insert into public.menu_insights (business_id, day, metric, dimension, count)
      values (target_id, today, 'table', label, 1)
      on conflict on constraint menu_insights_pkey
      do update set count = public.menu_insights.count + 1;
    end if;
    insert into public.menu_insights (business_id, day, metric, dimension, count)
    values (target_id, today, 'view', source, 1)
    on conflict on constraint menu_insights_pkey
    do update set count = public.menu_insights.count + 1;
  elsif event = 'add' then
    if item_id is null or not exists (
      -- issue 13: a hidden item is not on the menu customers see, so it cannot be added.
      select 1 from public.menu_items i
      where i.id = item_id and i.business_id = target_id and not i.hidden
    ) then
      raise exception 'This item is not on this menu' using errcode = '22023';
    end if;
    insert into public.menu_insights (business_id, day, metric, dimension, count)
    values (target_id, today, 'add', item_id::text, 1)
    on conflict on constraint menu_insights_pkey
    do update set count = public.menu_insights.count + 1;
  elsif event = 'order' then
    -- Caps what one call can add: one order of at most 999 items and 10,000 OMR.
    if item_count is null or item_count < 1 or item_count > 999 then
      raise exception 'An order has 1 to 999 items' using errcode = '22023';
    end if;
    if total_baisa is null or total_baisa < 0 or total_baisa > 10000000 then
      raise exception 'An order totals 0 to 10000.000 OMR' using errcode = '22023';
    end if;
    insert into public.menu_insights (business_id, day, metric, dimension, count, items, value_baisa)
    values (target_id, today, 'order', '', 1, item_count, total_baisa)
    on conflict on constraint menu_insights_pkey
    do update set count = public.menu_insights.count + 1,
      items = public.menu_insights.items + excluded.items,
      value_baisa = public.menu_insights.value_baisa + excluded.value_baisa;
  else
    raise exception 'Events are view, add and order' using errcode = '22023';
  end if;
end
$$;
