// `npm run bench -- --only=many`: the thousandth business. 10,000 small businesses (a cafe of 8
// dishes in 2 categories each) are seeded with one insert ... select per table, then the hosted
// pages of the first 1,000 and of all 10,000 are asked for in rotation (`/{slug}/menu`, brotli,
// as a phone asks) by the load generator in its own process (bench/lib/load.ts): first one pass
// through them all (every page cold: read, rendered, compressed; the first 3 s of first visits are
// the cold figure), then runs once warm. Each
// figure names the server's resident memory and what its two caches hold against their budgets.
import type { Database } from '../../server/db/database.ts';
import { menuCacheSize } from '../../server/rest/menu-cache.ts';
import { pagesAnsweredFromMemory } from '../../server/static/menu-page.ts';
import { pageCacheOf } from '../../server/static/page-cache.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { generateLoad, type LoadResult } from '../lib/load.ts';
import { cpuNote } from './throughput.ts';

/** The rotations measured: the first 1,000 businesses, then all of them. */
export const MANY_COUNTS = [1000, 10_000] as const;
/** Warm pages per second the server keeps, in rotation through every business. */
export const MANY_BUDGET_RPS = 1000;
const PREFIX = 'manycafe';
const CONNECTIONS = 50;
const RUNS = 3;
const SECONDS = 5;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

export interface ManyResult {
  engine: string;
  businesses: number;
  /** First visits: every page read, rendered and compressed (pages/s, p50, p99). */
  cold: LoadResult;
  coldSeconds: number;
  /** Once warm: the median of RUNS runs, and each run's rate. */
  warm: LoadResult;
  warmRuns: number[];
  /** Share of the warm requests answered from memory without the ordinary path. */
  fromMemory: number;
  /** The process's resident memory after the warm runs and a garbage collection, bytes, and how
   * much it grew from before the cold pass (the process held the database and earlier runs). */
  rss: number;
  rssGrowth: number;
  heapUsed: number;
  /** Buffers outside the JavaScript heap (the caches' compressed forms and texts). */
  arrayBuffers: number;
  menuCache: { entries: number; bytes: number; maxBytes: number };
  pageCache: { entries: number; bytes: number; maxBytes: number };
}

/**
 * `count` businesses of 8 dishes in 2 categories, each with its own owner, as `manycafe1` ...
 * `manycafe{count}`: one statement per table, whatever the count (seconds, not 10,000 API calls).
 */
export async function seedManyBusinesses(db: Database, count: number): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', $2 || g || '@example.com', '', now()
       from generate_series(1, $1::int) g`,
      [count, PREFIX],
    );
    await tx.query(
      `insert into public.businesses (name, category, description, whatsapp, slug, owner_id, headline)
       select 'Cafe ' || g, 'Cafe', 'Coffee, tea and something sweet, all day.', '96891234567',
              $2 || g, u.id, 'Fresh every morning'
       from generate_series(1, $1::int) g
       join auth.users u on u.email = $2 || g || '@example.com'`,
      [count, PREFIX],
    );
    // The menus' rows without their row triggers (each dish would bump its business's menu
    // version and announce it: 80,000 updates and notices for nothing cached yet); the rows are
    // valid as written, and every business has its version from its own insert.
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `insert into public.categories (business_id, name, sort_order)
       select b.id, c.name, c.ord
       from public.businesses b, (values ('Hot drinks', 1), ('Sweets', 2)) c(name, ord)
       where b.slug like $1 || '%'`,
      [PREFIX],
    );
    await tx.query(
      `insert into public.menu_items (business_id, category_id, name, description, price, sort_order)
       select c.business_id, c.id,
              (array['Karak', 'Flat White', 'Saffron Latte', 'Mint Tea',
                     'Date Cake', 'Kunafa', 'Luqaimat', 'Halwa'])[(c.sort_order - 1) * 4 + i],
              'Made to order with milk, cardamom or dates as the house makes it.',
              0.5 + i * 0.25, i
       from public.categories c
       join public.businesses b on b.id = c.business_id and b.slug like $1 || '%',
            generate_series(1, 4) i`,
      [PREFIX],
    );
    // Each dish's kept public_menu document, which its row trigger would have built.
    await tx.query(
      `select public.store_menu_item_documents(array(
         select i.id from public.menu_items i
         join public.businesses b on b.id = i.business_id and b.slug like $1 || '%'))`,
      [PREFIX],
    );
  });
  // The planner's statistics for the new rows (PGlite runs no autovacuum; PostgreSQL's would come
  // later): the first visits are then planned as a server that grew to this size plans them.
  await db.exec(
    'analyze auth.users, public.businesses, public.business_slugs, public.categories, public.menu_items, public.menu_versions, public.menu_item_documents',
  );
  return Array.from({ length: count }, (_, i) => `${PREFIX}${i + 1}`);
}

function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

/** The hosted pages of `slugs` in rotation: one cold pass, then warm runs. */
async function rotation(
  backend: BenchBackend,
  slugs: readonly string[],
  firstCold: number,
  log: (line: string) => void,
): Promise<Omit<ManyResult, 'engine'>> {
  const paths = slugs.map((slug) => `/${slug}/menu`);
  const probe = await fetch(`${backend.url}${paths.at(-1)}`, { headers: HEADERS });
  const html = await probe.text();
  if (!probe.ok || !html.includes('shadowrootmode')) {
    throw new Error(`many: ${paths.at(-1)} answered ${probe.status} without a rendered page`);
  }
  const load = (seconds: number, from = 0) =>
    generateLoad({
      url: backend.url + (paths[0] ?? '/'),
      paths: [...paths.slice(from), ...paths.slice(0, from)],
      connections: CONNECTIONS,
      seconds,
      headers: HEADERS,
      ...(backend.postgresDataDir ? { postgresDataDir: backend.postgresDataDir } : {}),
    });
  // The cold figure: 3 s of first visits, from the first page no earlier rotation asked for.
  const before = { rss: memory().rss };
  const started = performance.now();
  const cold = await load(3, firstCold);
  // Then every page once, from here (the warm runs must find them all in memory).
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await fetch(backend.url + next, { headers: HEADERS });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`many: ${next} answered ${response.status}`);
      }
    }),
  );
  const coldSeconds = (performance.now() - started) / 1000;
  log(
    `${backend.engine} ${slugs.length} businesses, cold: ${Math.round(cold.rps)} pages/s, p50 ${cold.p50Ms} ms; every page once in ${coldSeconds.toFixed(0)} s`,
  );
  const runs: LoadResult[] = [];
  const answeredBefore = pagesAnsweredFromMemory();
  for (let run = 0; run < RUNS; run++) {
    const result = await load(SECONDS);
    runs.push(result);
    log(
      `${backend.engine} ${slugs.length} businesses, warm: ${Math.round(result.rps)} pages/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; ${cpuNote(result)}`,
    );
  }
  const answered = runs.reduce((sum, r) => sum + r.rps * SECONDS, 0);
  const fromMemory = Math.min(
    1,
    (pagesAnsweredFromMemory() - answeredBefore) / Math.max(answered, 1),
  );
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const warm = sorted[Math.floor(sorted.length / 2)] as LoadResult;
  const { rss, heapUsed, arrayBuffers } = memory();
  const pages = pageCacheOf(backend.running.db);
  return {
    businesses: slugs.length,
    cold,
    coldSeconds,
    warm,
    warmRuns: runs.map((r) => Math.round(r.rps)),
    fromMemory,
    rss,
    rssGrowth: rss - before.rss,
    heapUsed,
    arrayBuffers,
    menuCache: menuCacheSize(backend.running.db),
    pageCache: { entries: pages.size, bytes: pages.bytes, maxBytes: pages.maxBytes },
  };
}

export async function measureMany(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<ManyResult[]> {
  const largest = Math.max(...MANY_COUNTS);
  const seedStarted = performance.now();
  const slugs = await seedManyBusinesses(backend.running.db, largest);
  log(
    `${backend.engine}: seeded ${largest.toLocaleString('en')} businesses in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const results: ManyResult[] = [];
  let asked = 0;
  for (const count of MANY_COUNTS) {
    const result = await rotation(backend, slugs.slice(0, count), asked, log);
    results.push({ engine: backend.engine, ...result });
    asked = count;
  }
  return results;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function manyRows(results: readonly ManyResult[]): string[][] {
  return results.map((r) => [
    r.engine,
    r.businesses.toLocaleString('en'),
    `${Math.round(r.cold.rps)} pages/s, p50 ${r.cold.p50Ms} ms`,
    `${Math.round(r.warm.rps)} pages/s, p50 ${r.warm.p50Ms} ms, p99 ${r.warm.p99Ms} ms (runs ${r.warmRuns.join(', ')}; ${cpuNote(r.warm)})`,
    `${Math.round(r.fromMemory * 100)}%`,
    `${r.menuCache.entries.toLocaleString('en')} / ${mb(r.menuCache.bytes)} of ${mb(r.menuCache.maxBytes)}`,
    `${r.pageCache.entries.toLocaleString('en')} / ${mb(r.pageCache.bytes)} of ${mb(r.pageCache.maxBytes)}`,
    `${mb(r.rss)}, ${r.rssGrowth >= 0 ? '+' : ''}${mb(r.rssGrowth)} over the rotation (heap ${mb(r.heapUsed)}, buffers ${mb(r.arrayBuffers)})`,
  ]);
}

export const MANY_COLUMNS = [
  'Database',
  'Businesses in rotation',
  'Cold (first visits, 3 s)',
  'Warm (median of 3 x 5 s)',
  'From memory',
  'Menu cache: answers / bytes',
  'Page cache: pages / bytes',
  'Process RSS',
];

export function manyVerdict(result: ManyResult): { ok: boolean; text: string } {
  const ok = result.warm.rps >= MANY_BUDGET_RPS && result.warm.failures === 0;
  return {
    ok,
    text: `${result.engine}: ${result.businesses.toLocaleString('en')} businesses in rotation, warm: ${Math.round(result.warm.rps)} pages/s (budget ${MANY_BUDGET_RPS}), ${result.warm.failures} failed, RSS ${mb(result.rss)}`,
  };
}
