// Recorded orders on both engines: place_order recomputes every line from the menu and
// refuses a cart that does not match; the owner and the superadmin read orders, another owner and
// anon read none; nobody inserts or deletes directly; the owner moves the status along the board's
// transitions only; the customer's token answers order_status and names its private topic; the
// customer's details are forgotten after the retention period; the limits hold.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole, type RequestInfo } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

interface Refusal {
  code: string;
  hint: string | undefined;
  message: string;
  detail: string | undefined;
}

interface Placed {
  number: number;
  token: string;
  status: string;
}

interface CartLineInput {
  item_id: string;
  quantity: number;
  unit_baisa: number;
  choices?: string[];
}

const request = (address: string): RequestInfo => ({
  headers: { 'x-forwarded-for': address },
  method: 'POST',
  path: '/rpc/place_order',
});

let addressCounter = 0;
/** A fresh caller address per order unless a test says otherwise, so limits stay out of the way. */
const nextAddress = () =>
  `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

describe.each(engines)('recorded orders on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  let shawarma: string;
  /** B's tea, without options (B's Mixed Grill asks for a bread it has no choices for). */
  let teaB: string;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    const { rows } = await database.db.query<{ id: string }>(
      `select id from public.menu_items where name = 'Chicken Shawarma'`,
    );
    shawarma = rows[0]!.id;
    const { rows: tea } = await database.db.query<{ id: string }>(
      `insert into public.menu_items (business_id, name, name_ar, price) values ($1, 'Tea', 'شاي', 0.300)
       returning id`,
      [world.businessB],
    );
    teaB = tea[0]!.id;
    await database.db.query(
      `update public.businesses set order_types = '{dine-in,pickup,delivery}', table_labels = '{5,Terrace 2}',
         delivery_fee = 0.500, delivery_minimum = 1.000 where id = $1`,
      [world.businessA],
    );
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.query(`delete from public.order_rate_limits`);
  });

  /** The usual cart: 2 Karak Tea (Large: 0.400 + 0.300) and 1 Chicken Shawarma (1.200). */
  function cart(lines?: CartLineInput[], total?: number) {
    const chosen = lines ?? [
      { item_id: world.itemA1, quantity: 2, unit_baisa: 700, choices: [world.choiceA1] },
      { item_id: shawarma, quantity: 1, unit_baisa: 1200 },
    ];
    return {
      lines: chosen,
      total_baisa: total ?? chosen.reduce((sum, line) => sum + line.quantity * line.unit_baisa, 0),
    };
  }

  async function place(
    body: unknown,
    details: unknown = { type: 'dine-in', table: '5', lang: 'en' },
    options: { actor?: Actor; address?: string; slug?: string } = {},
  ): Promise<Placed | null> {
    return asRequestRole(
      database.db,
      claimsFor(world, options.actor ?? 'anon'),
      async (tx) => {
        const { rows } = await tx.query<{ placed: Placed | null }>(
          `select public.place_order($1, $2::jsonb, $3::jsonb) as placed`,
          [options.slug ?? 'acafe', JSON.stringify(body), JSON.stringify(details)],
        );
        return rows[0]!.placed;
      },
      request(options.address ?? nextAddress()),
    );
  }

  async function refusalOf(run: () => Promise<unknown>): Promise<Refusal | null> {
    try {
      await run();
      return null;
    } catch (error) {
      const e = error as { code?: string; message: string; hint?: string; detail?: string };
      return { code: String(e.code), hint: e.hint, message: e.message, detail: e.detail };
    }
  }

  const as = <T>(actor: Actor, fn: (tx: Queryable) => Promise<T>) =>
    asRequestRole(database.db, claimsFor(world, actor), fn);

  async function orderRow(number: number) {
    const { rows } = await database.db.query<Record<string, unknown>>(
      `select * from public.orders where business_id = $1 and number = $2
         and business_day = (now() at time zone 'Asia/Muscat')::date`,
      [world.businessA, number],
    );
    return rows[0];
  }

  it('records an order as the database computes it and answers its number and token', async () => {
    const first = await place(cart());
    const second = await place(cart());
    expect(first).toMatchObject({ status: 'new' });
    expect(first!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(second!.number).toBe(first!.number + 1);
    expect(second!.token).not.toBe(first!.token);
    const row = await orderRow(first!.number);
    expect(row).toMatchObject({
      status: 'new',
      order_type: 'dine_in',
      table_label: '5',
      lang: 'en',
      items_baisa: 2600,
      total_baisa: 2600,
      delivery_fee_baisa: null,
    });
    expect(row!.lines).toEqual([
      {
        item_id: world.itemA1,
        name: 'Karak Tea',
        name_ar: '',
        quantity: 2,
        unit_baisa: 700,
        amount_baisa: 1400,
        options: [
          { group: 'Size', group_ar: '', choice: 'Large', choice_ar: 'كبير', price_baisa: 300 },
        ],
      },
      {
        item_id: shawarma,
        name: 'Chicken Shawarma',
        name_ar: '',
        quantity: 1,
        unit_baisa: 1200,
        amount_baisa: 1200,
        options: [],
      },
    ]);
  });

  it('refuses a cart whose price was changed in the browser, and one whose total was', async () => {
    const cheaper = await refusalOf(() =>
      place(cart([{ item_id: shawarma, quantity: 1, unit_baisa: 100 }])),
    );
    expect(cheaper).toMatchObject({ hint: 'order_price_changed' });
    expect(JSON.parse(cheaper!.detail!)).toMatchObject({
      name: 'Chicken Shawarma',
      unit_baisa: 1200,
    });
    const total = await refusalOf(() =>
      place(cart([{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }], 1)),
    );
    expect(total).toMatchObject({ hint: 'order_price_changed' });
    // An option left out of the price is a changed price too.
    const option = await refusalOf(() =>
      place(
        cart([{ item_id: world.itemA1, quantity: 1, unit_baisa: 400, choices: [world.choiceA1] }]),
      ),
    );
    expect(option).toMatchObject({ hint: 'order_price_changed' });
  });

  it('refuses hidden, sold-out and foreign dishes, missing and sold-out choices', async () => {
    const hidden = await refusalOf(() =>
      place(cart([{ item_id: world.hiddenItemA, quantity: 1, unit_baisa: 2000 }])),
    );
    expect(hidden?.hint).toBe('order_item_unavailable');
    const foreign = await refusalOf(() =>
      place(cart([{ item_id: teaB, quantity: 1, unit_baisa: 300 }])),
    );
    expect(foreign?.hint).toBe('order_item_unavailable');
    const noSize = await refusalOf(() =>
      place(cart([{ item_id: world.itemA1, quantity: 1, unit_baisa: 400 }])),
    );
    expect(noSize?.hint).toBe('order_option_unavailable');
    await database.db.query(`update public.item_option_choices set sold_out = true where id = $1`, [
      world.choiceA1,
    ]);
    const soldOutChoice = await refusalOf(() =>
      place(
        cart([{ item_id: world.itemA1, quantity: 1, unit_baisa: 700, choices: [world.choiceA1] }]),
      ),
    );
    await database.db.query(
      `update public.item_option_choices set sold_out = false where id = $1`,
      [world.choiceA1],
    );
    expect(soldOutChoice?.hint).toBe('order_option_sold_out');
    await database.db.query(`update public.menu_items set sold_out = true where id = $1`, [
      shawarma,
    ]);
    const soldOut = await refusalOf(() =>
      place(cart([{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }])),
    );
    await database.db.query(`update public.menu_items set sold_out = false where id = $1`, [
      shawarma,
    ]);
    expect(soldOut?.hint).toBe('order_item_sold_out');
  });

  it('checks the order type, table, customer, delivery fee and minimum', async () => {
    const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
    expect(
      (await refusalOf(() => place(cart([line]), { type: 'dine-in', table: '99' })))?.hint,
    ).toBe('order_table_unknown');
    expect((await refusalOf(() => place(cart([line]), { type: 'pickup' })))?.hint).toBe(
      'order_name_missing',
    );
    expect(
      (await refusalOf(() => place(cart([line]), { type: 'delivery', name: 'Ahmed' })))?.hint,
    ).toBe('order_address_missing');
    const delivery = { type: 'delivery', name: 'Ahmed', address: 'Way 3021' };
    // The fee belongs in the total the customer saw: 1.200 alone is a changed total.
    expect((await refusalOf(() => place(cart([line], 1200), delivery)))?.hint).toBe(
      'order_price_changed',
    );
    const placed = await place(cart([line], 1700), delivery);
    expect(await orderRow(placed!.number)).toMatchObject({
      order_type: 'delivery',
      delivery_fee_baisa: 500,
      total_baisa: 1700,
      customer_name: 'Ahmed',
      customer_address: 'Way 3021',
    });
    const small = {
      item_id: world.itemA1,
      quantity: 1,
      unit_baisa: 700,
      choices: [world.choiceA1],
    };
    expect((await refusalOf(() => place(cart([small], 1200), delivery)))?.hint).toBe(
      'order_below_minimum',
    );
    await database.db.query(
      `update public.businesses set order_types = '{dine-in}' where id = $1`,
      [world.businessA],
    );
    const offered = await refusalOf(() => place(cart([line], 1700), delivery));
    await database.db.query(
      `update public.businesses set order_types = '{dine-in,pickup,delivery}' where id = $1`,
      [world.businessA],
    );
    expect(offered?.hint).toBe('order_type_not_offered');
  });

  it('refuses orders while closed, unless the business takes pre-orders', async () => {
    await database.db.query(
      `update public.businesses set temporarily_closed = true where id = $1`,
      [world.businessA],
    );
    const closed = await refusalOf(() => place(cart()));
    await database.db.query(
      `update public.businesses set closed_checkout = 'preorder' where id = $1`,
      [world.businessA],
    );
    const preorder = await place(cart());
    // Hours that never include now: closed; around the clock: open.
    const never = JSON.stringify(Array.from({ length: 7 }, () => []));
    await database.db.query(
      `update public.businesses set temporarily_closed = false, closed_checkout = 'disabled',
         opening_hours = $2::jsonb where id = $1`,
      [world.businessA, never],
    );
    const outsideHours = await refusalOf(() => place(cart()));
    const always = JSON.stringify(
      Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '24:00' }]),
    );
    await database.db.query(
      `update public.businesses set opening_hours = $2::jsonb where id = $1`,
      [world.businessA, always],
    );
    const open = await place(cart());
    await database.db.query(`update public.businesses set opening_hours = null where id = $1`, [
      world.businessA,
    ]);
    expect(closed?.hint).toBe('order_closed');
    expect(preorder?.status).toBe('new');
    expect(outsideHours?.hint).toBe('order_closed');
    expect(open?.status).toBe('new');
  });

  it('bounds what one call may send', async () => {
    const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
    const many = Array.from({ length: 101 }, () => line);
    expect((await refusalOf(() => place(cart(many))))?.hint).toBe('order_malformed');
    expect((await refusalOf(() => place(cart([{ ...line, quantity: 1000 }]))))?.hint).toBe(
      'order_malformed',
    );
    expect((await refusalOf(() => place(cart([]))))?.hint).toBe('order_malformed');
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i++) deep = { deep };
    expect(
      (await refusalOf(() => place(cart([line]), { type: 'dine-in', note: deep })))?.hint,
    ).toBe('order_malformed');
    expect(
      (await refusalOf(() => place(cart([line]), { type: 'dine-in', note: 'x'.repeat(301) })))
        ?.hint,
    ).toBe('order_text_too_long');
    expect(
      (await refusalOf(() => place({ lines: [line], total_baisa: 1200, junk: 'x'.repeat(40000) })))
        ?.hint,
    ).toBe('order_malformed');
  });

  it('lets the owner and the superadmin read orders; another owner, a customer and anon read none', async () => {
    await place(cart());
    const count = (actor: Actor) =>
      as(actor, async (tx) => {
        const { rows } = await tx.query<{ n: number }>(
          `select count(*)::int as n from public.orders where business_id = $1`,
          [world.businessA],
        );
        return rows[0]!.n;
      });
    expect(await count('ownerA')).toBeGreaterThan(0);
    expect(await count('superadmin')).toBe(await count('ownerA'));
    expect(await count('ownerB')).toBe(0);
    expect(await count('customer')).toBe(0);
    expect(await refusalOf(() => count('anon'))).toMatchObject({ code: '42501' });
    // The token is nobody's to read, the owner's included.
    for (const actor of ['ownerA', 'superadmin', 'anon'] as const) {
      expect(
        await refusalOf(() => as(actor, (tx) => tx.query(`select * from public.order_tokens`))),
      ).toMatchObject({ code: '42501' });
    }
  });

  it('lets nobody insert or delete an order directly', async () => {
    const placed = await place(cart());
    for (const actor of ['anon', 'customer', 'ownerA', 'superadmin'] as const) {
      const insert = await refusalOf(() =>
        as(actor, (tx) =>
          tx.query(
            `insert into public.orders (business_id, number, business_day, order_type, lang, lines)
             values ($1, 9999, current_date, 'pickup', 'en', '[]')`,
            [world.businessA],
          ),
        ),
      );
      expect(insert).toMatchObject({ code: '42501' });
      const remove = await refusalOf(() =>
        as(actor, (tx) =>
          tx.query(`delete from public.orders where business_id = $1`, [world.businessA]),
        ),
      );
      expect(remove).toMatchObject({ code: '42501' });
    }
    expect(await orderRow(placed!.number)).toBeDefined();
  });

  it('moves the status New -> Accepted -> Ready -> Completed for the owner only, and tells the token topic', async () => {
    const placed = await place(cart());
    const { rows } = await database.db.query<{ id: string }>(
      `select id from public.orders where business_id = $1 and number = $2
         and business_day = (now() at time zone 'Asia/Muscat')::date`,
      [world.businessA, placed!.number],
    );
    const id = rows[0]!.id;
    const setStatus = (actor: Actor, status: string, reason: string | null = null) =>
      as(actor, async (tx) => {
        const result = await tx.query(
          `update public.orders set status = $2, cancel_reason = $3 where id = $1 returning id`,
          [id, status, reason],
        );
        return result.rows.length;
      });
    expect(await setStatus('ownerB', 'accepted')).toBe(0);
    expect(await setStatus('superadmin', 'accepted')).toBe(0);
    expect(await refusalOf(() => setStatus('ownerA', 'ready'))).toMatchObject({
      hint: 'order_status_transition',
    });
    // Only status and cancel_reason are the owner's to write.
    expect(
      await refusalOf(() =>
        as('ownerA', (tx) =>
          tx.query(`update public.orders set total_baisa = 1 where id = $1`, [id]),
        ),
      ),
    ).toMatchObject({ code: '42501' });
    const { rows: before } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from realtime.messages`,
    );
    expect(await setStatus('ownerA', 'accepted')).toBe(1);
    expect(await setStatus('ownerA', 'ready')).toBe(1);
    const { rows: sent } = await database.db.query<{
      topic: string;
      event: string;
      private: boolean;
      payload: Record<string, unknown>;
    }>(
      `select topic, event, private, payload from realtime.messages order by inserted_at, id offset $1`,
      [before[0]!.n],
    );
    expect(sent).toEqual([
      {
        topic: `order:${placed!.token}`,
        event: 'order_status',
        private: true,
        payload: { status: 'accepted', cancel_reason: null, cancel_code: null },
      },
      {
        topic: `order:${placed!.token}`,
        event: 'order_status',
        private: true,
        payload: { status: 'ready', cancel_reason: null, cancel_code: null },
      },
    ]);
    const status = await as('anon', async (tx) => {
      const result = await tx.query<{ s: unknown }>(`select public.order_status($1) as s`, [
        placed!.token,
      ]);
      return result.rows[0]!.s;
    });
    expect(status).toEqual({
      number: placed!.number,
      status: 'ready',
      cancel_reason: null,
      cancel_code: null,
    });
    expect(await setStatus('ownerA', 'completed')).toBe(1);
    expect(await refusalOf(() => setStatus('ownerA', 'cancelled', 'Too late'))).toMatchObject({
      hint: 'order_status_transition',
    });
  });

  it('cancels only with a reason, from any open status', async () => {
    const placed = await place(cart());
    const update = (reason: string | null) =>
      as('ownerA', (tx) =>
        tx.query(
          `update public.orders set status = 'cancelled', cancel_reason = $3
           where business_id = $1 and number = $2
             and business_day = (now() at time zone 'Asia/Muscat')::date`,
          [world.businessA, placed!.number, reason],
        ),
      );
    expect(await refusalOf(() => update(null))).toMatchObject({ hint: 'order_cancel_reason' });
    expect(await refusalOf(() => update('  '))).toMatchObject({ hint: 'order_cancel_reason' });
    await update('Out of milk');
    expect(await orderRow(placed!.number)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Out of milk',
    });
  });

  it('answers no status for an unknown token', async () => {
    const status = await as('anon', async (tx) => {
      const result = await tx.query<{ s: unknown }>(`select public.order_status($1) as s`, [
        'f'.repeat(64),
      ]);
      return result.rows[0]!.s;
    });
    expect(status).toBeNull();
  });

  it('forgets the customer after the retention period, for this business on each order and for all on the hourly run', async () => {
    const details = { type: 'pickup', name: 'Ahmed', note: 'Less sugar' };
    const old = await place(cart(), details);
    const oldB = await place(
      cart([{ item_id: teaB, quantity: 1, unit_baisa: 300 }]),
      { type: 'dine-in', name: 'Salim' },
      { slug: 'bgrill' },
    );
    await database.db.query(
      `update public.orders set created_at = now() - interval '31 days'
       where business_day = (now() at time zone 'Asia/Muscat')::date
         and ((business_id = $1 and number = $2) or (business_id = $3 and number = $4))`,
      [world.businessA, old!.number, world.businessB, oldB!.number],
    );
    const recent = await place(cart(), details);
    expect(await orderRow(old!.number)).toMatchObject({
      customer_name: null,
      customer_note: null,
      total_baisa: 2600,
    });
    expect(await orderRow(recent!.number)).toMatchObject({
      customer_name: 'Ahmed',
      customer_note: 'Less sugar',
    });
    const nameOfB = async () =>
      (
        await database.db.query<{ customer_name: string | null }>(
          `select customer_name from public.orders where business_id = $1 and number = $2`,
          [world.businessB, oldB!.number],
        )
      ).rows[0]!.customer_name;
    // B had no order since: its old one still holds the name until the periodic run.
    expect(await nameOfB()).toBe('Salim');
    const cleared = await asRequestRole(database.db, { role: 'service_role' }, async (tx) => {
      const result = await tx.query<{ n: number }>(`select public.forget_order_customers() as n`);
      return result.rows[0]!.n;
    });
    expect(cleared).toBe(1);
    expect(await nameOfB()).toBeNull();
    expect(
      await refusalOf(() => as('anon', (tx) => tx.query(`select public.forget_order_customers()`))),
    ).toMatchObject({ code: '42501' });
  });

  it('limits orders per table and per address, and other businesses go on', async () => {
    const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
    for (let i = 0; i < 15; i++) {
      await place(cart([line]), { type: 'dine-in', table: 'Terrace 2' });
    }
    const table = await refusalOf(() =>
      place(cart([line]), { type: 'dine-in', table: 'terrace 2' }),
    );
    expect(table?.hint).toBe('order_rate_limited');
    expect(JSON.parse(table!.detail!).retry_after_seconds).toBeGreaterThan(0);
    // Another table of the same business still orders.
    expect(await place(cart([line]), { type: 'dine-in', table: '5' })).not.toBeNull();

    const address = '203.0.113.7';
    for (let i = 0; i < 30; i++) {
      await place(cart([line]), { type: 'dine-in' }, { address });
    }
    const flood = await refusalOf(() => place(cart([line]), { type: 'dine-in' }, { address }));
    expect(flood?.hint).toBe('order_rate_limited');
    // The flood's address is refused at another business too; other addresses are not.
    const elsewhere = await refusalOf(() =>
      place(
        cart([{ item_id: teaB, quantity: 1, unit_baisa: 300 }]),
        { type: 'dine-in' },
        {
          address,
          slug: 'bgrill',
        },
      ),
    );
    expect(elsewhere?.hint).toBe('order_rate_limited');
    expect(
      await place(
        cart([{ item_id: teaB, quantity: 1, unit_baisa: 300 }]),
        { type: 'dine-in' },
        {
          slug: 'bgrill',
        },
      ),
    ).not.toBeNull();
  });

  it('answers null and records nothing when the business does not record orders', async () => {
    await database.db.query(`update public.businesses set records_orders = false where id = $1`, [
      world.businessA,
    ]);
    const { rows: before } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from public.orders`,
    );
    const placed = await place(cart());
    const { rows: after } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from public.orders`,
    );
    await database.db.query(`update public.businesses set records_orders = true where id = $1`, [
      world.businessA,
    ]);
    expect(placed).toBeNull();
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("counts recorded orders and their value in the owner's insights, apart from checkout taps", async () => {
    const summary = (actor: Actor) =>
      as(actor, async (tx) => {
        const { rows } = await tx.query<{ s: Record<string, unknown> }>(
          `select public.menu_insights_summary($1, 7) as s`,
          [world.businessA],
        );
        return rows[0]!.s;
      });
    const { rows } = await database.db.query<{ n: number; v: number }>(
      `select count(*)::int as n, coalesce(sum(total_baisa), 0)::int as v from public.orders
       where business_id = $1 and status <> 'cancelled'`,
      [world.businessA],
    );
    const before = await summary('ownerA');
    expect(Number(before.recorded_orders)).toBe(rows[0]!.n);
    expect(Number(before.recorded_value_baisa)).toBe(rows[0]!.v);
    await place(cart());
    const after = await summary('ownerA');
    expect(Number(after.recorded_orders)).toBe(rows[0]!.n + 1);
    expect(Number(after.recorded_value_baisa)).toBe(rows[0]!.v + 2600);
    // Recording is not a checkout tap: the taps the menu reports are counted on their own.
    expect(after.orders).toEqual(before.orders);
    // Another owner asking about A's business reads nothing of it.
    expect(Number((await summary('ownerB')).recorded_orders)).toBe(0);
  });

  it('takes its limits from app_limits, which the superadmin sets', async () => {
    await as('superadmin', (tx) => tx.query(`update public.app_limits set orders_per_table = 2`));
    const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
    await place(cart([line]), { type: 'dine-in', table: '5' });
    await place(cart([line]), { type: 'dine-in', table: '5' });
    const third = await refusalOf(() => place(cart([line]), { type: 'dine-in', table: '5' }));
    await database.db.query(`update public.app_limits set orders_per_table = 15`);
    expect(third?.hint).toBe('order_rate_limited');
  });
});
