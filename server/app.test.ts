// One origin serves everything: the built admin app (SPA fallback, cached hashed assets), the
// widget script, CORS on every route, and a clear page when nothing is built yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from './app.ts';
import { createRealtimeFeed } from './realtime/feed.ts';
import { RealtimeServer } from './realtime/socket.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

describe('the one-origin app', () => {
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'qrmenu-dist-'));
    await mkdir(path.join(dist, 'admin/assets'), { recursive: true });
    await mkdir(path.join(dist, 'widget'), { recursive: true });
    await writeFile(
      path.join(dist, 'admin/index.html'),
      '<!doctype html><title>QR Menu admin</title>',
    );
    await writeFile(path.join(dist, 'admin/assets/index-AbCd1234.js'), 'console.log("admin")');
    await writeFile(
      path.join(dist, 'widget/qr-menu.js'),
      'customElements.define("qr-menu", class extends HTMLElement {})',
    );
    await writeFile(
      path.join(dist, 'widget/qr-menu-cart-chunk-AbCd1234.js'),
      'export const CartPanel = null',
    );
    await writeFile(path.join(tmpdir(), 'qrmenu-secret.txt'), 'secret');
    server = await startTestServer({ engine: 'pglite', distDir: dist });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the SPA with an index.html fallback for client-side routes', async () => {
    for (const route of ['/', '/login', '/admin/menu', '/superadmin/businesses/1']) {
      const response = await fetch(server.url + route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('QR Menu admin');
    }
  });

  it('caches hashed assets for a year and 404s missing ones', async () => {
    const asset = await fetch(`${server.url}/assets/index-AbCd1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/assets/index-Gone9999.js`)).status).toBe(404);
  });

  it('serves hashed widget chunks immutable and qr-menu.js, whose name embeds keep, briefly', async () => {
    const chunk = await fetch(`${server.url}/widget/qr-menu-cart-chunk-AbCd1234.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = await fetch(`${server.url}/qr-menu.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers brotli, gzip or plain bytes by Accept-Encoding, the same script each way', async () => {
    const original = 'customElements.define("qr-menu", class extends HTMLElement {})';
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const;
    for (const [accept, encoding, decode] of cases) {
      const { headers, body } = await rawGet(`${server.url}/qr-menu.js`, accept);
      expect(headers['content-encoding'], accept).toBe(encoding);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(decode(body).toString('utf8')).toBe(original);
    }
    // Images are already compressed: sent as they are.
    await writeFile(path.join(dist, 'admin/assets/logo-AbCd1234.webp'), 'RIFF....WEBP');
    const image = await rawGet(`${server.url}/assets/logo-AbCd1234.webp`, 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('sends a rebuilt file, never the compressed copy of the old one, and answers HEAD with its length', async () => {
    const file = path.join(dist, 'admin/assets/rebuilt.js');
    await writeFile(file, 'console.log("first build")');
    const first = await rawGet(`${server.url}/assets/rebuilt.js`, 'br');
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe('console.log("first build")');
    await writeFile(file, 'console.log("the second, longer build")');
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (b: Buffer) => b],
    ] as const) {
      const { body } = await rawGet(`${server.url}/assets/rebuilt.js`, accept);
      expect(decode(body).toString('utf8'), accept).toBe('console.log("the second, longer build")');
    }
    const head = await fetch(`${server.url}/assets/rebuilt.js`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.headers.get('content-length')).toBe(
      String(Buffer.byteLength('console.log("the second, longer build")')),
    );
  });

  it('serves the widget script with CORS so any site can embed it', async () => {
    const response = await fetch(`${server.url}/qr-menu.js`, {
      headers: { origin: 'https://cafe.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('qr-menu');
    expect((await fetch(`${server.url}/widget/qr-menu.js`)).status).toBe(200);
  });

  it('serves the widget chunks qr-menu.js imports from beside itself, at / and /widget/', async () => {
    for (const route of [
      '/qr-menu-cart-chunk-AbCd1234.js',
      '/widget/qr-menu-cart-chunk-AbCd1234.js',
    ]) {
      const response = await fetch(server.url + route, {
        headers: { origin: 'https://cafe.example' },
      });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.text()).toContain('CartPanel');
    }
    // Only chunk names: no other file of dist/widget at the root, and nothing outside it.
    expect((await fetch(`${server.url}/qr-menu-..%2f..%2fqrmenu-secret.js`)).status).not.toBe(200);
  });

  it('keeps an idle connection open longer than 6 s, so a client reusing it is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const request = httpGet(`${server.url}/qr-menu.js`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
          );
        });
        request.on('error', reject);
      });
    try {
      expect(await ask()).toEqual({ status: 200, reused: false });
      // Longer than Node's default keep-alive (5 s, closed at 6 s), which closed the socket under
      // the client.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await ask()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);

  it('never serves files outside dist', async () => {
    for (const attempt of [
      '/..%2f..%2fqrmenu-secret.txt',
      '/%2e%2e/%2e%2e/qrmenu-secret.txt',
      '/widget/..%2f..%2f..%2fqrmenu-secret.txt',
    ]) {
      const response = await fetch(server.url + attempt);
      expect(await response.text(), attempt).not.toBe('secret');
    }
  });

  it('mounts the API routes and refuses writes to static paths', async () => {
    expect(
      (await fetch(`${server.url}/rest/v1/`, { headers: { apikey: server.anonKey } })).status,
    ).toBe(200);
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
  });

  it("answers the API's 404 for a path in an API area that no route takes, not the admin app", async () => {
    // fetch resolves "../.." itself: the server sees "/storage/" and "/storage/x".
    for (const attempt of [
      '/storage/v1/object/../..',
      '/storage/v1/object/../../x',
      '/auth/',
      '/rest/v2/x',
    ]) {
      const response = await fetch(server.url + attempt);
      expect(response.status, attempt).toBe(404);
      expect(await response.json(), attempt).toEqual({ message: 'Not found' });
    }
  });

  it('says how to build when dist/ is missing', async () => {
    const realtime = new RealtimeServer({
      config: server.config,
      db: server.db,
      feed: await createRealtimeFeed(server.db),
    });
    const bare: Server = createApp(server.config, server.db, {
      distDir: path.join(dist, 'nothing-here'),
      realtime,
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
      const widget = await fetch(`${url}/qr-menu.js`);
      expect(widget.status).toBe(404);
      expect(await widget.text()).toContain('npm run build');
    } finally {
      await realtime.close();
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});

/** A GET whose body is read as sent (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
