// Each business's menu on a phone's home screen, and offline. Per slug, beside
// the hosted page (/{slug}/menu):
//   /{slug}/manifest.webmanifest  its name, start_url the menu, its colours and icons
//   /{slug}/icon.svg, icon-192.png, icon-512.png  an icon made from its name and the accent colour
//   /{slug}/sw.js                 the service worker (scope /{slug}/): keeps the last menu seen and
//                                 the widget's scripts, so the menu opens offline
// The same files are written for static hosting by prerender.ts. Nothing here is in the page's
// first-paint bytes: the page links the manifest, and the element registers the worker after it
// has painted (widget/offline-chunk.ts, loaded with widget/live-chunk.ts).
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { MENU_PALETTE } from '../../shared/domain/menu-palette.ts';
import { offeredLangs, pickText, primaryLang, type Lang } from '../../shared/domain/i18n.ts';
import type { RequestContext } from '../http/context.ts';
import { cachedPublicMenu, menuBusiness } from '../rest/menu-cache.ts';
import { escapeHtml } from './page-html.ts';

/** The widget's default accent (--qr-menu-accent) and page background, as the hosted page uses. */
export const ACCENT = MENU_PALETTE.accent;
export const BACKGROUND = MENU_PALETTE.background;

export interface HomeScreenBusiness {
  name: string;
  name_ar: string;
  languages: string[];
  primary_language: string;
}

/** The manifest's language: ?lang= when the business offers it, else its primary language. */
export function manifestLang(business: HomeScreenBusiness, asked: string | null): Lang {
  const offered = offeredLangs(business.languages);
  return (
    offered.find((lang) => lang === asked?.toLowerCase()) ??
    primaryLang(business.primary_language, offered)
  );
}

/** The web app manifest of a business's menu, in `lang`. */
export function menuManifest(slug: string, business: HomeScreenBusiness, lang: Lang) {
  const name = pickText(business.name, business.name_ar, lang, lang);
  const base = `/${slug}/`;
  return {
    id: `${base}menu`,
    name,
    short_name: Array.from(name).length > 12 ? Array.from(name).slice(0, 12).join('') : name,
    description: lang === 'ar' ? `قائمة ${name}` : `${name} menu`,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: `${base}menu${lang === primaryLangOf(business) ? '' : `?lang=${lang}`}`,
    scope: base,
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: ACCENT,
    icons: [
      { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

function primaryLangOf(business: HomeScreenBusiness): Lang {
  return primaryLang(business.primary_language, offeredLangs(business.languages));
}

/** The first letter of the business's name in its primary language, for the icon. */
function initial(business: HomeScreenBusiness): string {
  const lang = primaryLangOf(business);
  return Array.from(pickText(business.name, business.name_ar, lang, lang).trim())[0] ?? 'M';
}

/** The vector icon: the initial in white on the accent colour (safe zone kept for maskable). */
export function menuIconSvg(business: HomeScreenBusiness): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
    `<rect width="512" height="512" fill="${ACCENT}"/>` +
    '<circle cx="256" cy="256" r="168" fill="none" stroke="#fff" stroke-width="20"/>' +
    '<text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" ' +
    `font-size="190" font-weight="700" fill="#fff">${escapeHtml(initial(business))}</text></svg>`
  );
}

// PNG -----------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The raster icon (home screens that want PNG: iOS, Android's launcher): the accent colour with a
 * white ring, the same mark as the SVG without its letter (drawing text needs a font rasteriser).
 */
export function menuIconPng(size: number): Buffer {
  const rgb = [1, 3, 5].map((i) => parseInt(ACCENT.slice(i, i + 2), 16));
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  const outer = (size * (168 + 10)) / 512;
  const inner = (size * (168 - 10)) / 512;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      const white = distance <= outer && distance >= inner;
      row.set(white ? [255, 255, 255] : rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Service worker ------------------------------------------------------------------------------

/** The widget's scripts in dist/widget (qr-menu.js and its chunks), which the worker keeps. */
export async function widgetScripts(distDir: string): Promise<string[]> {
  try {
    const files = await readdir(path.join(distDir, 'widget'));
    return files.filter((file) => /^qr-menu[\w-]*\.js$/.test(file)).map((file) => `/${file}`);
  } catch {
    return [];
  }
}

/**
 * The service worker of /{slug}/: the menu page from the network, kept for when there is none
 * (that URL's last answer, else the last menu page seen of this business); the widget's scripts
 * kept at install (a new build is a new worker, which drops the old ones); photos kept as seen.
 * The page cannot order while offline: the element says so and turns checkout off.
 */
export function menuServiceWorker(slug: string, scripts: readonly string[]): string {
  const version = createHash('sha256').update(scripts.join()).digest('base64url').slice(0, 10);
  const config = JSON.stringify({ slug, scripts, version });
  return `// QR Menu: the offline copy of /${slug}/menu (server/static/home-screen.ts).
const { slug, scripts, version } = ${config};
const SHELL = 'qr-menu-shell-' + version;
const PAGES = 'qr-menu-pages-' + slug;
const IMAGES = 'qr-menu-images-' + slug;
const LAST = '/' + slug + '/menu#last';
const MAX_IMAGES = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(scripts)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('qr-menu-shell-') && key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function keepPage(request, response) {
  const cache = await caches.open(PAGES);
  await cache.put(request.url, response.clone());
  await cache.put(LAST, response);
}

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await keepPage(request, response.clone());
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    const kept = (await cache.match(request.url)) || (await cache.match(LAST));
    if (kept) return kept;
    throw error;
  }
}

async function script(request) {
  const kept = await caches.match(request, { ignoreSearch: true });
  return kept || fetch(request);
}

async function image(request) {
  const cache = await caches.open(IMAGES);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_IMAGES))) await cache.delete(old);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (url.pathname.replace(/\\/$/, '') === '/' + slug + '/menu') event.respondWith(page(request));
    return;
  }
  if (url.origin !== location.origin) return;
  if (scripts.includes(url.pathname)) event.respondWith(script(request));
  else if (url.pathname.startsWith('/storage/v1/object/public/')) event.respondWith(image(request));
});

// The element asks to keep the page it was opened on (the first visit, before this worker ran).
self.addEventListener('message', (event) => {
  const url = event.data && event.data.keep;
  if (typeof url !== 'string') return;
  const target = new URL(url);
  if (target.origin !== location.origin || target.pathname.replace(/\\/$/, '') !== '/' + slug + '/menu') return;
  event.waitUntil(fetch(url).then((response) => response.ok && keepPage(new Request(url), response)));
});
`;
}

// Routes ---------------------------------------------------------------------------------------

const FILE = /^\/([^/]+)\/(manifest\.webmanifest|icon\.svg|icon-(?:192|512)\.png|sw\.js)$/;

/** Whether a path is one of a business's home-screen files (the app routes it here). */
export function isHomeScreenPath(pathname: string): boolean {
  return FILE.test(pathname) && !pathname.startsWith('/admin/');
}

/** GET /{slug}/manifest.webmanifest, icon.svg, icon-192.png, icon-512.png and sw.js. */
export async function serveHomeScreen(ctx: RequestContext, distDir: string): Promise<void> {
  const [, rawSlug = '', file = ''] = FILE.exec(ctx.url.pathname) ?? [];
  const slug = rawSlug.toLowerCase();
  const cached = /^[a-z0-9]+$/.test(slug) ? await cachedPublicMenu(ctx.db, slug) : null;
  if (!cached) {
    return ctx.send(404, 'Not found', { 'content-type': 'text/plain; charset=utf-8' });
  }
  const business = menuBusiness(cached) as unknown as HomeScreenBusiness;
  // A renamed business shows its new name within minutes; the worker is checked on every visit.
  const cache = { 'cache-control': 'public, max-age=300' };
  if (file === 'manifest.webmanifest') {
    const lang = manifestLang(business, ctx.url.searchParams.get('lang'));
    return ctx.send(200, JSON.stringify(menuManifest(slug, business, lang)), {
      'content-type': 'application/manifest+json; charset=utf-8',
      ...cache,
    });
  }
  if (file === 'icon.svg') {
    return ctx.send(200, menuIconSvg(business), { 'content-type': 'image/svg+xml', ...cache });
  }
  if (file === 'sw.js') {
    return ctx.send(200, menuServiceWorker(slug, await widgetScripts(distDir)), {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    });
  }
  const size = file === 'icon-512.png' ? 512 : 192;
  return ctx.send(200, iconPng(size), { 'content-type': 'image/png', ...cache });
}

const pngs = new Map<number, Buffer>();
/** The same two PNGs for every business: made once. */
function iconPng(size: number): Buffer {
  let png = pngs.get(size);
  if (!png) {
    png = menuIconPng(size);
    pngs.set(size, png);
  }
  return png;
}

/**
 * The links the menu page's head carries: its manifest (in the page's language) and icons. The
 * manifest is in a <noscript data-later>: a browser fetches a linked manifest (and then its icon)
 * while the page loads, beside the banner, which on a weak signal shares the bandwidth with them;
 * the page's boot script (widget/qr-menu-boot.ts) links it once the first screen is on screen.
 * With scripts off the browser reads the link as written. The tab's icon is the business's own,
 * written into the page (a few hundred bytes), so no request for /favicon.ico follows the page.
 */
export function homeScreenLinks(
  slug: string,
  lang: Lang | undefined,
  business: HomeScreenBusiness,
): string {
  const query = lang ? `?lang=${lang}` : '';
  const icon = `data:image/svg+xml,${encodeURIComponent(menuIconSvg(business))}`;
  return (
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(icon)}">` +
    `<noscript data-later><link rel="manifest" href="/${slug}/manifest.webmanifest${query}"></noscript>` +
    `<link rel="apple-touch-icon" href="/${slug}/icon-192.png">`
  );
}
