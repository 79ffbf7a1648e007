-- Storage: the per-owner quota and the policies on storage.objects (the buckets are created by
-- supabase/migrations; the storage tables are hosted Supabase's).
--
-- The current definition of each function, trigger and policy here, applied on top of the tables
-- the migrations build. Change one here, then run `npx tsx scripts/gen-migration.ts <kebab-name>`
-- to write its migration; supabase/tests/database/declarative-schemas.test.ts fails until they
-- agree.

-- Functions ------------------------------------------------------------------------------

-- Whose image folder the caller may write: their own (every file of a business lives under its
-- owner's id), and the owner's folder of a business they manage, so a manager's menu photo lands
-- where the owner's do and counts against the same quota.
create or replace function public.may_write_image_folder(folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select folder is not null and (
    folder = (select auth.uid())::text
    or exists (
      select 1 from public.businesses b
      where b.owner_id::text = folder
        and public.has_business_role(b.id, array['owner', 'manager'])
    )
  )
$$;
revoke execute on function public.may_write_image_folder(folder text) from public, anon;
comment on function public.may_write_image_folder(folder text) is 'True when the folder is the caller''s own user id, or the owner''s id of a business the caller owns or manages: where the caller may upload, replace and remove banner and menu images.';

-- The storage quota: the bytes an owner keeps in both image buckets (every file of a business
-- lives under its owner's id) plus the new object's size may not pass app_limits. The size is the
-- metadata the storage server writes with the row (ours writes it on insert; see
-- docs/guide/data-limits-and-accounts.md for hosted storage-api). A replaced or moved object's old size is not
-- counted (the same id, or the same bucket and name).
-- It raises instead of answering false so the uploader reads why; it judges only a folder the caller may
-- write (may_write_image_folder), so another folder is still refused by the policy's own rule.
create or replace function public.storage_quota_allows(
  object_id uuid, bucket text, object_name text, new_size bigint
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  folder text := (storage.foldername(object_name))[1];
  quota bigint;
  used bigint;
begin
  if not public.may_write_image_folder(folder) then
    return true;
  end if;
  -- One upload at a time per owner, so two at the same moment cannot both take the last bytes.
  perform pg_advisory_xact_lock(hashtext('storage_quota:' || folder));
  select l.storage_bytes_per_owner into quota from public.app_limits l;
  quota := coalesce(quota, 209715200);
  select coalesce(sum(case when jsonb_typeof(o.metadata -> 'size') = 'number'
                           then (o.metadata ->> 'size')::bigint else 0 end), 0)
  into used
  from storage.objects o
  where o.bucket_id in ('banners', 'menu-images')
    and left(o.name, char_length(folder) + 1) = folder || '/'
    and o.id is distinct from object_id
    and not (o.bucket_id = bucket and o.name = object_name);
  if used + greatest(coalesce(new_size, 0), 0) > quota then
    raise exception 'Your images may use at most % MB; % MB are used. Delete some images first',
      round(quota / 1048576.0, 1), round(used / 1048576.0, 1)
      using errcode = '53400', hint = 'storage_quota_exceeded',
        detail = json_build_object('quota_bytes', quota, 'used_bytes', used)::text;
  end if;
  return true;
end
$$;
comment on function public.storage_quota_allows(object_id uuid, bucket text, object_name text, new_size bigint) is 'Raises storage_quota_exceeded when the stored images of the folder (the caller''s, or the owner''s of a business they manage) plus new_size would pass app_limits.storage_bytes_per_owner; true otherwise. Used by the storage.objects insert and update policies.';

-- Policies -------------------------------------------------------------------------------

drop policy if exists "Owners, managers and the superadmin read image rows" on storage.objects;
create policy "Owners, managers and the superadmin read image rows" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('banners', 'menu-images')
    and (public.may_write_image_folder((storage.foldername(name))[1]) or (select public.is_superadmin()))
  );

drop policy if exists "Owners and managers replace images within the quota" on storage.objects;
create policy "Owners and managers replace images within the quota"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('banners', 'menu-images')
    and public.may_write_image_folder((storage.foldername(name))[1])
  )
  with check (
    bucket_id in ('banners', 'menu-images')
    and public.may_write_image_folder((storage.foldername(name))[1])
    and public.storage_quota_allows(id, bucket_id, name, (metadata ->> 'size')::bigint)
  );

drop policy if exists "Owners and managers upload images within the quota" on storage.objects;
create policy "Owners and managers upload images within the quota"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('banners', 'menu-images')
    and public.may_write_image_folder((storage.foldername(name))[1])
    and public.storage_quota_allows(id, bucket_id, name, (metadata ->> 'size')::bigint)
  );

drop policy if exists "Users remove their own images and the superadmin removes menu i" on storage.objects;
create policy "Users remove their own images and the superadmin removes menu i" on storage.objects
  for delete to authenticated
  using ((((bucket_id = ANY (ARRAY['banners'::text, 'menu-images'::text])) AND public.may_write_image_folder((storage.foldername(name))[1])) OR ((bucket_id = 'menu-images'::text) AND ( SELECT public.is_superadmin() AS is_superadmin) AND (NOT (EXISTS ( SELECT 1
   FROM public.menu_items i
  WHERE ((i.image_path = objects.name) OR (objects.name IN ( SELECT (((regexp_replace(i.image_path, '\.[^./]*$'::text, ''::text) || '-'::text) || w.w) || '.webp'::text)
           FROM unnest(i.image_widths) w(w))))))))));
