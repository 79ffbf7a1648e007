// storage-api conformance of /storage/v1 through the real supabase-js client, on PGlite and
// PostgreSQL 15, with a test bucket whose policies mirror the app's "own folder" rule.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from '../auth/test-users.ts';
import { anonClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { TEST_BUCKETS } from './test-buckets.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 9, 8, 7]);
const png = () => new Blob([PNG], { type: 'image/png' });

describe.each(ENGINES)('storage on %s', (engine) => {
  let ts: TestServer;
  let alice: { client: TestClient; id: string };
  let bob: { client: TestClient; id: string };

  const fileOnDisk = (bucket: string, name: string) =>
    path.join(ts.dataDir, 'storage', bucket, name);
  const objectRow = async (bucket: string, name: string) =>
    (
      await ts.db.query<{ owner: string | null; metadata: Record<string, unknown> }>(
        'select owner, metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      )
    ).rows[0];
  const tempFiles = async () => {
    const dir = path.join(ts.dataDir, 'storage', '.tmp');
    return existsSync(dir) ? readdir(dir) : [];
  };

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    await ts.db.exec(TEST_BUCKETS);
    alice = await confirmedUser(ts.url, 'alice');
    bob = await confirmedUser(ts.url, 'bob');
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('uploads into the own folder: row owned by the user, file on disk, public URL serves it', async () => {
    const name = `${alice.id}/dish.png`;
    const images = alice.client.storage.from('test-images');
    const { data, error } = await images.upload(name, png());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `test-images/${name}` });
    expect(typeof data?.id).toBe('string');

    const row = await objectRow('test-images', name);
    expect(row?.owner).toBe(alice.id);
    expect(row?.metadata).toMatchObject({
      mimetype: 'image/png',
      size: PNG.length,
      cacheControl: 'max-age=3600',
    });
    expect(new Uint8Array(await readFile(fileOnDisk('test-images', name)))).toEqual(PNG);

    const url = images.getPublicUrl(name).data.publicUrl;
    expect(url).toBe(`${ts.url}/storage/v1/object/public/test-images/${name}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    // Shown as an image where it is linked, but never sniffed, and inert when opened on its own.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="dish.png"; filename*=UTF-8''dish.png`,
    );
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('refuses a second upload to the same name with 409 unless upsert, which replaces the bytes', async () => {
    const name = `${alice.id}/banner.png`;
    const images = alice.client.storage.from('test-images');
    expect((await images.upload(name, png())).error).toBeNull();

    const duplicate = await images.upload(name, png());
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      code: 'KeyAlreadyExists',
      message: 'The resource already exists',
    });

    const upserted = await images.upload(name, new Blob([JPEG], { type: 'image/jpeg' }), {
      upsert: true,
      cacheControl: '60',
    });
    expect(upserted.error).toBeNull();
    const response = await fetch(images.getPublicUrl(name).data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);

    // update() is PUT: replaces an existing object, here with a raw (non-multipart) body.
    const updated = await images.update(name, PNG, { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    expect((await objectRow('test-images', name))?.metadata).toMatchObject({
      mimetype: 'image/png',
    });
    expect(new Uint8Array(await readFile(fileOnDisk('test-images', name)))).toEqual(PNG);
  });

  it("refuses writes into another user's folder (403) and anonymous writes, leaving no row or file", async () => {
    const name = `${alice.id}/from-bob.png`;
    const intruder = await bob.client.storage.from('test-images').upload(name, png());
    expect(intruder.error).toMatchObject({
      status: 400,
      statusCode: '403',
      code: 'AccessDenied',
      message: 'new row violates row-level security policy',
    });
    const anonymous = await anonClient(ts.url)
      .storage.from('test-images')
      .upload(`${alice.id}/anon.png`, png());
    expect(anonymous.error?.statusCode).toBe('403');
    expect(await objectRow('test-images', name)).toBeUndefined();
    expect(existsSync(fileOnDisk('test-images', name))).toBe(false);
    expect(await tempFiles()).toEqual([]);

    // Nor may Bob overwrite Alice's file by upserting over it.
    const target = `${alice.id}/keep.png`;
    await alice.client.storage.from('test-images').upload(target, png());
    const overwrite = await bob.client.storage
      .from('test-images')
      .upload(target, new Blob([JPEG], { type: 'image/jpeg' }), { upsert: true });
    expect(overwrite.error?.statusCode).toBe('403');
    expect((await objectRow('test-images', target))?.owner).toBe(alice.id);
    expect(new Uint8Array(await readFile(fileOnDisk('test-images', target)))).toEqual(PNG);
  });

  it('refuses a bad or expired token instead of treating the caller as anonymous', async () => {
    const expired = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(ts.config.jwtSecret));
    for (const token of [expired, 'not.a.jwt']) {
      const response = await fetch(
        `${ts.url}/storage/v1/object/test-images/${alice.id}/stale.png`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            apikey: ts.anonKey,
            'content-type': 'image/png',
          },
          body: PNG,
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
      });
    }
    expect(await objectRow('test-images', `${alice.id}/stale.png`)).toBeUndefined();
  });

  it('enforces the bucket size limit (413) and image types judged by the bytes (415)', async () => {
    const images = alice.client.storage.from('test-images');
    const big = new Uint8Array(2048);
    big.set(PNG);
    const tooBig = await images.upload(
      `${alice.id}/big.png`,
      new Blob([big], { type: 'image/png' }),
    );
    expect(tooBig.error).toMatchObject({
      status: 400,
      statusCode: '413',
      code: 'EntityTooLarge',
      message: 'The object exceeded the maximum allowed size',
    });

    const html = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    const disguised = await images.upload(`${alice.id}/evil.png`, html);
    expect(disguised.error).toMatchObject({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
    });

    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect((await images.upload(`${alice.id}/logo.svg`, svg)).error).toMatchObject({
      status: 400,
      statusCode: '415',
      code: 'InvalidMimeType',
    });

    const { rows } = await ts.db.query(
      `select name from storage.objects where name in ($1, $2, $3)`,
      [`${alice.id}/big.png`, `${alice.id}/evil.png`, `${alice.id}/logo.svg`],
    );
    expect(rows).toEqual([]);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses object names that could leave the bucket folder with 400', async () => {
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    const names = [
      `${alice.id}%2F..%2F..%2F..%2Fescape.png`,
      `..%2F${alice.id}%2Fx.png`,
      `${alice.id}/a%5Cb.png`,
      `${alice.id}//double.png`,
      `${alice.id}/nul%00.png`,
      `${alice.id}/line%0Abreak.png`,
    ];
    for (const name of names) {
      const response = await fetch(`${ts.url}/storage/v1/object/test-images/${name}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          apikey: ts.anonKey,
          'content-type': 'image/png',
        },
        body: PNG,
      });
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { statusCode: string }).statusCode).toBe('400');
    }
    // (supabase-js's fetch turns a raw backslash into '/', so only the encoded one reaches a server.)
    expect(existsSync(path.join(ts.dataDir, 'escape.png'))).toBe(false);
    expect(existsSync(path.join(ts.dataDir, 'storage', 'escape.png'))).toBe(false);
  });

  it('refuses with 400 a name the disk cannot hold (below a file, onto a folder), leaving no row', async () => {
    const images = alice.client.storage.from('test-images');
    const file = `${alice.id}/plate.png`;
    const inFolder = `${alice.id}/sides/chips.png`;
    expect((await images.upload(file, png())).error).toBeNull();
    expect((await images.upload(inFolder, png())).error).toBeNull();
    for (const name of [`${file}/under-a-file.png`, `${alice.id}/sides`]) {
      const { error } = await images.upload(name, png());
      expect(error, name).toMatchObject({ statusCode: '400' });
      // No row without its file: a later upload or download of the name is not stuck.
      expect(await objectRow('test-images', name), name).toBeUndefined();
    }
    expect(await tempFiles()).toEqual([]);
    const served = await fetch(images.getPublicUrl(file).data.publicUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('removes only what the delete policy allows and answers the removed objects', async () => {
    const name = `${alice.id}/to-remove.png`;
    const images = alice.client.storage.from('test-images');
    await images.upload(name, png());

    const byBob = await bob.client.storage.from('test-images').remove([name]);
    expect(byBob.error).toBeNull();
    expect(byBob.data).toEqual([]);
    expect(existsSync(fileOnDisk('test-images', name))).toBe(true);

    const { data, error } = await images.remove([name, `${alice.id}/never-uploaded.png`]);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name)).toEqual([name]);
    expect(await objectRow('test-images', name)).toBeUndefined();
    expect(existsSync(fileOnDisk('test-images', name))).toBe(false);
    expect((await fetch(images.getPublicUrl(name).data.publicUrl)).status).toBe(400);
  });

  it("serves private buckets only through the caller's select policy", async () => {
    const name = `${alice.id}/secret.png`;
    const own = alice.client.storage.from('test-private');
    expect((await own.upload(name, png())).error).toBeNull();

    const downloaded = await own.download(name);
    expect(downloaded.error).toBeNull();
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(PNG);

    const byBob = await bob.client.storage.from('test-private').download(name);
    expect(byBob.data).toBeNull();
    const notPublic = await fetch(own.getPublicUrl(name).data.publicUrl);
    expect(notPublic.status).toBe(400);
    expect(((await notPublic.json()) as { code: string }).code).toBe('NoSuchKey');
  });

  it('sends a file that is not a safe image as a download, never as a page', async () => {
    const name = `${alice.id}/menü "page".html`;
    const own = alice.client.storage.from('test-private');
    const html = '<script>alert(document.cookie)</script>';
    expect(
      (
        await own.upload(name, new Blob([html], { type: 'text/html' }), {
          contentType: 'text/html',
        })
      ).error,
    ).toBeNull();
    const session = (await alice.client.auth.getSession()).data.session!;
    const response = await fetch(
      `${ts.url}/storage/v1/object/authenticated/test-private/${encodeURI(name)}`,
      { headers: { authorization: `Bearer ${session.access_token}`, apikey: ts.anonKey } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="men___page_.html"; filename*=UTF-8''men%C3%BC%20%22page%22.html`,
    );
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(await response.text()).toBe(html);
  });

  it("holds the app's own buckets to the migration's rules: own folder, images, 5 MB", async () => {
    for (const bucket of ['banners', 'menu-images']) {
      const name = `${alice.id}/${Date.now()}.jpg`;
      const own = await alice.client.storage
        .from(bucket)
        .upload(name, new Blob([JPEG], { type: 'image/jpeg' }), { upsert: true });
      expect(own.error, bucket).toBeNull();
      const served = await fetch(
        alice.client.storage.from(bucket).getPublicUrl(name).data.publicUrl,
      );
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);

      const foreign = await bob.client.storage.from(bucket).upload(name, png(), { upsert: true });
      expect(foreign.error?.statusCode).toBe('403');
      const text = await alice.client.storage
        .from(bucket)
        .upload(`${alice.id}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
      expect(text.error?.statusCode).toBe('415');
      const huge = new Uint8Array(5 * 1024 * 1024 + 1);
      huge.set(JPEG);
      const tooBig = await alice.client.storage
        .from(bucket)
        .upload(`${alice.id}/huge.jpg`, new Blob([huge], { type: 'image/jpeg' }));
      expect(tooBig.error?.statusCode).toBe('413');
    }
  });

  it('lists a folder level with the rows the caller may see', async () => {
    const images = alice.client.storage.from('test-images');
    await images.upload(`${alice.id}/list/a.png`, png());
    await images.upload(`${alice.id}/list/sub/b.png`, png());
    const { data, error } = await images.list(`${alice.id}/list`);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.png', false],
      ['sub', true],
    ]);
  });
});
