-- Issue 25: a business profile that can be corrected.
--
-- 1. WhatsApp numbers: registration stored "9123 4567" as 91234567, so every order opened
--    wa.me/91234567. Such 8-digit Omani mobiles get their country code 968, and the check refuses
--    them (and any Omani number that is not a mobile one) from now on; shared/domain/whatsapp.ts
--    applies the same rule where a number is typed.
-- 2. Profile fields shown on the customer menu: a logo (separate from the banner), Instagram and
--    TikTok links, a phone number and a map link; logo_in_qr puts the logo in the dashboard's QR code.
-- 3. Slugs: every slug a business has had stays its own in business_slugs (current and old), so a
--    printed QR code of an old slug still opens the menu (public_menu and the hosted page resolve
--    it) and no other business can take it.
-- 4. Suspension: the superadmin may suspend a business with a reason; its menu then says only that
--    it is unavailable, and its owner reads why. Only the superadmin may set or clear it.

-- 1. WhatsApp numbers ----------------------------------------------------------------------------

update public.businesses set whatsapp = '968' || whatsapp where whatsapp ~ '^[79][0-9]{7}$';

alter table public.businesses drop constraint businesses_whatsapp_format;
-- Not valid first: a row some other way wrong (none is known) must not stop the migration; it is
-- refused only when written again. Validated at once when every row passes.
alter table public.businesses add constraint businesses_whatsapp_format check (
  whatsapp ~ '^[1-9][0-9]{7,14}$'
  and whatsapp !~ '^[79][0-9]{7}$'
  and (whatsapp !~ '^968' or whatsapp ~ '^968[79][0-9]{7}$')
) not valid;

do $$
begin
  alter table public.businesses validate constraint businesses_whatsapp_format;
exception when check_violation then
  raise notice 'businesses_whatsapp_format left not valid: some stored numbers need correcting';
end
$$;

comment on column public.businesses.whatsapp is
  'International number, digits only with the country code (8 to 15); an Omani number is a mobile one (968 then 7 or 9 and 7 digits).';

-- 2. Profile fields ------------------------------------------------------------------------------

alter table public.businesses
  add column logo_url text,
  add column logo_in_qr boolean not null default false,
  add column instagram_url text,
  add column tiktok_url text,
  add column phone text,
  add column map_url text,
  add constraint businesses_logo_url_format
    check (logo_url ~ '^https?://\S+$' and char_length(logo_url) <= 1000),
  add constraint businesses_instagram_url_format
    check (instagram_url ~ '^https://www\.instagram\.com/[A-Za-z0-9._]{1,30}$'),
  add constraint businesses_tiktok_url_format
    check (tiktok_url ~ '^https://www\.tiktok\.com/@[A-Za-z0-9._]{1,24}$'),
  add constraint businesses_phone_format check (phone ~ '^[1-9][0-9]{6,14}$'),
  add constraint businesses_map_url_format
    check (map_url ~ '^https://\S+$' and char_length(map_url) <= 500);

comment on column public.businesses.logo_url is
  'The logo shown in the menu header, stored under the owner''s folder of the banners bucket.';
comment on column public.businesses.logo_in_qr is 'Whether the dashboard''s QR code shows the logo in its middle.';
comment on column public.businesses.instagram_url is 'https://www.instagram.com/{account}';
comment on column public.businesses.tiktok_url is 'https://www.tiktok.com/@{account}';
comment on column public.businesses.phone is 'A phone number for calls, digits only with the country code.';
comment on column public.businesses.map_url is 'A https link to the business on a map.';

grant select (logo_url, logo_in_qr, instagram_url, tiktok_url, phone, map_url)
  on public.businesses to anon;

-- 3. Slugs, current and old ----------------------------------------------------------------------

create table public.business_slugs (
  slug text primary key,
  business_id uuid not null references public.businesses (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint business_slugs_slug_format check (slug ~ '^[a-z0-9]{3,40}$')
);

alter table public.business_slugs enable row level security;

comment on table public.business_slugs is
  'Every slug a business has had, the current one included: an old slug keeps opening the menu and no other business can take it. Written only by the businesses_keep_slug trigger; a business''s slugs go with it.';

create index business_slugs_business_id_idx on public.business_slugs (business_id);

revoke all on public.business_slugs from anon, authenticated;
grant select on public.business_slugs to authenticated;

create policy "Owners read their own slugs and the superadmin reads all"
  on public.business_slugs for select
  to authenticated
  using ((select public.owns_business(business_id)) or (select public.is_superadmin()));

insert into public.business_slugs (slug, business_id, created_at)
select slug, id, created_at from public.businesses;

-- A business may go back to one of its own old slugs; a slug another business has had is taken,
-- told as the same refusal as a current slug (the admin app knows businesses_slug_key).
create or replace function public.keep_business_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  holder uuid;
begin
  select s.business_id into holder from public.business_slugs s where s.slug = new.slug;
  if holder is null then
    if (select count(*) from public.business_slugs s where s.business_id = new.id) >= 20 then
      raise exception 'A business can have at most 20 slugs, old ones included'
        using errcode = '23514', hint = 'slugs_too_many';
    end if;
    insert into public.business_slugs (slug, business_id) values (new.slug, new.id);
  elsif holder <> new.id then
    raise exception 'duplicate key value violates unique constraint "businesses_slug_key"'
      using errcode = '23505', constraint = 'businesses_slug_key',
        detail = format('Key (slug)=(%s) already exists.', new.slug);
  end if;
  return null;
end
$$;

comment on function public.keep_business_slug() is
  'Trigger: records a business''s new slug in business_slugs; refuses a slug another business has had.';

revoke execute on function public.keep_business_slug() from public, anon, authenticated;

create trigger businesses_keep_slug
  after insert or update of slug on public.businesses
  for each row execute function public.keep_business_slug();

-- The business a current or old slug names, or null.
create or replace function public.business_of_slug(slug text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.business_id from public.business_slugs s where s.slug = lower(btrim($1))
$$;

comment on function public.business_of_slug(text) is
  'The business a current or old slug names (business_slugs), or null.';

revoke execute on function public.business_of_slug(text) from public, anon, authenticated;

-- As in 20261121050000_menu-schema.sql (no business uses it now), and a slug another business has
-- had is not available either (the caller's own old slugs are: an owner may go back to one).
create or replace function public.slug_available(slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select $1 ~ '^[a-z0-9]{3,40}$'
    and not public.is_reserved_slug($1)
    and not exists (select 1 from public.businesses b where b.slug = $1)
    and not exists (
      select 1 from public.business_slugs s
      where s.slug = $1 and not public.owns_business(s.business_id)
    )
$$;

comment on function public.slug_available(text) is
  'True when a slug has the right format, is not reserved and no other business uses or used it.';

-- 4. Suspension ----------------------------------------------------------------------------------

alter table public.businesses
  add column suspended_at timestamptz,
  add column suspension_reason text,
  add constraint businesses_suspension_reason
    check ((suspended_at is null) = (suspension_reason is null)
           and char_length(btrim(suspension_reason)) between 1 and 500);

comment on column public.businesses.suspended_at is
  'Set by the superadmin: the menu says it is unavailable. Null: the menu is open.';
comment on column public.businesses.suspension_reason is
  'Why the superadmin suspended the business; shown to its owner, never to customers.';

-- The suspension columns are the superadmin's: an owner's insert or update may not set or change
-- them; and no signed-in user changes a business's owner. Requests without a user (the service
-- role, migrations, the seed) may.
create or replace function public.guard_business_suspension()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
     and not public.is_superadmin()
     and (case tg_op
            when 'INSERT' then new.suspended_at is not null or new.suspension_reason is not null
            else new.suspended_at is distinct from old.suspended_at
                 or new.suspension_reason is distinct from old.suspension_reason
          end) then
    raise exception 'Only the superadmin can suspend a business or lift a suspension'
      using errcode = '42501', hint = 'suspension_superadmin_only';
  end if;
  -- The superadmin may now update any business: not to hand it to another user.
  if tg_op = 'UPDATE' and (select auth.uid()) is not null
     and new.owner_id is distinct from old.owner_id then
    raise exception 'A business cannot be given to another user'
      using errcode = '42501', hint = 'owner_not_changeable';
  end if;
  return new;
end
$$;

comment on function public.guard_business_suspension() is
  'Trigger: only the superadmin (or a request without a user) sets or clears a suspension; no signed-in user changes owner_id.';

revoke execute on function public.guard_business_suspension() from public, anon, authenticated;

create trigger businesses_guard_suspension
  before insert or update on public.businesses
  for each row execute function public.guard_business_suspension();

create policy "The superadmin can update any business"
  on public.businesses for update
  to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));

-- public_menu_etag: old slugs resolve ----------------------------------------------------------
-- Redefined whole from 20261123143000_menu-images-and-caching.sql; issue 25's change is marked.

create or replace function public.public_menu_etag(slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('"m%s"', coalesce(v.version, 0))
  from public.businesses b
  left join public.menu_versions v on v.business_id = b.id
  -- issue 25: a current or an old slug
  where b.id = public.business_of_slug($1)
$$;

-- public_menu itself is redefined in 20261126235900_business-profile-public-menu.sql, after issue
-- 26's redefinition: current or old slugs, suspension and the profile fields.
