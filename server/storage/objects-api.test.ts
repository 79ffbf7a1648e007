// storage-api conformance of signed URLs, move, copy, info/exists and the bucket API through the
// real supabase-js client, on PGlite and PostgreSQL 15, with the "own folder" test buckets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from '../auth/test-users.ts';
import { anonClient, serviceClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { TEST_BUCKETS } from './test-buckets.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const png = () => new Blob([PNG], { type: 'image/png' });

describe.each(ENGINES)('storage objects and buckets on %s', (engine) => {
  let ts: TestServer;
  let alice: { client: TestClient; id: string };
  let bob: { client: TestClient; id: string };

  const onDisk = (bucket: string, name: string) =>
    existsSync(path.join(ts.dataDir, 'storage', bucket, name));
  const rowOwner = async (bucket: string, name: string) =>
    (
      await ts.db.query<{ owner: string | null }>(
        'select owner from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      )
    ).rows[0]?.owner;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    await ts.db.exec(TEST_BUCKETS);
    alice = await confirmedUser(ts.url, 'alice');
    bob = await confirmedUser(ts.url, 'bob');
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('signs a URL for an object the caller may read; the token alone downloads it until it expires', async () => {
    const name = `${alice.id}/secret.png`;
    const privateFiles = alice.client.storage.from('test-private');
    expect((await privateFiles.upload(name, png())).error).toBeNull();

    const { data, error } = await privateFiles.createSignedUrl(name, 60);
    expect(error).toBeNull();
    const signed = new URL(data!.signedUrl);
    expect(signed.pathname).toBe(`/storage/v1/object/sign/test-private/${name}`);
    const response = await fetch(signed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

    const download = await privateFiles.createSignedUrl(name, 60, { download: 'menu.png' });
    const attached = await fetch(download.data!.signedUrl);
    expect(attached.headers.get('content-disposition')).toContain("filename*=UTF-8''menu.png");

    // Bob's and anon's select policies do not show the object: no URL for them.
    const refused = await bob.client.storage.from('test-private').createSignedUrl(name, 60);
    expect(refused.data).toBeNull();
    // storage-api answers HTTP 400 and names the status it means in statusCode, with its code.
    expect(refused.error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey' });
    expect(refused.error?.message).toBe('Object not found');

    // The token is bound to its object and its expiry.
    const other = new URL(signed);
    other.pathname = `/storage/v1/object/sign/test-private/${alice.id}/other.png`;
    const mismatch = await fetch(other);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: string }).error).toBe('InvalidSignature');
    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await new SignJWT({ url: `test-private/${name}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(ts.config.jwtSecret));
    const expired = await fetch(`${signed.origin}${signed.pathname}?token=${expiredToken}`);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
    const forged = await fetch(`${signed.origin}${signed.pathname}?token=not.a.jwt`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toBe('InvalidJWT');
  });

  it('signs URLs in a batch, with an error for each object that is missing or not readable', async () => {
    const mine = `${alice.id}/batch.png`;
    const privateFiles = alice.client.storage.from('test-private');
    await privateFiles.upload(mine, png());
    const { data, error } = await privateFiles.createSignedUrls([mine, `${bob.id}/none.png`], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: mine, error: null });
    expect((await fetch(data![0]!.signedUrl!)).status).toBe(200);
    expect(data?.[1]).toMatchObject({
      path: `${bob.id}/none.png`,
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
  });

  it('moves an object within the own folder; a move into another folder is refused', async () => {
    const images = alice.client.storage.from('test-images');
    const from = `${alice.id}/before.png`;
    const to = `${alice.id}/moved/after.png`;
    await images.upload(from, png());
    const { data, error } = await images.move(from, to);
    expect(error).toBeNull();
    expect(data).toEqual({ message: 'Successfully moved' });
    expect(onDisk('test-images', from)).toBe(false);
    expect(onDisk('test-images', to)).toBe(true);
    expect(await rowOwner('test-images', to)).toBe(alice.id);
    expect((await fetch(images.getPublicUrl(to).data.publicUrl)).status).toBe(200);
    const moved = await fetch(images.getPublicUrl(from).data.publicUrl);
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });

    const intoBob = await images.move(to, `${bob.id}/stolen.png`);
    expect(intoBob.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });
    expect(onDisk('test-images', to)).toBe(true);
    const byBob = await bob.client.storage.from('test-images').move(to, `${bob.id}/mine.png`);
    expect(byBob.error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchKey' });
    expect(await rowOwner('test-images', to)).toBe(alice.id);
  });

  it('copies an object: the copy belongs to the caller; copying into another folder or onto a name is refused', async () => {
    const source = `${alice.id}/original.png`;
    const images = alice.client.storage.from('test-images');
    await images.upload(source, png());
    const { data, error } = await bob.client.storage
      .from('test-images')
      .copy(source, `${bob.id}/copy.png`);
    expect(error).toBeNull();
    expect(data).toEqual({ path: `test-images/${bob.id}/copy.png` });
    expect(await rowOwner('test-images', `${bob.id}/copy.png`)).toBe(bob.id);
    expect(await rowOwner('test-images', source)).toBe(alice.id);
    const copied = await fetch(images.getPublicUrl(`${bob.id}/copy.png`).data.publicUrl);
    expect(new Uint8Array(await copied.arrayBuffer())).toEqual(PNG);

    const intoAlice = await bob.client.storage
      .from('test-images')
      .copy(source, `${alice.id}/planted.png`);
    expect(intoAlice.error).toMatchObject({ status: 400, statusCode: '403' });
    expect(onDisk('test-images', `${alice.id}/planted.png`)).toBe(false);
    const onto = await images.copy(source, source);
    expect(onto.error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
      message: 'The resource already exists',
    });
    const across = await images.copy(source, `${alice.id}/kept.png`, {
      destinationBucket: 'test-private',
    });
    expect(across.data).toEqual({ path: `test-private/${alice.id}/kept.png` });
    expect(onDisk('test-private', `${alice.id}/kept.png`)).toBe(true);
  });

  it('answers info and exists for what the caller can see', async () => {
    const name = `${alice.id}/info.png`;
    const privateFiles = alice.client.storage.from('test-private');
    await privateFiles.upload(name, png(), { metadata: { dish: 'karak' } });
    const { data, error } = await privateFiles.info(name);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name,
      bucketId: 'test-private',
      size: PNG.length,
      contentType: 'image/png',
      metadata: { dish: 'karak' },
    });
    expect((await privateFiles.exists(name)).data).toBe(true);
    expect((await privateFiles.exists(`${alice.id}/nothing.png`)).data).toBe(false);
    expect((await bob.client.storage.from('test-private').exists(name)).data).toBe(false);
  });

  it('gives the service role the bucket API: list, get, create, update, empty, delete', async () => {
    const storage = serviceClient(ts.url, ts.serviceKey).storage;
    const listed = await storage.listBuckets();
    expect(listed.error).toBeNull();
    expect(listed.data?.map((b) => b.id)).toEqual(
      expect.arrayContaining(['banners', 'menu-images', 'test-images', 'test-private']),
    );
    const got = await storage.getBucket('test-images');
    expect(got.data).toMatchObject({ id: 'test-images', public: true, file_size_limit: 1024 });

    const created = await storage.createBucket('scratch', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/png'],
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: 'scratch' });
    const again = await storage.createBucket('scratch');
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'BucketAlreadyExists',
    });
    const updated = await storage.updateBucket('scratch', { public: true });
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    const { rows } = await ts.db.query<{ public: boolean; limit: string; types: string[] }>(
      `select public, file_size_limit::text as limit, allowed_mime_types as types
       from storage.buckets where id = 'scratch'`,
    );
    expect(rows[0]).toEqual({ public: true, limit: '1048576', types: ['image/png'] });

    expect((await storage.from('scratch').upload('a.png', png())).error).toBeNull();
    const notEmpty = await storage.deleteBucket('scratch');
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'ResourceNotEmpty',
      message: 'The bucket you tried to delete is not empty',
    });
    expect((await storage.emptyBucket('scratch')).data).toEqual({
      message: 'Successfully emptied',
    });
    expect(onDisk('scratch', 'a.png')).toBe(false);
    expect((await storage.deleteBucket('scratch')).data).toEqual({
      message: 'Successfully deleted',
    });
    const gone = await storage.getBucket('scratch');
    expect(gone.error).toMatchObject({
      status: 400,
      statusCode: '404',
      code: 'NoSuchBucket',
      message: 'Bucket not found',
    });
  });

  it('shows anon and users no buckets and lets them create none', async () => {
    expect((await anonClient(ts.url).storage.listBuckets()).data).toEqual([]);
    expect((await alice.client.storage.getBucket('test-images')).data).toBeNull();
    const created = await alice.client.storage.createBucket('mine');
    expect(created.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied' });
    const { rows } = await ts.db.query("select 1 from storage.buckets where id = 'mine'");
    expect(rows).toHaveLength(0);
  });
});
