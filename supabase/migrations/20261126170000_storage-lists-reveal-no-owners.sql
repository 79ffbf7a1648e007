-- Listing a bucket showed anyone every owner's folder, and so every owner's id (issue 27). Pictures
-- stay public through their public URLs, which need no policy; reading the object rows (listing,
-- signing, object info) is for the folder's owner and the superadmin only.

alter policy "Anyone can read banners and menu images"
  on storage.objects
  to authenticated
  using (
    bucket_id in ('banners', 'menu-images')
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select public.is_superadmin())
    )
  );

alter policy "Anyone can read banners and menu images"
  on storage.objects
  rename to "Owners and the superadmin read banner and menu image rows";
