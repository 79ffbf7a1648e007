-- Issue 17: importing a menu from a spreadsheet. The admin app works out the plan (which rows
-- create, which update, which are left out) and the owner confirms it; this function then writes
-- every planned item in the one transaction of its request, so an import lands whole or not at all.

-- items: [{id?, category, category_ar, name, name_ar, description, description_ar, price,
--          sold_out, hidden, image_url?, options?, badges?, calories?}], as
-- admin/features/menu/lib/import-plan.ts makes them. A category is found by its name in the menu's primary language (any case) or added last.
-- An item with an id is updated (its category stays); without one it is added. image_url null
-- keeps the item's image, options null keep its options; otherwise save_item_options replaces them.
-- badges and calories are written only when the entry has them (a JSON export does).
-- Security invoker: row level security, the constraints and the name triggers decide, as for the
-- same writes made one by one.
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
    raise exception 'You can import only into your own menu' using errcode = '42501';
  end if;
  if jsonb_typeof(coalesce($2, '[]'::jsonb)) <> 'array' then
    raise exception 'Items must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(coalesce($2, '[]'::jsonb)) > 2000 then
    raise exception 'Import at most 2000 items at a time' using errcode = '22023';
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
          using errcode = 'P0001';
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

comment on function public.import_menu(uuid, jsonb) is
  'Writes the items of a confirmed menu import (new and updated items, new categories, options) in one transaction; as the caller, so row level security decides.';

revoke execute on function public.import_menu(uuid, jsonb) from public, anon;
grant execute on function public.import_menu(uuid, jsonb) to authenticated, service_role;
