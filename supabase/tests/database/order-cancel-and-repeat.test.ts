// Cancel reasons as codes and possible repeats, on both engines. The owner cancels with one of the
// usual reasons as a code (the customer's screen words it in the customer's language) or with a
// typed reason; order_status and the token topic carry both. Orders cancelled before with a usual
// reason in either language get its code when the migration runs. A new order with the same
// lines from the same table within 10 minutes of one not cancelled is marked as a possible repeat.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../server/db/database.ts';
import { migrate, migrationsDir } from '../../../server/db/migrate.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { asRequestRole, type RequestInfo } from '../../../server/db/request-role.ts';
import { startPostgres15 } from '../../../server/testing/postgres15.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const CODES_MIGRATION = '20261129120000_order-cancel-codes.sql';

interface Placed {
  number: number;
  token: string;
}

let addressCounter = 0;
const request = (): RequestInfo => ({
  headers: {
    'x-forwarded-for': `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`,
  },
  method: 'POST',
  path: '/rpc/place_order',
});

async function refusalOf(run: () => Promise<unknown>): Promise<{ code: string; hint?: string }> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; hint?: string };
    return { code: String(e.code), ...(e.hint ? { hint: e.hint } : {}) };
  }
  throw new Error('not refused');
}

describe.each(engines)('cancel codes and possible repeats on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  let tea: string;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.menu_items (business_id, name, name_ar, price) values ($1, 'Tea', 'شاي', 0.300)
       returning id`,
      [world.businessA],
    );
    tea = rows[0]!.id;
    await database.db.query(
      `update public.businesses set order_types = '{dine-in,pickup}', table_labels = '{2,3,Terrace 1}'
       where id = $1`,
      [world.businessA],
    );
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.query(`delete from public.order_rate_limits`);
  });

  const as = <T>(actor: Actor, fn: (tx: Queryable) => Promise<T>) =>
    asRequestRole(database.db, claimsFor(world, actor), fn);

  async function place(quantity: number, details: Record<string, string>): Promise<Placed> {
    return asRequestRole(
      database.db,
      claimsFor(world, 'anon'),
      async (tx) => {
        const { rows } = await tx.query<{ placed: Placed }>(
          `select public.place_order('acafe', $1::jsonb, $2::jsonb) as placed`,
          [
            JSON.stringify({
              lines: [{ item_id: tea, quantity, unit_baisa: 300 }],
              total_baisa: quantity * 300,
            }),
            JSON.stringify({ lang: 'en', name: 'Salim', ...details }),
          ],
        );
        return rows[0]!.placed;
      },
      request(),
    );
  }

  async function row(placed: Placed) {
    const { rows } = await database.db.query<{
      id: string;
      repeat_of_number: number | null;
      cancel_code: string | null;
      cancel_reason: string | null;
    }>(
      `select o.id, o.repeat_of_number, o.cancel_code, o.cancel_reason
       from public.orders o join public.order_tokens t on t.order_id = o.id where t.token = $1`,
      [placed.token],
    );
    return rows[0]!;
  }

  const statusOf = (placed: Placed) =>
    as('anon', async (tx) => {
      const { rows } = await tx.query<{ s: unknown }>(`select public.order_status($1) as s`, [
        placed.token,
      ]);
      return rows[0]!.s;
    });

  it('cancels with a usual reason as a code, or with typed text, and tells the customer both', async () => {
    const byCode = await place(1, { type: 'pickup' });
    const { id } = await row(byCode);
    const cancel = (code: string | null, reason: string | null) =>
      as('ownerA', (tx) =>
        tx.query(
          `update public.orders set status = 'cancelled', cancel_code = $2, cancel_reason = $3
           where id = $1`,
          [id, code, reason],
        ),
      );
    expect(await refusalOf(() => cancel(null, ' '))).toMatchObject({ hint: 'order_cancel_reason' });
    expect(await refusalOf(() => cancel('no_reason', null))).toMatchObject({ code: '23514' });
    const { rows: before } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from realtime.messages`,
    );
    await cancel('sold_out', null);
    expect(await statusOf(byCode)).toEqual({
      number: byCode.number,
      status: 'cancelled',
      cancel_reason: null,
      cancel_code: 'sold_out',
    });
    const { rows: sent } = await database.db.query<{ payload: unknown }>(
      `select payload from realtime.messages order by inserted_at, id offset $1`,
      [before[0]!.n],
    );
    expect(sent.map((m) => m.payload)).toEqual([
      { status: 'cancelled', cancel_reason: null, cancel_code: 'sold_out' },
    ]);

    const typed = await place(2, { type: 'pickup' });
    const typedId = (await row(typed)).id;
    await as('ownerA', (tx) =>
      tx.query(`update public.orders set status = 'cancelled', cancel_reason = $2 where id = $1`, [
        typedId,
        'نفد الحليب',
      ]),
    );
    expect(await statusOf(typed)).toMatchObject({
      cancel_reason: 'نفد الحليب',
      cancel_code: null,
    });
  });

  it('keeps the code off an order that is not cancelled, and out of reach of other owners', async () => {
    const placed = await place(3, { type: 'pickup' });
    const { id } = await row(placed);
    await as('ownerA', (tx) =>
      tx.query(`update public.orders set cancel_code = 'sold_out' where id = $1`, [id]),
    );
    expect((await row(placed)).cancel_code).toBeNull();
    const changed = await as('ownerB', (tx) =>
      tx.query(
        `update public.orders set status = 'cancelled', cancel_code = 'sold_out' where id = $1 returning id`,
        [id],
      ),
    );
    expect(changed.rows).toHaveLength(0);
  });

  it('marks the same lines from the same table within 10 minutes as a possible repeat', async () => {
    const first = await place(4, { type: 'dine-in', table: '2' });
    const again = await place(4, { type: 'dine-in', table: '2' });
    const otherTable = await place(4, { type: 'dine-in', table: '3' });
    const otherLines = await place(5, { type: 'dine-in', table: '2' });
    const pickup = await place(4, { type: 'pickup' });
    const pickupAgain = await place(4, { type: 'pickup' });
    expect((await row(first)).repeat_of_number).toBeNull();
    expect((await row(again)).repeat_of_number).toBe(first.number);
    expect((await row(otherTable)).repeat_of_number).toBeNull();
    expect((await row(otherLines)).repeat_of_number).toBeNull();
    expect((await row(pickup)).repeat_of_number).toBeNull();
    expect((await row(pickupAgain)).repeat_of_number).toBeNull();

    // The owner reads the mark (the board's select and its postgres_changes rows) and cannot write it.
    const againId = (await row(again)).id;
    const seen = await as('ownerA', (tx) =>
      tx.query<{ repeat_of_number: number | null }>(
        `select repeat_of_number from public.orders where id = $1`,
        [againId],
      ),
    );
    expect(seen.rows[0]?.repeat_of_number).toBe(first.number);
    expect(
      await refusalOf(async () => {
        const id = (await row(again)).id;
        return as('ownerA', (tx) =>
          tx.query(`update public.orders set repeat_of_number = null where id = $1`, [id]),
        );
      }),
    ).toMatchObject({ code: '42501' });

    // Older than 10 minutes, or cancelled, the first order is no reason to doubt the next one.
    await database.db.query(
      `update public.orders set created_at = now() - interval '11 minutes'
       where business_id = $1 and table_label = '2'`,
      [world.businessA],
    );
    expect(
      (await row(await place(4, { type: 'dine-in', table: '2' }))).repeat_of_number,
    ).toBeNull();
    const terraceId = (await row(await place(6, { type: 'dine-in', table: 'Terrace 1' }))).id;
    await as('ownerA', (tx) =>
      tx.query(
        `update public.orders set status = 'cancelled', cancel_code = 'duplicate' where id = $1`,
        [terraceId],
      ),
    );
    expect(
      (await row(await place(6, { type: 'dine-in', table: 'Terrace 1' }))).repeat_of_number,
    ).toBeNull();
  });
});

const unmigrated: Array<[string, () => Promise<{ db: Database; close: () => Promise<void> }>]> = [
  [
    'pglite',
    async () => {
      const db = await openPglite(undefined);
      return { db, close: () => db.close() };
    },
  ],
  [
    'postgres15',
    async () => {
      const server = await startPostgres15();
      const db = await openPostgres(await server.createDatabase());
      return {
        db,
        close: async () => {
          await db.close();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(unmigrated)('the cancel-codes migration on %s', (_engine, open) => {
  it('turns the usual reasons stored as text, in either language, into codes', async () => {
    const { db, close } = await open();
    const before = await mkdtemp(path.join(tmpdir(), 'qrmenu-migrations-'));
    try {
      for (const file of await readdir(migrationsDir)) {
        if (file.endsWith('.sql') && file < CODES_MIGRATION) {
          await copyFile(path.join(migrationsDir, file), path.join(before, file));
        }
      }
      await migrate(db, before);
      const world = await buildWorld(db);
      const reasons = ['Sold out', 'طلب مكرر', ' Kitchen closed ', 'Out of milk', 'بطلب من الزبون'];
      for (const [index, reason] of reasons.entries()) {
        await db.query(
          `insert into public.orders (business_id, number, business_day, status, cancel_reason,
             order_type, lang, lines)
           values ($1, $2, current_date, 'cancelled', $3, 'pickup', 'en', '[]')`,
          [world.businessA, index + 1, reason],
        );
      }
      expect((await migrate(db)).map((m) => m.name)[0]).toBe('order-cancel-codes');
      const { rows } = await db.query<{ cancel_code: string | null; cancel_reason: string | null }>(
        `select cancel_code, cancel_reason from public.orders where business_id = $1 order by number`,
        [world.businessA],
      );
      expect(rows).toEqual([
        { cancel_code: 'sold_out', cancel_reason: null },
        { cancel_code: 'duplicate', cancel_reason: null },
        { cancel_code: 'kitchen_closed', cancel_reason: null },
        { cancel_code: null, cancel_reason: 'Out of milk' },
        { cancel_code: 'customer_asked', cancel_reason: null },
      ]);
    } finally {
      await close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
