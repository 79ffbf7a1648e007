// The owner's order history on a business with 10,000 recorded orders over 90 days (generated
// straight into the database, ~111 a day): the app's own page query (getHistoryPage through
// supabase-js, count included) over HTTP for today, the 90 days' first and last page, status, type
// and payment filters together, a search by name and by number. Budget: every page answers within
// 500 ms on PostgreSQL 15. EXPLAIN (as the owner, row level security on) names the index the page
// reads.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { AppClient } from '../../admin/lib/api/client.ts';
import { getHistoryPage } from '../../admin/features/orders/api/get-history.ts';
import {
  HISTORY_PAGE_SIZE,
  muscatRange,
  todayFilter,
  type HistoryFilter,
} from '../../admin/features/orders/lib/history.ts';
import { asRequestRole } from '../../server/db/request-role.ts';
import type { Database as Db } from '../../server/db/database.ts';
import type { Database } from '../../shared/api/database.types.ts';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';
import { markdownTable, ms } from '../lib/table.ts';

export const HISTORY_ORDERS = 10_000;
export const HISTORY_DAYS = 90;
/** The budget: a page (with its count) within 500 ms on PostgreSQL 15. */
export const HISTORY_BUDGET_MS = 500;
const RUNS = 20;

export interface HistoryCase {
  label: string;
  /** Orders the filter counts. */
  total: number;
  medianMs: number;
  maxMs: number;
}

export interface HistoryBench {
  engine: string;
  orders: number;
  cases: HistoryCase[];
  /** Indexes in the plan of the 90 days' first page and of the name search. */
  pageIndex: string;
  searchIndex: string;
}

/** 10,000 orders over the last 90 Muscat days: statuses, types, tables, payments, names mixed. */
async function seedOrders(db: Db, businessId: string): Promise<void> {
  const perDay = Math.ceil(HISTORY_ORDERS / HISTORY_DAYS);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.orders (business_id, number, business_day, status, cancel_code, order_type,
         table_label, lang, lines, items_baisa, vat_baisa, total_baisa, customer_name, payment, created_at)
       select $1, n, d.day,
         (array['completed','completed','completed','cancelled','new'])[1 + g % 5],
         case when g % 5 = 3 then 'sold_out' end,
         k.kind,
         case when k.kind = 'dine_in' then 'T' || (1 + g % 12) end,
         case when g % 4 = 0 then 'ar' else 'en' end,
         jsonb_build_array(jsonb_build_object('item_id', gen_random_uuid(), 'name', 'Karak Tea',
           'name_ar', 'شاي كرك', 'quantity', 1 + g % 3, 'unit_baisa', 300, 'options', '[]'::jsonb,
           'amount_baisa', 300 * (1 + g % 3))),
         300 * (1 + g % 3), 0, 300 * (1 + g % 3),
         case when k.kind <> 'dine_in' then
           (array['Salim','Aisha','Mohammed','Fatma','سالم','مريم'])[1 + g % 6] || ' ' || g end,
         case when k.kind <> 'dine_in' then (array['cash','card'])[1 + (g / 4) % 2] end,
         (d.day::timestamp + interval '7 hours' + make_interval(secs => n * 400)) at time zone 'Asia/Muscat'
       from generate_series(0, $2::int - 1) g,
         lateral (select 1 + g % $3::int as n,
                         (now() at time zone 'Asia/Muscat')::date - (g / $3::int) as day) d,
         lateral (select (array['dine_in','dine_in','pickup','delivery'])[1 + g % 4] as kind) k`,
      [businessId, HISTORY_ORDERS, perDay],
    );
    await tx.query('analyze public.orders');
  });
}

/** The indexes the planner reads for a query (as the owner, policies applied). */
async function indexesOf(
  db: Db,
  claims: Parameters<typeof asRequestRole>[1],
  sql: string,
  params: unknown[],
) {
  const plan = await asRequestRole(db, claims, async (tx) => {
    const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${sql}`,
      params,
    );
    return JSON.stringify(rows[0]?.['QUERY PLAN'] ?? '');
  });
  const names = [...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((m) => m[1]);
  return names.length ? [...new Set(names)].join(', ') : 'no index (sequential scan)';
}

export async function measureHistory(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<HistoryBench> {
  const { db } = backend.running;
  const businessId = backend.large.businessId;
  log(`${backend.engine}: ${HISTORY_ORDERS} orders over ${HISTORY_DAYS} days`);
  await seedOrders(db, businessId);
  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const client: AppClient = createClient<Database>(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${owner.token}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const now = new Date();
  const today = todayFilter(now);
  const first = new Date(Date.parse(`${today.to}T00:00:00Z`) - (HISTORY_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const quarter: HistoryFilter = { ...today, from: first };
  const lastPage = Math.ceil(HISTORY_ORDERS / HISTORY_PAGE_SIZE);
  const cases: [string, HistoryFilter, number][] = [
    ["today's page (the default)", today, 1],
    [`${HISTORY_DAYS} days, page 1`, quarter, 1],
    [`${HISTORY_DAYS} days, last page (${lastPage})`, quarter, lastPage],
    [
      `${HISTORY_DAYS} days, completed pickups paid by card`,
      { ...quarter, status: 'completed', type: 'pickup', payment: 'card' },
      1,
    ],
    [`${HISTORY_DAYS} days, search "salim" (name)`, { ...quarter, search: 'salim' }, 1],
    [`${HISTORY_DAYS} days, search "42" (number)`, { ...quarter, search: '42' }, 1],
  ];
  const results: HistoryCase[] = [];
  for (const [label, filter, page] of cases) {
    await getHistoryPage(client, businessId, filter, page); // warm-up
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const answer = await getHistoryPage(client, businessId, filter, page);
      times.push(performance.now() - start);
      total = answer.total;
      // An honest answer: an empty page would make a fine-looking figure.
      if (answer.orders.length === 0) throw new Error(`history: "${label}" answered no orders`);
    }
    results.push({ label, total, medianMs: median(times), maxMs: Math.max(...times) });
  }
  const range = muscatRange(quarter.from, quarter.to);
  const pageSql = `select * from public.orders where business_id = $1 and created_at >= $2 and created_at < $3`;
  const bench: HistoryBench = {
    engine: backend.engine,
    orders: HISTORY_ORDERS,
    cases: results,
    pageIndex: await indexesOf(
      db,
      owner.claims,
      `${pageSql} order by created_at desc, id desc limit ${HISTORY_PAGE_SIZE}`,
      [businessId, range.start, range.end],
    ),
    searchIndex: await indexesOf(
      db,
      owner.claims,
      `${pageSql} and customer_name ilike '%salim%' order by created_at desc, id desc limit ${HISTORY_PAGE_SIZE}`,
      [businessId, range.start, range.end],
    ),
  };
  log(`${backend.engine}: ${JSON.stringify(bench)}`);
  return bench;
}

export function historyVerdict(bench: HistoryBench): { ok: boolean; text: string } {
  const slowest = Math.max(...bench.cases.map((c) => c.maxMs));
  return {
    ok: slowest < HISTORY_BUDGET_MS,
    text: `${bench.engine}: the slowest history page of ${bench.orders} orders answered in ${ms(slowest)} (budget ${HISTORY_BUDGET_MS} ms on PostgreSQL 15)`,
  };
}

export function historyTable(benches: readonly HistoryBench[]): string {
  const rows = benches.flatMap((bench) =>
    bench.cases.map((c) => [
      `${bench.engine}: ${c.label}`,
      String(c.total),
      `${ms(c.medianMs)} / ${ms(c.maxMs)}`,
    ]),
  );
  const plans = benches.map(
    (b) => `- ${b.engine}: the page reads ${b.pageIndex}; the name search reads ${b.searchIndex}.`,
  );
  return [
    markdownTable(
      [
        `Order history, ${HISTORY_ORDERS} orders (getHistoryPage over HTTP, ${RUNS} runs)`,
        'Orders counted',
        'Median / max',
      ],
      rows,
    ),
    '',
    ...plans,
  ].join('\n');
}
