-- Devices pair with a short code instead of a password, and every status change of an order
-- records who made it. The functions and policies that use these tables live in
-- supabase/schemas/auth-and-accounts.sql (pairing) and supabase/schemas/orders.sql (history).

-- A pairing the owner or a manager started: the code is shown once and stored only as its
-- SHA-256, works once (used_at) and until expires_at (10 minutes). Read by no client role:
-- create_device_pairing and claim_device_pairing are the only ways in.
create table public.device_pairings (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  code_hash text not null unique check (char_length(code_hash) = 64),
  name text not null check (char_length(btrim(name)) between 1 and 60),
  screen text not null check (screen in ('kitchen', 'board')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  device_id uuid references public.business_devices (id) on delete set null
);

create index device_pairings_business_id_idx on public.device_pairings (business_id, created_at);
create index device_pairings_device_id_idx on public.device_pairings (device_id);
create index device_pairings_expires_at_idx on public.device_pairings (expires_at);

comment on table public.device_pairings is
  'Codes that pair a tablet with a business (kitchen display or board): stored as SHA-256, usable once, for 10 minutes. Only the pairing functions read or write them.';

alter table public.device_pairings enable row level security;
revoke all on public.device_pairings from anon, authenticated;

-- Every pairing attempt by address (what the pairing endpoint saw), so wrong guesses are bounded
-- per address whichever server process or edge function answered. Kept one day.
create table public.device_pairing_attempts (
  address text not null check (char_length(address) <= 64),
  at timestamptz not null default now(),
  succeeded boolean not null default false
);

create index device_pairing_attempts_address_at_idx on public.device_pairing_attempts (address, at);
create index device_pairing_attempts_at_idx on public.device_pairing_attempts (at);

comment on table public.device_pairing_attempts is
  'Pairing attempts per client address over the last day; claim_device_pairing refuses an address after too many failed ones. Read by no client role.';

alter table public.device_pairing_attempts enable row level security;
revoke all on public.device_pairing_attempts from anon, authenticated;

-- Who moved an order, written by a trigger on orders (record_order_event) so no client can
-- forge it: the customer who placed it, then each status change with its actor.
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  business_id uuid not null references public.businesses (id) on delete cascade,
  status text not null check (status in ('new', 'accepted', 'ready', 'completed', 'cancelled')),
  cancel_code text,
  reason text,
  at timestamptz not null default now(),
  actor_user_id uuid references auth.users (id) on delete set null,
  actor_kind text not null check (actor_kind in ('customer', 'owner', 'member', 'device', 'superadmin', 'system')),
  actor_role text,
  actor_label text check (char_length(actor_label) <= 320)
);

create index order_events_order_id_at_idx on public.order_events (order_id, at);
create index order_events_business_id_idx on public.order_events (business_id);
create index order_events_actor_user_id_idx on public.order_events (actor_user_id);

comment on table public.order_events is
  'The history of each order: placed by the customer, then every status change with who made it (owner, member with role, device by name) and when. Written only by the trigger on orders.';

alter table public.order_events enable row level security;
revoke all on public.order_events from anon;
revoke insert, update, delete, truncate, references, trigger on public.order_events from authenticated;

-- A table call records who answered it (the account and, as shown on the board, its label).
alter table public.table_requests
  add column answered_by uuid references auth.users (id) on delete set null,
  add column answered_by_label text check (char_length(answered_by_label) <= 320);

create index table_requests_answered_by_idx on public.table_requests (answered_by);

comment on column public.table_requests.answered_by is
  'Who marked the call done (set by the database, never by the client).';
comment on column public.table_requests.answered_by_label is
  'How the board names who answered: the device''s name, or the member''s name or email.';
