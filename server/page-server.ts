// The hosted menu page for a static deploy in front of hosted Supabase, fresh on every first paint:
// a small server that answers GET /{slug}/menu (and the business's home-screen files beside it)
// with this repository's renderer (dist/widget-ssr), reading public_menu from the Supabase URL
// over HTTP. It keeps each menu with its ETag and asks again on every page view with
// If-None-Match, so an owner's change shows on the next first paint while an unchanged menu costs
// one small 304; the page's own ETag and 304 are the local server's (menu-page.ts). Every answer
// carries the security headers a static host sends (scripts/host-config.ts), and every HTML page the
// menu pages' Content-Security-Policy (the boot script by hash, the API and images from the
// Supabase project), so the page is as safe without nginx in front (npm run deploy:config with
// PAGE_SERVER_URL, which sends the same) as with it.
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import {
  BASE_HEADERS,
  contentSecurityPolicy,
  MENU_PERMISSIONS_POLICY,
} from '../scripts/host-config.ts';
import { offeredLangs } from '../shared/domain/i18n.ts';
import { findTable } from '../shared/domain/order-details.ts';
import {
  manifestLang,
  menuIconPng,
  menuIconSvg,
  menuManifest,
  menuServiceWorker,
  widgetScripts,
  type HomeScreenBusiness,
} from './static/home-screen.ts';
import { renderedMenuPage, type MenuDocument } from './static/menu-document.ts';
import { chooseMenuLang } from './static/menu-lang.ts';
import { hoursKey, pageTag } from './static/menu-page.ts';
import { ifNoneMatchHits } from './rest/menu-cache.ts';
import { menuRenderer } from './static/ssr-renderer.ts';

export interface PageServerOptions {
  /** The Supabase project (`https://<ref>.supabase.co`). */
  apiUrl: string;
  anonKey: string;
  /** Holds widget-ssr/ssr.js and widget/ (the build the static site publishes). */
  distDir: string;
}

const PAGE = /^\/([a-z0-9]+)\/menu\/?$/;
const HOME_FILE =
  /^\/([a-z0-9]+)\/(manifest\.webmanifest|icon\.svg|icon-192\.png|icon-512\.png|sw\.js)$/;
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
const NOT_FOUND =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Menu not found</title></head>' +
  '<body><h1>Menu not found</h1><p>Check the link, or scan the QR code on your table again.</p>' +
  '<h1 lang="ar" dir="rtl">القائمة غير موجودة</h1></body></html>';

interface KnownMenu {
  etag: string;
  menu: MenuDocument;
}

/** The menu pages' policy for this Supabase project, allowing these inline scripts. */
function menuPolicy(apiUrl: string, scriptHashes: readonly string[]): string {
  return contentSecurityPolicy(
    {
      supabaseUrl: apiUrl,
      menuScriptHashes: scriptHashes,
      adminScriptHashes: [],
      prerenderedSlugs: [],
    },
    'menu',
  );
}

export function createPageServer(options: PageServerOptions): Server {
  const api = options.apiUrl.replace(/\/+$/, '');
  // Every answer's headers; HTML adds its policy (the not-found page runs no script).
  const base = Object.fromEntries(BASE_HEADERS.map(([name, value]) => [name.toLowerCase(), value]));
  const notFoundHeaders: OutgoingHttpHeaders = {
    ...HTML,
    'content-security-policy': menuPolicy(api, []),
  };
  const menus = new Map<string, KnownMenu>();
  const pages = new Map<string, string>();

  /** The current menu of a slug: one conditional request, a 304 while it is unchanged. */
  async function currentMenu(slug: string): Promise<KnownMenu | null> {
    const known = menus.get(slug);
    const response = await fetch(`${api}/rest/v1/rpc/public_menu?slug=${slug}`, {
      headers: {
        apikey: options.anonKey,
        authorization: `Bearer ${options.anonKey}`,
        ...(known ? { 'if-none-match': known.etag } : {}),
      },
    });
    if (response.status === 304 && known) return known;
    if (!response.ok) throw new Error(`public_menu answered ${response.status}`);
    const menu = (await response.json()) as MenuDocument | null;
    if (!menu) {
      menus.delete(slug);
      return null;
    }
    // Without an ETag from upstream the page is still right, only never a 304.
    const etag = response.headers.get('etag') ?? `"${Date.now()}"`;
    const fresh = { etag, menu };
    menus.set(slug, fresh);
    return fresh;
  }

  async function menuPage(req: IncomingMessage, res: ServerResponse, slug: string, url: URL) {
    const renderer = await menuRenderer(options.distDir);
    if (!renderer) throw new Error('The menu renderer is not built: run npm run build.');
    const known = await currentMenu(slug);
    if (!known) return res.writeHead(404, notFoundHeaders).end(NOT_FOUND);
    const { menu } = known;
    const { business } = menu;
    if (business.slug !== slug) {
      const location = `/${business.slug}/menu${url.search}`;
      return res
        .writeHead(301, { ...HTML, location, 'cache-control': 'public, max-age=300' })
        .end();
    }
    const offered = offeredLangs(business.languages);
    const table =
      findTable(business.table_labels ?? [], url.searchParams.get('table')?.slice(0, 60)) ??
      undefined;
    const lang = chooseMenuLang(
      {
        query: url.searchParams.get('lang'),
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      },
      offered,
      business.primary_language,
    );
    const now = new Date();
    const etag = pageTag(known.etag, lang, table, hoursKey(business, now), renderer.build);
    const headers = {
      ...HTML,
      vary: 'Accept-Language, Cookie',
      etag,
      'content-security-policy': menuPolicy(api, [renderer.bootHash]),
      'permissions-policy': MENU_PERMISSIONS_POLICY,
    };
    if (ifNoneMatchHits(req.headers['if-none-match'], etag))
      return res.writeHead(304, headers).end();
    let html = pages.get(etag);
    if (!html) {
      const shadow = renderer.renderMenu({ slug, menu, lang, now, ...(table ? { table } : {}) });
      html = renderedMenuPage({
        slug,
        menu,
        lang,
        shadow,
        langAttribute: true,
        table,
        bootScript: renderer.bootScript,
      });
      // Pages of menus that changed since are never asked for again: keep the newest few hundred.
      if (pages.size >= 500) pages.delete(pages.keys().next().value!);
      pages.set(etag, html);
    }
    return res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : html);
  }

  async function homeFile(res: ServerResponse, slug: string, file: string, url: URL) {
    const known = await currentMenu(slug);
    if (!known) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    const business: HomeScreenBusiness = known.menu.business;
    const revalidate = { 'cache-control': 'no-cache' };
    if (file === 'manifest.webmanifest') {
      const lang = manifestLang(business, url.searchParams.get('lang'));
      return res
        .writeHead(200, { ...revalidate, 'content-type': 'application/manifest+json' })
        .end(JSON.stringify(menuManifest(slug, business, lang)));
    }
    if (file === 'icon.svg') {
      return res
        .writeHead(200, { ...revalidate, 'content-type': 'image/svg+xml' })
        .end(menuIconSvg(business));
    }
    if (file === 'sw.js') {
      const scripts = await widgetScripts(options.distDir);
      return res
        .writeHead(200, { ...revalidate, 'content-type': 'text/javascript; charset=utf-8' })
        .end(menuServiceWorker(slug, scripts));
    }
    const size = file === 'icon-192.png' ? 192 : 512;
    return res
      .writeHead(200, { ...revalidate, 'content-type': 'image/png' })
      .end(menuIconPng(size));
  }

  return createServer((req, res) => {
    for (const [name, value] of Object.entries(base)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://page-server');
    const answer = async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return res.writeHead(405, { allow: 'GET, HEAD' }).end();
      }
      const pathname = url.pathname.toLowerCase();
      const pageMatch = PAGE.exec(pathname);
      if (pageMatch) return menuPage(req, res, pageMatch[1]!, url);
      const fileMatch = HOME_FILE.exec(pathname);
      if (fileMatch) return homeFile(res, fileMatch[1]!, fileMatch[2]!, url);
      return res.writeHead(404, notFoundHeaders).end(NOT_FOUND);
    };
    answer().catch((error: unknown) => {
      console.error('[page-server]', error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The menu could not be loaded; try again in a moment.');
    });
  });
}
