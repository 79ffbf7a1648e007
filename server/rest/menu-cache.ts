// The hot path of every customer's phone: public_menu answers kept in memory per database, keyed by
// slug, for both places that answer it: `/rest/v1/rpc/public_menu` (handler.ts) and the hosted page
// `/{slug}/menu` (static/menu-page.ts), through cachedPublicMenu. Triggers give a business a new
// menu version on every write that can change its menu, whichever path made it (REST, RPC,
// storage-driven updates, import functions, direct SQL, another server process), and announce it
// with NOTIFY menu_versions (20261128140000_menu-version-notify.sql). While this process listens
// (watchMenuVersions), a cached answer is served with no query at all and retired when its
// business is announced (its dish texts serve the next answer: loadPublicMenu, spliceMenu); while
// it does not (no LISTEN yet, or its connection is lost), each request asks the database for the
// slug's current version (public_menu_etag) as before, and an answer is trusted again once checked
// after the listener is back.
import type { Database } from '../db/database.ts';
import { DEFAULT_REQUEST_LIMITS } from '../http/limits.ts';
import { ByteCache, memoryOf } from '../static/byte-cache.ts';
import type { Encoding } from '../static/compress.ts';
import { CompressedForms } from '../static/compressed-forms.ts';
import { RESPONSE_GUC_COLUMNS, gucsOfRow, type ResponseGucColumns } from './response-gucs.ts';

export interface CachedMenu {
  etag: string;
  /** The business the slug names (notifications name businesses, not slugs). */
  businessId: string;
  /** The answer's headers as the uncached call sends them (content type, ETag, Cache-Control). */
  headers: Record<string, string>;
  /**
   * public_menu's JSON text, exactly as `POST /rest/v1/rpc/public_menu` answers it, as UTF-8
   * bytes, and its compressed forms (each encoding made once per version, in the thread pool). A
   * small menu's text is let go once its brotli form is made (menuBody gets it back).
   */
  forms: CompressedForms;
  /** The menu's `business`, parsed once (menuBusiness): every scan of the hosted page reads it. */
  business?: MenuBusiness;
  /** The listener's generation in which this answer is known current (see Watch). */
  trustedIn?: number;
  /** The cache and key that hold it, so what it grows is counted where it lives. */
  home?: { cache: MenuCache; key: string };
  /** Where each kept dish document's text sits in the plain bytes, by its version: the next
   * answer of this menu (after an owner's edit) takes them from here (spliceMenu). */
  spans?: ItemSpans;
}

/**
 * The kept dish documents an answer is made of: each version's byte range in its plain text. A
 * version names one document text for good (menu_item_documents.version, new on every write of
 * the row), so any answer holding it has that very text, whichever menu or time it came from.
 */
export interface ItemSpans {
  /** The highest version held: public_menu_parts sends the text of every dish above it. */
  knownUpTo: number;
  /** Version to [start, end) in the answer's UTF-8 bytes. */
  at: Map<number, readonly [number, number]>;
}

/** An earlier answer of a slug whose dish texts the next one may take (the text and its spans). */
interface MenuBase {
  forms: CompressedForms;
  spans: ItemSpans;
}

/** What a base holds: its forms, and about a hundred bytes per span. */
const baseBytes = (base: MenuBase) => base.forms.bytes + base.spans.at.size * 100;

/** The part of public_menu's answer the hosted page reads on every scan. */
export type MenuBusiness = Record<string, unknown> & { slug?: unknown };

// Below this a compressed answer saves less than its headers cost.
const MIN_COMPRESSED_BYTES = 1024;
// Above this brotli's best effort takes seconds of a pool thread: the quick effort will do.
const BEST_EFFORT_BYTES = 512 * 1024;

// Up to this, the first phones of a version get a quick form made on the spot (brotli quality 4,
// once: 0.6 ms for a 200-dish menu's 124 KB, about 1.3 ms at this size) until the best one is
// made: the burst of re-reads that follows a change (every open menu hears it at once) goes out
// compressed, 3.5 KB instead of 18 KB for Demo Cafe. Above it the quick form is made in the
// thread pool, where the burst's requests waited 30-50 ms for a 0.25 ms job behind the best
// effort's (it was 64 KB, which sent a 200-dish menu there).
const QUICK_BELOW = 256 * 1024;

// The best form is started by a request this long after the first quick answer, once the burst
// has passed (CompressedForms bestAfterMs), not by the burst's first request.
const BEST_AFTER_MS = 1000;

// Up to this, the text is let go once its best brotli form is made: a small menu then costs its
// brotli bytes (about a quarter of its text), and the rare plain or gzip request decompresses it.
const DROP_PLAIN_BELOW = 256 * 1024;

/** What an entry costs beyond its texts: its object, headers, ETag and bookkeeping. */
const ENTRY_OVERHEAD = 1024;

/** public_menu's text as UTF-8 bytes (let go and made again from its brotli form for small menus). */
export function menuBody(menu: CachedMenu): Buffer {
  return menu.forms.plain();
}

/**
 * The menu's body in `encoding`; undefined to send the plain body (a text too short to gain). The
 * best form once it is made (brotli's best effort up to BEST_EFFORT_BYTES, in the thread pool);
 * until then a quick one, so every answer after a change goes out compressed and none waits for
 * the best: up to QUICK_BELOW bytes made on the spot, above it made once in the pool at brotli's
 * quality 1 (a few milliseconds at 5,000 dishes) and shared by every request that waits for it.
 */
export function encodedMenu(
  menu: CachedMenu,
  encoding: Encoding,
): Promise<Buffer | undefined> | Buffer | undefined {
  return menu.forms.readyOrShared(encoding);
}

/** The compressed forms of a public_menu text, counted by the cache that keeps its menu. */
function menuForms(body: string | Buffer, onMade: (bytes: number) => void): CompressedForms {
  return new CompressedForms(body, {
    effort: (bytes) => (bytes > BEST_EFFORT_BYTES ? 'fast' : 'best'),
    minLength: MIN_COMPRESSED_BYTES,
    quickBelow: QUICK_BELOW,
    dropPlainBelow: DROP_PLAIN_BELOW,
    bestAfterMs: BEST_AFTER_MS,
    onMade,
  });
}

// Bounded in memory (limits.ts menuCacheBytes, MENU_CACHE_BYTES): four fifths of it for the
// answers (each one's UTF-8 text until a small one's brotli form is made, its compressed forms,
// its parsed business), one fifth for parsed whole menus (the hosted page renders a new page from
// one) and the answers notices retired (bases: the next answer takes their dish texts). An answer
// above a quarter of its share is served but not kept, so it cannot push every other menu out.
const DEFAULT_MENU_CACHE_BYTES = DEFAULT_REQUEST_LIMITS.menuCacheBytes;

/**
 * What this process has heard of menu versions. `generation` changes whenever listening starts or
 * stops: an answer is served without a query only while `live` and trusted in this generation.
 * `epoch` counts notifications; `changedAt` keeps, per business, the epoch of its last one, so a
 * load that ran while its business changed is not trusted.
 */
interface Watch {
  live: boolean;
  generation: number;
  epoch: number;
  changedAt: Map<string, number>;
  /** Notices that named no business (or too many to remember): everything before is suspect. */
  everythingAt: number;
  /** Database.completed() up to which this process's own statements' notices have been heard. */
  confirmed: number;
  /** A sync notice under way (heardUpToNow). */
  syncing?: Promise<boolean> | undefined;
  /** Sync notices awaited, by token. */
  syncs: Map<string, (heard: boolean) => void>;
}

interface MenuCache {
  /** Slug to its last answer, least recently used first. */
  menus: ByteCache<CachedMenu>;
  /** Parsed whole answers, by slug and ETag: the hosted page renders a new page from one. Beside
   * them, under baseKey(slug), the last answer of each slug a notice retired, while its dish
   * texts may serve the next one (MenuBase): both are parts of an answer kept for the next. */
  documents: ByteCache<unknown>;
  /** Answers read, by how: every dish text from the database, or some spliced from a base. */
  reads: { whole: number; spliced: number };
  /** Loads under way, by slug and the ETag the request saw: a burst of scans right after an
   * owner's write runs public_menu once, not once per phone. */
  loads: Map<string, Promise<CachedMenu | null>>;
  /** ETag lookups under way, by slug: while the database is busy, waiting pages share one. */
  etags: Map<string, Promise<string | null>>;
  watch: Watch;
}

const caches = new WeakMap<Database, MenuCache>();

function cacheOf(db: Database): MenuCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      menus: new ByteCache({ maxBytes: answersShare(DEFAULT_MENU_CACHE_BYTES), maxShare: 0.25 }),
      documents: new ByteCache({ maxBytes: documentsShare(DEFAULT_MENU_CACHE_BYTES), maxShare: 1 }),
      reads: { whole: 0, spliced: 0 },
      loads: new Map(),
      etags: new Map(),
      watch: {
        live: false,
        generation: 0,
        epoch: 0,
        changedAt: new Map(),
        everythingAt: 0,
        confirmed: 0,
        syncs: new Map(),
      },
    };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The byte budget of a database's menu cache (the server's MENU_CACHE_BYTES): answers leave, least
 * recently used first, until it holds.
 */
export function sizeMenuCache(db: Database, maxBytes: number): void {
  const cache = cacheOf(db);
  cache.menus.resize(answersShare(maxBytes));
  cache.documents.resize(documentsShare(maxBytes));
}

/** The menu budget's parts: four fifths for the answers, one for parsed whole menus and the
 * answers a notice retired (bases). */
const documentsShare = (maxBytes: number) => Math.floor(maxBytes / 5);
const answersShare = (maxBytes: number) => maxBytes - documentsShare(maxBytes);

/** Memory a cached answer holds now: its forms (and text while kept), its parsed business. */
const menuBytes = (menu: CachedMenu) =>
  ENTRY_OVERHEAD + menu.forms.bytes + (menu.business ? businessBytes(menu.business) : 0);

/** A parsed object's memory, estimated as its JSON text's as a two-byte string (twice its
 * one-byte text: its strings, and its object and fields as much again). */
const businessBytes = (business: MenuBusiness) => memoryOf(JSON.stringify(business));

function menuGrew(menu: CachedMenu, bytes: number): void {
  const home = menu.home;
  home?.cache.menus.grew(home.key, menu, bytes);
}

function remember(cache: MenuCache, key: string, menu: CachedMenu): void {
  menu.home = { cache, key };
  cache.menus.set(key, menu, menuBytes(menu));
}

const normalise = (slug: string) => slug.trim().toLowerCase();

/** The capacity kept for this path (Database.priority), else the database itself. */
const lane = (db: Database) => db.priority ?? db;

const CHANNEL = 'menu_versions';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Businesses remembered by changedAt before it is folded into everythingAt. */
const MAX_REMEMBERED = 10_000;
/** A sync notice not back within this long: the connection is in trouble, check versions. */
const SYNC_TIMEOUT_MS = 2000;

function heard(cache: MenuCache, payload: string): void {
  const { watch } = cache;
  if (payload.startsWith('sync ')) {
    watch.syncs.get(payload.slice(5))?.(true);
    return;
  }
  watch.epoch++;
  const businessId = UUID.test(payload) ? payload.toLowerCase() : null;
  if (businessId && watch.changedAt.size < MAX_REMEMBERED) {
    watch.changedAt.set(businessId, watch.epoch);
    cache.menus.deleteWhere((menu, key) => {
      if (menu.businessId !== businessId) return false;
      retire(cache, key, menu);
      return true;
    });
  } else {
    watch.changedAt.clear();
    watch.everythingAt = watch.epoch;
    cache.menus.clear();
    cache.documents.clear();
  }
}

/** An answer a notice removes stays as its slug's base: the next answer takes its dish texts. */
function retire(cache: MenuCache, key: string, menu: CachedMenu): void {
  if (!menu.spans) return;
  const base: MenuBase = { forms: menu.forms, spans: menu.spans };
  cache.documents.set(baseKey(key), base, baseBytes(base));
}

/** Where a slug's base is kept among the parsed documents (whose keys start with a slug). */
const baseKey = (key: string) => `\u0000base\n${key}`;

function stateChanged(watch: Watch, live: boolean): void {
  watch.live = live;
  watch.generation++;
  if (!live) for (const settle of watch.syncs.values()) settle(false);
}

/**
 * Listens for menu version notices on the database, so cached answers are served with no query
 * per request; returns what stops it. Without it (or while its connection is down) every request
 * checks the version, as before.
 */
export async function watchMenuVersions(db: Database): Promise<() => Promise<void>> {
  const cache = cacheOf(db);
  if (!db.listen) return async () => undefined;
  const unlisten = await db.listen(
    CHANNEL,
    (payload) => heard(cache, payload),
    (live) => stateChanged(cache.watch, live),
  );
  // PGlite calls no onState: it is listening from here on, and never misses a notice.
  if (!cache.watch.live && db.kind === 'pglite') stateChanged(cache.watch, true);
  return async () => {
    stateChanged(cache.watch, false);
    await unlisten();
  };
}

let syncCount = 0;

/** Sends a notice through the database and waits for it to come back on the LISTEN connection:
 * every notice of a transaction that committed before it has then been heard. */
function syncNotices(db: Database, watch: Watch): Promise<boolean> {
  const upTo = db.completed?.() ?? 0;
  const token = `${process.pid}.${++syncCount}`;
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => settle(false), SYNC_TIMEOUT_MS);
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      watch.syncs.delete(token);
      if (ok) watch.confirmed = Math.max(watch.confirmed, upTo);
      resolve(ok);
    };
    watch.syncs.set(token, settle);
    lane(db)
      .query('select pg_notify($1, $2)', [CHANNEL, `sync ${token}`])
      .catch(() => settle(false));
  });
}

/**
 * True once every notice of this process's own finished statements has been heard (PostgreSQL
 * delivers a notice to the LISTEN connection a moment after the writer hears its commit); at once
 * when nothing finished since the last check, which is every hit while nobody writes here.
 */
function heardUpToNow(db: Database, watch: Watch): boolean | Promise<boolean> {
  const done = db.completed?.();
  if (done === undefined || done <= watch.confirmed) return true;
  return (async () => {
    // A sync already under way may have been sent before `done`: then one more.
    for (let round = 0; round < 2 && watch.confirmed < done; round++) {
      watch.syncing ??= syncNotices(db, watch).finally(() => (watch.syncing = undefined));
      if (!(await watch.syncing)) return false;
    }
    return watch.confirmed >= done;
  })();
}

/** Where the watch stood when a load or check began: its answer is trusted if nothing changed. */
function mark(watch: Watch) {
  return { live: watch.live, generation: watch.generation, epoch: watch.epoch };
}

function stillTrusted(watch: Watch, since: ReturnType<typeof mark>, businessId: string): boolean {
  return (
    since.live &&
    watch.live &&
    since.generation === watch.generation &&
    watch.everythingAt <= since.epoch &&
    (watch.changedAt.get(businessId) ?? 0) <= since.epoch
  );
}

/** The slug's current ETag, or null for an unknown slug. */
async function currentMenuEtag(db: Database, slug: string): Promise<string | null> {
  const { rows } = await lane(db).query<{ etag: string | null }>(
    'select public.public_menu_etag($1) as etag',
    [slug],
  );
  return rows[0]?.etag ?? null;
}

function sharedEtag(db: Database, slug: string): Promise<string | null> {
  const { etags } = cacheOf(db);
  const key = normalise(slug);
  let lookup = etags.get(key);
  if (!lookup) {
    lookup = currentMenuEtag(db, slug).finally(() => etags.delete(key));
    etags.set(key, lookup);
    // A page that stopped waiting (busyAfterMs) no longer listens; its failure is someone else's.
    lookup.catch(() => undefined);
  }
  return lookup;
}

const JSON_TYPE = 'application/json; charset=utf-8';

// json_build_object's spelling of the answer's start: the business's id is its first field.
const LEADING_ID = /^\{"business" : \{"id" : "([0-9a-f-]{36})"/;

/**
 * The business an answer names, read from its first characters (asking the database for
 * `v -> 'business' ->> 'id'` made it parse 3 MB of JSON again at 5,000 dishes: 25-35 ms on
 * PGlite); parsed in full should public_menu ever spell its start otherwise.
 */
function businessIdOf(body: string): string {
  const id = LEADING_ID.exec(body)?.[1];
  if (id) return id;
  return String((JSON.parse(body) as { business?: { id?: unknown } }).business?.id ?? '');
}

/** What public_menu_parts answers: the menu (its items empty when they come as parts), each
 * dish's kept document version in order (0: built on this read), the dish texts not known. */
interface MenuParts extends ResponseGucColumns {
  body: string | null;
  versions: string | null;
  documents: string | null;
}

/**
 * public_menu(slug) as the API answers an anonymous visitor's POST (so never a 304), with the ETag
 * and Cache-Control it sets (read in the same statement, after the call, so the ETag belongs to
 * exactly this menu even while an owner writes); null when it answers null. Read through
 * public_menu_parts, whose work public_menu is: the dish texts `base` holds are not read again but
 * spliced from it (after an owner's edit of a 5,000-dish menu, one dish's text moves out of the
 * database instead of 2.9 MB). One statement as the server's own role (public_menu_parts is not
 * the API's; public_menu is security definer, so its answer is the same for every caller).
 */
async function loadPublicMenu(
  db: Database,
  slug: string,
  base?: MenuBase,
): Promise<CachedMenu | null> {
  const knownUpTo = base?.spans.knownUpTo ?? 0;
  const { rows } = await lane(db).query<MenuParts>(
    `select _c.menu::text as body, _c.item_versions as versions, _c.documents, ${RESPONSE_GUC_COLUMNS}
     from (select * from public.public_menu_parts($1, $2) offset 0) _c`,
    [slug, knownUpTo],
  );
  const row = rows[0];
  const body = row?.body ?? null;
  if (body === null || body === 'null') return null;
  let plain: Buffer | string = body;
  let spans: ItemSpans | undefined;
  let reused = 0;
  if (row?.versions != null) {
    const spliced = spliceMenu(body, row.versions, row.documents ?? '', knownUpTo, base);
    // A dish text at or below knownUpTo the base does not hold (its version committed after a
    // later one was read): the whole menu again, every text from the database.
    if (!spliced) {
      if (!base) throw new Error('public_menu_parts: a dish text held back from a read with none');
      return loadPublicMenu(db, slug);
    }
    ({ plain, spans, reused } = spliced);
  }
  cacheOf(db).reads[reused > 0 ? 'spliced' : 'whole']++;
  const headers = gucsOfRow(row)?.headers ?? {};
  // A long menu's business is parsed here from the menu without its items (a few kilobytes), so
  // the hosted page does not parse the 3 MB answer for it (and once more to render). A short
  // one's is parsed with the whole answer when a page needs it, as before: counted from the
  // start, it could push a small answer over its share of the cache.
  const business =
    spans && plain.length > DROP_PLAIN_BELOW
      ? (JSON.parse(body) as { business?: MenuBusiness }).business
      : undefined;
  const menu: CachedMenu = {
    etag: headers.etag ?? '',
    businessId: businessIdOf(body),
    headers: { 'content-type': JSON_TYPE, ...headers },
    forms: menuForms(plain, (bytes) => menuGrew(menu, bytes)),
    ...(spans ? { spans } : {}),
    ...(business ? { business } : {}),
  };
  return menu;
}

// public_menu_parts' menu with its items left out ends so; json_agg separates its elements so.
const EMPTY_ITEMS_END = '"items" : []}';
const ITEM_SEPARATOR = Buffer.from(', ');
const RECORD_SEPARATOR = 0x1e;

/**
 * The answer public_menu would give, as UTF-8 bytes: the menu's text up to its items, then each
 * dish's text in order, from `base` when its version is at most knownUpTo, else the next of
 * `documents`, spelled as json_agg spells its array. Undefined when base lacks one it should hold.
 */
export function spliceMenu(
  menu: string,
  versions: string,
  documents: string,
  knownUpTo: number,
  base: MenuBase | undefined,
): { plain: Buffer; spans: ItemSpans; reused: number } | undefined {
  if (!menu.endsWith(EMPTY_ITEMS_END)) throw new Error('public_menu_parts: items not last');
  const head = Buffer.from(menu.slice(0, -2));
  const fresh = Buffer.from(documents);
  const basePlain = base?.forms.plain();
  const pieces: Buffer[] = [head];
  const at = new Map<number, readonly [number, number]>();
  let length = head.length;
  let freshAt = 0;
  let highest = 0;
  let reused = 0;
  const list = versions === '' ? [] : versions.split(',');
  for (let index = 0; index < list.length; index++) {
    if (index > 0) {
      pieces.push(ITEM_SEPARATOR);
      length += ITEM_SEPARATOR.length;
    }
    const version = Number(list[index]);
    let piece: Buffer;
    if (version > 0 && version <= knownUpTo) {
      const span = base?.spans.at.get(version);
      if (!span || !basePlain) return undefined;
      piece = basePlain.subarray(span[0], span[1]);
      reused++;
    } else {
      let end = fresh.indexOf(RECORD_SEPARATOR, freshAt);
      if (end < 0) end = fresh.length;
      piece = fresh.subarray(freshAt, end);
      freshAt = end + 1;
    }
    if (version > 0) {
      at.set(version, [length, length + piece.length]);
      if (version > highest) highest = version;
    }
    pieces.push(piece);
    length += piece.length;
  }
  if (freshAt < fresh.length) throw new Error('public_menu_parts: more texts than dishes');
  pieces.push(Buffer.from(']}'));
  length += 2;
  return {
    plain: Buffer.concat(pieces, length),
    spans: { knownUpTo: highest, at },
    reused,
  };
}

/** The answer of the slug whose dish texts the next one may take: the one cached (its version
 * checked and found old), else the one a notice retired. */
function baseOf(cache: MenuCache, key: string): MenuBase | undefined {
  const known = cache.menus.peek(key);
  if (known?.spans) return { forms: known.forms, spans: known.spans };
  return cache.documents.get(baseKey(key)) as MenuBase | undefined;
}

/** The cached answer when notices say it is current: no query. */
function trustedHit(
  db: Database,
  cache: MenuCache,
  key: string,
): CachedMenu | undefined | Promise<CachedMenu | undefined> {
  const { watch } = cache;
  const known = cache.menus.peek(key);
  if (!known || !trustedNow(watch, known)) return undefined;
  const upToNow = heardUpToNow(db, watch);
  const hit = () =>
    // A notice heard meanwhile has removed it, or the connection went down.
    cache.menus.peek(key) === known && trustedNow(watch, known) ? cache.menus.get(key) : undefined;
  if (upToNow === true) return hit();
  return Promise.resolve(upToNow).then((ok) => (ok ? hit() : undefined));
}

/** Whether notices keep this answer current: listening, and trusted since listening began. */
const trustedNow = (watch: Watch, menu: CachedMenu) =>
  watch.live && menu.trustedIn === watch.generation;

/**
 * The cached answer of a slug (lower-case) when cachedPublicMenu would serve it with no query and
 * no wait: notices keep it current and every notice of this process's own finished statements has
 * been heard. Otherwise undefined, and the caller takes cachedPublicMenu's way (which checks the
 * version or waits for those notices). Never yields, so the hosted page can answer a repeated scan
 * within the request's own callback.
 */
export function currentMenu(db: Database, slug: string): CachedMenu | undefined {
  const cache = caches.get(db);
  const known = cache?.menus.peek(slug);
  if (!cache || !known || !trustedNow(cache.watch, known)) return undefined;
  const done = db.completed?.();
  if (done !== undefined && done > cache.watch.confirmed) return undefined;
  return cache.menus.get(slug);
}

/**
 * public_menu(slug) for any caller (its answer does not depend on who asks): the cached answer
 * while it is current, else a fresh one, which is remembered; null for an unknown slug. While this
 * process hears menu version notices (watchMenuVersions) a hit costs no query; otherwise one
 * indexed lookup of the version (public_menu answers null exactly when there is none). With
 * `busyAfterMs`, a slug already in the cache is answered from it when that lookup takes longer
 * than that (the database is busy): a version at most as old as the busy spell, rather than a wait.
 */
export async function cachedPublicMenu(
  db: Database,
  slug: string,
  options: { busyAfterMs?: number } = {},
): Promise<CachedMenu | null> {
  const cache = cacheOf(db);
  const { menus, loads, watch } = cache;
  const key = normalise(slug);
  const trusted = trustedHit(db, cache, key);
  const hit = trusted instanceof Promise ? await trusted : trusted;
  if (hit) return hit;
  const known = menus.peek(key);
  // PGlite's one session already held past the wait: no need to queue a lookup to find out.
  if (options.busyAfterMs !== undefined && known && (db.busyFor?.() ?? 0) > options.busyAfterMs)
    return known;
  const checked = mark(watch);
  const lookup = sharedEtag(db, slug);
  let etag: string | null;
  if (options.busyAfterMs !== undefined && known) {
    // While the database is busy (a slow statement runs on PGlite's one session, or
    // every session is taken), the page answers from the version it has rather than wait.
    let timer: NodeJS.Timeout | undefined;
    const busy = new Promise<'busy'>((resolve) => {
      timer = setTimeout(() => resolve('busy'), options.busyAfterMs);
    });
    const first = await Promise.race([lookup, busy]).finally(() => clearTimeout(timer));
    if (first === 'busy') return known;
    etag = first;
  } else {
    etag = await lookup;
  }
  if (etag === null) return null;
  const cached = menus.peek(key);
  if (cached?.etag === etag) {
    // Checked while listening: from here on, notices keep it current.
    if (stillTrusted(watch, checked, cached.businessId)) cached.trustedIn = checked.generation;
    menus.get(key);
    return cached;
  }
  // A load started by a request that saw this same ETag began after this version was current,
  // so its answer is this version or a newer one: never stale for this request either.
  const id = `${key}\n${etag}`;
  let loading = loads.get(id);
  if (!loading) {
    const started = mark(watch);
    loading = loadPublicMenu(db, slug, baseOf(cache, key))
      .then((fresh) => {
        if (fresh?.etag) {
          if (stillTrusted(watch, started, fresh.businessId)) fresh.trustedIn = started.generation;
          remember(cache, key, fresh);
          cache.documents.delete(baseKey(key));
        }
        return fresh;
      })
      .finally(() => loads.delete(id));
    loads.set(id, loading);
  }
  return loading;
}

/** A parsed document's memory, estimated as twice its text's as a JavaScript string. */
const documentBytes = (menu: CachedMenu) => menu.forms.byteLength * 4;

/** The key of an answer's parsed document: the slug and its version. */
const documentKey = (menu: CachedMenu) => `${menu.home?.key ?? ''}\n${menu.etag}`;

/**
 * The answer as a value (the hosted page renders from it): parsed once per cached version while
 * the document store keeps it (a quarter of the menu budget, least recently used first), else
 * parsed again from the text. Its `business` is always the one menuBusiness gives.
 */
export function menuValue(menu: CachedMenu): unknown {
  const documents = menu.home?.cache.documents;
  let document = documents?.get(documentKey(menu));
  if (document !== undefined) return document;
  document = JSON.parse(menu.forms.text()) as unknown;
  const value = document as { business?: MenuBusiness };
  if (value && typeof value === 'object' && value.business) {
    if (menu.business) value.business = menu.business;
    else {
      menu.business = value.business;
      menuGrew(menu, businessBytes(value.business));
    }
  }
  // Kept while its answer is: an answer served but not kept (too big) is parsed for each render.
  if (documents && menu.home?.cache.menus.peek(menu.home.key) === menu) {
    documents.set(documentKey(menu), document, documentBytes(menu));
  }
  return document;
}

/** The menu's business, parsed once per version and kept with the answer (every scan reads it). */
export function menuBusiness(menu: CachedMenu): MenuBusiness {
  return menu.business ?? (menuValue(menu) as { business: MenuBusiness }).business;
}

/** If-None-Match as public_menu reads it: `*`, or a list of tags (weak ones compare equal). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The menu cache's answers and the bytes they hold (tests, diagnostics and the bench). */
export function menuCacheSize(db: Database): { entries: number; bytes: number; maxBytes: number } {
  const { menus } = cacheOf(db);
  return { entries: menus.size, bytes: menus.bytes, maxBytes: menus.maxBytes };
}

/** How many answers were read whole, and how many took dish texts from an earlier answer
 * (tests, diagnostics and the bench). */
export function menuReads(db: Database): { whole: number; spliced: number } {
  return { ...cacheOf(db).reads };
}

/** Whether this process hears menu version notices now (tests and diagnostics). */
export function hearsMenuVersions(db: Database): boolean {
  return cacheOf(db).watch.live;
}
