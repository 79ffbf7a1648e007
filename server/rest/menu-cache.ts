// The hot path of every customer's phone: public_menu answers kept in memory per database, keyed by
// slug and the menu's ETag, for both places that answer it: `/rest/v1/rpc/public_menu` (handler.ts)
// and the hosted page `/{slug}/menu` (static/menu-page.ts), through cachedPublicMenu. Each request
// first asks the database for the slug's current ETag (one indexed lookup, public_menu_etag):
// triggers give a business a new version on every write that can change its menu, whichever path
// made it (REST, RPC, storage-driven updates, import functions, direct SQL), so a cached answer is
// served only while it is still exactly what public_menu returns.
import type { Database } from '../db/database.ts';
import { asRequestRole } from '../db/request-role.ts';
import { ANON_CLAIMS } from '../http/claims.ts';
import { encodeOffThread, type Encoding } from '../static/compress.ts';
import { RESPONSE_GUC_COLUMNS, gucsOfRow, type ResponseGucColumns } from './response-gucs.ts';

export interface CachedMenu {
  etag: string;
  /** public_menu's JSON text, exactly as `POST /rest/v1/rpc/public_menu` answers it. */
  body: string;
  /** The answer's headers as the uncached call sends them (content type, ETag, Cache-Control). */
  headers: Record<string, string>;
  /** The body compressed, each encoding made once per version, in the thread pool. */
  encoded?: Map<Encoding, Buffer | Promise<void>>;
}

// Below this a compressed answer saves less than its headers cost.
const MIN_COMPRESSED_BYTES = 1024;
// Above this brotli's best effort takes seconds of a pool thread: the quick effort will do.
const BEST_EFFORT_BYTES = 512 * 1024;

/**
 * The menu's body in `encoding` when it has been made, else undefined, starting it in the thread
 * pool (the caller sends the plain body meanwhile): every phone after the first of a version gets
 * the compressed copy, and no request waits for, or repeats, the compression.
 */
export function encodedMenu(menu: CachedMenu, encoding: Encoding): Buffer | undefined {
  if (menu.body.length < MIN_COMPRESSED_BYTES) return undefined;
  menu.encoded ??= new Map();
  const made = menu.encoded.get(encoding);
  if (made instanceof Buffer) return made;
  if (made) return undefined;
  const body = Buffer.from(menu.body);
  const encoded = menu.encoded;
  encoded.set(
    encoding,
    encodeOffThread(body, encoding, body.length > BEST_EFFORT_BYTES ? 'fast' : 'best').then(
      (buffer) => void encoded.set(encoding, buffer),
      // A failed compression leaves the plain body, which is always correct.
      () => undefined,
    ),
  );
  return undefined;
}

// Bounded: a crawler walking many slugs cannot grow the server's memory without limit.
const MAX_ENTRIES = 500;

interface MenuCache {
  /** Slug to its last answer, least recently used first. */
  menus: Map<string, CachedMenu>;
  /** Loads under way, by slug and the ETag the request saw: a burst of scans right after an
   * owner's write runs public_menu once, not once per phone. */
  loads: Map<string, Promise<CachedMenu | null>>;
  /** ETag lookups under way, by slug: while the database is busy, waiting pages share one. */
  etags: Map<string, Promise<string | null>>;
}

const caches = new WeakMap<Database, MenuCache>();

function cacheOf(db: Database): MenuCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { menus: new Map(), loads: new Map(), etags: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function remember(menus: Map<string, CachedMenu>, key: string, menu: CachedMenu): void {
  // Least recently used goes first: a hit or a new answer moves the slug to the end.
  menus.delete(key);
  menus.set(key, menu);
  if (menus.size > MAX_ENTRIES) menus.delete(menus.keys().next().value as string);
}

const normalise = (slug: string) => slug.trim().toLowerCase();

/** The capacity kept for this path (Database.priority), else the database itself. */
const lane = (db: Database) => db.priority ?? db;

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

/** public_menu(slug) run as the API runs it for an anonymous visitor's POST (so never a 304), with
 * the ETag and Cache-Control it sets (read in the same statement, after the call, so the ETag
 * belongs to exactly this menu even while an owner writes); null when it answers null. */
async function loadPublicMenu(db: Database, slug: string): Promise<CachedMenu | null> {
  const row = await asRequestRole(
    lane(db),
    ANON_CLAIMS,
    async (tx) =>
      (
        await tx.query<{ body: string | null } & ResponseGucColumns>(
          `select _c.v::text as body, ${RESPONSE_GUC_COLUMNS}
           from (select public.public_menu($1) as v offset 0) _c`,
          [slug],
        )
      ).rows[0],
    { headers: {}, method: 'POST', path: '/rpc/public_menu', readOnly: true },
  );
  const body = row?.body ?? null;
  if (body === null || body === 'null') return null;
  const headers = gucsOfRow(row)?.headers ?? {};
  return { etag: headers.etag ?? '', body, headers: { 'content-type': JSON_TYPE, ...headers } };
}

/**
 * public_menu(slug) for any caller (its answer does not depend on who asks): the cached answer
 * while its ETag is the slug's current one, else a fresh one, which is remembered; null for an
 * unknown slug (public_menu answers null exactly when there is no ETag, so that costs one lookup).
 * A hit costs one indexed query and no JSON work. With `busyAfterMs`, a slug already in the cache
 * is answered from it when the lookup takes longer than that (the database is busy): a version
 * at most as old as the busy spell, rather than a wait.
 */
export async function cachedPublicMenu(
  db: Database,
  slug: string,
  options: { busyAfterMs?: number } = {},
): Promise<CachedMenu | null> {
  const { menus, loads } = cacheOf(db);
  const key = normalise(slug);
  const known = menus.get(key);
  // PGlite's one session already held past the wait: no need to queue a lookup to find out.
  if (options.busyAfterMs !== undefined && known && (db.busyFor?.() ?? 0) > options.busyAfterMs)
    return known;
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
  const cached = menus.get(key);
  if (cached?.etag === etag) {
    remember(menus, key, cached);
    return cached;
  }
  // A load started by a request that saw this same ETag began after this version was current,
  // so its answer is this version or a newer one: never stale for this request either.
  const id = `${key}\n${etag}`;
  let loading = loads.get(id);
  if (!loading) {
    loading = loadPublicMenu(db, slug)
      .then((fresh) => {
        if (fresh?.etag) remember(menus, key, fresh);
        return fresh;
      })
      .finally(() => loads.delete(id));
    loads.set(id, loading);
  }
  return loading;
}

const parsed = new WeakMap<CachedMenu, unknown>();

/** The answer as a value, parsed once per cached version (the hosted page renders from it). */
export function menuValue(menu: CachedMenu): unknown {
  if (!parsed.has(menu)) parsed.set(menu, JSON.parse(menu.body) as unknown);
  return parsed.get(menu);
}

/** If-None-Match as public_menu reads it: `*`, or a list of tags (weak ones compare equal). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
