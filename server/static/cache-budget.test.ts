// On both engines: the menu cache and the page cache are bounded by bytes (MENU_CACHE_BYTES,
// PAGE_CACHE_BYTES), not by how many entries they hold. Scanning more businesses than fit keeps
// each cache within its budget after every answer; an answer or page that was let go (evicted, or
// a small menu's text let go once its brotli form was made) comes back exactly as the database
// has it, plain, brotli and gzip alike.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCacheSize } from '../rest/menu-cache.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { exactAnswer, headerOf, type ExactAnswer } from '../testing/raw-request.ts';
import { pageCacheOf } from './page-cache.ts';

// About 3.5 KB per small answer and 6.5 KB per page once compressed (and up to a quarter of the
// budget each before): some of each fit, twenty businesses do not.
const MENU_BYTES = 40 * 1024;
const PAGE_BYTES = 96 * 1024;
const BUSINESSES = 20;

let ssr: SsrDist;
beforeAll(async () => {
  ssr = await buildSsrDist();
});
afterAll(async () => {
  await ssr?.remove();
});

describe.each(ENGINES)('caches sized by bytes on %s', (engine) => {
  let ts: TestServer;
  const slugs = Array.from({ length: BUSINESSES }, (_, i) => `budgetcafe${i + 1}`);

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      distDir: ssr.distDir,
      env: { MENU_CACHE_BYTES: String(MENU_BYTES), PAGE_CACHE_BYTES: String(PAGE_BYTES) },
    });
    // One statement per table, as the bench seeds 10,000.
    await ts.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password)
         select gen_random_uuid(), 'authenticated', 'authenticated', 'budgetcafe' || g || '@example.com', ''
         from generate_series(1, $1::int) g`,
        [BUSINESSES],
      );
      await tx.query(
        `insert into public.businesses (name, whatsapp, slug, owner_id)
         select 'Budget Cafe ' || g, '96891234567', 'budgetcafe' || g, u.id
         from generate_series(1, $1::int) g
         join auth.users u on u.email = 'budgetcafe' || g || '@example.com'`,
        [BUSINESSES],
      );
      await tx.query(
        `insert into public.categories (business_id, name, sort_order)
         select b.id, 'Drinks', 1 from public.businesses b where b.slug like 'budgetcafe%'`,
      );
      await tx.query(
        `insert into public.menu_items (business_id, category_id, name, description, price, sort_order)
         select c.business_id, c.id, b.name || ' dish ' || i,
                'Made to order with milk, cardamom or dates as the house makes it.', 0.5 + i, i
         from public.categories c join public.businesses b on b.id = c.business_id,
              generate_series(1, 8) i
         where b.slug like 'budgetcafe%'`,
      );
    });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  const port = () => Number(new URL(ts.url).port);
  const apiPath = (slug: string) => `/rest/v1/rpc/public_menu?slug=${slug}`;
  const api = (slug: string, encoding: string) =>
    exactAnswer(port(), apiPath(slug), { apikey: ts.anonKey, 'accept-encoding': encoding });
  const page = (slug: string, encoding: string) =>
    exactAnswer(port(), `/${slug}/menu`, { 'accept-encoding': encoding, 'accept-language': 'en' });

  /** The answer's body as text, decoded as its Content-Encoding says. */
  function decoded(answer: ExactAnswer): string {
    const encoding = headerOf(answer, 'content-encoding');
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    return answer.body.toString();
  }

  /** public_menu as the database answers it now. */
  async function fromDatabase(slug: string): Promise<string> {
    const { rows } = await ts.db.query<{ v: string }>('select public.public_menu($1)::text as v', [
      slug,
    ]);
    return rows[0]!.v;
  }

  function withinBudget(): void {
    const menus = menuCacheSize(ts.db);
    const pages = pageCacheOf(ts.db);
    // The configured budget, not a count: four fifths of it for the answers.
    expect(menus.maxBytes).toBe(MENU_BYTES - Math.floor(MENU_BYTES / 5));
    expect(pages.maxBytes).toBe(PAGE_BYTES);
    expect(menus.bytes).toBeLessThanOrEqual(menus.maxBytes);
    expect(pages.bytes).toBeLessThanOrEqual(pages.maxBytes);
  }

  it('never holds more than its budget while scanning more businesses than fit', async () => {
    for (let round = 0; round < 2; round++) {
      for (const slug of slugs) {
        expect((await page(slug, 'br')).status).toBe(200);
        withinBudget();
        expect((await api(slug, 'br')).status).toBe(200);
        withinBudget();
        // The brotli forms are made in the thread pool: counted when they land.
        await new Promise((resolve) => setTimeout(resolve, 5));
        withinBudget();
      }
    }
    const menus = menuCacheSize(ts.db);
    const pages = pageCacheOf(ts.db);
    expect(menus.entries).toBeGreaterThan(0);
    expect(menus.entries).toBeLessThan(BUSINESSES);
    expect(pages.size).toBeGreaterThan(0);
    expect(pages.size).toBeLessThan(BUSINESSES);
  });

  it('answers an evicted menu and page again exactly as the database has them', async () => {
    // The first businesses left both caches long ago.
    const slug = slugs[0]!;
    await ts.db.query(
      `update public.menu_items set name = 'Renamed while evicted'
       where name = 'Budget Cafe 1 dish 1'`,
    );
    const expected = await fromDatabase(slug);
    expect(expected).toContain('Renamed while evicted');
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect(decoded(await api(slug, encoding))).toBe(expected);
    }
    const html = decoded(await page(slug, 'br'));
    expect(html).toContain('Renamed while evicted');
    expect(html).toContain('Budget Cafe 1 dish 8');
    expect(html).not.toContain('Budget Cafe 2 dish');
    // Once its brotli forms are made the small texts are let go: the plain and gzip answers are
    // made again from them, byte for byte the same.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const encoding of ['identity', 'gzip', 'br']) {
      expect(decoded(await api(slug, encoding))).toBe(expected);
      expect(decoded(await page(slug, encoding))).toBe(html);
    }
    withinBudget();
  });
});
