-- Issue 14: orders that say where they go. A business's order settings live on its row: the order
-- types it takes, its tables (the labels printed on table cards), the delivery fee and minimum,
-- its opening hours (Asia/Muscat) and a "temporarily closed" switch with what checkout does then.
--
-- Who may read and write them: the owner (the existing update policy of businesses) and, read
-- only, the superadmin (the existing select policy). anon has column privileges on the public
-- columns only (see 20261121050000_menu-schema.sql), so these new columns stay unreadable to anon
-- except through public_menu(slug), which returns what the customer menu needs.

alter table public.businesses
  add column order_types text[] not null default '{dine-in}',
  add column table_labels text[] not null default '{}',
  add column delivery_fee numeric(10, 3),
  add column delivery_minimum numeric(10, 3),
  add column opening_hours jsonb,
  add column temporarily_closed boolean not null default false,
  add column closed_checkout text not null default 'disabled',
  add constraint businesses_delivery_fee_not_negative check (delivery_fee >= 0),
  add constraint businesses_delivery_minimum_not_negative check (delivery_minimum >= 0),
  add constraint businesses_closed_checkout_check check (closed_checkout in ('disabled', 'preorder'));

comment on column public.businesses.order_types is
  'Order types the business takes, at least one of dine-in, pickup, delivery.';
comment on column public.businesses.table_labels is
  'The tables customers sit at, as printed on the table cards ("1", "Terrace 2"); unique ignoring case.';
comment on column public.businesses.delivery_fee is 'OMR added to delivery orders; null for none.';
comment on column public.businesses.delivery_minimum is
  'Smallest items total (OMR, fee excluded) for a delivery order; null for none.';
comment on column public.businesses.opening_hours is
  'Seven days, Sunday first: [[{"opens":"06:00","closes":"23:00"}], ...], Asia/Muscat time; a closing time at or before the opening time runs past midnight. Null: no hours shown.';
comment on column public.businesses.temporarily_closed is 'Closed now whatever the hours say.';
comment on column public.businesses.closed_checkout is
  'When closed: disabled (no checkout) or preorder (checkout allowed as a pre-order).';

-- A trigger rather than check constraints so the API answers in the owner's terms.
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
    raise exception 'Choose at least one order type' using errcode = '23514';
  end if;
  if exists (select 1 from unnest(new.order_types) t where t not in ('dine-in', 'pickup', 'delivery'))
    or cardinality(new.order_types) <> (select count(distinct t) from unnest(new.order_types) t) then
    raise exception 'Order types are dine-in, pickup and delivery, each at most once'
      using errcode = '23514';
  end if;
  if cardinality(new.table_labels) > 300 then
    raise exception 'A business can have at most 300 tables' using errcode = '23514';
  end if;
  if exists (
    select 1 from unnest(new.table_labels) l
    where l is null or btrim(l) = '' or l <> btrim(l) or char_length(l) > 30
  ) then
    raise exception 'Table names must be 1 to 30 characters without leading or trailing spaces'
      using errcode = '23514';
  end if;
  if cardinality(new.table_labels) <> (select count(distinct lower(l)) from unnest(new.table_labels) l) then
    raise exception 'Each table name can be used only once' using errcode = '23514';
  end if;
  if new.opening_hours is not null then
    if jsonb_typeof(new.opening_hours) <> 'array' or jsonb_array_length(new.opening_hours) <> 7 then
      raise exception 'Opening hours need seven days, Sunday first' using errcode = '23514';
    end if;
    for day in select value from jsonb_array_elements(new.opening_hours) loop
      if jsonb_typeof(day) <> 'array' then
        raise exception 'Opening hours need a list of ranges for each day' using errcode = '23514';
      end if;
      for span in select value from jsonb_array_elements(day) loop
        if jsonb_typeof(span) <> 'object'
          or coalesce(span ->> 'opens', '') !~ time_format
          or coalesce(span ->> 'closes', '') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
          or span ->> 'opens' = span ->> 'closes' then
          raise exception 'Each opening range needs an opening and a different closing time as HH:MM'
            using errcode = '23514';
        end if;
      end loop;
    end loop;
  end if;
  return new;
end
$$;

comment on function public.check_business_order_settings() is
  'Trigger: refuses order types, table names and opening hours the customer menu cannot use, with a message for the owner.';

revoke execute on function public.check_business_order_settings() from public, anon, authenticated;

create trigger businesses_check_order_settings
  before insert or update of order_types, table_labels, opening_hours on public.businesses
  for each row execute function public.check_business_order_settings();

-- public_menu(slug): as in 20261123080000_bilingual-texts.sql, plus the order settings (issue 14).
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
