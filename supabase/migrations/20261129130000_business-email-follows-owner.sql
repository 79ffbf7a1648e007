-- businesses.email is the owner's address as the superadmin sees it. 20261121064000 copies it from
-- auth.users when a business is written, so an owner who later changed their email kept the old one
-- on the superadmin's card. auth.users stays the source of truth: when an account's email changes
-- (a confirmed email change, or the superadmin editing a user), its businesses take the new one.

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

comment on function public.sync_business_email_from_user() is
  'Trigger on auth.users: when an account''s email changes, its businesses'' email (what the superadmin sees) follows.';

revoke execute on function public.sync_business_email_from_user() from public, anon, authenticated;

create trigger users_sync_business_email
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.sync_business_email_from_user();

-- Businesses whose owner changed email before this migration.
update public.businesses as b set email = u.email
from auth.users as u
where u.id = b.owner_id and b.email is distinct from u.email;
