-- Orders and table service: place_order and its budgets, the order's status for the customer and
-- the board, VAT, retention, table cards' tokens and table requests.
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

-- shared/domain/money.ts vatBaisa: 5% rounded to the baisa, half up, in integers.
create or replace function public.vat_baisa(taxable_baisa bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select (taxable_baisa * 5 + 50) / 100
$$;
comment on function public.vat_baisa(taxable_baisa bigint) is '5% VAT of an amount in baisa (items plus delivery fee), rounded to the baisa, half up.';

-- The VAT line of an order of the business: null when its prices include VAT (no line).
create or replace function public.order_vat_baisa(
  business_id uuid,
  items_baisa bigint,
  delivery_fee_baisa bigint default 0
)
returns bigint
language sql
stable
set search_path = ''
as $$
  -- A branch follows its business's VAT rule.
  select case when m.prices_include_vat then null
              else public.vat_baisa(items_baisa + coalesce(delivery_fee_baisa, 0)) end
  from public.businesses b
  join public.businesses m on m.id = coalesce(b.parent_id, b.id)
  where b.id = order_vat_baisa.business_id
$$;
comment on function public.order_vat_baisa(business_id uuid, items_baisa bigint, delivery_fee_baisa bigint) is 'The "VAT 5%" amount (baisa) of an order of the business: 5% of items plus delivery fee when its prices exclude VAT; null when they include it.';

-- The board moves an order forward only (new, accepted, ready, done), or cancels it with a reason:
-- a code counts as a reason, and neither the code nor the text changes on an order that is not
-- cancelled.
create or replace function public.check_order_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not (
      (old.status = 'new' and new.status in ('accepted', 'cancelled'))
      or (old.status = 'accepted' and new.status in ('ready', 'cancelled'))
      or (old.status = 'ready' and new.status in ('completed', 'cancelled'))
    ) then
      raise exception 'An order cannot go from % to %', old.status, new.status
        using errcode = '23514', hint = 'order_status_transition',
          detail = json_build_object('from', old.status, 'to', new.status)::text;
    end if;
    if new.status = 'cancelled' and new.cancel_code is null
       and btrim(coalesce(new.cancel_reason, '')) = '' then
      raise exception 'Say why the order is cancelled'
        using errcode = '23514', hint = 'order_cancel_reason';
    end if;
    new.status_changed_at := now();
  end if;
  if new.status <> 'cancelled' then
    new.cancel_reason := old.cancel_reason;
    new.cancel_code := old.cancel_code;
  end if;
  return new;
end
$$;
revoke execute on function public.check_order_status_change() from public, anon, authenticated;
comment on function public.check_order_status_change() is 'Trigger: allows New -> Accepted -> Ready -> Completed and Cancelled (with a reason: a code, a typed text, or both) from any open status, nothing else; stamps status_changed_at.';

-- Retention: forgets the customer details of orders past the business's retention days.
create or replace function public.forget_order_customers(only_business uuid default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleared integer;
begin
  update public.orders o
  set customer_name = null, customer_address = null, customer_location = null, customer_note = null
  from public.businesses b
  where b.id = o.business_id
    and (only_business is null or o.business_id = only_business)
    and o.created_at < now() - make_interval(days => b.order_retention_days)
    and (o.customer_name is not null or o.customer_address is not null
         or o.customer_location is not null or o.customer_note is not null);
  get diagnostics cleared = row_count;
  if only_business is null then
    delete from public.order_rate_limits r where r.window_start < now() - interval '1 hour';
  end if;
  return cleared;
end
$$;
revoke execute on function public.forget_order_customers(only_business uuid) from public, anon, authenticated;
comment on function public.forget_order_customers(only_business uuid) is 'Clears the customer name, address, location and note of orders older than their business''s order_retention_days (one business, or all), and forgets rate-limit windows older than an hour; returns how many orders it cleared.';

-- Who is asking: an IPv6 client is its /64 (one customer line or one host's whole range), an
-- IPv4-mapped IPv6 address is its IPv4 address. Used by every SQL limit (place_order,
-- request_table_service). Text that is not an address is kept as it is.
create or replace function public.request_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  raw text := left(btrim(split_part(coalesce(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), 64);
  address inet;
begin
  if raw = '' or raw !~ '^[0-9A-Fa-f:.]+$' then
    return raw;
  end if;
  begin
    address := raw::inet;
  exception when others then
    return raw;
  end;
  if family(address) = 6 then
    if address << '::ffff:0.0.0.0/96'::inet then
      return substr(host(address), 8);
    end if;
    return host(network(set_masklen(address, 64))) || '/64';
  end if;
  return host(address);
end
$$;
revoke execute on function public.request_address() from public, anon, authenticated;
comment on function public.request_address() is 'The calling client''s network address from the gateway''s X-Forwarded-For (first entry), an IPv6 address as its /64, or empty outside an HTTP request.';

-- Refusals are 429 (PT429), with the budget that refused in the details: address, table,
-- table-card, remote, business (the key's first part). The refused call's hit is rolled back with
-- it, so a flood keeps the counter at the limit, not above.
create or replace function public.take_order_rate(rate_key text, window_seconds integer, max_hits integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  started timestamptz :=
    to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  used integer;
begin
  insert into public.order_rate_limits as r (key, window_start, hits)
  values (rate_key, started, 1)
  on conflict (key, window_start) do update set hits = r.hits + 1
  returning r.hits into used;
  if used > max_hits then
    raise sqlstate 'PT429' using message = 'Too many orders; try again in a few minutes',
      hint = 'order_rate_limited',
      detail = json_build_object('retry_after_seconds',
        ceil(extract(epoch from started + make_interval(secs => window_seconds) - now())),
        'scope', split_part(rate_key, ':', 1))::text;
  end if;
end
$$;
revoke execute on function public.take_order_rate(rate_key text, window_seconds integer, max_hits integer) from public, anon, authenticated;

-- place_order: records a customer's order before WhatsApp opens, checking it against the menu as
-- it is now (prices, offers, options, serving times, order types, the table card's token) and the
-- per-business and per-customer budgets.
-- cart: { "lines": [ { "item_id": uuid, "quantity": 1..999, "unit_baisa": what the customer saw
--                       for one (item at its offer price while it runs, plus options),
--                       "choices": [choice uuid, ...] } ],
--         "total_baisa": what the customer saw as the total (items plus delivery fee plus VAT) }
-- details: { "type": "dine-in" | "pickup" | "delivery", "table": label, "name", "address",
--            "location": "https://maps.google.com/?q=LAT,LNG", "note", "payment": "cash" | "card",
--            "lang": "en" | "ar", "table_token": the token of the table card's link }
-- Answers { number, token, status }, or null when the business does not record orders.
create or replace function public.place_order(slug text, cart jsonb, details jsonb)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  biz public.businesses%rowtype;
  main public.businesses%rowtype;
  today date := (now() at time zone 'Asia/Muscat')::date;
  raw_line jsonb;
  raw_choice jsonb;
  item public.menu_items%rowtype;
  choice_ids uuid[];
  choice_id uuid;
  quantity integer;
  unit integer;
  chosen jsonb;
  out_lines jsonb := '[]'::jsonb;
  items_total bigint := 0;
  fee integer := 0;
  total bigint;
  vat bigint;
  kind text;
  label text;
  customer_name text;
  customer_address text;
  customer_location text;
  customer_note text;
  pay text;
  language text;
  next_number integer;
  new_id uuid;
  secret text;
  bad_group record;
  limits public.app_limits%rowtype;
  carded boolean := false;
begin
  -- Bounds first: nothing below walks an unbounded document.
  if cart is null or jsonb_typeof(cart) <> 'object' or octet_length(cart::text) > 32768
     or details is null or jsonb_typeof(details) <> 'object' or octet_length(details::text) > 4096 then
    raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
  end if;
  if jsonb_typeof(cart -> 'lines') is distinct from 'array'
     or jsonb_array_length(cart -> 'lines') not between 1 and 100
     or jsonb_typeof(cart -> 'total_baisa') is distinct from 'number' then
    raise exception 'An order has 1 to 100 lines and a total'
      using errcode = '22023', hint = 'order_malformed';
  end if;
  if exists (
    select 1 from jsonb_each(details) d
    where d.key not in ('type', 'table', 'name', 'address', 'location', 'note', 'payment', 'lang',
                        'table_token')
       or jsonb_typeof(d.value) not in ('string', 'null')
  ) then
    raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
  end if;

  -- The slug names a branch (its own row: hours, tables, order settings, numbers); the menu and
  -- the VAT rule are its main business's (the same row for a business with one branch).
  select * into biz from public.businesses b where b.id = public.business_of_slug(place_order.slug);
  if not found then
    raise exception 'No menu has this address' using errcode = '22023', hint = 'menu_not_found';
  end if;
  select * into main from public.businesses b where b.id = coalesce(biz.parent_id, biz.id);
  if not biz.records_orders then
    return null;
  end if;
  -- A suspended business's menu is not shown, and it takes no orders either (nor do its branches).
  if biz.suspended_at is not null or main.suspended_at is not null then
    raise exception 'This menu is not taking orders' using errcode = '22023', hint = 'order_closed';
  end if;

  -- Open now, by the hours in force (a special period's, such as Ramadan's, or the usual week);
  -- temporarily closed is closed. Closed with pre-orders allowed still takes the order.
  if not public.business_open_at(biz.id, now()) and biz.closed_checkout <> 'preorder' then
    raise exception 'This business is closed now' using errcode = '22023', hint = 'order_closed';
  end if;

  -- Order type, table, customer.
  kind := coalesce(details ->> 'type',
                   case when cardinality(biz.order_types) = 1 then biz.order_types[1] end);
  if kind is null or not (kind = any (biz.order_types)) then
    raise exception 'This business does not take this kind of order'
      using errcode = '22023', hint = 'order_type_not_offered',
        detail = json_build_object('type', kind)::text;
  end if;
  if kind = 'dine-in' and nullif(btrim(coalesce(details ->> 'table', '')), '') is not null then
    select l into label from unnest(biz.table_labels) l
    where lower(l) = lower(btrim(details ->> 'table')) limit 1;
    if label is null then
      raise exception 'This business has no such table' using errcode = '22023', hint = 'order_table_unknown';
    end if;
    -- The table card's token: this order comes from the card on that table. A wrong or missing
    -- token is no refusal (cards printed before tokens have none): the order is simply not carded.
    carded := coalesce(length(details ->> 'table_token') = 16
      and (details ->> 'table_token') = public.table_link_token(biz.id, label), false);
  end if;
  customer_name := nullif(btrim(regexp_replace(coalesce(details ->> 'name', ''), '\s+', ' ', 'g')), '');
  customer_address := case when kind = 'delivery' then
    nullif(btrim(regexp_replace(coalesce(details ->> 'address', ''), '\s+', ' ', 'g')), '') end;
  customer_location := case when kind = 'delivery' then nullif(btrim(coalesce(details ->> 'location', '')), '') end;
  customer_note := nullif(btrim(regexp_replace(coalesce(details ->> 'note', ''), '\s+', ' ', 'g')), '');
  if char_length(customer_name) > 80 or char_length(customer_address) > 300
     or char_length(customer_note) > 300 or char_length(customer_location) > 100 then
    raise exception 'A name has at most 80 characters, an address and a note 300'
      using errcode = '22023', hint = 'order_text_too_long';
  end if;
  if customer_location is not null and customer_location !~ '^https://maps\.google\.com/\?q=-?[0-9]{1,2}\.[0-9]{1,6},-?[0-9]{1,3}\.[0-9]{1,6}$' then
    raise exception 'A location is a map link' using errcode = '22023', hint = 'order_malformed';
  end if;
  if kind in ('pickup', 'delivery') and customer_name is null then
    raise exception 'Enter your name' using errcode = '22023', hint = 'order_name_missing';
  end if;
  -- A shared location is enough to find the customer; the typed address is then optional.
  if kind = 'delivery' and customer_address is null and customer_location is null then
    raise exception 'Enter the delivery address' using errcode = '22023', hint = 'order_address_missing';
  end if;
  pay := nullif(details ->> 'payment', '');
  if pay is not null and pay not in ('cash', 'card') then
    raise exception 'Payment is cash or card' using errcode = '22023', hint = 'order_malformed';
  end if;
  -- Asked only for the order types the business chose: there the customer must say how they pay;
  -- elsewhere an answer nobody asked for is not stored.
  if kind = any (biz.payment_for) then
    if pay is null then
      raise exception 'Say how you pay' using errcode = '22023', hint = 'order_payment_missing';
    end if;
  else
    pay := null;
  end if;
  language := coalesce(nullif(details ->> 'lang', ''), main.primary_language);
  if language not in ('en', 'ar') then
    language := 'en';
  end if;

  -- Every line from the menu as it is now.
  for raw_line in select value from jsonb_array_elements(cart -> 'lines') loop
    if jsonb_typeof(raw_line) <> 'object'
       or jsonb_typeof(raw_line -> 'item_id') is distinct from 'string'
       or jsonb_typeof(raw_line -> 'quantity') is distinct from 'number'
       or jsonb_typeof(raw_line -> 'unit_baisa') is distinct from 'number'
       or jsonb_typeof(coalesce(raw_line -> 'choices', '[]')) <> 'array'
       or (raw_line ->> 'item_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
    end if;
    if (raw_line ->> 'quantity') !~ '^[0-9]{1,3}$' or (raw_line ->> 'quantity')::integer not between 1 and 999 then
      raise exception 'A line has 1 to 999 of an item' using errcode = '22023', hint = 'order_malformed';
    end if;
    if jsonb_array_length(coalesce(raw_line -> 'choices', '[]')) > 60 then
      raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
    end if;
    quantity := (raw_line ->> 'quantity')::integer;
    select * into item from public.menu_items i
    where i.id = (raw_line ->> 'item_id')::uuid and i.business_id = main.id and not i.hidden
      and not exists (select 1 from public.branch_menu_items o
                      where o.branch_id = biz.id and o.menu_item_id = i.id and o.hidden);
    if not found then
      raise exception 'An item is no longer on the menu' using errcode = '22023', hint = 'order_item_unavailable';
    end if;
    -- Sold out (until the owner changes it, or until an instant that has not come yet), or outside
    -- the serving times in force: the customer cannot have it now.
    if not public.menu_item_orderable_at(item.id, now(), biz.id) then
      if (item.sold_out and (item.sold_out_until is null or item.sold_out_until > now()))
         or exists (select 1 from public.branch_menu_items o
                    where o.branch_id = biz.id and o.menu_item_id = item.id and o.sold_out
                      and (o.sold_out_until is null or o.sold_out_until > now())) then
        raise exception '% is sold out', item.name using errcode = '22023', hint = 'order_item_sold_out',
          detail = json_build_object('name', item.name, 'name_ar', item.name_ar)::text;
      end if;
      raise exception '% is not served at this time', item.name
        using errcode = '22023', hint = 'order_item_not_served',
          detail = json_build_object('name', item.name, 'name_ar', item.name_ar)::text;
    end if;

    choice_ids := '{}';
    for raw_choice in select value from jsonb_array_elements(coalesce(raw_line -> 'choices', '[]')) loop
      if jsonb_typeof(raw_choice) <> 'string'
         or (raw_choice #>> '{}') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
        raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
      end if;
      choice_id := (raw_choice #>> '{}')::uuid;
      if choice_id = any (choice_ids) then
        raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
      end if;
      choice_ids := choice_ids || choice_id;
    end loop;
    -- Each chosen choice belongs to this item and is not sold out; each group's rules hold.
    if (select count(*) from public.item_option_choices c
        join public.item_option_groups g on g.id = c.group_id
        where c.id = any (choice_ids) and g.item_id = item.id) <> cardinality(choice_ids) then
      raise exception 'A chosen option is no longer offered' using errcode = '22023', hint = 'order_option_unavailable',
        detail = json_build_object('name', item.name, 'name_ar', item.name_ar)::text;
    end if;
    if exists (select 1 from public.item_option_choices c where c.id = any (choice_ids) and c.sold_out) then
      raise exception 'A chosen option of % is sold out', item.name
        using errcode = '22023', hint = 'order_option_sold_out',
          detail = json_build_object('name', item.name, 'name_ar', item.name_ar)::text;
    end if;
    select g.id into bad_group
    from public.item_option_groups g
    where g.item_id = item.id
      and (select count(*) from public.item_option_choices c
           where c.group_id = g.id and c.id = any (choice_ids)) not between g.min_choices and g.max_choices
    limit 1;
    if found then
      raise exception 'The options chosen for % no longer fit its choices', item.name
        using errcode = '22023', hint = 'order_option_unavailable',
          detail = json_build_object('name', item.name, 'name_ar', item.name_ar)::text;
    end if;

    select coalesce(jsonb_agg(jsonb_build_object(
             'group', g.name, 'group_ar', g.name_ar, 'choice', c.name, 'choice_ar', c.name_ar,
             'price_baisa', c.price_delta_baisa) order by g.sort_order, g.id, c.sort_order, c.id), '[]'::jsonb),
           coalesce(sum(c.price_delta_baisa), 0)
      into chosen, unit
    from public.item_option_choices c
    join public.item_option_groups g on g.id = c.group_id
    where c.id = any (choice_ids);
    -- The offer price while the offer runs, else the price (the branch's own, when it has one).
    unit := unit + public.menu_item_unit_baisa(item.id, at_time => now(), branch_id => biz.id)::integer;
    if (raw_line -> 'unit_baisa')::numeric <> unit then
      raise exception 'The price of % has changed', item.name
        using errcode = '22023', hint = 'order_price_changed',
          detail = json_build_object('name', item.name, 'name_ar', item.name_ar,
                                     'unit_baisa', unit)::text;
    end if;
    items_total := items_total + unit::bigint * quantity;
    out_lines := out_lines || jsonb_build_object(
      'item_id', item.id, 'name', item.name, 'name_ar', item.name_ar, 'quantity', quantity,
      'unit_baisa', unit, 'options', chosen, 'amount_baisa', unit::bigint * quantity);
  end loop;

  if items_total > 100000000 then
    raise exception 'An order totals at most 100000.000 OMR' using errcode = '22023', hint = 'order_malformed';
  end if;
  if kind = 'delivery' then
    fee := coalesce(round(biz.delivery_fee * 1000)::integer, 0);
    if biz.delivery_minimum is not null and items_total < round(biz.delivery_minimum * 1000) then
      raise exception 'Delivery needs items of at least % OMR', to_char(biz.delivery_minimum, 'FM999990.000')
        using errcode = '22023', hint = 'order_below_minimum',
          detail = json_build_object('minimum_baisa', round(biz.delivery_minimum * 1000))::text;
    end if;
  end if;
  -- Prices without VAT add 5% of items plus fee (null when the prices include it).
  vat := public.order_vat_baisa(biz.id, items_total, fee);
  total := items_total + fee + coalesce(vat, 0);
  if (cart -> 'total_baisa')::numeric <> total then
    raise exception 'The total of this order has changed' using errcode = '22023', hint = 'order_price_changed',
      detail = json_build_object('total_baisa', total)::text;
  end if;

  -- Limits, after the order is known to be valid. First per address (all businesses; an IPv6
  -- /64 is one address), so a flooding address is refused before any business budget is touched.
  -- Then each kind of order spends its own budget, so a flood of one kind cannot stop the others:
  --   * with the table card's token: its table's own budget (nothing without the card spends it);
  --   * pickup and delivery: the business's remote budget;
  --   * dine-in without a token (old cards, typed tables): the table's and the business's general
  --     budgets.
  -- At most 2000 numbers a day go to orders without a card token, so a flood cannot fill the
  -- table; orders with one go on to 4000.
  select * into limits from public.app_limits;
  perform public.take_order_rate('address:' || md5(public.request_address()), 600,
                                 coalesce(limits.orders_per_address, 30));
  if carded then
    perform public.take_order_rate('table-card:' || biz.id || ':' || lower(label), 600,
                                   coalesce(limits.orders_per_table, 15));
  elsif kind in ('pickup', 'delivery') then
    perform public.take_order_rate('remote:' || biz.id, 60, coalesce(limits.orders_remote_per_business, 60));
  else
    if label is not null then
      perform public.take_order_rate('table:' || biz.id || ':' || lower(label), 600,
                                     coalesce(limits.orders_per_table, 15));
    end if;
    perform public.take_order_rate('business:' || biz.id, 60, coalesce(limits.orders_per_business, 120));
  end if;

  insert into public.order_numbers as n (business_id, business_day, last_number)
  values (biz.id, today, 1)
  on conflict (business_id, business_day) do update set last_number = n.last_number + 1
  returning n.last_number into next_number;
  if next_number > (case when carded then 4000 else 2000 end) then
    raise sqlstate 'PT429' using message = 'Too many orders today', hint = 'order_rate_limited',
      detail = json_build_object('retry_after_seconds', 3600, 'scope', 'day')::text;
  end if;

  insert into public.orders (business_id, number, business_day, order_type, table_label, lang, lines,
                             items_baisa, delivery_fee_baisa, vat_baisa, total_baisa, customer_name,
                             customer_address, customer_location, customer_note, payment)
  values (biz.id, next_number, today, replace(kind, '-', '_'), label, language, out_lines,
          items_total, case when kind = 'delivery' then fee end, vat, total, customer_name,
          customer_address, customer_location, customer_note, pay)
  returning id into new_id;

  secret := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  -- gen_random_uuid() has 122 random bits; two of them, as hex without dashes, fill 64 characters
  -- (the version nibbles are fixed, so 244 bits are unguessable: far beyond any search).
  insert into public.order_tokens (order_id, token) values (new_id, secret);

  -- This business's old orders forget their customer as each new one arrives.
  perform public.forget_order_customers(biz.id);

  return json_build_object('number', next_number, 'token', secret, 'status', 'new');
end
$$;
revoke execute on function public.place_order(slug text, cart jsonb, details jsonb) from public;
comment on function public.place_order(slug text, cart jsonb, details jsonb) is 'Records a customer''s order: recomputes every line from the menu (items shown, not sold out and within their serving times, offer prices, options by their rules and prices, delivery fee and minimum, VAT, order types, tables, payment where asked, opening hours with special periods) and refuses a cart whose amounts differ (hint order_price_changed); limited per address (IPv6 by /64), then per table card (with the table token), remote orders per business, or table and business; refusals are HTTP 429 (PT429, hint order_rate_limited, details.scope). Answers {number, token, status}, or null when the business does not record orders.';

create or replace function public.order_status(token text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('number', o.number, 'status', o.status, 'cancel_reason', o.cancel_reason,
                           'cancel_code', o.cancel_code)
  from public.order_tokens t
  join public.orders o on o.id = t.order_id
  where t.token = order_status.token
$$;
revoke execute on function public.order_status(token text) from public;
comment on function public.order_status(token text) is 'The number, status and cancel reason (code and typed text) of the order this token belongs to, or null.';

-- Done is done: the board can clear a request, not reopen it or move its time back before it.
create or replace function public.check_table_request_done()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.done_at is not null and new.done_at is distinct from old.done_at then
    raise exception 'This request is already done'
      using errcode = '23514', hint = 'table_request_done';
  end if;
  if new.done_at is not null then
    new.done_at := greatest(new.done_at, new.created_at);
  end if;
  return new;
end
$$;

create or replace function public.request_table_service(slug text, table_label text, kind text)
returns json
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target_id uuid;
  tables text[];
  label text;
  -- public.request_address() of 20261128120000_recorded-orders.sql (empty outside HTTP).
  sender text := left(public.request_address(), 64);
  open_request public.table_requests;
  recent integer;
begin
  if request_table_service.kind is null
     or request_table_service.kind not in ('waiter', 'bill') then
    raise exception 'A table asks for the waiter or the bill'
      using errcode = '22023', hint = 'table_service_kind';
  end if;
  select b.id, b.table_labels into target_id, tables
  from public.businesses b
  where b.slug = lower(btrim(request_table_service.slug)) and b.suspended_at is null
    -- a branch of a suspended business is suspended with it
    and not exists (select 1 from public.businesses m where m.id = b.parent_id and m.suspended_at is not null);
  if target_id is null then
    raise exception 'No menu has this address' using errcode = '22023', hint = 'menu_not_found';
  end if;
  -- The label as the owner wrote it, so "terrace 1" and "Terrace 1" are one table.
  select l into label from unnest(tables) l
  where lower(l) = lower(btrim(coalesce(request_table_service.table_label, ''))) limit 1;
  if label is null then
    raise exception 'This business has no such table'
      using errcode = '22023', hint = 'table_not_found';
  end if;

  -- One address: at most 10 requests in 10 minutes, whatever the tables.
  if sender <> '' then
    delete from public.table_request_senders where created_at < now() - interval '1 hour';
    select count(*) into recent from public.table_request_senders s
    where s.address = sender and s.created_at > now() - interval '10 minutes';
    if recent >= 10 then
      raise sqlstate 'PT429' using message = 'Too many requests from this device; please wait a few minutes',
        hint = 'table_service_too_many';
    end if;
    insert into public.table_request_senders (address) values (sender);
  end if;

  -- Asking again while the same request is open adds nothing: the board already shows it.
  select * into open_request from public.table_requests r
  where r.business_id = target_id and r.table_label = label
    and r.kind = request_table_service.kind and r.done_at is null;
  if found then
    return json_build_object('id', open_request.id, 'table_label', label, 'kind', open_request.kind,
      'created_at', open_request.created_at, 'already_open', true);
  end if;

  -- One table: at most 6 requests in 10 minutes, even when each is cleared at once.
  select count(*) into recent from public.table_requests r
  where r.business_id = target_id and r.table_label = label
    and r.created_at > now() - interval '10 minutes';
  if recent >= 6 then
    raise sqlstate 'PT429' using message = 'This table has asked often; staff will be with you shortly',
      hint = 'table_service_busy';
  end if;

  insert into public.table_requests (business_id, table_label, kind)
  values (target_id, label, request_table_service.kind)
  on conflict (business_id, table_label, kind) where done_at is null do nothing
  returning * into open_request;
  if open_request.id is null then
    -- A second tap that raced the first: answer the one that won.
    select * into open_request from public.table_requests r
    where r.business_id = target_id and r.table_label = label
      and r.kind = request_table_service.kind and r.done_at is null;
  end if;
  return json_build_object('id', open_request.id, 'table_label', label, 'kind', open_request.kind,
    'created_at', open_request.created_at, 'already_open', false);
end
$$;
revoke execute on function public.request_table_service(slug text, table_label text, kind text) from public;
comment on function public.request_table_service(slug text, table_label text, kind text) is 'A customer at a table calls the waiter (kind waiter) or asks for the bill (bill): one open request per table and kind, at most 6 per table and 10 per address in 10 minutes. Answers {id, table_label, kind, created_at, already_open}.';

-- HMAC-SHA-256 (RFC 2104) from the built-in sha256(), so it needs no extension on either database.
create or replace function public.hmac_sha256(key bytea, message bytea)
returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  k bytea := key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if octet_length(k) > 64 then
    k := pg_catalog.sha256(k);
  end if;
  k := k || decode(repeat('00', 64 - octet_length(k)), 'hex');
  inner_pad := k;
  outer_pad := k;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(k, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(k, i) # 92);
  end loop;
  return pg_catalog.sha256(outer_pad || pg_catalog.sha256(inner_pad || message));
end
$$;
revoke execute on function public.hmac_sha256(key bytea, message bytea) from public, anon, authenticated;

-- A table's token: the first 96 bits of HMAC(secret, business id "/" lower-case label), as 16
-- base64url characters. Renaming a table changes its token (its card is printed again anyway).
create or replace function public.table_link_token(business_id uuid, table_label text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select translate(encode(substring(public.hmac_sha256(s.secret,
           convert_to(table_link_token.business_id::text || '/' || lower(btrim(table_link_token.table_label)), 'UTF8'))
         from 1 for 12), 'base64'), '+/', '-_')
  from public.app_secrets s where s.name = 'table_links'
$$;
revoke execute on function public.table_link_token(business_id uuid, table_label text) from public, anon, authenticated;

-- The tokens of a business's tables, for its cards and QR codes: its owner and the superadmin only.
create or replace function public.table_card_tokens(target_business uuid)
returns table (table_label text, token text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select public.has_business_role(target_business, array['owner', 'manager']))
          or (select public.is_superadmin())) then
    raise exception 'Only the owner prints this business''s table cards' using errcode = '42501';
  end if;
  return query
    select l, public.table_link_token(b.id, l)
    from public.businesses b, unnest(b.table_labels) with ordinality as t(l, n)
    where b.id = target_business
    order by t.n;
end
$$;
revoke execute on function public.table_card_tokens(target_business uuid) from public, anon;
comment on function public.table_card_tokens(target_business uuid) is 'Each table of the business with the token its printed card''s link carries (?table=LABEL&t=TOKEN); for the owner, a manager and the superadmin.';

create or replace function public.mark_possible_repeat()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.table_label is null then
    return new;
  end if;
  select o.number into new.repeat_of_number
  from public.orders o
  where o.business_id = new.business_id
    and o.table_label = new.table_label
    and o.created_at > new.created_at - interval '10 minutes'
    and o.status <> 'cancelled'
    and o.lines = new.lines
  order by o.created_at desc
  limit 1;
  return new;
end
$$;
revoke execute on function public.mark_possible_repeat() from public, anon, authenticated;
comment on function public.mark_possible_repeat() is 'Trigger: sets repeat_of_number on a new order whose lines equal those of an order from the same table in the last 10 minutes that is not cancelled.';

-- order_report: the end-of-day (Z) report of a business over Muscat days, from its recorded orders
-- alone (amounts as place_order recorded them, never today's prices). Only the owner, a manager
-- and the superadmin get it; security definer, so it answers the same whatever the orders' read
-- policies let each staff role see. One read of the range through the (business_id, business_day,
-- number) key; cancelled orders count in the orders by type and status and in their own list,
-- never in the sales. VAT is what the orders recorded: an order of prices that include VAT records
-- none (and not its rate), so its total is given apart as sales with no VAT recorded.
create or replace function public.order_report(business_id uuid, from_day date, to_day date, whole_business boolean default false)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date := from_day;
  last_day date := coalesce(to_day, from_day);
  -- A branch's report is its own; with whole_business, the business's and all its branches'
  -- together (for whoever may see the business's own: its owner, its managers of every branch).
  places uuid[] := array(
    select f.id from public.businesses f
    where f.id = order_report.business_id
       or (order_report.whole_business and f.parent_id = order_report.business_id));
begin
  if not (public.has_business_role(order_report.business_id, array['owner', 'manager'])
          or public.is_superadmin()) then
    raise exception 'Only the owner and managers of this business see its reports'
      using errcode = '42501', hint = 'report_forbidden';
  end if;
  if first_day is null or last_day < first_day or last_day - first_day > 366 then
    raise exception 'A report covers 1 to 367 days, the first day not after the last'
      using errcode = '22023', hint = 'report_range';
  end if;
  return (
    -- One grouped pass over the range's amounts (at most 3 types x 5 statuses x 3 payments rows)
    -- feeds the counts, the sales and the payments; the cancelled and the lines are read apart.
    with grouped as materialized (
      select o.order_type, o.status, o.payment, count(*) as orders,
        coalesce(sum(o.total_baisa), 0) as total_baisa,
        coalesce(sum(o.items_baisa), 0) as items_baisa,
        coalesce(sum(o.delivery_fee_baisa), 0) as delivery_fee_baisa,
        coalesce(sum(o.vat_baisa), 0) as vat_baisa,
        count(o.vat_baisa) as vat_orders,
        coalesce(sum(o.total_baisa) filter (where o.vat_baisa is null), 0) as no_vat_total_baisa
      from public.orders o
      where o.business_id = any (places)
        and o.business_day between first_day and last_day
      group by o.order_type, o.status, o.payment
    ),
    cancelled as materialized (
      select o.number, o.business_day, o.created_at, o.order_type, o.table_label, o.cancel_code,
        o.cancel_reason, o.total_baisa
      from public.orders o
      where o.business_id = any (places)
        and o.business_day between first_day and last_day
        and o.status = 'cancelled'
    )
    select json_build_object(
      'from', first_day,
      'to', last_day,
      'orders', (select coalesce(sum(g.orders), 0) from grouped g),
      'by_type_status', coalesce((
        select json_agg(t order by t.order_type, t.status) from (
          select g.order_type, g.status, sum(g.orders) as orders, sum(g.total_baisa) as total_baisa
          from grouped g group by g.order_type, g.status
        ) t), '[]'::json),
      'sales', (
        select json_build_object(
          'orders', coalesce(sum(g.orders), 0),
          'items_baisa', coalesce(sum(g.items_baisa), 0),
          'delivery_fee_baisa', coalesce(sum(g.delivery_fee_baisa), 0),
          'vat_baisa', coalesce(sum(g.vat_baisa), 0),
          'total_baisa', coalesce(sum(g.total_baisa), 0),
          'vat_orders', coalesce(sum(g.vat_orders), 0),
          'no_vat_orders', coalesce(sum(g.orders - g.vat_orders), 0),
          'no_vat_total_baisa', coalesce(sum(g.no_vat_total_baisa), 0)
        ) from grouped g where g.status <> 'cancelled'),
      'payments', coalesce((
        select json_agg(m order by m.payment nulls last) from (
          select g.payment, sum(g.orders) as orders, sum(g.total_baisa) as total_baisa
          from grouped g where g.status <> 'cancelled' group by g.payment
        ) m), '[]'::json),
      'cancelled', (
        select json_build_object(
          'orders', count(*),
          'total_baisa', coalesce(sum(c.total_baisa), 0),
          'by_code', coalesce((
            select json_agg(r order by r.orders desc, r.code nulls last) from (
              select x.cancel_code as code, count(*) as orders
              from cancelled x group by x.cancel_code
            ) r), '[]'::json),
          -- The latest 100 with their reasons; a quarter's long tail is in the history.
          'list', coalesce((
            select json_agg(l order by l.created_at desc, l.number desc) from (
              select * from cancelled x order by x.created_at desc, x.number desc limit 100
            ) l), '[]'::json)
        ) from cancelled c),
      'top_items', coalesce((
        select json_agg(i order by i.quantity desc, i.amount_baisa desc, i.name) from (
          select l.name, coalesce(l.name_ar, '') as name_ar, sum(l.quantity) as quantity,
            coalesce(sum(l.amount_baisa), 0) as amount_baisa
          from public.orders o,
            jsonb_to_recordset(o.lines) as l(name text, name_ar text, quantity bigint, amount_baisa bigint)
          where o.business_id = any (places)
            and o.business_day between first_day and last_day
            and o.status <> 'cancelled'
          group by 1, 2
          order by quantity desc, amount_baisa desc, l.name limit 10
        ) i), '[]'::json)
    )
  );
end
$$;
revoke execute on function public.order_report(business_id uuid, from_day date, to_day date, whole_business boolean) from public, anon;
comment on function public.order_report(business_id uuid, from_day date, to_day date, whole_business boolean) is 'The end-of-day report of a branch (with whole_business: of the business and all its branches together) over Muscat days from_day to to_day (at most 367): orders by type and status, sales (items, delivery fees, VAT as recorded, total; orders with no VAT recorded apart), totals per payment, cancelled orders with their reasons (the latest 100), the top 10 items. Only for the owner, managers and the superadmin (42501 otherwise).';

-- What a role may do to an order's status, beside check_order_status_change's transitions: the
-- kitchen (a member or a kitchen display) accepts and marks Ready, never completes or cancels.
-- Requests without a user (the service role, the database's own jobs) are not asked.
create or replace function public.check_order_status_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and (select auth.uid()) is not null
     and public.business_role(new.business_id) = 'kitchen'
     and new.status not in ('accepted', 'ready') then
    raise exception 'The kitchen moves orders up to Ready only'
      using errcode = '42501', hint = 'order_status_role',
        detail = json_build_object('role', 'kitchen', 'to', new.status)::text;
  end if;
  return new;
end
$$;
revoke execute on function public.check_order_status_role() from public, anon, authenticated;
comment on function public.check_order_status_role() is 'Trigger: the kitchen role (member or kitchen display) may move an order to Accepted or Ready only; other roles as the status rules allow.';

-- The start of today in Muscat, as an instant: staff below manager read the orders since then.
create or replace function public.muscat_day_start()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (date_trunc('day', now() at time zone 'Asia/Muscat')) at time zone 'Asia/Muscat'
$$;
comment on function public.muscat_day_start() is 'Midnight of today in Asia/Muscat as a timestamptz: where a cashier''s, the kitchen''s and a board''s view of past orders starts.';

-- Who did what: the history of each order, written here so no client can forge it. The customer
-- places it (actor customer); each status change names the caller as business_actor sees them.
create or replace function public.record_order_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor record;
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into public.order_events (order_id, business_id, status, at, actor_kind)
    values (new.id, new.business_id, new.status, new.created_at, 'customer');
    return null;
  end if;
  select * into actor from public.business_actor(new.business_id);
  insert into public.order_events (order_id, business_id, status, cancel_code, reason, at,
    actor_user_id, actor_kind, actor_role, actor_label)
  values (new.id, new.business_id, new.status,
    case when new.status = 'cancelled' then new.cancel_code end,
    case when new.status = 'cancelled' then new.cancel_reason end,
    coalesce(new.status_changed_at, now()), (select auth.uid()), actor.kind, actor.role, actor.label);
  return null;
end
$$;
revoke execute on function public.record_order_event() from public, anon, authenticated;
comment on function public.record_order_event() is 'Trigger: adds to order_events the placing of an order (by the customer) and each change of its status, with who made it (owner, member and role, device by name) and the cancel reason.';

-- A table call names who answered it; what a client writes in those columns is ignored.
create or replace function public.record_table_request_answer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor record;
begin
  if old.done_at is null and new.done_at is not null then
    select * into actor from public.business_actor(new.business_id);
    new.answered_by := (select auth.uid());
    new.answered_by_label := actor.label;
  else
    new.answered_by := old.answered_by;
    new.answered_by_label := old.answered_by_label;
  end if;
  return new;
end
$$;
revoke execute on function public.record_table_request_answer() from public, anon, authenticated;
comment on function public.record_table_request_answer() is 'Trigger: when a table call is marked done, records who answered it (answered_by, answered_by_label); otherwise keeps them.';

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists orders_check_status_role on public.orders;
create trigger orders_check_status_role
  before update of status on public.orders
  for each row execute function public.check_order_status_role();

drop trigger if exists orders_check_status_change on public.orders;
create trigger orders_check_status_change
  before update on public.orders
  for each row execute function public.check_order_status_change();

drop trigger if exists orders_mark_possible_repeat on public.orders;
create trigger orders_mark_possible_repeat
  before insert on public.orders
  for each row execute function public.mark_possible_repeat();

drop trigger if exists table_requests_done on public.table_requests;
create trigger table_requests_done
  before update on public.table_requests
  for each row execute function public.check_table_request_done();

drop trigger if exists orders_record_event on public.orders;
create trigger orders_record_event
  after insert or update of status on public.orders
  for each row execute function public.record_order_event();

drop trigger if exists table_requests_record_answer on public.table_requests;
create trigger table_requests_record_answer
  before update on public.table_requests
  for each row execute function public.record_table_request_answer();


-- The board (owner, manager, cashier, board device) moves orders; the kitchen too, up to Ready
-- (check_order_status_role). What each may see is the select policy's: staff below manager see
-- today's orders (Asia/Muscat) and the ones still open.
drop policy if exists "The team can change the status of its visible orders" on public.orders;
create policy "The team can change the status of its visible orders"
  on public.orders for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager', 'cashier', 'kitchen', 'board'])))
  with check ((select public.has_business_role(business_id, array['owner', 'manager', 'cashier', 'kitchen', 'board'])));

drop policy if exists "The team reads its orders and the superadmin reads all" on public.orders;
create policy "The team reads its orders and the superadmin reads all"
  on public.orders for select
  to authenticated
  using (
    (select public.has_business_role(business_id, array['owner', 'manager']))
    or (select public.is_superadmin())
    or (
      (select public.has_business_role(business_id, array['cashier', 'kitchen', 'board']))
      and (
        status in ('new', 'accepted', 'ready')
        or created_at >= (select public.muscat_day_start())
      )
    )
  );

drop policy if exists "The floor staff mark table requests done" on public.table_requests;
create policy "The floor staff mark table requests done"
  on public.table_requests for update
  to authenticated
  using ((select public.has_business_role(business_id, array['owner', 'manager', 'cashier', 'board'])))
  with check ((select public.has_business_role(business_id, array['owner', 'manager', 'cashier', 'board'])));

drop policy if exists "The floor staff read table requests, the superadmin all" on public.table_requests;
create policy "The floor staff read table requests, the superadmin all"
  on public.table_requests for select
  to authenticated
  using (
    (select public.has_business_role(business_id, array['owner', 'manager', 'cashier', 'board']))
    or (select public.is_superadmin())
  );

-- An order's history is read by whoever may read the order itself (the orders policies above,
-- applied to the caller inside this one).
drop policy if exists "Whoever reads an order reads its history" on public.order_events;
create policy "Whoever reads an order reads its history"
  on public.order_events for select
  to authenticated
  using (exists (select 1 from public.orders o where o.id = order_events.order_id));
