// On both engines: the order settings an owner saves (checked with messages in the
// owner's terms) and what the customer menu reads of them through public_menu(slug).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

describe.each(engines)('order settings on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Owner A sets columns of their business in a rolled-back transaction: the error or 'saved'. */
  async function ownerSets(assignments: string, params: unknown[] = []): Promise<string> {
    try {
      await asRequestRole(database.db, claimsFor(world, 'ownerA'), async (tx) => {
        await tx.query(`update businesses set ${assignments} where id = $1`, [
          world.businessA,
          ...params,
        ]);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return 'saved';
      return (error as Error).message;
    }
    return 'unreachable';
  }

  const week = (ranges: unknown[]) => JSON.stringify(Array.from({ length: 7 }, () => ranges));

  it.each([
    ["order_types = '{}'", [], 'Choose at least one order type'],
    ["order_types = '{dine-in,takeaway}'", [], 'Order types are dine-in, pickup and delivery'],
    ["order_types = '{pickup,pickup}'", [], 'each at most once'],
    ['table_labels = \'{1," 2"}\'', [], 'Table names must be 1 to 30 characters'],
    ["table_labels = '{Bar,bar}'", [], 'Each table name can be used only once'],
    ['table_labels = $2', [Array.from({ length: 301 }, (_, i) => `T${i}`)], 'at most 300 tables'],
    ['delivery_fee = -0.001', [], 'businesses_delivery_fee_not_negative'],
    ['delivery_minimum = -1', [], 'businesses_delivery_minimum_not_negative'],
    ["closed_checkout = 'maybe'", [], 'businesses_closed_checkout_check'],
    ["opening_hours = '[[]]'", [], 'Opening hours need seven days'],
    ['opening_hours = $2', [week([{ opens: '6:00', closes: '23:00' }])], 'as HH:MM'],
    ['opening_hours = $2', [week([{ opens: '09:00', closes: '09:00' }])], 'as HH:MM'],
    ['opening_hours = $2', [week([{ opens: '24:00', closes: '02:00' }])], 'as HH:MM'],
  ])('refuses %s %j with "%s"', async (assignments, params, message) => {
    expect(await ownerSets(assignments, params)).toContain(message);
  });

  it('accepts every order type, tables, fees and hours past midnight', async () => {
    expect(
      await ownerSets(
        `order_types = '{dine-in,pickup,delivery}', table_labels = $2, delivery_fee = 0.5,
         delivery_minimum = 3, opening_hours = $3, temporarily_closed = true,
         closed_checkout = 'preorder'`,
        [
          ['1', 'Terrace 1'],
          week([
            { opens: '06:00', closes: '12:00' },
            { opens: '18:00', closes: '02:00' },
          ]),
        ],
      ),
    ).toBe('saved');
    expect(
      await ownerSets('opening_hours = $2', [week([{ opens: '00:00', closes: '24:00' }])]),
    ).toBe('saved');
  });

  it('gives anon the order settings through public_menu, in the one request', async () => {
    const hours = week([{ opens: '18:00', closes: '02:00' }]);
    const menu = await database.db.transaction(async (tx) => {
      await tx.query(
        `update businesses set order_types = '{dine-in,delivery}', table_labels = '{1,2}',
           delivery_fee = 0.5, delivery_minimum = 3, opening_hours = $2::jsonb
         where id = $1`,
        [world.businessA, hours],
      );
      await tx.query(`select set_config('role', 'anon', true)`);
      const { rows } = await tx.query<{ menu: { business: Record<string, unknown> } }>(
        'select public_menu($1) as menu',
        ['acafe'],
      );
      return rows[0]?.menu;
    });
    expect(menu?.business).toMatchObject({
      order_types: ['dine-in', 'delivery'],
      table_labels: ['1', '2'],
      delivery_fee: 0.5,
      delivery_minimum: 3,
      opening_hours: JSON.parse(hours),
      temporarily_closed: false,
      closed_checkout: 'disabled',
    });
  });
});
