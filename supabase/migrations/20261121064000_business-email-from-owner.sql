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

comment on function public.set_business_email_from_owner() is
  'Trigger: copies the owner''s auth email into businesses.email on insert and whenever email or owner_id is written.';

revoke execute on function public.set_business_email_from_owner() from public, anon, authenticated;

create trigger businesses_email_from_owner
  before insert or update of email, owner_id on public.businesses
  for each row execute function public.set_business_email_from_owner();
