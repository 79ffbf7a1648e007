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
-- A branch (a businesses row with parent_id) is its main business's: the owner of the main row
-- owns it, a member of the main business has their role there unless their branch_ids leave it
-- out; a device belongs to the one branch it was paired to.
create or replace function public.business_role(business_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select 'owner' from public.businesses b
      join public.businesses main on main.id = coalesce(b.parent_id, b.id)
      where b.id = $1 and main.owner_id = (select auth.uid())),
    (select m.role from public.businesses b
      join public.business_members m on m.business_id = coalesce(b.parent_id, b.id)
      where b.id = $1 and m.user_id = (select auth.uid())
        and (m.branch_ids is null or b.id = any (m.branch_ids))),
    (select d.screen from public.business_devices d
      where d.business_id = $1 and d.user_id = (select auth.uid()) and d.revoked_at is null)
  )
$$;
comment on function public.business_role(business_id uuid) is 'What the calling user is to that business or branch: owner (of its main business), manager, cashier, kitchen (a member whose branch_ids include it, or a kitchen display paired to it), board (an orders board device paired to it), or null.';

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

-- Whether the calling user has one of the roles at some branch of the business's family (the
-- business itself included): the staff of any branch read the shared menu, hidden dishes too.
create or replace function public.has_family_role(business_id uuid, roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.businesses b
    join public.businesses f on f.id = coalesce(b.parent_id, b.id) or f.parent_id = coalesce(b.parent_id, b.id)
    where b.id = $1 and public.business_role(f.id) = any ($2)
  )
$$;
comment on function public.has_family_role(business_id uuid, roles text[]) is 'True when the calling user''s role (public.business_role) at the business or at any other branch of its family is one of roles.';

-- Who may give, change or take away a team role: the owner any (manager, cashier, kitchen); a
-- manager the cashiers and the kitchen staff. Nobody else.
create or replace function public.may_manage_team_role(business_id uuid, role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case public.business_role($1)
    when 'owner' then $2 in ('manager', 'cashier', 'kitchen')
    when 'manager' then $2 in ('cashier', 'kitchen')
    else false
  end
$$;
revoke execute on function public.may_manage_team_role(business_id uuid, role text) from public, anon;
comment on function public.may_manage_team_role(business_id uuid, role text) is 'True when the calling user may invite, change or remove a team member with that role: the owner any role, a manager cashiers and kitchen staff.';

-- The team as its page shows it: the owner and each member with their address, which only the
-- owner, a manager and the superadmin may read (auth.users is not readable from the API).
create or replace function public.team_members(business_id uuid)
returns table (user_id uuid, email text, role text, joined_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.has_business_role($1, array['owner', 'manager']) or public.is_superadmin()) then
    raise exception 'Only the owner and managers see the team'
      using errcode = '42501', hint = 'team_owner_or_manager';
  end if;
  return query
    select b.owner_id, u.email::text, 'owner'::text, b.created_at
    from public.businesses b join auth.users u on u.id = b.owner_id
    where b.id = $1
    union all
    select m.user_id, u.email::text, m.role, m.created_at
    from public.business_members m join auth.users u on u.id = m.user_id
    where m.business_id = $1
    order by 4;
end
$$;
revoke execute on function public.team_members(business_id uuid) from public, anon;
grant execute on function public.team_members(business_id uuid) to authenticated;
comment on function public.team_members(business_id uuid) is 'The owner and the members of a business with their email, role and when they joined; for its owner, its managers and the superadmin (team_owner_or_manager).';

-- The superadmin's overview: how many people and devices each business has (read-only). Others
-- get the businesses they own or manage among those asked, none else.
create or replace function public.business_team_counts(business_ids uuid[])
returns table (business_id uuid, members bigint, devices bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
    (select count(*) from public.business_members m where m.business_id = b.id),
    (select count(*) from public.business_devices d
      where d.business_id = b.id and d.revoked_at is null)
  from public.businesses b
  where b.id = any ($1)
    and (public.is_superadmin() or public.has_business_role(b.id, array['owner', 'manager']))
$$;
revoke execute on function public.business_team_counts(business_ids uuid[]) from public, anon;
grant execute on function public.business_team_counts(business_ids uuid[]) to authenticated;
comment on function public.business_team_counts(business_ids uuid[]) is 'The number of team members (besides the owner) and of unrevoked devices of each given business: all of them for the superadmin, the ones they own or manage for others.';

-- Records (or renews) an invitation and says whom to mail: the server-side piece that sends the
-- mail (GoTrue's admin invite) calls this first, as the inviting user, so the database decides who
-- may invite whom. Sending again renews the 7 days and may change the role and the mail's language.
create or replace function public.invite_team_member(business_id uuid, email text, role text, lang text default 'en')
returns public.business_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce($2, '')));
  result public.business_invitations;
begin
  -- The team is the business's: a branch's id would make an invitation nobody can accept.
  if exists (select 1 from public.businesses b where b.id = $1 and b.parent_id is not null) then
    raise exception 'A team belongs to the business, not to one of its branches'
      using errcode = '23514', hint = 'team_of_branch';
  end if;
  if not public.may_manage_team_role($1, $3) then
    raise exception 'You may not invite someone with this role'
      using errcode = '42501', hint = 'team_role_not_allowed';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 254 then
    raise exception 'Enter a valid email address'
      using errcode = '22023', hint = 'team_invite_email';
  end if;
  if exists (
    select 1 from auth.users u
    where lower(u.email) = address
      and (exists (select 1 from public.businesses b where b.id = $1 and b.owner_id = u.id)
        or exists (select 1 from public.business_members m where m.business_id = $1 and m.user_id = u.id))
  ) then
    raise exception 'This person is already in the team'
      using errcode = '23505', hint = 'team_already_member';
  end if;
  insert into public.business_invitations as i (business_id, email, role, lang, invited_by)
  values ($1, address, $3, case when $4 = 'ar' then 'ar' else 'en' end, (select auth.uid()))
  on conflict on constraint business_invitations_business_id_email_key do update
    set role = excluded.role, lang = excluded.lang, invited_by = excluded.invited_by,
      sent_at = now(), expires_at = now() + interval '7 days'
  returning i.* into result;
  return result;
end
$$;
revoke execute on function public.invite_team_member(business_id uuid, email text, role text, lang text) from public, anon;
grant execute on function public.invite_team_member(business_id uuid, email text, role text, lang text) to authenticated;
comment on function public.invite_team_member(business_id uuid, email text, role text, lang text) is 'Records or renews (7 days) an invitation to the team by email, role and mail language (en, ar); the owner invites any role, a manager cashiers and kitchen staff (team_role_not_allowed); the team is the main business''s, never a branch''s (team_of_branch). Returns the invitation; the caller then sends the mail through GoTrue''s admin invite.';

-- The invited person, signed in with the invited address (the mail's link proved it), joins every
-- business that invited them and whose invitation has not expired.
create or replace function public.accept_team_invitations()
returns setof uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  address text;
  invitation public.business_invitations;
begin
  select lower(u.email) into address from auth.users u
  where u.id = me and u.email_confirmed_at is not null;
  if address is null then
    return;
  end if;
  for invitation in
    delete from public.business_invitations i
    where i.email = address and i.expires_at > now()
    returning i.*
  loop
    if not exists (select 1 from public.businesses b where b.id = invitation.business_id and b.owner_id = me) then
      insert into public.business_members (business_id, user_id, role, invited_by)
      values (invitation.business_id, me, invitation.role, invitation.invited_by)
      on conflict on constraint business_members_pkey do update set role = excluded.role;
      return next invitation.business_id;
    end if;
  end loop;
end
$$;
revoke execute on function public.accept_team_invitations() from public, anon;
grant execute on function public.accept_team_invitations() to authenticated;
comment on function public.accept_team_invitations() is 'Makes the calling user (confirmed email) a member of every business with an unexpired invitation for that address, in the invited role; returns those businesses.';

-- The owner hands the business to one of its managers: the manager becomes the owner of the
-- business and of every branch (and gets the owner role the admin asks for), the old owner stays
-- on as a manager of every branch.
create or replace function public.hand_over_business(business_id uuid, new_owner uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  old_owner uuid := (select auth.uid());
  main uuid := public.main_business_id($1);
begin
  if public.business_role(main) is distinct from 'owner' then
    raise exception 'Only the owner hands the business over'
      using errcode = '42501', hint = 'hand_over_owner_only';
  end if;
  if not exists (
    select 1 from public.business_members m
    where m.business_id = main and m.user_id = $2 and m.role = 'manager'
  ) then
    raise exception 'The business can be handed over to a manager only'
      using errcode = '42501', hint = 'hand_over_manager_only';
  end if;
  delete from public.business_members m where m.business_id = main and m.user_id = $2;
  perform set_config('qr_menu.handing_over', main::text, true);
  -- The main row first: each branch's trigger then finds its main business's new owner.
  update public.businesses b set owner_id = $2 where b.id = main;
  update public.businesses b set owner_id = $2 where b.parent_id = main;
  perform set_config('qr_menu.handing_over', '', true);
  insert into public.user_roles (user_id, role) values ($2, 'owner')
  on conflict (user_id) do nothing;
  insert into public.business_members (business_id, user_id, role, invited_by)
  values (main, old_owner, 'manager', $2);
end
$$;
revoke execute on function public.hand_over_business(business_id uuid, new_owner uuid) from public, anon;
grant execute on function public.hand_over_business(business_id uuid, new_owner uuid) to authenticated;
comment on function public.hand_over_business(business_id uuid, new_owner uuid) is 'The owner makes one of the business''s managers (unrestricted or not) the owner of the business and all its branches and becomes a manager of every branch (hand_over_owner_only, hand_over_manager_only).';

-- A team belongs to the main business (business_members.business_id), and a member limited to
-- some branches names branches of that business only.
create or replace function public.check_member_branches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.businesses b where b.id = new.business_id and b.parent_id is not null) then
    raise exception 'A team belongs to the business, not to one of its branches'
      using errcode = '23514', hint = 'team_of_branch';
  end if;
  if new.branch_ids is not null and exists (
    select 1 from unnest(new.branch_ids) x(id)
    where not exists (
      select 1 from public.businesses b
      where b.id = x.id and (b.id = new.business_id or b.parent_id = new.business_id)
    )
  ) then
    raise exception 'A member can be limited to branches of this business only'
      using errcode = '23514', hint = 'member_branch_unknown';
  end if;
  return new;
end
$$;
revoke execute on function public.check_member_branches() from public, anon, authenticated;
comment on function public.check_member_branches() is 'Trigger: a member belongs to a main business (team_of_branch) and branch_ids names branches of that business only (member_branch_unknown).';

-- A removed member's sessions end at once: their refresh tokens go with their sessions, so the
-- admin cannot renew its access token, and row level security already refuses the old one.
create or replace function public.end_removed_member_sessions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.sessions s where s.user_id = old.user_id;
  return null;
end
$$;
revoke execute on function public.end_removed_member_sessions() from public, anon, authenticated;
comment on function public.end_removed_member_sessions() is 'Trigger: when a member leaves a team, ends their sessions (and so their refresh tokens).';

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

-- Devices ------------------------------------------------------------------------------------

-- A tablet pairs with a code the owner or a manager shows it; the pairing endpoint (the local
-- server's /functions/v1/pair-device, an edge function on hosted Supabase) claims the code with
-- the service role, creates the device's own account and attaches it. docs/guide/devices.md.

-- The code's alphabet leaves out 0/O, 1/I/L and U, so a code read across a counter is typed right.
create or replace function public.device_pairing_code_hash(code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(upper(regexp_replace(coalesce(code, ''), '[^0-9A-Za-z]', '', 'g')), 'UTF8')), 'hex')
$$;
comment on function public.device_pairing_code_hash(code text) is 'The SHA-256 (hex) a pairing code is stored as: letters and digits only, upper case, so "abcd-efgh" and "ABCDEFGH" are the same code.';

create or replace function public.create_device_pairing(business_id uuid, name text, screen text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea := uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid());
  code text := '';
  i integer;
  expires timestamptz := now() + interval '10 minutes';
  device_name text := btrim(coalesce(name, ''));
begin
  if not public.has_business_role(business_id, array['owner', 'manager']) then
    raise exception 'Only the owner or a manager can add a device'
      using errcode = '42501', hint = 'device_pairing_forbidden';
  end if;
  if char_length(device_name) not between 1 and 60 then
    raise exception 'Give the device a name of 1 to 60 characters'
      using errcode = '23514', hint = 'device_name_length';
  end if;
  if screen is null or screen not in ('kitchen', 'board') then
    raise exception 'A device shows the kitchen display or the board'
      using errcode = '23514', hint = 'device_screen';
  end if;
  if (select count(*) from public.business_devices d
      where d.business_id = create_device_pairing.business_id and d.revoked_at is null) >= 50 then
    raise exception 'A business can have at most 50 devices; remove one first'
      using errcode = '23514', hint = 'device_limit';
  end if;
  if (select count(*) from public.device_pairings p
      where p.business_id = create_device_pairing.business_id
        and p.created_at > now() - interval '10 minutes') >= 20 then
    raise sqlstate 'PT429' using message = 'Too many codes; wait a few minutes',
      hint = 'device_pairing_rate_limited';
  end if;
  -- Bytes 6 and 8 of a v4 UUID carry its version and variant; every other byte is random.
  for i in 0..31 loop
    continue when i in (6, 8, 22, 24);
    exit when char_length(code) = 8;
    code := code || substr(alphabet, get_byte(bytes, i) % 30 + 1, 1);
  end loop;
  delete from public.device_pairings p where p.expires_at < now() - interval '1 day';
  insert into public.device_pairings (business_id, code_hash, name, screen, created_by, expires_at)
  values (create_device_pairing.business_id, public.device_pairing_code_hash(code), device_name,
    create_device_pairing.screen, (select auth.uid()), expires);
  return json_build_object('code', substr(code, 1, 4) || '-' || substr(code, 5, 4),
    'expires_at', expires, 'name', device_name, 'screen', screen);
end
$$;
revoke execute on function public.create_device_pairing(business_id uuid, name text, screen text) from public, anon;
grant execute on function public.create_device_pairing(business_id uuid, name text, screen text) to authenticated;
comment on function public.create_device_pairing(business_id uuid, name text, screen text) is 'Owner or manager: starts pairing a device (name, screen kitchen or board) and answers {code, expires_at, name, screen}; the code (8 characters, shown as XXXX-XXXX) works once, for 10 minutes, and only its SHA-256 is stored. At most 50 devices and 20 codes per 10 minutes per business (PT429).';

-- Called by the pairing endpoint with the service role, which passes the client's address: a
-- failed attempt is recorded (the function answers null rather than raising, so the record
-- stays), and an address with 10 failures in 10 minutes is refused before the code is looked at.
create or replace function public.claim_device_pairing(code text, address text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller text := left(coalesce(address, ''), 64);
  pairing public.device_pairings;
  device public.business_devices;
begin
  if (select count(*) from public.device_pairing_attempts a
      where a.address = caller and not a.succeeded and a.at > now() - interval '10 minutes') >= 10 then
    raise sqlstate 'PT429' using message = 'Too many pairing attempts; try again in a few minutes',
      hint = 'device_pairing_rate_limited';
  end if;
  delete from public.device_pairing_attempts a where a.at < now() - interval '1 day';
  update public.device_pairings p set used_at = now()
  where p.code_hash = public.device_pairing_code_hash(code)
    and p.used_at is null and p.expires_at > now()
  returning * into pairing;
  if pairing.id is null then
    insert into public.device_pairing_attempts (address, succeeded) values (caller, false);
    return null;
  end if;
  insert into public.device_pairing_attempts (address, succeeded) values (caller, true);
  insert into public.business_devices (business_id, name, screen, created_by)
  values (pairing.business_id, pairing.name, pairing.screen, pairing.created_by)
  returning * into device;
  update public.device_pairings p set device_id = device.id where p.id = pairing.id;
  return json_build_object('device_id', device.id, 'business_id', device.business_id,
    'name', device.name, 'screen', device.screen);
end
$$;
revoke execute on function public.claim_device_pairing(code text, address text) from public, anon, authenticated;
grant execute on function public.claim_device_pairing(code text, address text) to service_role;
comment on function public.claim_device_pairing(code text, address text) is 'Service role (the pairing endpoint): uses a pairing code once and creates its device, answering {device_id, business_id, name, screen}, or null for a wrong, used or expired code. An address with 10 failed attempts in 10 minutes is refused (PT429, hint device_pairing_rate_limited).';

create or replace function public.attach_device_user(device_id uuid, device_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.business_devices d set user_id = device_user, last_seen_at = now()
  where d.id = device_id and d.user_id is null and d.revoked_at is null;
  if not found then
    raise exception 'That device is already paired or was removed'
      using errcode = '23514', hint = 'device_already_paired';
  end if;
end
$$;
revoke execute on function public.attach_device_user(device_id uuid, device_user uuid) from public, anon, authenticated;
grant execute on function public.attach_device_user(device_id uuid, device_user uuid) to service_role;
comment on function public.attach_device_user(device_id uuid, device_user uuid) is 'Service role (the pairing endpoint): gives a just-claimed device its own account, once.';

-- What a device's screen asks every few seconds: who it is (or null once removed), which also
-- keeps its last activity, written at most every 30 seconds.
create or replace function public.device_session()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  device public.business_devices;
begin
  update public.business_devices d set last_seen_at = now()
  where d.user_id = (select auth.uid()) and d.revoked_at is null
    and (d.last_seen_at is null or d.last_seen_at < now() - interval '30 seconds');
  select * into device from public.business_devices d
  where d.user_id = (select auth.uid()) and d.revoked_at is null;
  if device.id is null then
    return null;
  end if;
  return json_build_object('id', device.id, 'business_id', device.business_id,
    'name', device.name, 'screen', device.screen);
end
$$;
revoke execute on function public.device_session() from public, anon;
grant execute on function public.device_session() to authenticated;
comment on function public.device_session() is 'A paired device''s own {id, business_id, name, screen}, or null when the caller is no device or was removed; records its last activity (at most every 30 seconds).';

-- Revoking ends the device's sessions (its refresh tokens go with them); its access token is
-- refused by row level security at once, since business_role ignores revoked devices.
create or replace function public.revoke_device(device_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  device public.business_devices;
begin
  select * into device from public.business_devices d where d.id = device_id;
  if device.id is null
     or not public.has_business_role(device.business_id, array['owner', 'manager']) then
    raise exception 'Only the owner or a manager can remove this device'
      using errcode = '42501', hint = 'device_revoke_forbidden';
  end if;
  update public.business_devices d set revoked_at = coalesce(d.revoked_at, now())
  where d.id = device.id;
  if device.user_id is not null then
    delete from auth.sessions s where s.user_id = device.user_id;
  end if;
end
$$;
revoke execute on function public.revoke_device(device_id uuid) from public, anon;
grant execute on function public.revoke_device(device_id uuid) to authenticated;
comment on function public.revoke_device(device_id uuid) is 'Owner or manager: removes a paired device: its row stays (revoked_at) so the history still names it, its sessions and refresh tokens are deleted, and row level security refuses it at once.';

-- How the history and the board name the caller in a business: a device by its name, a member or
-- the owner by their name or email.
create or replace function public.business_actor(business_id uuid, out kind text, out role text, out label text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    kind := 'system';
    return;
  end if;
  select 'device', d.screen, d.name into kind, role, label
  from public.business_devices d where d.user_id = uid and d.business_id = business_actor.business_id;
  if kind is not null then
    return;
  end if;
  role := public.business_role(business_actor.business_id);
  kind := case when role = 'owner' then 'owner' when role is not null then 'member'
    when public.is_superadmin() then 'superadmin' else 'system' end;
  select left(coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
      nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), u.email), 320)
    into label from auth.users u where u.id = uid;
end
$$;
revoke execute on function public.business_actor(business_id uuid, out kind text, out role text, out label text) from public, anon, authenticated;
comment on function public.business_actor(business_id uuid, out kind text, out role text, out label text) is 'Who the caller is in a business for its records: kind (device, owner, member, superadmin or system), role and label (a device''s name, a person''s name or email).';

-- Triggers -------------------------------------------------------------------------------

drop trigger if exists business_members_check_branches on public.business_members;
create trigger business_members_check_branches
  before insert or update of business_id, branch_ids on public.business_members
  for each row execute function public.check_member_branches();

drop trigger if exists business_members_end_sessions on public.business_members;
create trigger business_members_end_sessions
  after delete on public.business_members
  for each row execute function public.end_removed_member_sessions();

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

drop policy if exists "Owners and managers change the roles they may give" on public.business_members;
create policy "Owners and managers change the roles they may give"
  on public.business_members for update
  to authenticated
  using ((select public.may_manage_team_role(business_id, role)))
  with check ((select public.may_manage_team_role(business_id, role)));

drop policy if exists "Owners and managers remove the members they may manage" on public.business_members;
create policy "Owners and managers remove the members they may manage"
  on public.business_members for delete
  to authenticated
  using ((select public.may_manage_team_role(business_id, role)));

drop policy if exists "Owners and managers read the invitations, the superadmin all" on public.business_invitations;
create policy "Owners and managers read the invitations, the superadmin all"
  on public.business_invitations for select
  to authenticated
  using (
    (select public.has_business_role(business_id, array['owner', 'manager']))
    or (select public.is_superadmin())
  );

drop policy if exists "Owners and managers withdraw the invitations they may send" on public.business_invitations;
create policy "Owners and managers withdraw the invitations they may send"
  on public.business_invitations for delete
  to authenticated
  using ((select public.may_manage_team_role(business_id, role)));
