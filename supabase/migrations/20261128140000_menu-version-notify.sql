-- The local server keeps public_menu's answer and the hosted page in memory and learns that a
-- menu changed from the database instead of asking public_menu_etag on every scan: every change
-- of a business's menu version (menu_versions, bumped by triggers on every write that can change
-- public_menu, whichever path made it) is announced with NOTIFY on `menu_versions`, payload the
-- business id. NOTIFY is delivered after commit, in commit order, to every server process
-- listening on the database, and one transaction's repeated notices of one business collapse into
-- one. A deleted business takes its version row with it, which is announced too. On hosted
-- Supabase nobody listens and the notice costs nothing.

create or replace function public.notify_menu_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify(
    'menu_versions',
    (case when tg_op = 'DELETE' then old.business_id else new.business_id end)::text
  );
  return null;
end
$$;

comment on function public.notify_menu_version() is
  'Trigger: NOTIFY menu_versions with the business id whenever its public menu version changes (the local server''s caches listen).';

revoke execute on function public.notify_menu_version() from public, anon, authenticated;

create trigger menu_versions_notify
  after insert or update or delete on public.menu_versions
  for each row execute function public.notify_menu_version();
