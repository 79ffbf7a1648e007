-- Branches: one cafe, several places, one menu (docs/guide/branches.md).
--
-- A branch IS a businesses row. The business itself (its first branch, "the main branch") is a row
-- with parent_id null; every further branch is a row with parent_id = the main business's id (one
-- level only) and the same owner. Everything keyed by a business id that belongs to one place
-- (orders and their numbers, tables, hours, special periods, devices, slugs, insights events, the
-- menu's cache version) is keyed by the branch's own row. The menu, the team and the invitations
-- stay keyed by the main business's id.
--
-- Every existing business becomes a business with one branch (parent_id null) that keeps its slug:
-- no row changes. The functions, triggers and policies that give these columns their meaning live
-- in supabase/schemas/ (businesses.sql, menu.sql, auth-and-accounts.sql).

-- 1. The family: a branch names its main business.
alter table public.businesses
  add column parent_id uuid references public.businesses (id) on delete cascade,
  add constraint businesses_parent_not_self check (parent_id <> id);

create index businesses_parent_id_idx on public.businesses (parent_id) where parent_id is not null;

comment on column public.businesses.parent_id is
  'Null for a business (its main branch); for a further branch, the main business''s id (one level, same owner). A branch reads the menu, banner, profile and languages of its main business.';

-- 2. One main business per owner (was: one business per owner). The index keeps the constraint's
-- name, so the admin's message for a second registration stays the same.
alter table public.businesses drop constraint businesses_owner_id_key;
create unique index businesses_owner_id_key on public.businesses (owner_id) where parent_id is null;

-- 3. A member may be limited to some branches: null = every branch of the business.
alter table public.business_members
  add column branch_ids uuid[],
  add constraint business_members_branch_ids_size
    check (branch_ids is null or cardinality(branch_ids) between 1 and 1000);

comment on column public.business_members.branch_ids is
  'The branches (businesses rows of this business''s family, the main one included) where the member''s role applies; null: every branch.';

-- 4. Per-branch availability and price of a dish of the shared menu.
create table public.branch_menu_items (
  branch_id uuid not null references public.businesses (id) on delete cascade,
  menu_item_id uuid not null references public.menu_items (id) on delete cascade,
  sold_out boolean not null default false,
  sold_out_until timestamptz,
  hidden boolean not null default false,
  price numeric(10,3),
  updated_at timestamptz not null default now(),
  primary key (branch_id, menu_item_id),
  constraint branch_menu_items_sold_out_until_only_sold_out
    check (sold_out_until is null or sold_out),
  constraint branch_menu_items_price_not_negative check (price >= 0),
  constraint branch_menu_items_price_finite check (price < 'Infinity')
);

create index branch_menu_items_menu_item_id_idx on public.branch_menu_items (menu_item_id);

comment on table public.branch_menu_items is
  'A dish of the business''s menu at one branch: sold out there (until sold_out_until, when set), hidden there, or at its own price (OMR, three decimals; null: the menu''s price). No row: as on the menu.';

alter table public.branch_menu_items enable row level security;

-- 5. How many branches (the main one included) one business may have.
alter table public.app_limits
  add column branches_per_business integer not null default 20,
  add constraint app_limits_branches_range check (branches_per_business between 1 and 1000);

comment on column public.app_limits.branches_per_business is
  'Branches one business may have, its main branch included (businesses rows of one family), checked when a branch is added.';
