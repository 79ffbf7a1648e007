-- The superadmin may remove only menu images that no menu item uses any more. An owner can point
-- their own item's image_path at another owner's image; without this, the superadmin's all-menu
-- Delete of that item (row first, then its image) would remove the other owner's image.

alter policy "Users remove their own images and the superadmin removes menu images"
  on storage.objects
  using (
    (
      bucket_id in ('banners', 'menu-images')
      and (storage.foldername(name))[1] = (select auth.uid())::text
    )
    or (
      bucket_id = 'menu-images'
      and (select public.is_superadmin())
      and not exists (select 1 from public.menu_items i where i.image_path = objects.name)
    )
  );
