// GET /{slug}/menu: the page a table's QR code opens. The first screen is in the HTML: the
// element's own components rendered on the server (dist/widget-ssr, see ssr-renderer.ts) into a
// declarative shadow root of <qr-menu>, with public_menu's answer inlined beside it, so the phone
// paints the banner, header, chips and dishes from the first response, without JavaScript and
// without waiting for qr-menu.js or a data request. qr-menu.js then takes that markup over. The
// admin bundle is never loaded here.
import { MENU_PALETTE } from '../../shared/domain/menu-palette.ts';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { offeredLangs, pickText, primaryLang, type Lang } from '../../shared/domain/i18n.ts';
import { hoursInForce, periodAt, readPeriods } from '../../shared/domain/availability.ts';
import { openState, readWeekHours } from '../../shared/domain/opening-hours.ts';
import { findTable } from '../../shared/domain/order-details.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { header, type RequestContext } from '../http/context.ts';
import {
  cachedPublicMenu,
  currentMenu,
  ifNoneMatchHits,
  menuBusiness,
  menuValue,
  type CachedMenu,
} from '../rest/menu-cache.ts';
import { distDir as defaultDistDir } from './files.ts';
import { chooseMenuLang } from './menu-lang.ts';
import {
  contentSecurityPolicy,
  pageSecurityHeaders,
  responseHeaders,
} from '../http/security-headers.ts';
import { bodyless } from '../rest/response-gucs.ts';
import { pickEncoding, type Encoding } from './compress.ts';
import { WIDGET_SCRIPT, renderedMenuPage, type MenuDocument } from './menu-document.ts';
import { pageCacheOf, pageKey } from './page-cache.ts';
import { HtmlPage, escapeHtml, page, sendPage } from './page-html.ts';
import { loadedMenuRenderer, menuRenderer, type MenuRenderer } from './ssr-renderer.ts';

const PAGE = /^\/([^/]+)\/menu\/?$/;
const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
const notFound = new HtmlPage(
  page(
    'Menu not found',
    `<main style="font:16px/1.5 system-ui,sans-serif;color:${MENU_PALETTE.text};text-align:center;padding:20vh 20px">` +
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
function hoursKeyNow(business: MenuDocument['business'], nowMs: number): string | undefined {
  const minute = Math.floor(nowMs / 60_000);
  let memo = hoursMemo.get(business);
  if (memo?.minute !== minute) {
    memo = { minute, key: hoursKey(business, new Date(nowMs)) };
    hoursMemo.set(business, memo);
  }
  return memo.key;
}

/** The page's CSP, built once per site address and boot script rather than per scan. */
const policies = new WeakMap<object, { key: string; policy: string }>();
function pagePolicy(config: ServerConfig, bootHash: string): string {
  const key = `${config.siteUrl}\n${config.devEndpoints}\n${bootHash}`;
  let memo = policies.get(config);
  if (memo?.key !== key) {
    memo = { key, policy: contentSecurityPolicy(config, 'anyone', [bootHash]) };
    policies.set(config, memo);
  }
  return memo.policy;
}

/** The most entries each small per-menu memo below keeps before it starts again. */
const MEMO_ENTRIES = 64;
/** Longer request headers are worked out on every request rather than remembered. */
const MEMO_KEY_CHARS = 256;

function remembered<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (key.length <= MEMO_KEY_CHARS) {
      if (map.size >= MEMO_ENTRIES) map.clear();
      map.set(key, value);
    }
  }
  return value;
}

/**
 * One answer of the page: a menu version in one language, for one table and open state, from one
 * renderer build, on one site address. Its ETag and headers are worked out once, when the first
 * visit of that kind comes, and every later visit sends them as they are (a repeat visit's 304 is
 * then one comparison and one write). The same headers serve the ordinary path and the path from
 * memory (answerMenuPageFromMemory), so both send the same answer.
 */
interface PageVariant {
  config: ServerConfig;
  /** What else it was built for: a change of any makes another. */
  siteUrl: string;
  distDir: string;
  build: string;
  etag: string;
  /** The page cache's key of the rendered HTML. */
  pageKey: string;
  /** The page's own headers, as sendPage sent them (its 304 and, with the body's, its 200). */
  headers: OutgoingHttpHeaders;
  /** Every header of the 304, the server's common ones first, as [name, value, ...]. */
  notModified: string[];
}

/** What the pages of one cached menu version have worked out: languages, chosen languages, answers. */
interface MenuPageMemo {
  offered: Lang[];
  langs: Map<string, Lang>;
  variants: Map<string, PageVariant>;
}

const pageMemos = new WeakMap<object, MenuPageMemo>();
function pageMemoOf(business: MenuDocument['business']): MenuPageMemo {
  let memo = pageMemos.get(business);
  if (!memo) {
    memo = { offered: offeredLangs(business.languages), langs: new Map(), variants: new Map() };
    pageMemos.set(business, memo);
  }
  return memo;
}

/** The first paint's language (menu-lang.ts), remembered per menu version and request headers. */
function pageLang(
  memo: MenuPageMemo,
  business: MenuDocument['business'],
  query: string | null,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Lang {
  return remembered(memo.langs, `${query ?? ''}\n${cookie ?? ''}\n${acceptLanguage ?? ''}`, () =>
    chooseMenuLang({ query, cookie, acceptLanguage }, memo.offered, business.primary_language),
  );
}

/** The full header list of a response: the server's common headers, the menu page's security
 * headers, then the page's own, each name once (as setHeader and writeHead leave them). */
function headerList(config: ServerConfig, own: OutgoingHttpHeaders): string[] {
  const all: Record<string, string> = {
    ...responseHeaders(config),
    ...pageSecurityHeaders(config, 'anyone'),
  };
  for (const [name, value] of Object.entries(own)) {
    if (value !== undefined) all[name.toLowerCase()] = String(value);
  }
  return Object.entries(all).flat();
}

const PAGE_VARY = 'Accept-Language, Cookie, Accept-Encoding';

function pageVariant(
  cached: CachedMenu,
  business: MenuDocument['business'],
  memo: MenuPageMemo,
  parts: { slug: string; lang: Lang; table: string | undefined; hours: string | undefined },
  renderer: MenuRenderer,
  config: ServerConfig,
  distDir: string,
): PageVariant {
  const { slug, lang, table, hours } = parts;
  const key = `${lang}\n${table ?? ''}\n${hours ?? ''}`;
  const known = memo.variants.get(key);
  // A server's configuration object is its own: another server on the same database builds its own.
  if (
    known?.config === config &&
    known.siteUrl === config.siteUrl &&
    known.distDir === distDir &&
    known.build === renderer.build
  ) {
    return known;
  }
  const etag = pageTag(cached.etag, lang, table, hours, renderer.build);
  // The language depends on the cookie and Accept-Language: a shared cache must keep them apart.
  // The server-rendered page runs its one inline script by hash.
  const headers: OutgoingHttpHeaders = {
    ...HTML,
    vary: PAGE_VARY,
    'content-security-policy': pagePolicy(config, renderer.bootHash),
    etag,
  };
  const variant: PageVariant = {
    config,
    siteUrl: config.siteUrl,
    distDir,
    build: renderer.build,
    etag,
    pageKey: pageKey({ distDir, slug, etag: cached.etag, lang, table, hours }),
    headers,
    notModified: headerList(config, headers),
  };
  // Languages, tables and open states are the business's own, so the variants of a version are
  // few; the bound holds whatever comes.
  if (memo.variants.size >= MEMO_ENTRIES) memo.variants.clear();
  memo.variants.set(key, variant);
  return variant;
}

/** The 200 of a variant in an encoding, from the page and its form of that encoding: kept with
 * the page, so it goes when the page cache lets the page go. */
function sentForm(variant: PageVariant, encoding: Encoding, page: HtmlPage, body: Buffer) {
  let forms = page.sent.get(variant);
  if (!forms) {
    forms = new Map();
    page.sent.set(variant, forms);
  }
  let sent = forms.get(encoding);
  if (sent?.body !== body) {
    const headers = headerList(variant.config, {
      ...variant.headers,
      'content-encoding': encoding,
      'content-length': String(body.length),
    });
    sent = { body, headers };
    forms.set(encoding, sent);
  }
  return sent;
}

// Accept-Encoding as sent by browsers: a handful of spellings, each worked out once.
const encodings = new Map<string, Encoding | null>();
function encodingOf(acceptEncoding: string | undefined): Encoding | undefined {
  return (
    remembered(encodings, acceptEncoding ?? '', () => pickEncoding(acceptEncoding) ?? null) ??
    undefined
  );
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
  // The business alone until a page must be rendered: a page already made needs no more.
  const business = menuBusiness(cached) as MenuDocument['business'];
  // An old slug (the business was renamed) answers a permanent redirect to the current
  // one, so printed QR codes keep working and the phone remembers where the menu now is.
  if (business.slug !== slug) {
    const location = `/${business.slug}/menu${ctx.url.search}`;
    return sendPage(ctx, 301, '', { ...HTML, location, 'cache-control': 'public, max-age=300' });
  }
  const memo = pageMemoOf(business);
  // A table card's code opens /{slug}/menu?table=5. Only the business's own tables get
  // their own page (the label as the owner wrote it); any other ?table= is ignored, as the element
  // would ignore it, so made-up values cannot fill the page cache.
  const table = tableOf(business, ctx.url.searchParams);
  const now = new Date();
  const renderer = await menuRenderer(distDir);
  if (!renderer) {
    const html = clientRenderedPage(
      slug,
      business,
      memo.offered,
      ctx.url.searchParams.get('lang'),
      table,
    );
    // The language depends on the cookie and Accept-Language: a shared cache must keep them apart.
    return sendPage(ctx, 200, html, { ...HTML, vary: 'Accept-Language, Cookie' });
  }
  const lang = pageLang(
    memo,
    business,
    ctx.url.searchParams.get('lang'),
    ctx.req.headers.cookie,
    ctx.req.headers['accept-language'],
  );
  const render = () => {
    const menu = menuValue(cached) as MenuDocument;
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
  if (!cached.etag) {
    return sendPage(ctx, 200, render(), {
      ...HTML,
      vary: 'Accept-Language, Cookie',
      'content-security-policy': pagePolicy(ctx.config, renderer.bootHash),
    });
  }
  const hours = hoursKeyNow(business, now.getTime());
  const variant = pageVariant(
    cached,
    business,
    memo,
    { slug, lang, table, hours },
    renderer,
    ctx.config,
    distDir,
  );
  // A repeat visit revalidates (no-cache) and, while the menu, language, table and renderer
  // are the same, gets 304 without a body: nothing of the page or its menu is sent again.
  if (ifNoneMatchHits(header(ctx.req, 'if-none-match'), variant.etag)) {
    return ctx.send(304, undefined, variant.headers);
  }
  // The page of this menu version, language and table, rendered (and compressed) once while
  // the version lasts: the ETag in the key was just checked against the database.
  const pages = pageCacheOf(ctx.db);
  let html = pages.get(variant.pageKey);
  if (!html) {
    html = pages.add(variant.pageKey, render());
    // The menu's text has done its work here (its document is kept for the next render): a small
    // one keeps a quick brotli form in its place, which its public_menu callers can have too.
    cached.forms.compact();
  }
  if (bodyless(200, ctx.method)) return ctx.send(200, undefined, variant.headers);
  const encoding = pickEncoding(ctx.req.headers['accept-encoding']);
  const made = encoding && html.forms.made(encoding);
  const body = made instanceof Buffer || !made ? made : await made;
  if (!encoding || !body) {
    const plain = html.forms.plain();
    const length = String(plain.length);
    return ctx.send(200, plain, { ...variant.headers, 'content-length': length });
  }
  ctx.send(200, body, sentObject(sentForm(variant, encoding, html, body).headers));
}

/** [name, value, ...] back to an object, for the ordinary path's writeHead. */
function sentObject(list: readonly string[]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (let i = 0; i < list.length; i += 2) headers[list[i] as string] = list[i + 1];
  return headers;
}

/** The table a request's ?table= names, when it is one of the business's own. */
function tableOf(
  business: MenuDocument['business'],
  params: URLSearchParams | undefined,
): string | undefined {
  return findTable(business.table_labels ?? [], params?.get('table')?.slice(0, 60)) ?? undefined;
}

// The page's address in its one spelling, with a query at most: anything else (capitals, escapes,
// a trailing slash, a fragment) takes the ordinary path, which normalises it.
const PLAIN_PAGE = /^\/([a-z0-9]+)\/menu(?:\?([^#]*))?$/;

let fromMemory = 0;

/** How many pages this process has answered from memory (tests and diagnostics). */
export function pagesAnsweredFromMemory(): number {
  return fromMemory;
}

/**
 * A repeated GET of a hosted page answered within the request's own callback, with nothing worked
 * out again: the menu version notices say is current (currentMenu), the ETag and headers of its
 * variant, and, for a first visit, the page's compressed form, each as the ordinary path
 * (renderMenuPage) made and kept them. True when it answered; false when anything is not at hand
 * (the caller then takes the ordinary path, which makes it). The caller has checked the Host
 * header, as for every request. Nothing here depends on who asks: no token, no body, no limit.
 */
export function answerMenuPageFromMemory(
  req: IncomingMessage,
  res: ServerResponse,
  db: Database,
  config: ServerConfig,
  distDir = defaultDistDir,
): boolean {
  if (req.method !== 'GET') return false;
  const match = PLAIN_PAGE.exec(req.url ?? '');
  const slug = match?.[1];
  // /admin/menu is the admin app's screen; 'admin' names no business.
  if (!match || !slug || slug === 'admin') return false;
  const renderer = loadedMenuRenderer(distDir);
  const cached = renderer && currentMenu(db, slug);
  if (!renderer || !cached?.etag) return false;
  const business = menuBusiness(cached) as MenuDocument['business'];
  // A renamed business's old slug is redirected by the ordinary path.
  if (business.slug !== slug) return false;
  const params = match[2] ? new URLSearchParams(match[2]) : undefined;
  const memo = pageMemoOf(business);
  const variant = pageVariant(
    cached,
    business,
    memo,
    {
      slug,
      lang: pageLang(
        memo,
        business,
        params?.get('lang') ?? null,
        req.headers.cookie,
        req.headers['accept-language'],
      ),
      table: tableOf(business, params),
      hours: hoursKeyNow(business, Date.now()),
    },
    renderer,
    config,
    distDir,
  );
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch === variant.etag || ifNoneMatchHits(ifNoneMatch, variant.etag)) {
    fromMemory++;
    res.writeHead(304, variant.notModified);
    res.end();
    return true;
  }
  const encoding = encodingOf(req.headers['accept-encoding']);
  const html = encoding && pageCacheOf(db).get(variant.pageKey);
  const body = html && html.forms.ready(encoding);
  if (!encoding || !html || !body) return false;
  fromMemory++;
  const sent = sentForm(variant, encoding, html, body);
  res.writeHead(200, sent.headers);
  res.end(body);
  return true;
}
