// Test buckets whose policies mirror the app's "own folder" rule, for the storage conformance tests.

export const TEST_BUCKETS = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
    ('test-images', 'test-images', true, 1024, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    ('test-private', 'test-private', false, null, null);
  create policy "Test: anyone reads test images" on storage.objects for select to anon, authenticated
    using (bucket_id = 'test-images');
  create policy "Test: users read their own private files" on storage.objects for select to authenticated
    using (bucket_id = 'test-private' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "Test: users upload into their own folder" on storage.objects for insert to authenticated
    with check (bucket_id in ('test-images', 'test-private')
      and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "Test: users replace their own files" on storage.objects for update to authenticated
    using (bucket_id = 'test-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
    with check (bucket_id = 'test-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy "Test: users remove their own files" on storage.objects for delete to authenticated
    using (bucket_id = 'test-images' and (storage.foldername(name))[1] = (select auth.uid())::text);
`;
