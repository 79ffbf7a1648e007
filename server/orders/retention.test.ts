// The server's part of recorded orders on both engines: the configured order limits land in
// app_limits, and the hourly run clears the customer details of orders past their business's
// retention while a recent order keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type MigratedDatabase } from '../../supabase/tests/database/engines.ts';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { applyOrderRateLimits, forgetOrderCustomers } from './retention.ts';

describe.each(engines)('order retention and limits on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  it('writes ORDER_RATE_LIMIT_PER_ADDRESS and _PER_TABLE into app_limits, and nothing when unset', async () => {
    const limits = async () =>
      (
        await database.db.query<{ a: number; t: number }>(
          'select orders_per_address as a, orders_per_table as t from public.app_limits',
        )
      ).rows[0];
    expect(await limits()).toEqual({ a: 30, t: 15 });
    await applyOrderRateLimits(database.db, { perAddress: 500 });
    expect(await limits()).toEqual({ a: 500, t: 15 });
    await applyOrderRateLimits(database.db, {});
    expect(await limits()).toEqual({ a: 500, t: 15 });
  });

  it("clears old orders' customer details on the periodic run, keeping the order and recent ones", async () => {
    const insert = (number: number, age: string) =>
      database.db.query(
        `insert into public.orders (business_id, number, business_day, order_type, lang, lines,
           total_baisa, customer_name, customer_address, customer_location, customer_note, created_at)
         values ($1, $2, current_date, 'delivery', 'en', '[]', 1500, 'Ahmed', 'Way 3021',
           'https://maps.google.com/?q=23.58800,58.38290', 'No sugar', now() - $3::interval)`,
        [world.businessA, number, age],
      );
    await insert(1, '40 days');
    await insert(2, '2 days');
    await database.db.query(
      'update public.businesses set order_retention_days = 30 where id = $1',
      [world.businessA],
    );
    expect(await forgetOrderCustomers(database.db)).toBe(1);
    const { rows } = await database.db.query<Record<string, unknown>>(
      `select number, total_baisa, customer_name, customer_address, customer_location, customer_note
       from public.orders where business_id = $1 order by number`,
      [world.businessA],
    );
    expect(rows).toEqual([
      {
        number: 1,
        total_baisa: 1500,
        customer_name: null,
        customer_address: null,
        customer_location: null,
        customer_note: null,
      },
      {
        number: 2,
        total_baisa: 1500,
        customer_name: 'Ahmed',
        customer_address: 'Way 3021',
        customer_location: 'https://maps.google.com/?q=23.58800,58.38290',
        customer_note: 'No sugar',
      },
    ]);
    // Nothing left to clear: the next run clears none.
    expect(await forgetOrderCustomers(database.db)).toBe(0);
  });
});
