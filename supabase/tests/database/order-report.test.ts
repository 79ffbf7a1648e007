// The end-of-day report (public.order_report) on both engines. Orders are placed through
// place_order as customers place them (so every amount is what the database recorded), two are
// cancelled, and the report's sums are checked against fixed figures and against the recorded
// rows themselves: cash and card, items, delivery fees, VAT, the sales with no VAT recorded, the
// cancelled orders with their reasons and the top items. Days are Muscat days (a day ends at
// 20:00 UTC). Only the owner, a manager and the superadmin get it: a cashier, a kitchen member, a
// board device, another owner, a signed-in customer and anon are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import {
  asRequestRole,
  type RequestClaims,
  type RequestInfo,
} from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type World } from './fixtures.ts';

interface Placed {
  number: number;
  token: string;
}

interface Report {
  from: string;
  to: string;
  orders: number;
  by_type_status: { order_type: string; status: string; orders: number; total_baisa: number }[];
  sales: {
    orders: number;
    items_baisa: number;
    delivery_fee_baisa: number;
    vat_baisa: number;
    total_baisa: number;
    vat_orders: number;
    no_vat_orders: number;
    no_vat_total_baisa: number;
  };
  payments: { payment: string | null; orders: number; total_baisa: number }[];
  cancelled: {
    orders: number;
    total_baisa: number;
    by_code: { code: string | null; orders: number }[];
    list: { number: number; cancel_code: string | null; cancel_reason: string | null }[];
  };
  top_items: { name: string; name_ar: string; quantity: number; amount_baisa: number }[];
}

let addressCounter = 0;
const request = (): RequestInfo => ({
  headers: { 'x-forwarded-for': `10.45.0.${(addressCounter++ % 250) + 1}` },
  method: 'POST',
  path: '/rpc/place_order',
});

const STAFF = ['manager', 'cashier', 'kitchen'] as const;

describe.each(engines)('the end-of-day report on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  let tea: string;
  let wrap: string;
  const staff: Record<(typeof STAFF)[number] | 'board', string> = {
    manager: '',
    cashier: '',
    kitchen: '',
    board: '',
  };
  let today: string;

  const userClaims = (sub: string): RequestClaims => ({
    role: 'authenticated',
    sub,
    aud: 'authenticated',
  });

  async function report(claims: RequestClaims, from: string, to: string): Promise<Report> {
    return asRequestRole(database.db, claims, async (tx: Queryable) => {
      const { rows } = await tx.query<{ r: Report }>(
        'select public.order_report($1, $2::date, $3::date) as r',
        [world.businessA, from, to],
      );
      return rows[0]!.r;
    });
  }

  async function refusal(claims: RequestClaims, from: string, to: string) {
    try {
      await report(claims, from, to);
    } catch (error) {
      const e = error as { code?: string; hint?: string; message: string };
      return { code: e.code, hint: e.hint, message: e.message };
    }
    throw new Error('not refused');
  }

  async function place(
    lines: [string, number, number][],
    details: Record<string, string>,
    total: number,
  ): Promise<Placed> {
    return asRequestRole(
      database.db,
      claimsFor(world, 'anon'),
      async (tx) => {
        const { rows } = await tx.query<{ placed: Placed }>(
          `select public.place_order('acafe', $1::jsonb, $2::jsonb) as placed`,
          [
            JSON.stringify({
              lines: lines.map(([item_id, quantity, unit_baisa]) => ({
                item_id,
                quantity,
                unit_baisa,
              })),
              total_baisa: total,
            }),
            JSON.stringify({ lang: 'en', name: 'Salim', ...details }),
          ],
        );
        return rows[0]!.placed;
      },
      request(),
    );
  }

  async function cancel(placed: Placed, code: string | null, reason: string | null) {
    const { rows } = await database.db.query<{ order_id: string }>(
      'select order_id from public.order_tokens where token = $1',
      [placed.token],
    );
    // As the owner does it from the board.
    await asRequestRole(database.db, claimsFor(world, 'ownerA'), (tx) =>
      tx.query(
        `update public.orders set status = 'cancelled', cancel_code = $2, cancel_reason = $3
         where id = $1`,
        [rows[0]!.order_id, code, reason],
      ),
    );
  }

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    const db = database.db;
    const items = await db.query<{ id: string; name: string }>(
      `insert into public.menu_items (business_id, name, name_ar, price)
       values ($1, 'Tea', 'شاي', 0.300), ($1, 'Wrap', 'لفافة', 1.200) returning id, name`,
      [world.businessA],
    );
    tea = items.rows.find((row) => row.name === 'Tea')!.id;
    wrap = items.rows.find((row) => row.name === 'Wrap')!.id;
    await db.query(
      `update public.businesses set order_types = '{dine-in,pickup,delivery}', table_labels = '{2}',
         delivery_fee = 0.500, payment_for = '{pickup,delivery}', prices_include_vat = false
       where id = $1`,
      [world.businessA],
    );
    for (const role of [...STAFF, 'board'] as const) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at)
         values ($1, 'x', now()) returning id`,
        [`${role}@example.com`],
      );
      staff[role] = rows[0]!.id;
      if (role === 'board') {
        await db.query(
          `insert into public.business_devices (business_id, user_id, name, screen)
           values ($1, $2, 'Counter board', 'board')`,
          [world.businessA, staff[role]],
        );
      } else {
        await db.query(
          `insert into public.business_members (business_id, user_id, role) values ($1, $2, $3)`,
          [world.businessA, staff[role], role],
        );
      }
    }
    today = (
      await db.query<{ d: string }>(
        `select to_char((now() at time zone 'Asia/Muscat')::date, 'YYYY-MM-DD') as d`,
      )
    ).rows[0]!.d;

    // Prices without VAT: 5% of items plus the delivery fee is recorded with each order.
    await place([[tea, 2, 300]], { type: 'pickup', payment: 'cash' }, 630);
    await place(
      [
        [wrap, 1, 1200],
        [tea, 1, 300],
      ],
      { type: 'delivery', payment: 'card', address: 'Way 1, Muscat' },
      2100, // 1.500 + 0.500 fee + 0.100 VAT
    );
    await place([[wrap, 1, 1200]], { type: 'pickup', payment: 'card' }, 1260);
    await place([[tea, 1, 300]], { type: 'dine-in', table: '2' }, 315);
    // Prices that include VAT: the order records no VAT (and no rate).
    await db.query('update public.businesses set prices_include_vat = true where id = $1', [
      world.businessA,
    ]);
    await place([[tea, 3, 300]], { type: 'pickup', payment: 'cash' }, 900);
    await cancel(
      await place([[tea, 1, 300]], { type: 'pickup', payment: 'cash' }, 300),
      'sold_out',
      null,
    );
    await cancel(
      await place([[wrap, 2, 1200]], { type: 'pickup', payment: 'card' }, 2400),
      null,
      'Customer left',
    );

    // Another business's order the same day stays out of A's report.
    await db.query(
      `insert into public.orders (business_id, number, business_day, order_type, lang, lines,
         items_baisa, total_baisa, payment)
       values ($1, 1, $2::date, 'pickup', 'en', '[]', 9000, 9000, 'cash')`,
      [world.businessB, today],
    );
  });
  afterAll(() => database?.close());

  it("sums the day's recorded orders: cash and card, items, fees, VAT, cancelled, top items", async () => {
    const r = await report(claimsFor(world, 'ownerA'), today, today);
    expect(r.from).toBe(today);
    expect(r.to).toBe(today);
    expect(r.orders).toBe(7);
    expect(r.sales).toEqual({
      orders: 5,
      items_baisa: 600 + 1500 + 1200 + 300 + 900,
      delivery_fee_baisa: 500,
      vat_baisa: 30 + 100 + 60 + 15,
      total_baisa: 630 + 2100 + 1260 + 315 + 900,
      vat_orders: 4,
      no_vat_orders: 1,
      no_vat_total_baisa: 900,
    });
    expect(r.payments).toEqual([
      { payment: 'card', orders: 2, total_baisa: 2100 + 1260 },
      { payment: 'cash', orders: 2, total_baisa: 630 + 900 },
      { payment: null, orders: 1, total_baisa: 315 },
    ]);
    expect(r.cancelled.orders).toBe(2);
    expect(r.cancelled.total_baisa).toBe(2700);
    expect(r.cancelled.by_code).toEqual([
      { code: 'sold_out', orders: 1 },
      { code: null, orders: 1 },
    ]);
    expect(r.cancelled.list.map((c) => [c.cancel_code, c.cancel_reason])).toEqual([
      [null, 'Customer left'],
      ['sold_out', null],
    ]);
    expect(r.by_type_status).toEqual([
      { order_type: 'delivery', status: 'new', orders: 1, total_baisa: 2100 },
      { order_type: 'dine_in', status: 'new', orders: 1, total_baisa: 315 },
      { order_type: 'pickup', status: 'cancelled', orders: 2, total_baisa: 2700 },
      { order_type: 'pickup', status: 'new', orders: 3, total_baisa: 630 + 1260 + 900 },
    ]);
    // Cancelled lines are not sold: Tea 2 + 1 + 1 + 3, Wrap 1 + 1.
    expect(r.top_items).toEqual([
      { name: 'Tea', name_ar: 'شاي', quantity: 7, amount_baisa: 2100 },
      { name: 'Wrap', name_ar: 'لفافة', quantity: 2, amount_baisa: 2400 },
    ]);
  });

  it('matches the sums of the recorded rows exactly', async () => {
    const r = await report(claimsFor(world, 'ownerA'), today, today);
    const { rows } = await database.db.query<{
      payment: string | null;
      total: string;
      vat: string;
      fees: string;
      items: string;
    }>(
      `select payment, sum(total_baisa) as total, coalesce(sum(vat_baisa), 0) as vat,
         coalesce(sum(delivery_fee_baisa), 0) as fees, sum(items_baisa) as items
       from public.orders where business_id = $1 and status <> 'cancelled'
         and created_at >= ($2::date::timestamp at time zone 'Asia/Muscat')
         and created_at < (($2::date + 1)::timestamp at time zone 'Asia/Muscat')
       group by payment`,
      [world.businessA, today],
    );
    const sum = (key: 'total' | 'vat' | 'fees' | 'items') =>
      rows.reduce((total, row) => total + Number(row[key]), 0);
    const byPayment = (payment: string | null) =>
      Number(rows.find((row) => row.payment === payment)?.total ?? 0);
    expect(r.payments.find((p) => p.payment === 'cash')!.total_baisa).toBe(byPayment('cash'));
    expect(r.payments.find((p) => p.payment === 'card')!.total_baisa).toBe(byPayment('card'));
    expect(r.sales.vat_baisa).toBe(sum('vat'));
    expect(r.sales.delivery_fee_baisa).toBe(sum('fees'));
    expect(r.sales.items_baisa).toBe(sum('items'));
    expect(r.sales.total_baisa).toBe(sum('total'));
  });

  it('reads amounts as recorded, not from the menu as it is now', async () => {
    await database.db.query(`update public.menu_items set price = 9.000 where id = $1`, [tea]);
    await database.db.query(
      `update public.businesses set prices_include_vat = false where id = $1`,
      [world.businessA],
    );
    try {
      const r = await report(claimsFor(world, 'ownerA'), today, today);
      expect(r.sales.total_baisa).toBe(630 + 2100 + 1260 + 315 + 900);
      expect(r.sales.vat_baisa).toBe(205);
      expect(r.top_items[0]).toMatchObject({ name: 'Tea', amount_baisa: 2100 });
    } finally {
      await database.db.query(`update public.menu_items set price = 0.300 where id = $1`, [tea]);
      await database.db.query(
        `update public.businesses set prices_include_vat = true where id = $1`,
        [world.businessA],
      );
    }
  });

  it('cuts Muscat days at 20:00 UTC and adds up a range', async () => {
    // As place_order numbers them: the Muscat day of the moment the order was recorded.
    for (const [number, at, total] of [
      [1, '2026-03-10T19:59:59Z', 1000],
      [1, '2026-03-10T20:00:00Z', 2000],
      [2, '2026-03-11T19:59:59Z', 4000],
    ] as const) {
      await database.db.query(
        `insert into public.orders (business_id, number, business_day, created_at, order_type, lang,
           lines, items_baisa, total_baisa, payment)
         values ($1, $2, ($3::timestamptz at time zone 'Asia/Muscat')::date, $3::timestamptz,
           'pickup', 'en', '[]', $4, $4, 'cash')`,
        [world.businessA, number, at, total],
      );
    }
    const owner = claimsFor(world, 'ownerA');
    expect((await report(owner, '2026-03-10', '2026-03-10')).sales.total_baisa).toBe(1000);
    expect((await report(owner, '2026-03-11', '2026-03-11')).sales.total_baisa).toBe(6000);
    const range = await report(owner, '2026-03-10', '2026-03-11');
    expect(range.sales).toMatchObject({ orders: 3, total_baisa: 7000, vat_baisa: 0 });
    expect(range.payments).toEqual([{ payment: 'cash', orders: 3, total_baisa: 7000 }]);
    // A quarter: January to March holds those three and nothing of today.
    const quarter = await report(owner, '2026-01-01', '2026-03-31');
    expect(quarter.orders).toBe(3);
    const empty = await report(owner, '2026-03-12', '2026-03-12');
    expect(empty).toMatchObject({ orders: 0, payments: [], top_items: [], by_type_status: [] });
    expect(empty.sales.total_baisa).toBe(0);
    expect(empty.cancelled).toEqual({ orders: 0, total_baisa: 0, by_code: [], list: [] });
  });

  it('refuses a reversed or longer-than-a-year range', async () => {
    const owner = claimsFor(world, 'ownerA');
    expect(await refusal(owner, '2026-03-11', '2026-03-10')).toMatchObject({
      code: '22023',
      hint: 'report_range',
    });
    expect(await refusal(owner, '2025-01-01', '2026-03-10')).toMatchObject({
      code: '22023',
      hint: 'report_range',
    });
  });

  it('answers the owner, a manager and the superadmin', async () => {
    const owner = await report(claimsFor(world, 'ownerA'), today, today);
    expect(await report(userClaims(staff.manager), today, today)).toEqual(owner);
    expect(await report(claimsFor(world, 'superadmin'), today, today)).toEqual(owner);
  });

  it.each(['cashier', 'kitchen', 'board'] as const)('refuses a %s', async (role) => {
    expect(await refusal(userClaims(staff[role]), today, today)).toEqual({
      code: '42501',
      hint: 'report_forbidden',
      message: 'Only the owner and managers of this business see its reports',
    });
  });

  it('refuses another business owner, a signed-in customer and anon', async () => {
    for (const actor of ['ownerB', 'customer'] as const) {
      expect(await refusal(claimsFor(world, actor), today, today)).toMatchObject({
        code: '42501',
        hint: 'report_forbidden',
      });
    }
    // anon may not call it at all.
    expect(await refusal(claimsFor(world, 'anon'), today, today)).toMatchObject({ code: '42501' });
  });

  it('refuses a member once removed', async () => {
    const { db } = database;
    await db.query('delete from public.business_members where user_id = $1', [staff.manager]);
    try {
      expect(await refusal(userClaims(staff.manager), today, today)).toMatchObject({
        hint: 'report_forbidden',
      });
    } finally {
      await db.query(
        `insert into public.business_members (business_id, user_id, role) values ($1, $2, 'manager')`,
        [world.businessA, staff.manager],
      );
    }
  });
});
