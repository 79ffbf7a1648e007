-- A suspended business's menu says only that it is unavailable (public_menu), but its dishes were
-- still readable one by one through the API, and so would reach a live subscriber to menu_items:
-- row level security decides both. Its owner and the superadmin still read them.
-- anon may not read businesses.suspended_at (nor may a customer read another's business row), so
-- the policy asks a security definer function that answers only this yes or no, which
-- public_menu already tells anyone.
create function public.business_is_suspended(business uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.businesses where id = business and suspended_at is not null
  )
$$;

comment on function public.business_is_suspended(uuid) is
  'Whether the superadmin suspended this business (its menu is unavailable); used by row level security.';

revoke execute on function public.business_is_suspended(uuid) from public;
grant execute on function public.business_is_suspended(uuid) to anon, authenticated, service_role;

drop policy "Anyone can read menu items that are not hidden" on public.menu_items;

create policy "Anyone can read menu items that are not hidden"
  on public.menu_items for select
  to anon, authenticated
  using (
    (not hidden and not public.business_is_suspended(business_id))
    or (select public.owns_business(business_id))
    or (select public.is_superadmin())
  );
