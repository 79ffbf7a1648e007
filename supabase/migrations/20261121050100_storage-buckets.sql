-- Image buckets and who may write to them. Public read; every file of a business lives under its
-- owner's id ({owner id}/banner-{time}.{ext}, {owner id}/{time}.{ext}), so one rule covers
-- registration and later updates: a user writes only under their own folder. Hosted Supabase does
-- not let migrations alter storage.objects itself, so this file only adds rows and policies.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('banners', 'banners', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('menu-images', 'menu-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do update
set name = excluded.name,
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can read banners and menu images"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('banners', 'menu-images'));

create policy "Users can upload images into their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('banners', 'menu-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users can replace images in their own folder"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('banners', 'menu-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('banners', 'menu-images')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- The superadmin's all-menu Delete removes the item's image too.
create policy "Users remove their own images and the superadmin removes menu images"
  on storage.objects for delete
  to authenticated
  using (
    (
      bucket_id in ('banners', 'menu-images')
      and (storage.foldername(name))[1] = (select auth.uid())::text
    )
    or (bucket_id = 'menu-images' and (select public.is_superadmin()))
  );
