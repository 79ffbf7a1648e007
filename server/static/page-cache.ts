// The hosted menu page's rendered HTML (and its compressed forms, made on first need), kept per
// database in a small least-recently-used cache keyed by the menu's ETag, the language and the
// table, so a repeated `/{slug}/menu` does no server-side rendering and no compression. The key
// holds the ETag of the answer cachedPublicMenu (rest/menu-cache.ts) has just given as current
// (notified of every menu change, or checked against the database while it cannot be), so an
// owner's write makes a new key at once: an old page is never served, it only ages out.
import type { Database } from '../db/database.ts';
import { ByteCache } from './byte-cache.ts';
import { HtmlPage } from './page-html.ts';

// A 200-item menu's page is a few hundred KB with its compressed forms: a few dozen pages of the
// busiest menus fit, and a crawler asking for every table of every slug cannot grow memory further.
// Strings count 2 bytes per UTF-16 unit (byte-cache.ts); a page above a quarter of the budget is
// served but not kept, so it cannot push every other page out on each visit.
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_PAGES = 256;

export class PageCache {
  private readonly pages: ByteCache<HtmlPage>;

  constructor(maxBytes = MAX_BYTES) {
    this.pages = new ByteCache({ maxBytes, maxShare: 0.25, maxEntries: MAX_PAGES });
  }

  get bytes(): number {
    return this.pages.bytes;
  }

  get(key: string): HtmlPage | undefined {
    return this.pages.get(key);
  }

  add(key: string, html: string): HtmlPage {
    const page: HtmlPage = new HtmlPage(html, (bytes) => this.pages.grew(key, page, bytes));
    this.pages.set(key, page, page.bytes);
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
