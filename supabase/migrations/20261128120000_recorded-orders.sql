-- recorded orders. When a business records orders (on by default), the customer's
-- "Checkout on WhatsApp" first records the order through place_order(slug, cart, details), which
-- recomputes every line from the menu as the database holds it now and refuses a cart that does
-- not match; the answer is the order's number for the day (printed in the WhatsApp message) and an
-- unguessable token, the customer's only key to the order's status (order_status(token) and the
-- private Realtime topic order:<token>). The owner's board reads the orders through row level
-- security and follows them with postgres_changes.
--
-- Who may do what:
--   * anon and signed-in customers: only place_order and order_status; they read no order row.
--   * the business's owner: reads its orders, changes status and cancel_reason only, along
--     New -> Accepted -> Ready -> Completed, or to Cancelled (with a reason) from any open status.
--   * the superadmin: reads every order.
--   * nobody inserts or deletes rows directly (the business's deletion cascades).
-- Personal data: the customer's name, address, location and note are cleared once the order is
-- older than the business's order_retention_days (default 30): by place_order for its business
-- on every order, and for all businesses by forget_order_customers(), which the server runs every
-- hour (and pg_cron, where it exists, on hosted Supabase).
--
-- Refusals carry a stable code in the error's hint, as the other functions do
-- (20261123152000_database-message-codes.sql), with the values it names as JSON in details.

-- 1. The business's settings ----------------------------------------------------------------

alter table public.businesses
  add column records_orders boolean not null default true,
  add column order_retention_days integer not null default 30,
  add constraint businesses_order_retention_days_range check (order_retention_days between 1 and 365);

comment on column public.businesses.records_orders is
  'Each order a customer sends is recorded (numbered for the day, on the owner''s board, its status shown to the customer). Off: orders go only as WhatsApp messages, as before.';
comment on column public.businesses.order_retention_days is
  'Days after which a recorded order''s customer name, address, location and note are deleted (1 to 365). The order itself (items, amounts, number, status) stays for the owner''s records.';

-- 2. Orders -----------------------------------------------------------------------------------

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  number integer not null,
  business_day date not null,
  status text not null default 'new',
  cancel_reason text,
  order_type text not null,
  table_label text,
  lang text not null,
  lines jsonb not null,
  items_baisa integer,
  delivery_fee_baisa integer,
  vat_baisa integer,
  total_baisa integer,
  customer_name text,
  customer_address text,
  customer_location text,
  customer_note text,
  payment text,
  created_at timestamptz not null default now(),
  status_changed_at timestamptz not null default now(),
  constraint orders_business_day_number_key unique (business_id, business_day, number),
  constraint orders_number_positive check (number >= 1),
  constraint orders_status_check check (status in ('new', 'accepted', 'ready', 'completed', 'cancelled')),
  constraint orders_order_type_check check (order_type in ('dine_in', 'pickup', 'delivery')),
  constraint orders_lang_check check (lang in ('en', 'ar')),
  constraint orders_lines_array check (jsonb_typeof(lines) = 'array'),
  constraint orders_lines_size check (octet_length(lines::text) <= 65536),
  constraint orders_cancel_reason_length check (char_length(cancel_reason) <= 200),
  constraint orders_cancel_reason_given check (status <> 'cancelled' or btrim(coalesce(cancel_reason, '')) <> ''),
  constraint orders_table_label_length check (char_length(table_label) <= 30),
  constraint orders_customer_name_length check (char_length(customer_name) <= 80),
  constraint orders_customer_address_length check (char_length(customer_address) <= 300),
  constraint orders_customer_location_length check (char_length(customer_location) <= 100),
  constraint orders_customer_note_length check (char_length(customer_note) <= 300),
  constraint orders_payment_check check (payment in ('cash', 'card')),
  constraint orders_amounts_not_negative check (
    coalesce(items_baisa, 0) >= 0 and coalesce(delivery_fee_baisa, 0) >= 0
    and coalesce(vat_baisa, 0) >= 0 and coalesce(total_baisa, 0) >= 0
  )
);

alter table public.orders enable row level security;

comment on table public.orders is
  'Orders customers sent, as the database recomputed them from the menu (place_order): the business''s number for the day (Asia/Muscat), status on the owner''s board, lines with names and amounts in integer baisa. Customer fields are cleared after the business''s order_retention_days.';

-- The board reads a business's recent orders; retention finds old rows that still hold data.
create index orders_business_id_created_at_idx on public.orders (business_id, created_at desc);
create index orders_customer_data_created_at_idx on public.orders (created_at)
  where customer_name is not null or customer_address is not null
     or customer_location is not null or customer_note is not null;

revoke all on public.orders from anon;
revoke insert, update, delete, truncate, references, trigger on public.orders from authenticated;
grant select on public.orders to authenticated;
grant update (status, cancel_reason) on public.orders to authenticated;

create policy "Owners read their orders and the superadmin reads all"
  on public.orders for select
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

create policy "Owners can change the status of their orders"
  on public.orders for update
  to authenticated
  using ((select public.owns_business(business_id)))
  with check ((select public.owns_business(business_id)));

-- The customer's key: kept apart from the order so the owner's reads (and the board's
-- postgres_changes) never carry it. Nobody but the definer functions below reads it.
create table public.order_tokens (
  order_id uuid primary key references public.orders (id) on delete cascade,
  token text not null unique,
  constraint order_tokens_token_format check (token ~ '^[0-9a-f]{64}$')
);

alter table public.order_tokens enable row level security;
revoke all on public.order_tokens from anon, authenticated;

comment on table public.order_tokens is
  'The unguessable token (256 random bits as hex) the customer''s device keeps for each order: its only key to order_status and to the Realtime topic order:<token>. Read by no role directly.';

-- The day's last number per business; one row locked per order, so two orders never share one.
create table public.order_numbers (
  business_id uuid not null references public.businesses (id) on delete cascade,
  business_day date not null,
  last_number integer not null,
  primary key (business_id, business_day)
);

alter table public.order_numbers enable row level security;
revoke all on public.order_numbers from anon, authenticated;

comment on table public.order_numbers is
  'The last order number given per business and day (Asia/Muscat); written only by place_order.';

-- Counters of place_order calls per window: per address, per table and per business.
create table public.order_rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

alter table public.order_rate_limits enable row level security;
revoke all on public.order_rate_limits from anon, authenticated;
create index order_rate_limits_window_start_idx on public.order_rate_limits (window_start);

comment on table public.order_rate_limits is
  'Orders recorded per window and key (an address''s hash, a business''s table, a business), for place_order''s limits; rows older than an hour are deleted by forget_order_customers().';

-- 3. Status changes -----------------------------------------------------------------------------

-- A trigger rather than a check: a check cannot see the old status. Every role goes through it,
-- the service role included, so the board's history is always a real one. The rest of the order
-- is the owner's to read only: column grants give authenticated status and cancel_reason alone.
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
    if new.status = 'cancelled' and btrim(coalesce(new.cancel_reason, '')) = '' then
      raise exception 'Say why the order is cancelled'
        using errcode = '23514', hint = 'order_cancel_reason';
    end if;
    new.status_changed_at := now();
  end if;
  if new.status <> 'cancelled' and new.cancel_reason is distinct from old.cancel_reason then
    new.cancel_reason := old.cancel_reason;
  end if;
  return new;
end
$$;

comment on function public.check_order_status_change() is
  'Trigger: allows New -> Accepted -> Ready -> Completed and Cancelled (with a reason) from any open status, nothing else; stamps status_changed_at.';

revoke execute on function public.check_order_status_change() from public, anon, authenticated;

create trigger orders_check_status_change
  before update on public.orders
  for each row execute function public.check_order_status_change();

-- The customer's live status: the order's private topic, which only the database sends on.
create or replace function public.announce_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  secret text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select t.token into secret from public.order_tokens t where t.order_id = new.id;
  if secret is null then
    return null;
  end if;
  begin
    perform realtime.send(
      jsonb_build_object('status', new.status, 'cancel_reason', new.cancel_reason),
      'order_status',
      'order:' || secret,
      true
    );
  exception
    -- A database without Realtime (a plain Postgres) still takes the owner's change.
    when undefined_function or invalid_schema_name then null;
  end;
  return null;
end
$$;

comment on function public.announce_order_status() is
  'Trigger: broadcasts order_status ({status, cancel_reason}) on the private topic order:<token> of the order whose status changed; the token is the topic''s secret.';

revoke execute on function public.announce_order_status() from public, anon, authenticated;

create trigger orders_announce_status
  after update of status on public.orders
  for each row execute function public.announce_order_status();

create policy "Anyone holding an order's token may hear its status"
  on realtime.messages
  for select
  to anon, authenticated
  using ((select realtime.topic()) like 'order:%' and extension = 'broadcast');

-- 4. Retention --------------------------------------------------------------------------------

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

comment on function public.forget_order_customers(uuid) is
  'Clears the customer name, address, location and note of orders older than their business''s order_retention_days (one business, or all), and forgets rate-limit windows older than an hour; returns how many orders it cleared.';

revoke execute on function public.forget_order_customers(uuid) from public, anon, authenticated;
grant execute on function public.forget_order_customers(uuid) to service_role;

-- Hosted Supabase with pg_cron: every hour. The local server runs it itself (server/orders/).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('forget-order-customers', '17 * * * *',
      'select public.forget_order_customers()')$cron$;
  end if;
end
$$;

-- 5. Who is asking ------------------------------------------------------------------------------

-- The caller's network address as the API gateway reports it in request.headers: hosted
-- Supabase's gateway (and the local server, server/http/context.ts) put the client first in
-- X-Forwarded-For. Outside a request (tests, SQL) it is empty.
-- (Defined the same, word for word, by board's 20261128130000_table-service.sql.)
create or replace function public.request_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(btrim(split_part(coalesce(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), 64)
$$;

comment on function public.request_address() is
  'The calling client''s network address from the gateway''s X-Forwarded-For (first entry), or empty outside an HTTP request.';

revoke execute on function public.request_address() from public, anon, authenticated;

-- The limits, in the one row of settings the superadmin or the service role change
-- (20261126190000_database-limits.sql): orders per address and per table in 10 minutes (a café's
-- Wi-Fi puts many phones behind one address), per business in a minute.
alter table public.app_limits
  add column orders_per_address integer not null default 30,
  add column orders_per_table integer not null default 15,
  add column orders_per_business integer not null default 120,
  add constraint app_limits_orders_range check (
    orders_per_address between 1 and 1000000 and orders_per_table between 1 and 1000000
    and orders_per_business between 1 and 1000000);

comment on column public.app_limits.orders_per_address is
  'Orders place_order records per caller address (all businesses together) in 10 minutes.';
comment on column public.app_limits.orders_per_table is 'Orders place_order records per table of a business in 10 minutes.';
comment on column public.app_limits.orders_per_business is 'Orders place_order records per business in one minute.';

-- Adds one hit to key's current window; refuses beyond the limit (the refused call's hit is
-- rolled back with it, so a flood keeps the counter at the limit, not above).
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
    raise exception 'Too many orders; try again in a few minutes'
      using errcode = '54000', hint = 'order_rate_limited',
        detail = json_build_object('retry_after_seconds',
          ceil(extract(epoch from started + make_interval(secs => window_seconds) - now())))::text;
  end if;
end
$$;

revoke execute on function public.take_order_rate(text, integer, integer) from public, anon, authenticated;

-- 6. Placing an order -----------------------------------------------------------------------------

-- cart: { "lines": [ { "item_id": uuid, "quantity": 1..999, "unit_baisa": what the customer saw
--                       for one (item plus options), "choices": [choice uuid, ...] } ],
--         "total_baisa": what the customer saw as the total (items plus delivery fee) }
-- details: { "type": "dine-in" | "pickup" | "delivery", "table": label, "name", "address",
--            "location", "note", "payment": "cash" | "card", "lang": "en" | "ar" }
-- Answers { number, token, status }, or null when the business does not record orders (the
-- customer's WhatsApp message then goes without a number, as before).
create or replace function public.place_order(slug text, cart jsonb, details jsonb)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  biz public.businesses%rowtype;
  muscat timestamp := now() at time zone 'Asia/Muscat';
  today date := (now() at time zone 'Asia/Muscat')::date;
  week_minute integer;
  is_open boolean;
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
    where d.key not in ('type', 'table', 'name', 'address', 'location', 'note', 'payment', 'lang')
       or jsonb_typeof(d.value) not in ('string', 'null')
  ) then
    raise exception 'This order cannot be read' using errcode = '22023', hint = 'order_malformed';
  end if;

  select * into biz from public.businesses b where b.id = public.business_of_slug(place_order.slug);
  if not found then
    raise exception 'No menu has this address' using errcode = '22023', hint = 'menu_not_found';
  end if;
  if not biz.records_orders then
    return null;
  end if;
  -- A suspended business's menu is not shown, and it takes no orders either.
  if biz.suspended_at is not null then
    raise exception 'This menu is not taking orders' using errcode = '22023', hint = 'order_closed';
  end if;

  -- Open now? Temporarily closed wins; with hours, the week minute must fall in a range (a range
  -- closing at or before it opens runs past midnight). Closed with pre-orders allowed still takes it.
  -- clock: special periods and availability windows plug in here.
  week_minute := extract(dow from muscat)::integer * 1440 + extract(hour from muscat)::integer * 60
    + extract(minute from muscat)::integer;
  if biz.temporarily_closed then
    is_open := false;
  elsif biz.opening_hours is null then
    is_open := true;
  else
    select exists (
      select 1
      from jsonb_array_elements(biz.opening_hours) with ordinality as d(ranges, n),
           jsonb_array_elements(d.ranges) as r(span),
           lateral (
             select (d.n - 1) * 1440 + split_part(r.span ->> 'opens', ':', 1)::integer * 60
                      + split_part(r.span ->> 'opens', ':', 2)::integer as opens,
                    split_part(r.span ->> 'closes', ':', 1)::integer * 60
                      + split_part(r.span ->> 'closes', ':', 2)::integer as closes_minute,
                    split_part(r.span ->> 'opens', ':', 1)::integer * 60
                      + split_part(r.span ->> 'opens', ':', 2)::integer as opens_minute
           ) t,
           lateral (
             select t.opens as s,
                    (d.n - 1) * 1440 + case when t.closes_minute > t.opens_minute then t.closes_minute
                                            else t.closes_minute + 1440 end as e
           ) w
      where (week_minute >= w.s and week_minute < w.e)
         or (week_minute + 10080 >= w.s and week_minute + 10080 < w.e)
    ) into is_open;
  end if;
  if not is_open and biz.closed_checkout <> 'preorder' then
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
  if kind = 'delivery' and customer_address is null then
    raise exception 'Enter the delivery address' using errcode = '22023', hint = 'order_address_missing';
  end if;
  pay := nullif(details ->> 'payment', '');
  if pay is not null and pay not in ('cash', 'card') then
    raise exception 'Payment is cash or card' using errcode = '22023', hint = 'order_malformed';
  end if;
  -- checkout: the business's payment setting (asks or not, which methods) plugs in here.
  language := coalesce(nullif(details ->> 'lang', ''), biz.primary_language);
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
    where i.id = (raw_line ->> 'item_id')::uuid and i.business_id = biz.id and not i.hidden;
    if not found then
      raise exception 'An item is no longer on the menu' using errcode = '22023', hint = 'order_item_unavailable';
    end if;
    if item.sold_out then
      raise exception '% is sold out', item.name using errcode = '22023', hint = 'order_item_sold_out',
        detail = json_build_object('name', item.name, 'name_ar', item.name_ar)::text;
    end if;
    -- clock: an item outside its availability window is refused here, as sold out.

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
    unit := unit + round(item.price * 1000)::integer;
    -- checkout: an offer's price for this line replaces `unit` here.
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
  -- checkout: VAT (prices excluding VAT add 5% of items plus fee) plugs in here.
  total := items_total + fee;
  if (cart -> 'total_baisa')::numeric <> total then
    raise exception 'The total of this order has changed' using errcode = '22023', hint = 'order_price_changed',
      detail = json_build_object('total_baisa', total)::text;
  end if;

  -- Limits, after the order is known to be valid: per address (all businesses), per table, per
  -- business; and at most 2000 numbers a day per business, so a flood cannot fill the table.
  select * into limits from public.app_limits;
  perform public.take_order_rate('address:' || md5(public.request_address()), 600,
                                 coalesce(limits.orders_per_address, 30));
  if label is not null then
    perform public.take_order_rate('table:' || biz.id || ':' || lower(label), 600,
                                   coalesce(limits.orders_per_table, 15));
  end if;
  perform public.take_order_rate('business:' || biz.id, 60, coalesce(limits.orders_per_business, 120));

  insert into public.order_numbers as n (business_id, business_day, last_number)
  values (biz.id, today, 1)
  on conflict (business_id, business_day) do update set last_number = n.last_number + 1
  returning n.last_number into next_number;
  if next_number > 2000 then
    raise exception 'Too many orders today' using errcode = '54000', hint = 'order_rate_limited',
      detail = json_build_object('retry_after_seconds', 3600)::text;
  end if;

  insert into public.orders (business_id, number, business_day, order_type, table_label, lang, lines,
                             items_baisa, delivery_fee_baisa, vat_baisa, total_baisa, customer_name,
                             customer_address, customer_location, customer_note, payment)
  values (biz.id, next_number, today, replace(kind, '-', '_'), label, language, out_lines,
          items_total, case when kind = 'delivery' then fee end, null, total, customer_name,
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

comment on function public.place_order(text, jsonb, jsonb) is
  'Records a customer''s order: recomputes every line from the menu (items visible and not sold out, options by their rules and prices, delivery fee and minimum, order types, tables, opening hours) and refuses a cart whose amounts differ (hint order_price_changed); limited per address, table and business. Answers {number, token, status}, or null when the business does not record orders.';

revoke execute on function public.place_order(text, jsonb, jsonb) from public;
grant execute on function public.place_order(text, jsonb, jsonb) to anon, authenticated, service_role;

-- 7. The customer's status -----------------------------------------------------------------------

create or replace function public.order_status(token text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object('number', o.number, 'status', o.status, 'cancel_reason', o.cancel_reason)
  from public.order_tokens t
  join public.orders o on o.id = t.order_id
  where t.token = order_status.token
$$;

comment on function public.order_status(text) is
  'The number, status and cancel reason of the order this token belongs to, or null.';

revoke execute on function public.order_status(text) from public;
grant execute on function public.order_status(text) to anon, authenticated, service_role;

-- 8. Live board -----------------------------------------------------------------------------------

alter publication supabase_realtime add table public.orders;
