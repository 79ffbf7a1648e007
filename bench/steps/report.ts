// The end-of-day report (public.order_report) on a business with 90 days of 300 recorded orders a
// day (27,000, generated straight into the database): mixed types, statuses with cancellations and
// their reasons, cash, card and unasked payments, delivery fees, VAT recorded on some and not on
// others, two to three lines each. The app's own call (getReport through supabase-js) over HTTP for
// today, a week, the 90 days and this quarter. Budget: the 90 days within 1 s on PostgreSQL 15.
// EXPLAIN names the index the report's read of the orders uses.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { AppClient } from '../../admin/lib/api/client.ts';
import { getReport } from '../../admin/features/orders/api/get-report.ts';
import { quarterDays, todayDays, type ReportDays } from '../../admin/features/orders/lib/report.ts';
import type { Database as Db } from '../../server/db/database.ts';
import type { Database } from '../../shared/api/database.types.ts';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';
import { markdownTable, ms } from '../lib/table.ts';

export const REPORT_DAYS = 90;
export const REPORT_PER_DAY = 300;
/** The budget: the 90 days' report within 1 s on PostgreSQL 15. */
export const REPORT_BUDGET_MS = 1000;
const RUNS = 10;

export interface ReportCase {
  label: string;
  /** Orders the report counted. */
  orders: number;
  medianMs: number;
  maxMs: number;
}

export interface ReportBench {
  engine: string;
  orders: number;
  cases: ReportCase[];
  /** The index the planner reads for the report's range of orders. */
  index: string;
}

/** 300 orders a day over the last 90 Muscat days. */
export async function seedReportOrders(db: Db, businessId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.orders (business_id, number, business_day, status, cancel_code,
         cancel_reason, order_type, table_label, lang, lines, items_baisa, delivery_fee_baisa,
         vat_baisa, total_baisa, payment, created_at)
       select $1, n, day,
         (array['completed','completed','completed','completed','cancelled','new','ready'])[1 + g % 7],
         case when g % 7 = 4 and g % 2 = 0 then (array['sold_out','customer_asked','duplicate'])[1 + g % 3] end,
         case when g % 7 = 4 and g % 2 = 1 then 'Customer left ' || g end,
         kind,
         case when kind = 'dine_in' then 'T' || (1 + g % 12) end,
         case when g % 4 = 0 then 'ar' else 'en' end,
         jsonb_build_array(
           jsonb_build_object('item_id', gen_random_uuid(), 'name', 'Item ' || (g % 40),
             'name_ar', 'صنف ' || (g % 40), 'quantity', 1 + g % 3, 'unit_baisa', 300,
             'options', '[]'::jsonb, 'amount_baisa', 300 * (1 + g % 3)),
           jsonb_build_object('item_id', gen_random_uuid(), 'name', 'Item ' || (g % 17),
             'name_ar', 'صنف ' || (g % 17), 'quantity', 1, 'unit_baisa', 1200,
             'options', '[]'::jsonb, 'amount_baisa', 1200))
           || case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('item_id',
             gen_random_uuid(), 'name', 'Karak Tea', 'name_ar', 'شاي كرك', 'quantity', 2,
             'unit_baisa', 200, 'options', '[]'::jsonb, 'amount_baisa', 400)) else '[]'::jsonb end,
         items, fee, vat, items + coalesce(fee, 0) + coalesce(vat, 0),
         case when kind <> 'dine_in' then (array['cash','card'])[1 + (g / 5) % 2] end,
         (day::timestamp + interval '7 hours' + make_interval(secs => n * 150)) at time zone 'Asia/Muscat'
       from generate_series(0, $2::int * $3::int - 1) g,
         lateral (select 1 + g % $3::int as n,
                         (now() at time zone 'Asia/Muscat')::date - (g / $3::int) as day,
                         (array['dine_in','dine_in','pickup','delivery'])[1 + g % 4] as kind) d,
         lateral (select 300 * (1 + g % 3) + 1200 + case when g % 3 = 0 then 400 else 0 end as items,
                         case when kind = 'delivery' then 500 end as fee) a,
         -- Half the days' orders were placed with prices without VAT (a VAT line), half with.
         lateral (select case when g % 2 = 0 then public.vat_baisa(items + coalesce(fee, 0)) end as vat) v`,
      [businessId, REPORT_DAYS, REPORT_PER_DAY],
    );
    await tx.query('analyze public.orders');
  });
}

async function indexOf(db: Db, businessId: string, days: ReportDays): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) select * from public.orders o
     where o.business_id = $1 and o.business_day between $2::date and $3::date`,
    [businessId, days.from, days.to],
  );
  const plan = JSON.stringify(rows[0]?.['QUERY PLAN'] ?? '');
  const names = [...plan.matchAll(/"Index Name":\s*"([^"]+)"/g)].map((m) => m[1]);
  return names.length ? [...new Set(names)].join(', ') : 'no index (sequential scan)';
}

export async function measureReport(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<ReportBench> {
  const { db } = backend.running;
  const businessId = backend.large.businessId;
  const orders = REPORT_DAYS * REPORT_PER_DAY;
  log(`${backend.engine}: ${orders} orders over ${REPORT_DAYS} days`);
  await seedReportOrders(db, businessId);
  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const client: AppClient = createClient<Database>(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${owner.token}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const today = todayDays(new Date());
  const back = (n: number) =>
    new Date(Date.parse(`${today.to}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, ReportDays][] = [
    ['today', today],
    ['7 days', { from: back(6), to: today.to }],
    [`${REPORT_DAYS} days`, { from: back(REPORT_DAYS - 1), to: today.to }],
    ['this quarter', quarterDays(today.to)],
  ];
  const results: ReportCase[] = [];
  for (const [label, days] of cases) {
    await getReport(client, businessId, days); // warm-up
    const times: number[] = [];
    let counted = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const report = await getReport(client, businessId, days);
      times.push(performance.now() - start);
      counted = report.orders;
      // An honest answer: an empty report would make a fine-looking figure.
      if (report.orders === 0 || report.top_items.length === 0) {
        throw new Error(`report: "${label}" counted no orders`);
      }
    }
    results.push({ label, orders: counted, medianMs: median(times), maxMs: Math.max(...times) });
  }
  const bench: ReportBench = {
    engine: backend.engine,
    orders,
    cases: results,
    index: await indexOf(db, businessId, { from: back(REPORT_DAYS - 1), to: today.to }),
  };
  log(`${backend.engine}: ${JSON.stringify(bench)}`);
  return bench;
}

export function reportVerdict(bench: ReportBench): { ok: boolean; text: string } {
  const slowest = Math.max(...bench.cases.map((c) => c.maxMs));
  return {
    ok: slowest < REPORT_BUDGET_MS,
    text: `${bench.engine}: the slowest report over ${bench.orders} orders answered in ${ms(slowest)} (budget ${REPORT_BUDGET_MS} ms on PostgreSQL 15)`,
  };
}

export function reportTable(benches: readonly ReportBench[]): string {
  const rows = benches.flatMap((bench) =>
    bench.cases.map((c) => [
      `${bench.engine}: ${c.label}`,
      String(c.orders),
      `${ms(c.medianMs)} / ${ms(c.maxMs)}`,
    ]),
  );
  const plans = benches.map((b) => `- ${b.engine}: the report reads the orders by ${b.index}.`);
  return [
    markdownTable(
      [
        `Day report, ${REPORT_DAYS} days x ${REPORT_PER_DAY} orders (getReport over HTTP, ${RUNS} runs)`,
        'Orders counted',
        'Median / max',
      ],
      rows,
    ),
    '',
    ...plans,
  ].join('\n');
}
