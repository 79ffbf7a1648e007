-- Database refusals in the screen's language: every message an owner or the superadmin can meet
-- from these functions now carries a stable code in the error's hint (PostgREST passes `hint` and
-- `details` through), and the values the message names as JSON in `details`. The admin app
-- translates by code (admin/lib/api/database-message.ts) and shows this English text only for a
-- code it does not know. The functions are as in the migrations named beside them; only their
-- raise statements change. Check constraints and unique indexes need no code: the app reads the
-- constraint's name from the message.

-- As in 20261123080000_bilingual-texts.sql.
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
      using errcode = '23514', hint = 'name_in_primary_language',
        detail = json_build_object('what', what, 'language', lang)::text;
  end if;
  return new;
end
$$;

-- As in 20261123080000_bilingual-texts.sql.
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
      using errcode = '23514', hint = 'names_before_primary_language',
        detail = json_build_object('language', new.primary_language, 'missing', missing)::text;
  end if;
  return new;
end
$$;

-- As in 20261123110000_order-settings.sql.
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

-- As in 20261121050000_menu-schema.sql.
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

-- As in 20261123130000_item-options-availability.sql.
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

-- As in 20261123130000_item-options-availability.sql.
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

-- As in 20261123141000_menu-import.sql.
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
