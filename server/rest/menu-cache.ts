// The hot path of every customer's phone: public_menu answers kept in memory per database, keyed by
// slug and the menu's ETag. Each request first asks the database for the slug's current ETag (one
// indexed lookup, public_menu_etag): triggers give a business a new version on every write that can
// change its menu, whichever path made it (REST, RPC, storage-driven updates, import functions,
// direct SQL), so a cached answer is served only while it is still exactly what public_menu returns.
import type { Database } from '../db/database.ts';

export interface CachedMenu {
  etag: string;
  body: string;
  /** The answer's headers as the uncached call sent them (content type, ETag, Cache-Control). */
  headers: Record<string, string>;
}

// Bounded: a crawler walking many slugs cannot grow the server's memory without limit.
const MAX_ENTRIES = 500;

const caches = new WeakMap<Database, Map<string, CachedMenu>>();

function cacheOf(db: Database): Map<string, CachedMenu> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

const normalise = (slug: string) => slug.trim().toLowerCase();

/** The slug's current ETag, or null for an unknown slug. */
async function currentMenuEtag(db: Database, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ etag: string | null }>(
    'select public.public_menu_etag($1) as etag',
    [slug],
  );
  return rows[0]?.etag ?? null;
}

/** The cached answer when it is the current version of the slug's menu. */
export async function freshCachedMenu(db: Database, slug: string): Promise<CachedMenu | undefined> {
  const cached = cacheOf(db).get(normalise(slug));
  if (!cached) return undefined;
  const etag = await currentMenuEtag(db, slug);
  return etag === cached.etag ? cached : undefined;
}

export function rememberMenu(db: Database, slug: string, menu: CachedMenu): void {
  const cache = cacheOf(db);
  const key = normalise(slug);
  cache.delete(key);
  cache.set(key, menu);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}

/** If-None-Match as public_menu reads it: `*`, or a list of tags (weak ones compare equal). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
