// The order history's own queries (admin/features/orders/api/get-history.ts), run from Node through
// real supabase-js against the local backend on both engines: filters by Muscat day, status, type,
// table, payment, number and name; pages of 50 with their count; the export reads past 1,000 rows;
// another owner and anon read nothing; an order whose customer details retention cleared keeps its
// amounts and lines, in the history and in its CSV.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/api/database.types.ts';
import type { AppClient } from '../../admin/lib/api/client.ts';
import {
  getHistoryForExport,
  getHistoryPage,
} from '../../admin/features/orders/api/get-history.ts';
import { historyCsv } from '../../admin/features/orders/lib/history-csv.ts';
import {
  customerCleared,
  todayFilter,
  type HistoryFilter,
} from '../../admin/features/orders/lib/history.ts';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';

function client(server: TestServer): AppClient {
  return createClient<Database>(server.url, server.anonKey, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

interface Owner {
  client: AppClient;
  businessId: string;
}

async function owner(server: TestServer, label: string): Promise<Owner> {
  const email = `${label}-${crypto.randomUUID()}@example.test`;
  const password = 'secret-pass-123';
  expect((await client(server).auth.signUp({ email, password })).error).toBeNull();
  const person = client(server);
  const { data, error } = await person.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  const slug = `${label}${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const business = await person
    .from('businesses')
    .insert({
      name: `History ${slug}`,
      slug,
      whatsapp: '96891234567',
      owner_id: data.user!.id,
      email,
      table_labels: ['5', 'Terrace 1'],
    })
    .select('id')
    .single();
  expect(business.error).toBeNull();
  return { client: person, businessId: business.data!.id };
}

const KARAK = {
  item_id: '00000000-0000-0000-0000-000000000001',
  name: 'Karak',
  name_ar: 'كرك',
  quantity: 2,
  unit_baisa: 350,
  amount_baisa: 700,
  options: [
    { group: 'Size', group_ar: 'الحجم', choice: 'Large', choice_ar: 'كبير', price_baisa: 50 },
  ],
};

// 10:00 in Muscat today is 06:00 UTC; "yesterday" is the Muscat day before.
const NOW = new Date();
const TODAY = todayFilter(NOW).from;
const dayBefore = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`).toISOString();

describe.each(ENGINES)('order history on %s', (engine) => {
  let server: TestServer;
  let a: Owner;
  let b: Owner;
  const filter = (part: Partial<HistoryFilter> = {}): HistoryFilter => ({
    ...todayFilter(NOW),
    ...part,
  });

  /** Orders straight into the database, as place_order records them. */
  async function insert(
    businessId: string,
    rows: {
      number: number;
      day: string;
      time: string;
      type?: string;
      table?: string | null;
      status?: string;
      payment?: string | null;
      name?: string | null;
      total?: number;
    }[],
  ) {
    for (const row of rows) {
      await server.db.query(
        `insert into public.orders (business_id, number, business_day, status, cancel_code, order_type,
           table_label, lang, lines, items_baisa, vat_baisa, total_baisa, customer_name, payment, created_at)
         values ($1, $2, $3, $4, case when $4 = 'cancelled' then 'sold_out' end, $5, $6, 'en', $7::jsonb,
           $8, 0, $8, $9, $10, $11)`,
        [
          businessId,
          row.number,
          row.day,
          row.status ?? 'completed',
          row.type ?? 'dine_in',
          row.table === undefined ? '5' : row.table,
          JSON.stringify([KARAK]),
          row.total ?? 700,
          row.name ?? null,
          row.payment === undefined ? 'cash' : row.payment,
          at(row.day, row.time),
        ],
      );
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { AUTH_AUTOCONFIRM: 'true' } });
    [a, b] = await Promise.all([owner(server, 'hista'), owner(server, 'histb')]);
    const yesterday = dayBefore(TODAY);
    await insert(a.businessId, [
      { number: 1, day: TODAY, time: '00:05', table: 'Terrace 1', payment: 'card' },
      {
        number: 2,
        day: TODAY,
        time: '09:30',
        type: 'pickup',
        table: null,
        name: 'Salim Al Harthy',
      },
      {
        number: 3,
        day: TODAY,
        time: '10:00',
        type: 'delivery',
        table: null,
        name: 'سالم',
        status: 'cancelled',
      },
      { number: 1, day: yesterday, time: '23:59', payment: 'card', total: 1400 },
    ]);
    await insert(b.businessId, [{ number: 1, day: TODAY, time: '08:00', name: 'Other' }]);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const numbers = async (f: HistoryFilter, who: Owner = a, businessId = a.businessId) =>
    (await getHistoryPage(who.client, businessId, f, 1)).orders.map((o) => o.number);

  it("today is the Muscat day, newest first, with the count; yesterday's order is not in it", async () => {
    const page = await getHistoryPage(a.client, a.businessId, filter(), 1);
    expect(page.total).toBe(3);
    expect(page.orders.map((o) => o.number)).toEqual([3, 2, 1]);
    expect(page.orders[2]!.lines[0]).toMatchObject({
      name: 'Karak',
      name_ar: 'كرك',
      amount_baisa: 700,
    });
    expect(await numbers(filter({ from: dayBefore(TODAY) }))).toEqual([3, 2, 1, 1]);
  });

  it('filters by status, type, table and payment, and searches by number and by name', async () => {
    expect(await numbers(filter({ status: 'cancelled' }))).toEqual([3]);
    expect(await numbers(filter({ type: 'pickup' }))).toEqual([2]);
    expect(await numbers(filter({ table: 'Terrace 1' }))).toEqual([1]);
    expect(await numbers(filter({ payment: 'card' }))).toEqual([1]);
    expect(await numbers(filter({ search: '#2' }))).toEqual([2]);
    expect(await numbers(filter({ search: 'al har' }))).toEqual([2]);
    expect(await numbers(filter({ search: 'سال' }))).toEqual([3]);
    expect(await numbers(filter({ search: '%' }))).toEqual([]);
  });

  it('another owner reads none of the history, and anon is refused', async () => {
    expect(await numbers(filter(), b, a.businessId)).toEqual([]);
    expect(await getHistoryForExport(b.client, a.businessId, filter())).toEqual([]);
    const anon: Owner = { client: client(server), businessId: a.businessId };
    await expect(numbers(filter(), anon, a.businessId)).rejects.toThrow(/not allowed/);
    expect(await numbers(filter(), b, b.businessId)).toEqual([1]);
  });

  it('pages of 50 with the count, and the export reads every order past 1,000, oldest first', async () => {
    const day = dayBefore(TODAY, 3);
    await server.db.query(
      `insert into public.orders (business_id, number, business_day, order_type, table_label, lang, lines,
         items_baisa, total_baisa, payment, created_at)
       select $1, g, $2::date, 'dine_in', '5', 'en', $3::jsonb, 700, 700, 'cash',
         $2::date::timestamp at time zone 'Asia/Muscat' + make_interval(secs => g * 20)
       from generate_series(1, 1005) g`,
      [a.businessId, day, JSON.stringify([KARAK])],
    );
    const onDay = filter({ from: day, to: day });
    const first = await getHistoryPage(a.client, a.businessId, onDay, 1);
    expect(first.total).toBe(1005);
    expect(first.orders).toHaveLength(50);
    expect(first.orders[0]!.number).toBe(1005);
    const last = await getHistoryPage(a.client, a.businessId, onDay, 21);
    expect(last.orders.map((o) => o.number)).toEqual([5, 4, 3, 2, 1]);
    expect((await getHistoryPage(a.client, a.businessId, onDay, 40)).orders).toEqual([]);
    const all = await getHistoryForExport(a.client, a.businessId, onDay);
    expect(all).toHaveLength(1005);
    expect(all[0]!.number).toBe(1);
    expect(all.at(-1)!.number).toBe(1005);
  });

  it('an order whose customer details retention cleared keeps its amounts and lines', async () => {
    const day = dayBefore(TODAY, 40);
    await insert(a.businessId, [
      { number: 7, day, time: '12:00', type: 'delivery', table: null, name: 'Salim', total: 1995 },
    ]);
    await server.db.query(
      `update public.orders set customer_address = 'Way 3021', customer_note = 'Ring twice'
       where business_id = $1 and business_day = $2`,
      [a.businessId, day],
    );
    const { rows } = await server.db.query<{ n: number }>(
      'select public.forget_order_customers($1) as n',
      [a.businessId],
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    const page = await getHistoryPage(a.client, a.businessId, filter({ from: day, to: day }), 1);
    const [order] = page.orders;
    expect(order).toMatchObject({
      number: 7,
      customer_name: null,
      customer_address: null,
      customer_note: null,
      total_baisa: 1995,
      items_baisa: 1995,
    });
    expect(order!.lines).toEqual([KARAK]);
    expect(customerCleared(order!, 30, NOW)).toBe(true);
    const csv = historyCsv(page.orders, 'lines');
    expect(csv).toContain(',Karak,كرك,Large,كبير,2,0.350,0.050,0.700\r\n');
    expect(historyCsv(page.orders, 'orders')).toContain(
      ',delivery,,,completed,,,cash,1.995,,0.000,1.995,',
    );
  });
});
