// On both engines: checkout details as the database keeps them. A dish's offer (below
// its price, in a sane period), a business's VAT and payment settings, who may set them, what
// public_menu gives the customer menu, and the pricing functions an order is recorded with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestRole } from '../../../server/db/request-role.ts';
import type { Queryable } from '../../../server/db/database.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

describe.each(engines)('checkout details on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Runs fn as the actor in a transaction that is always rolled back; fn's result or error. */
  async function as<T>(actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T | string> {
    let result: T | undefined;
    try {
      await asRequestRole(database.db, claimsFor(world, actor), async (tx) => {
        result = await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) return (error as Error).message;
    }
    return result as T;
  }

  /** Updates item A1 (Karak Tea, 0.400) as the actor: the rows changed, or the refusal. */
  const setItem = (actor: Actor, assignments: string) =>
    as(actor, async (tx) => {
      const { rows } = await tx.query(
        `update menu_items set ${assignments} where id = $1 returning id`,
        [world.itemA1],
      );
      return rows.length;
    });

  it.each([
    ['offer_price = 0.4', 'menu_items_offer_below_price'],
    ['offer_price = 0.5', 'menu_items_offer_below_price'],
    ['offer_price = -0.1', 'menu_items_offer_below_price'],
    ["offer_price = 'NaN'", 'menu_items_offer_below_price'],
    [
      "offer_price = 0.3, offer_starts = '2026-12-02', offer_ends = '2026-12-01'",
      'menu_items_offer_period_order',
    ],
    [
      "offer_price = 0.3, offer_starts = '2026-12-01', offer_ends = '2026-12-01'",
      'menu_items_offer_period_order',
    ],
    ["offer_ends = '2026-12-01'", 'menu_items_offer_period_needs_offer'],
    ["offer_price = 0.3, offer_ends = 'infinity'", 'menu_items_offer_period_dates'],
    ["offer_price = 0.3, offer_starts = '1970-01-01'", 'menu_items_offer_period_dates'],
  ])('refuses %s (%s)', async (assignments, constraint) => {
    expect(await setItem('ownerA', assignments)).toContain(constraint);
  });

  it('lowering the price under a running offer is refused too', async () => {
    expect(await setItem('ownerA', 'offer_price = 0.3, price = 0.3')).toContain(
      'menu_items_offer_below_price',
    );
  });

  it('lets the owner set an offer with or without a period, and nobody else', async () => {
    expect(await setItem('ownerA', 'offer_price = 0.3')).toBe(1);
    expect(await setItem('ownerA', 'offer_price = 0, offer_starts = now()')).toBe(1);
    expect(
      await setItem(
        'ownerA',
        "offer_price = 0.3, offer_starts = '2026-12-01T06:00+04', offer_ends = '2026-12-31'",
      ),
    ).toBe(1);
    // Row level security filters another owner's and a customer's updates out: nothing changes.
    expect(await setItem('ownerB', 'offer_price = 0.1')).toBe(0);
    expect(await setItem('customer', 'offer_price = 0.1')).toBe(0);
    expect(String(await setItem('anon', 'offer_price = 0.1'))).toMatch(/0|permission denied/);
  });

  /** Updates business A as the actor: rows changed or the refusal. */
  const setBusiness = (actor: Actor, assignments: string) =>
    as(actor, async (tx) => {
      const { rows } = await tx.query(
        `update businesses set ${assignments} where id = $1 returning id`,
        [world.businessA],
      );
      return rows.length;
    });

  it('keeps payment_for to the order types, and lets only the owner change VAT and payment', async () => {
    expect(await setBusiness('ownerA', "payment_for = '{delivery,takeaway}'")).toContain(
      'businesses_payment_for_valid',
    );
    expect(
      await setBusiness('ownerA', "payment_for = '{delivery,pickup,delivery,dine-in}'"),
    ).toContain('businesses_payment_for_valid');
    expect(await setBusiness('ownerA', 'payment_for = array[null]::text[]')).toContain(
      'businesses_payment_for_valid',
    );
    expect(
      await setBusiness('ownerA', "prices_include_vat = false, payment_for = '{pickup,delivery}'"),
    ).toBe(1);
    expect(await setBusiness('ownerB', 'prices_include_vat = false')).toBe(0);
    expect(String(await setBusiness('anon', 'prices_include_vat = false'))).toMatch(
      /0|permission denied/,
    );
  });

  it('defaults to prices with VAT included and no payment question', async () => {
    const { rows } = await database.db.query<{ vat: boolean; payment: string[] }>(
      'select prices_include_vat as vat, payment_for as payment from businesses where id = $1',
      [world.businessA],
    );
    expect(rows[0]).toEqual({ vat: true, payment: [] });
  });

  it('gives anon the settings and offers through public_menu, in the one request', async () => {
    const menu = await database.db.transaction(async (tx) => {
      await tx.query(
        `update businesses set prices_include_vat = false, payment_for = '{delivery}' where id = $1`,
        [world.businessA],
      );
      await tx.query(
        `update menu_items set offer_price = 0.3, offer_starts = '2026-11-01T00:00Z',
           offer_ends = '2026-12-01T00:00Z' where id = $1`,
        [world.itemA1],
      );
      await tx.query(`select set_config('role', 'anon', true)`);
      const { rows } = await tx.query<{
        menu: { business: Record<string, unknown>; items: Record<string, unknown>[] };
      }>('select public_menu($1) as menu', ['acafe']);
      await tx.query('rollback');
      return rows[0]?.menu;
    });
    expect(menu?.business).toMatchObject({ prices_include_vat: false, payment_for: ['delivery'] });
    const karak = menu?.items.find((item) => item.id === world.itemA1);
    expect(karak).toMatchObject({ price: 0.4, offer_price: 0.3 });
    expect(Date.parse(String(karak?.offer_starts))).toBe(Date.parse('2026-11-01T00:00Z'));
    expect(Date.parse(String(karak?.offer_ends))).toBe(Date.parse('2026-12-01T00:00Z'));
    const water = menu?.items.find((item) => item.name === 'Water');
    expect(water).toMatchObject({ offer_price: null, offer_starts: null, offer_ends: null });
  });

  it('prices an item at a time with menu_item_unit_baisa: the offer inside its period only', async () => {
    const prices = await as('ownerA', async (tx) => {
      await tx.query(
        `update menu_items set offer_price = 0.3, offer_starts = '2026-11-01T00:00Z',
           offer_ends = '2026-12-01T00:00Z' where id = $1`,
        [world.itemA1],
      );
      const { rows } = await tx.query<{
        before: string;
        first: string;
        last: string;
        after: string;
      }>(
        `select menu_item_unit_baisa($1, '2026-10-31T23:59:59Z')::text as before,
                menu_item_unit_baisa($1, '2026-11-01T00:00Z')::text as first,
                menu_item_unit_baisa($1, '2026-11-30T23:59:59Z')::text as last,
                menu_item_unit_baisa($1, '2026-12-01T00:00Z')::text as after`,
        [world.itemA1],
      );
      return rows[0];
    });
    expect(prices).toEqual({ before: '400', first: '300', last: '300', after: '400' });
  });

  it('computes VAT as shared/domain does: 5% of items plus fee, half up, only when excluded', async () => {
    const { rows } = await database.db.query<Record<string, string | null>>(
      `select vat_baisa(2900)::text as example, vat_baisa(9)::text as below_half, vat_baisa(10)::text as half,
              vat_baisa(9999999999)::text as largest`,
    );
    expect(rows[0]).toEqual({ example: '145', below_half: '0', half: '1', largest: '500000000' });
    const vat = await as('ownerA', async (tx) => {
      const included = await tx.query<{ vat: string | null }>(
        'select order_vat_baisa($1, 2400, 500)::text as vat',
        [world.businessA],
      );
      await tx.query('update businesses set prices_include_vat = false where id = $1', [
        world.businessA,
      ]);
      const excluded = await tx.query<{ vat: string | null }>(
        'select order_vat_baisa($1, 2400, 500)::text as vat',
        [world.businessA],
      );
      return [included.rows[0]?.vat, excluded.rows[0]?.vat];
    });
    expect(vat).toEqual([null, '145']);
  });

  it('saves an offer with save_menu_item, in the same call as the item', async () => {
    const saved = await as('ownerA', async (tx) => {
      await tx.query('select save_menu_item($1, $2, $3::jsonb, $4::jsonb)', [
        world.itemA1,
        world.businessA,
        JSON.stringify({
          offer_price: 0.35,
          offer_starts: '2026-12-01T02:00:00Z',
          offer_ends: '2026-12-02T02:00:00Z',
        }),
        '[]',
      ]);
      const { rows } = await tx.query<{ offer_price: string; starts: Date; ends: Date }>(
        'select offer_price, offer_starts as starts, offer_ends as ends from menu_items where id = $1',
        [world.itemA1],
      );
      return rows[0];
    });
    expect(typeof saved === 'object' && saved).toMatchObject({ offer_price: '0.350' });
    if (typeof saved !== 'object' || !saved) throw new Error(String(saved));
    expect(new Date(saved.starts).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(new Date(saved.ends).toISOString()).toBe('2026-12-02T02:00:00.000Z');
  });
});
