-- A business is run by a team: its owner (businesses.owner_id), the people the owner invites with
-- a role, and paired devices (a kitchen tablet, a counter board) that sign in without a password.
-- Row level security asks public.business_role / public.has_business_role (supabase/schemas/
-- auth-and-accounts.sql) what the calling user is to a business; these tables are what it reads.

create table public.business_members (
  business_id uuid not null references public.businesses (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('manager', 'cashier', 'kitchen')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (business_id, user_id)
);

create index business_members_user_id_idx on public.business_members (user_id);

comment on table public.business_members is
  'The people who work for a business besides its owner, each with one role: manager (everything but the account, the owners and deleting the business), cashier (the board, table calls, sold-out switches, today''s orders), kitchen (the board and the kitchen display, up to Ready).';

alter table public.business_members enable row level security;

-- A paired device is an account of its own (no email, no password) that the pairing created; it
-- renews its session with its refresh token. A revoked device keeps its row (revoked_at) so the
-- orders it moved still name it.
create table public.business_devices (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  user_id uuid unique references auth.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 60),
  screen text not null check (screen in ('kitchen', 'board')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz,
  revoked_at timestamptz
);

create index business_devices_business_id_idx on public.business_devices (business_id);

comment on table public.business_devices is
  'Devices paired to a business without a password: a kitchen display (screen kitchen, the kitchen role) or an orders board (screen board, the cashier role without the menu). A revoked device keeps its row so the history of the orders it moved still names it.';

alter table public.business_devices enable row level security;
