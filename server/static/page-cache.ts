// The hosted menu page's rendered HTML (and its compressed forms, made on first need), kept per
// database in a small least-recently-used cache keyed by the menu's ETag, the language and the
// table, so a repeated `/{slug}/menu` does no server-side rendering and no compression. The key
// holds the ETag of the answer cachedPublicMenu (rest/menu-cache.ts) has just given as current
// (notified of every menu change, or checked against the database while it cannot be), so an
// owner's write makes a new key at once: an old page is never served, it only ages out.
import type { Database } from '../db/database.ts';
import { DEFAULT_REQUEST_LIMITS } from '../http/limits.ts';
import { ByteCache } from './byte-cache.ts';
import { HtmlPage } from './page-html.ts';

// Bounded in memory (limits.ts pageCacheBytes, PAGE_CACHE_BYTES): each page's compressed forms
// and, until its brotli form is made, its UTF-8 text (a page up to DROP_PLAIN_BELOW bytes then
// lets its text go: a small cafe's page costs its 4 KB of brotli, not its 16 KB of HTML). A page
// above a quarter of the budget is served but not kept, so it cannot push every other page out on
// each visit; a crawler asking for every table of every slug cannot grow memory further.
const DEFAULT_PAGE_CACHE_BYTES = DEFAULT_REQUEST_LIMITS.pageCacheBytes;
const DROP_PLAIN_BELOW = 256 * 1024;
/** What a page costs beyond its bytes: its object, its key and the headers kept with it. */
const ENTRY_OVERHEAD = 2048;

export class PageCache {
  private readonly pages: ByteCache<HtmlPage>;

  constructor(maxBytes = DEFAULT_PAGE_CACHE_BYTES) {
    this.pages = new ByteCache({ maxBytes, maxShare: 0.25 });
  }

  get bytes(): number {
    return this.pages.bytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get maxBytes(): number {
    return this.pages.maxBytes;
  }

  /** A new budget: pages leave, least recently used first, until it holds. */
  resize(maxBytes: number): void {
    this.pages.resize(maxBytes);
  }

  get(key: string): HtmlPage | undefined {
    return this.pages.get(key);
  }

  add(key: string, html: string): HtmlPage {
    const page: HtmlPage = new HtmlPage(html, (bytes) => this.pages.grew(key, page, bytes), {
      dropPlainBelow: DROP_PLAIN_BELOW,
    });
    this.pages.set(key, page, ENTRY_OVERHEAD + page.bytes);
    return page;
  }
}

const caches = new WeakMap<Database, PageCache>();

/** The page cache of a database's server. */
export function pageCacheOf(db: Database): PageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PageCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * What a rendered page depends on besides the build: the menu version, the language, the table
 * (one of the business's own labels) and the open state the status line shows (menu-page.ts).
 */
export function pageKey(parts: {
  distDir: string;
  slug: string;
  etag: string;
  lang: string;
  table: string | undefined;
  hours?: string | undefined;
}): string {
  return JSON.stringify([
    parts.distDir,
    parts.slug,
    parts.etag,
    parts.lang,
    parts.table ?? null,
    parts.hours ?? null,
  ]);
}
