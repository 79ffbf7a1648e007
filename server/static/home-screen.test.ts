// The files that put a business's menu on a home screen and keep it offline, as
// the server serves them and as prerender.ts writes them for static hosting.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../supabase/tests/database/fixtures.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { menuIconPng, menuManifest } from './home-screen.ts';
import { prerenderMenus } from './prerender.ts';

/** Width, height and every pixel's colour of the PNGs menuIconPng writes (8-bit RGB, filter 0). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) =>
    [...raw.subarray(y * (1 + width * 3) + 1 + x * 3, y * (1 + width * 3) + 4 + x * 3)]
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('');
  return { width, height, pixel, rawLength: raw.length };
}

describe('home-screen files', () => {
  let ssr: SsrDist;
  let ts: TestServer;

  beforeAll(async () => {
    ssr = await buildSsrDist();
    ts = await startTestServer({ engine: 'pglite', distDir: ssr.distDir });
    await buildWorld(ts.db);
  });
  afterAll(async () => {
    await ts?.stop();
    await ssr?.remove();
  });

  it('names the menu in each language the business offers, starting at its menu page', () => {
    const business = {
      name: 'Grill House',
      name_ar: 'بيت المشاوي',
      languages: ['en', 'ar'],
      primary_language: 'ar',
    };
    expect(menuManifest('bgrill', business, 'ar')).toMatchObject({
      name: 'بيت المشاوي',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/bgrill/menu',
      scope: '/bgrill/',
    });
    expect(menuManifest('bgrill', business, 'en')).toMatchObject({
      name: 'Grill House',
      start_url: '/bgrill/menu?lang=en',
    });
  });

  it('draws a real PNG icon: the accent colour with a white ring', () => {
    for (const size of [192, 512]) {
      const png = readPng(menuIconPng(size));
      expect([png.width, png.height, png.rawLength]).toEqual([size, size, size * (1 + size * 3)]);
      expect(png.pixel(0, 0)).toBe('a4441f');
      expect(png.pixel(Math.round(size / 2), Math.round(size / 2))).toBe('a4441f');
      expect(png.pixel(Math.round(size / 2), Math.round((size * (256 - 168)) / 512))).toBe(
        'ffffff',
      );
    }
  });

  it('serves the manifest, icons and worker of a business, and 404 for an unknown slug', async () => {
    const manifest = await fetch(`${ts.url}/acafe/manifest.webmanifest?lang=ar`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    // A is English only: Arabic is not offered, so the manifest stays English.
    expect(await manifest.json()).toMatchObject({ name: 'Business acafe', lang: 'en' });
    const svg = await fetch(`${ts.url}/acafe/icon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('>B</text>');
    const worker = await fetch(`${ts.url}/ACafe/sw.js`);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('"slug":"acafe"');
    for (const pathname of ['/nosuch/sw.js', '/nosuch/manifest.webmanifest', '/a-b/icon.svg']) {
      expect((await fetch(`${ts.url}${pathname}`)).status, pathname).toBe(404);
    }
    // The menu page links them.
    const page = await (await fetch(`${ts.url}/acafe/menu`)).text();
    // The manifest waits for the first screen (the boot script links it), but not with scripts off.
    expect(page).toContain(
      '<noscript data-later><link rel="manifest" href="/acafe/manifest.webmanifest?lang=en"></noscript>',
    );
    expect(page).toContain('<link rel="apple-touch-icon" href="/acafe/icon-192.png">');
    // The tab's icon is in the page: the business's initial on its colour, no request of its own.
    const icon =
      /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)">/.exec(page);
    expect(decodeURIComponent(icon![1]!)).toBe(
      await (await fetch(`${ts.url}/acafe/icon.svg`)).text(),
    );
  });

  it('writes the same files beside a prerendered page for static hosting', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'qrmenu-prerender-'));
    try {
      const files = await prerenderMenus({
        apiUrl: ts.url,
        anonKey: ts.anonKey,
        slugs: ['bgrill'],
        distDir: ssr.distDir,
        outDir: out,
      });
      expect(files.map((file) => path.relative(out, file)).sort()).toEqual([
        'bgrill/icon-192.png',
        'bgrill/icon-512.png',
        'bgrill/icon.svg',
        'bgrill/manifest.webmanifest',
        'bgrill/menu/index.html',
        'bgrill/sw.js',
      ]);
      const manifest = JSON.parse(
        await readFile(path.join(out, 'bgrill/manifest.webmanifest'), 'utf8'),
      );
      expect(manifest).toMatchObject({ name: 'مشويات ب', start_url: '/bgrill/menu' });
      const html = await readFile(path.join(out, 'bgrill/menu/index.html'), 'utf8');
      expect(html).toContain('<link rel="manifest" href="/bgrill/manifest.webmanifest">');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
