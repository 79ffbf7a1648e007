// GET /{slug}/menu: the page a table's QR code opens. The first screen is in the HTML: the
// element's own components rendered on the server (dist/widget-ssr, see ssr-renderer.ts) into a
// declarative shadow root of <qr-menu>, with public_menu's answer inlined beside it, so the phone
// paints the banner, header, chips and dishes from the first response, without JavaScript and
// without waiting for qr-menu.js or a data request. qr-menu.js then takes that markup over. The
// admin bundle is never loaded here.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { offeredLangs, pickText, primaryLang, type Lang } from '../../shared/domain/i18n.ts';
import { hoursInForce, periodAt, readPeriods } from '../../shared/domain/availability.ts';
import { openState, readWeekHours } from '../../shared/domain/opening-hours.ts';
import { findTable } from '../../shared/domain/order-details.ts';
import { header, type RequestContext } from '../http/context.ts';
import { cachedPublicMenu, ifNoneMatchHits, menuValue } from '../rest/menu-cache.ts';
import { distDir as defaultDistDir } from './files.ts';
import { chooseMenuLang } from './menu-lang.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import { WIDGET_SCRIPT, renderedMenuPage, type MenuDocument } from './menu-document.ts';
import { pageCacheOf, pageKey } from './page-cache.ts';
import { HtmlPage, escapeHtml, page, sendPage } from './page-html.ts';
import { menuRenderer } from './ssr-renderer.ts';

const PAGE = /^\/([^/]+)\/menu\/?$/;
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
const notFound = new HtmlPage(
  page(
    'Menu not found',
    '<main style="font:16px/1.5 system-ui,sans-serif;color:#2b2118;text-align:center;padding:20vh 20px">' +
      '<h1>Menu not found</h1><p>Check the link, or scan the QR code on your table again.</p>' +
      '<h1 lang="ar" dir="rtl">القائمة غير موجودة</h1>' +
      '<p lang="ar" dir="rtl">تحقق من الرابط، أو امسح رمز QR على طاولتك مرة أخرى.</p></main>',
  ),
);

// Hashed once per text: a table label or an open state is asked for again on every scan.
const hashes = new Map<string, string>();
const shortHash = (text: string) => {
  let hash = hashes.get(text);
  if (!hash) {
    hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
    if (hashes.size >= 1000) hashes.clear();
    hashes.set(text, hash);
  }
  return hash;
};

/**
 * hoursKey once per business answer and minute: opening hours are whole minutes, so the key
 * cannot change within one, and a scan does not work the week out again.
 */
const hoursMemo = new WeakMap<object, { minute: number; key: string | undefined }>();
function hoursKeyNow(business: MenuDocument['business'], now: Date): string | undefined {
  const minute = Math.floor(now.getTime() / 60_000);
  let memo = hoursMemo.get(business);
  if (memo?.minute !== minute) {
    memo = { minute, key: hoursKey(business, now) };
    hoursMemo.set(business, memo);
  }
  return memo.key;
}

/** The page's CSP, built once per site address and boot script rather than per scan. */
const policies = new WeakMap<object, { key: string; policy: string }>();
function pagePolicy(ctx: RequestContext, bootHash: string): string {
  const key = `${ctx.config.siteUrl}\n${bootHash}`;
  let memo = policies.get(ctx.config);
  if (memo?.key !== key) {
    memo = { key, policy: contentSecurityPolicy(ctx.config, 'anyone', [bootHash]) };
    policies.set(ctx.config, memo);
  }
  return memo.policy;
}

/**
 * The hosted page's ETag: the menu's version, the page's language, table and open state, and the
 * renderer's build; a table label is any text, so it goes in hashed, as does the open state.
 */
export function pageTag(
  menuTag: string,
  lang: Lang,
  table: string | undefined,
  hours: string | undefined,
  build: string,
): string {
  const tableTag = table ? `.${shortHash(table)}` : '';
  const hoursTag = hours ? `.${shortHash(hours)}` : '';
  return `"${menuTag.replaceAll('"', '')}.${lang}${tableTag}${hoursTag}.${build}"`;
}

/**
 * What the status line says about opening at `now` ("Open now · closes 23:00", "Opens tomorrow at
 * 08:00"), as a key, or undefined for a business without hours. The page is drawn for the moment
 * of the request; this key changes exactly when that line would (the next opening, closing or
 * midnight), so the page's ETag and its cache entry end there and a later visit gets the new line.
 */
export function hoursKey(business: MenuDocument['business'], now: Date): string | undefined {
  // A special period in force (Ramadan, Eid) has its own hours.
  const period = periodAt(readPeriods(business.special_periods), now);
  const state = openState(
    hoursInForce(readWeekHours(business.opening_hours), period),
    business.temporarily_closed === true,
    now,
  );
  return state.kind === 'unknown' ? undefined : JSON.stringify(state);
}

function slugOf(pathname: string): string {
  try {
    return decodeURIComponent(PAGE.exec(pathname)?.[1] ?? '').toLowerCase();
  } catch {
    // A malformed %-escape is simply not a slug.
    return '';
  }
}

/** The page as the element alone draws it, while no renderer is built: the element renders in the browser. */
function clientRenderedPage(
  slug: string,
  business: MenuDocument['business'],
  offered: Lang[],
  asked: string | null,
  table: string | undefined,
): string {
  const chosen = offered.find((option) => option === asked?.toLowerCase());
  const lang = chosen ?? primaryLang(business.primary_language, offered);
  const tableAttr = table ? ` table="${escapeHtml(table)}"` : '';
  return page(
    pickText(business.name, business.name_ar, lang, lang),
    `<main><qr-menu slug="${slug}"${chosen ? ` lang="${chosen}"` : ''}${tableAttr}></qr-menu></main>` +
      '<noscript>This menu needs JavaScript turned on.</noscript>' +
      WIDGET_SCRIPT,
    lang,
  );
}

/**
 * The hosted menu page, titled with the business name. Its language is chosen as the element
 * would (menu-lang.ts) and given to the element as its lang attribute; `?table=` becomes the table
 * attribute. Without a built renderer the element renders in the browser, as it did before the server rendered the page.
 */
export async function renderMenuPage(ctx: RequestContext, distDir = defaultDistDir): Promise<void> {
  const slug = slugOf(ctx.url.pathname);
  // Slugs are ^[a-z0-9]+$ in the database (a printed /DemoCafe/menu still finds democafe), so
  // anything else cannot name a business. public_menu's answer comes from the cache the API's
  // public_menu uses too: one indexed query while the menu is unchanged.
  const cached = /^[a-z0-9]+$/.test(slug)
    ? await cachedPublicMenu(ctx.db, slug, { busyAfterMs: ctx.config.limits.pageBusyAfterMs })
    : null;
  if (!cached) return sendPage(ctx, 404, notFound, HTML);
  const menu = menuValue(cached) as MenuDocument;
  const { business } = menu;
  // An old slug (the business was renamed) answers a permanent redirect to the current
  // one, so printed QR codes keep working and the phone remembers where the menu now is.
  if (business.slug !== slug) {
    const location = `/${business.slug}/menu${ctx.url.search}`;
    return sendPage(ctx, 301, '', { ...HTML, location, 'cache-control': 'public, max-age=300' });
  }
  const offered = offeredLangs(business.languages);
  // A table card's code opens /{slug}/menu?table=5. Only the business's own tables get
  // their own page (the label as the owner wrote it); any other ?table= is ignored, as the element
  // would ignore it, so made-up values cannot fill the page cache.
  const table =
    findTable(business.table_labels ?? [], ctx.url.searchParams.get('table')?.slice(0, 60)) ??
    undefined;
  const now = new Date();
  const renderer = await menuRenderer(distDir);
  // The language depends on the cookie and Accept-Language: a shared cache must keep them apart.
  const headers: OutgoingHttpHeaders = { ...HTML, vary: 'Accept-Language, Cookie' };
  let html: string | HtmlPage;
  if (renderer) {
    const lang = chooseMenuLang(
      {
        query: ctx.url.searchParams.get('lang'),
        cookie: ctx.req.headers.cookie,
        acceptLanguage: ctx.req.headers['accept-language'],
      },
      offered,
      business.primary_language,
    );
    // The server-rendered page runs its one inline script by hash.
    headers['content-security-policy'] = pagePolicy(ctx, renderer.bootHash);
    const render = () => {
      // A long menu's page carries (and is drawn from) its first screen; the element fetches the
      // rest after painting, so a 5,000-dish page costs what a 30-dish one does.
      const inlined = (renderer.firstScreenMenu?.(menu, lang) ?? menu) as MenuDocument;
      const shadow = renderer.renderMenu({
        slug,
        menu: inlined,
        lang,
        now,
        ...(table ? { table } : {}),
      });
      const { bootScript } = renderer;
      return renderedMenuPage({
        slug,
        menu: inlined,
        lang,
        shadow,
        langAttribute: true,
        table,
        bootScript,
      });
    };
    if (cached.etag) {
      // A repeat visit revalidates (no-cache) and, while the menu, language, table and renderer
      // are the same, gets 304 without a body: nothing of the page or its menu is sent again.
      const hours = hoursKeyNow(business, now);
      headers.etag = pageTag(cached.etag, lang, table, hours, renderer.build);
      if (ifNoneMatchHits(header(ctx.req, 'if-none-match'), headers.etag)) {
        return sendPage(ctx, 304, '', headers);
      }
      // The page of this menu version, language and table, rendered (and compressed) once while
      // the version lasts: the ETag in the key was just checked against the database.
      const pages = pageCacheOf(ctx.db);
      const key = pageKey({ distDir, slug, etag: cached.etag, lang, table, hours });
      html = pages.get(key) ?? pages.add(key, render());
    } else {
      html = render();
    }
  } else {
    html = clientRenderedPage(slug, business, offered, ctx.url.searchParams.get('lang'), table);
  }
  await sendPage(ctx, 200, html, headers);
}
