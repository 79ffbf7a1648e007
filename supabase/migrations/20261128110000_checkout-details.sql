-- Oman's checkout details: a dish's offer (a lower price, optionally for a period), whether
-- a business's prices include 5% VAT, and for which order types it asks how the customer pays.
--
-- Who may read and write them: as the other columns of these tables (the owner's update policies,
-- the superadmin's select). The customer menu reads them through public_menu(slug). The pricing
-- rules are SQL functions too (offer_running, menu_item_unit_baisa, vat_baisa, order_vat_baisa),
-- the same rules as shared/domain (offers.ts, money.ts vatBaisa), so a recorded order can recompute
-- a cart exactly as the customer's message showed it.

alter table public.menu_items
  add column offer_price numeric(10, 3),
  add column offer_starts timestamptz,
  add column offer_ends timestamptz,
  -- NaN sorts above every number in PostgreSQL, so "< price" refuses it too.
  add constraint menu_items_offer_below_price check (offer_price >= 0 and offer_price < price),
  add constraint menu_items_offer_period_order check (offer_starts < offer_ends),
  add constraint menu_items_offer_period_needs_offer
    check (offer_price is not null or (offer_starts is null and offer_ends is null)),
  -- A real date: no 'infinity', nothing a browser's Date cannot read.
  add constraint menu_items_offer_period_dates check (
    (offer_starts is null or offer_starts between '2000-01-01' and '2200-01-01')
    and (offer_ends is null or offer_ends between '2000-01-01' and '2200-01-01')
  );

comment on column public.menu_items.offer_price is
  'OMR the dish costs while its offer runs (below price); null: no offer.';
comment on column public.menu_items.offer_starts is
  'When the offer starts (included); null: it runs from now on. Needs offer_price.';
comment on column public.menu_items.offer_ends is
  'When the offer ends by itself (excluded), after offer_starts; null: until the owner removes it.';

alter table public.businesses
  add column prices_include_vat boolean not null default true,
  add column payment_for text[] not null default '{}',
  add constraint businesses_payment_for_valid check (
    payment_for <@ array['dine-in', 'pickup', 'delivery']::text[] and cardinality(payment_for) <= 3
  );

comment on column public.businesses.prices_include_vat is
  'True: menu prices include 5% VAT. False: the cart and the order message add a "VAT 5%" line (5% of items plus delivery fee, rounded to the baisa).';
comment on column public.businesses.payment_for is
  'Order types (dine-in, pickup, delivery) whose customers must say whether they pay cash or card.';

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

comment on function public.offer_running(numeric, timestamptz, timestamptz, timestamptz) is
  'Whether an item''s offer runs at a time: an offer price, from offer_starts (included) to offer_ends (excluded), either bound optional.';

-- One of the item at `at_time`, in baisa, options not included: the offer price while it runs, else the
-- price. As the caller (security invoker): row level security decides which items it sees; a
-- security definer caller (recording an order) sees every item. Null for an unknown item.
create or replace function public.menu_item_unit_baisa(item_id uuid, at_time timestamptz default now())
returns bigint
language sql
stable
set search_path = ''
as $$
  select (case when public.offer_running(i.offer_price, i.offer_starts, i.offer_ends, at_time)
               then i.offer_price else i.price end * 1000)::bigint
  from public.menu_items i
  where i.id = menu_item_unit_baisa.item_id
$$;

comment on function public.menu_item_unit_baisa(uuid, timestamptz) is
  'The item''s unit price in baisa at a time (its offer price while the offer runs), options not included; null for an item the caller cannot see.';

-- shared/domain/money.ts vatBaisa: 5% rounded to the baisa, half up, in integers.
create or replace function public.vat_baisa(taxable_baisa bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select (taxable_baisa * 5 + 50) / 100
$$;

comment on function public.vat_baisa(bigint) is
  '5% VAT of an amount in baisa (items plus delivery fee), rounded to the baisa, half up.';

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
  select case when b.prices_include_vat then null
              else public.vat_baisa(items_baisa + coalesce(delivery_fee_baisa, 0)) end
  from public.businesses b
  where b.id = order_vat_baisa.business_id
$$;

comment on function public.order_vat_baisa(uuid, bigint, bigint) is
  'The "VAT 5%" amount (baisa) of an order of the business: 5% of items plus delivery fee when its prices exclude VAT; null when they include it.';
