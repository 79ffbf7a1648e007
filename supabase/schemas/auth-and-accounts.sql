-- Accounts and roles: who is the superadmin, who owns a business, the owner role given on
-- registration, the business's email taken from the owner's account, and the app's limits.
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

-- Security definer so policies can ask without the caller reading user_roles (and without
-- recursion); search_path is empty so nothing can shadow the tables it reads.
create or replace function public.is_superadmin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = (select auth.uid()) and r.role = 'superadmin'
  )
$$;
comment on function public.is_superadmin() is 'True when the calling user has the superadmin role.';

-- Registering a business makes its owner an owner: the admin guard needs a role row, and users
-- cannot write user_roles themselves.
create or replace function public.grant_owner_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role)
  values (new.owner_id, 'owner')
  on conflict (user_id) do nothing;
  return new;
end
$$;
revoke execute on function public.grant_owner_role() from public, anon, authenticated;
comment on function public.grant_owner_role() is 'Trigger: gives the owner of a newly registered business the owner role (keeps superadmin).';

create or replace function public.owns_business(business_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.businesses b
    where b.id = $1 and b.owner_id = (select auth.uid())
  )
$$;
comment on function public.owns_business(business_id uuid) is 'True when the calling user owns that business.';

-- What the calling user is to a business: 'owner', a member's role ('manager', 'cashier',
-- 'kitchen'), a paired device's ('kitchen' for a kitchen display, 'board' for an orders board), or
-- null. Every policy that lets staff in asks has_business_role with the roles it admits, so a
-- role's reach is read in the policies, and a removed member or a revoked device loses it at once.
create or replace function public.business_role(business_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select 'owner' from public.businesses b
      where b.id = $1 and b.owner_id = (select auth.uid())),
    (select m.role from public.business_members m
      where m.business_id = $1 and m.user_id = (select auth.uid())),
    (select d.screen from public.business_devices d
      where d.business_id = $1 and d.user_id = (select auth.uid()) and d.revoked_at is null)
  )
$$;
comment on function public.business_role(business_id uuid) is 'What the calling user is to that business: owner, manager, cashier, kitchen (a member or a kitchen display), board (an orders board device), or null.';

create or replace function public.has_business_role(business_id uuid, roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.business_role($1) = any ($2), false)
$$;
comment on function public.has_business_role(business_id uuid, roles text[]) is 'True when the calling user''s role in that business (public.business_role) is one of roles.';

-- businesses.email is shown to the superadmin as the owner's address, so it is taken from the
-- owner's account (auth.users), never from what the registration form or an API call sends.
create or replace function public.set_business_email_from_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select u.email into new.email from auth.users as u where u.id = new.owner_id;
  return new;
end
$$;
revoke execute on function public.set_business_email_from_owner() from public, anon, authenticated;
comment on function public.set_business_email_from_owner() is 'Trigger: copies the owner''s auth email into businesses.email on insert and whenever email or owner_id is written.';

-- businesses.email is the owner's address as the superadmin sees it. set_business_email_from_owner
-- copies it from auth.users when a business is written; auth.users stays the source of truth: when
-- an account's email changes (a confirmed email change, or the superadmin editing a user), its
-- businesses take the new one.
create or replace function public.sync_business_email_from_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The businesses trigger (set_business_email_from_owner) reads auth.users again: the row written
  -- here is the new one, so it agrees.
  update public.businesses set email = new.email
  where owner_id = new.id and email is distinct from new.email;
  return null;
end
$$;
revoke execute on function public.sync_business_email_from_user() from public, anon, authenticated;
comment on function public.sync_business_email_from_user() is 'Trigger on auth.users: when an account''s email changes, its businesses'' email (what the superadmin sees) follows.';

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists users_sync_business_email on auth.users;
create trigger users_sync_business_email
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.sync_business_email_from_user();

drop trigger if exists businesses_email_from_owner on public.businesses;
create trigger businesses_email_from_owner
  before insert or update of email, owner_id on public.businesses
  for each row execute function public.set_business_email_from_owner();

drop trigger if exists businesses_grant_owner_role on public.businesses;
create trigger businesses_grant_owner_role
  after insert on public.businesses
  for each row execute function public.grant_owner_role();

-- Policies -------------------------------------------------------------------------------

drop policy if exists "Signed-in users can read the limits" on public.app_limits;
create policy "Signed-in users can read the limits"
  on public.app_limits for select
  to authenticated
  using (true);

drop policy if exists "The superadmin can change the limits" on public.app_limits;
create policy "The superadmin can change the limits"
  on public.app_limits for update
  to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));

drop policy if exists "Users can read their own role" on public.user_roles;
create policy "Users can read their own role"
  on public.user_roles for select
  to authenticated
  using (user_id = (select auth.uid()));

drop policy if exists "Members read their row, owners and managers the team" on public.business_members;
create policy "Members read their row, owners and managers the team"
  on public.business_members for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.has_business_role(business_id, array['owner', 'manager']))
    or (select public.is_superadmin())
  );

drop policy if exists "Owners and managers read the devices, the superadmin all" on public.business_devices;
create policy "Owners and managers read the devices, the superadmin all"
  on public.business_devices for select
  to authenticated
  using (
    (select public.has_business_role(business_id, array['owner', 'manager']))
    or (select public.is_superadmin())
  );
