// Owner insights under load: how many anonymous menu events one server records per
// second at 50 connections beside the public menu's rate, and how long the owner's 90-day dashboard
// query takes for a business with a year of counters on a platform of 1,000 businesses, all
// generated here straight into the database.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { Database } from '../../server/db/database.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';
import { markdownTable, ms } from '../lib/table.ts';
import { addSizes, compressedSize, kb, type Compressed } from '../lib/sizes.ts';
import { inProcessMedianMs, loadOnce, medianResult, type LoadResult } from './throughput.ts';

export const PLATFORM_BUSINESSES = 1000;
export const YEAR_DAYS = 365;
const TABLES = 12;
const ITEMS_ADDED_PER_DAY = 40;
const CONNECTIONS = 50;
const LOAD_RUNS = 3;
const LOAD_SECONDS = 3;
const QUERY_ITERATIONS = 30;
const HTTP_QUERIES = 20;

export interface InsightsBench {
  eventsPerSecond: LoadResult;
  publicMenuPerSecond: LoadResult;
  counterRows: number;
  /** The owner's menu_insights_summary(…, 90), in-process and over HTTP (medians). */
  dashboardMs: number;
  dashboardHttpMs: number;
  /** The superadmin's platform_insights(30) over every business, in-process (median). */
  platformMs: number;
  /** The index the 90-day read uses, from EXPLAIN. */
  index: string;
  seedSeconds: number;
}

/**
 * 999 more businesses (with their owners) and a year of counters: the measured business gets every
 * dimension (3 sources, 12 tables, 40 of its items a day, orders), every other business a view and
 * an order count per day. Counts are pseudo-random but the same on every run.
 */
async function seedYear(db: Database, backend: BenchBackend): Promise<number> {
  const businessId = backend.large.businessId;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
       select md5('bench-owner-' || g)::uuid, 'authenticated', 'authenticated',
         'bench-owner-' || g || '@example.com', '', now()
       from generate_series(2, $1::int) g`,
      [PLATFORM_BUSINESSES],
    );
    await tx.query(
      `insert into public.businesses (id, name, whatsapp, slug, owner_id, email)
       select md5('bench-business-' || g)::uuid, 'Bench Cafe ' || g, '96891234567',
         'benchcafe' || g, md5('bench-owner-' || g)::uuid, 'bench-owner-' || g || '@example.com'
       from generate_series(2, $1::int) g`,
      [PLATFORM_BUSINESSES],
    );
    await tx.query(
      `update public.businesses set table_labels = array(select 'T' || g from generate_series(1, $2::int) g)
       where id = $1`,
      [businessId, TABLES],
    );
    const days = `generate_series(0, ${YEAR_DAYS - 1}) n,
      lateral (select (now() at time zone 'Asia/Muscat')::date - n as day) d`;
    // The other businesses: a view count and an order count per day.
    await tx.query(
      `insert into public.menu_insights (business_id, day, metric, dimension, count, items, value_baisa)
       select b.id, d.day, m.metric, case m.metric when 'view' then 'hosted' else '' end,
         1 + abs(hashtext(b.id::text || d.day || m.metric)) % 40,
         case m.metric when 'order' then 3 else 0 end, case m.metric when 'order' then 4500 else 0 end
       from public.businesses b, ${days}, (values ('view'), ('order')) m(metric)
       where b.id <> $1
       on conflict on constraint menu_insights_pkey do nothing`,
      [businessId],
    );
    // The measured business: every dimension, every day.
    await tx.query(
      `insert into public.menu_insights (business_id, day, metric, dimension, count, items, value_baisa)
       select $1, d.day, k.metric, k.dimension, 1 + abs(hashtext(d.day || k.dimension)) % 30,
         case k.metric when 'order' then 40 else 0 end, case k.metric when 'order' then 60000 else 0 end
       from ${days}, (
         select 'view' as metric, s as dimension from unnest(array['table', 'hosted', 'embed']) s
         union all select 'table', 'T' || g from generate_series(1, $2::int) g
         union all select 'order', ''
       ) k
       on conflict on constraint menu_insights_pkey do nothing`,
      [businessId, TABLES],
    );
    await tx.query(
      `insert into public.menu_insights (business_id, day, metric, dimension, count)
       select $1, d.day, 'add', i.id::text, 1 + abs(hashtext(d.day || i.id::text)) % 9
       from ${days}, lateral (
         select id from public.menu_items where business_id = $1
         order by md5(id::text || d.day) limit $2
       ) i
       on conflict on constraint menu_insights_pkey do nothing`,
      [businessId, ITEMS_ADDED_PER_DAY],
    );
    await tx.query('analyze public.menu_insights');
  });
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from menu_insights');
  return rows[0]?.n ?? 0;
}

/** The index (or scan) the planner picks for the owner's 90-day range read. */
async function rangeIndex(db: Database, businessId: string): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) select * from public.menu_insights
     where business_id = $1 and day between current_date - 89 and current_date`,
    [businessId],
  );
  const plan = JSON.stringify(rows[0]?.['QUERY PLAN'] ?? '');
  return plan.match(/"Index Name":\s*"([^"]+)"/)?.[1] ?? 'no index (sequential scan)';
}

async function rate(url: string, headers: Record<string, string>, body?: string) {
  await loadOnce(url, 10, 1, headers, body); // warm-up
  const runs: LoadResult[] = [];
  for (let run = 0; run < LOAD_RUNS; run++) {
    runs.push(await loadOnce(url, CONNECTIONS, LOAD_SECONDS, headers, body));
  }
  return medianResult(runs);
}

export async function measureInsights(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<InsightsBench> {
  const anon = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const { db } = backend.running;
  // The year first, so events land in a table of realistic size.
  log(`${backend.engine}: ${PLATFORM_BUSINESSES} businesses and a year of counters`);
  const seedStart = performance.now();
  const counterRows = await seedYear(db, backend);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  log(`${backend.engine}: events at ${CONNECTIONS} connections, then the public menu`);
  const eventsPerSecond = await rate(
    `${backend.url}/rest/v1/rpc/record_menu_event`,
    { ...anon, 'content-type': 'application/json' },
    JSON.stringify({ slug: backend.large.slug, event: 'view', source: 'table', table_label: 'T1' }),
  );
  const publicMenuPerSecond = await rate(
    `${backend.url}/rest/v1/rpc/public_menu?slug=${backend.large.slug}`,
    anon,
  );
  // autocannon resolves when its clock ends, with requests still in flight.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const superadmin = await signIn(backend.url, 'superadmin@example.com', 'password123');
  // Over HTTP first, while the sign-in's kept-alive connection is fresh: PGlite runs on this
  // thread, so a long in-process loop can let the server close it just as fetch reuses it.
  const httpTimes: number[] = [];
  for (let i = 0; i < HTTP_QUERIES; i++) {
    const start = performance.now();
    const response = await fetch(`${backend.url}/rest/v1/rpc/menu_insights_summary`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ business_id: backend.large.businessId, days: 90 }),
    });
    const body = await response.text();
    httpTimes.push(performance.now() - start);
    // One honest answer: a fast error or an empty summary would make a fine-looking figure.
    const summary = (response.ok ? JSON.parse(body) : null) as {
      views: unknown;
      items: unknown[];
    } | null;
    if (!summary || Number(summary.views) === 0 || summary.items.length !== 10) {
      throw new Error(`the 90-day summary answered ${response.status}: ${body.slice(0, 200)}`);
    }
  }
  const dashboardMs = await inProcessMedianMs(
    db,
    owner.claims,
    'select public.menu_insights_summary($1, 90)',
    [backend.large.businessId],
    QUERY_ITERATIONS,
  );
  const platformMs = await inProcessMedianMs(
    db,
    superadmin.claims,
    'select public.platform_insights(30)',
    [],
    QUERY_ITERATIONS,
  );
  const result: InsightsBench = {
    eventsPerSecond,
    publicMenuPerSecond,
    counterRows,
    dashboardMs,
    dashboardHttpMs: median(httpTimes),
    platformMs,
    index: await rangeIndex(db, backend.large.businessId),
    seedSeconds,
  };
  log(
    `${backend.engine}: ${Math.round(eventsPerSecond.rps)} events/s (public menu ${Math.round(publicMenuPerSecond.rps)}/s); ` +
      `90-day dashboard ${dashboardMs.toFixed(1)} ms in-process, ${result.dashboardHttpMs.toFixed(1)} ms HTTP over ${counterRows} rows (${result.index})`,
  );
  return result;
}

/**
 * What the owner's dashboard route costs on top of the admin shell: its lazy chunk (the insights
 * panel, the QR cards) and the chunks it shares with the superadmin's dashboard (the charts, the
 * insights domain code), scripts and stylesheets, from dist/admin as built.
 */
export async function dashboardChunk(adminAssets: string): Promise<Compressed> {
  const files = (await readdir(adminAssets)).filter((f) =>
    /^(admin-dashboard|views-orders-chart|insights)-[\w-]+\.(js|css)$/.test(f),
  );
  if (files.length === 0)
    throw new Error(`no admin-dashboard chunk in ${adminAssets}; build first`);
  return addSizes(
    await Promise.all(
      files.map(async (f) => compressedSize(await readFile(path.join(adminAssets, f)))),
    ),
  );
}

/** The step's table (Markdown), one row group per database, then the dashboard chunk. */
export function insightsReport(
  results: readonly { engine: string; bench: InsightsBench }[],
  date: string,
  chunk: Compressed,
): string {
  const rows = results.flatMap(({ engine, bench }) => [
    [
      `${engine}: menu events recorded (rpc/record_menu_event, a table scan), ${CONNECTIONS} conns`,
      `${Math.round(bench.eventsPerSecond.rps)} events/s, p50 ${bench.eventsPerSecond.p50Ms} ms, p99 ${bench.eventsPerSecond.p99Ms} ms`,
      `public menu ${Math.round(bench.publicMenuPerSecond.rps)} req/s, p99 ${bench.publicMenuPerSecond.p99Ms} ms`,
    ],
    [
      `${engine}: owner's 90-day dashboard (menu_insights_summary), 1 business of ${PLATFORM_BUSINESSES} with ${YEAR_DAYS} days`,
      `${ms(bench.dashboardMs)} in-process, ${ms(bench.dashboardHttpMs)} over HTTP`,
      `${bench.counterRows} counter rows; index ${bench.index}`,
    ],
    [
      `${engine}: superadmin's 30-day platform totals (platform_insights)`,
      `${ms(bench.platformMs)} in-process`,
      `year generated in ${bench.seedSeconds.toFixed(0)} s`,
    ],
  ]);
  rows.push([
    "Owner's dashboard: its route chunk and its chart and insights chunks (JS + CSS, lazy; plain SVG charts)",
    `${kb(chunk.gzip)} gzip`,
    `${kb(chunk.raw)} uncompressed, ${kb(chunk.brotli)} brotli`,
  ]);
  return [
    `Run on ${date.slice(0, 10)} (\`npm run bench -- --only=insights\`), medians of ${LOAD_RUNS} x ${LOAD_SECONDS} s load runs, ${QUERY_ITERATIONS} in-process and ${HTTP_QUERIES} HTTP queries.`,
    '',
    markdownTable(['Owner insights', 'QR Menu', 'Beside it'], rows),
  ].join('\n');
}
