-- save_menu_item as 20261127140000_save-menu-item.sql defined it, plus the
-- item's offer (offer_price, offer_starts, offer_ends), marked `-- checkout`, and its serving times
-- (available_windows, from 20261128100200_save-menu-item-windows.sql), marked `-- clock`.
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

comment on function public.save_menu_item(uuid, uuid, jsonb, jsonb) is
  'Creates (item_id null) or updates an item and replaces its option groups in one transaction; as the caller, so row level security decides.';

revoke execute on function public.save_menu_item(uuid, uuid, jsonb, jsonb) from public, anon;
grant execute on function public.save_menu_item(uuid, uuid, jsonb, jsonb) to authenticated, service_role;
