// The hosted menu page's rendered HTML (and its compressed forms, made on first need), kept per
// database in a small least-recently-used cache keyed by the menu's ETag, the language and the
// table, so a repeated `/{slug}/menu` does no server-side rendering and no compression. The key
// holds the ETag that cachedPublicMenu (rest/menu-cache.ts) has just checked against the database,
// so an owner's write makes a new key at once: an old page is never served, it only ages out.
import type { Database } from '../db/database.ts';
import { HtmlPage } from './page-html.ts';

// A 200-item menu's page is a few hundred KB with its compressed forms: a few dozen pages of the
// busiest menus fit, and a crawler asking for every table of every slug cannot grow memory further.
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_PAGES = 256;

class PageCache {
  private readonly pages = new Map<string, { page: HtmlPage; bytes: number }>();
  private bytes = 0;

  get(key: string): HtmlPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  add(key: string, html: string): HtmlPage {
    const page: HtmlPage = new HtmlPage(html, (bytes) => this.grew(key, page, bytes));
    this.remove(key);
    this.pages.set(key, { page, bytes: page.bytes });
    this.bytes += page.bytes;
    this.evict();
    return page;
  }

  /** A compressed form was made: count it, unless its page has left the cache meanwhile. */
  private grew(key: string, page: HtmlPage, bytes: number): void {
    const entry = this.pages.get(key);
    if (entry?.page !== page) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private remove(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict(): void {
    // The newest page always stays, even alone over the budget: it is being sent.
    while (this.pages.size > 1 && (this.bytes > MAX_BYTES || this.pages.size > MAX_PAGES)) {
      this.remove(this.pages.keys().next().value as string);
    }
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
