// Recorded orders apply the menu's other rules, on both engines: place_order takes an offer's price
// while it runs (and refuses the usual price then), adds VAT for prices that exclude it, refuses a
// dish outside its serving times and one still sold out (a passed "sold out until" is available),
// follows a special period's hours, requires payment where the business asks, and takes a
// delivery with a shared location instead of a typed address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRequestRole, type RequestInfo } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type World } from './fixtures.ts';

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

let addressCounter = 0;
const request = (): RequestInfo => ({
  headers: {
    'x-forwarded-for': `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`,
  },
  method: 'POST',
  path: '/rpc/place_order',
});

/** HH:MM in Muscat (UTC+4), `hours` from now. */
function muscatClock(hours: number): string {
  const at = new Date(Date.now() + (4 + hours) * 3600_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:00`;
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const NEVER = JSON.stringify(Array.from({ length: 7 }, () => []));
const ALWAYS = JSON.stringify(
  Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '24:00' }]),
);

describe.each(engines)(
  'recorded orders follow offers, VAT, payment and the clock on %s',
  (_engine, open) => {
    let database: MigratedDatabase;
    let world: World;
    let shawarma: string;

    beforeAll(async () => {
      database = await open();
      world = await buildWorld(database.db);
      const { rows } = await database.db.query<{ id: string }>(
        `select id from public.menu_items where name = 'Chicken Shawarma'`,
      );
      shawarma = rows[0]!.id;
      await database.db.query(
        `update public.businesses set order_types = '{dine-in,pickup,delivery}', table_labels = '{5}',
         delivery_fee = 0.500, delivery_minimum = null where id = $1`,
        [world.businessA],
      );
    });
    afterAll(() => database?.close());
    beforeEach(async () => {
      await database.db.query(`delete from public.order_rate_limits`);
      await database.db.query(
        `update public.businesses set prices_include_vat = true, payment_for = '{}', opening_hours = null,
         temporarily_closed = false, closed_checkout = 'disabled' where id = $1`,
        [world.businessA],
      );
      await database.db.query(`delete from public.special_periods where business_id = $1`, [
        world.businessA,
      ]);
      await database.db.query(
        `update public.menu_items set offer_price = null, offer_starts = null, offer_ends = null,
         available_windows = null, sold_out = false where id = $1`,
        [shawarma],
      );
    });

    function cart(lines: CartLineInput[], total?: number) {
      return {
        lines,
        total_baisa: total ?? lines.reduce((sum, line) => sum + line.quantity * line.unit_baisa, 0),
      };
    }

    async function place(body: unknown, details: unknown = { type: 'dine-in', table: '5' }) {
      return asRequestRole(
        database.db,
        claimsFor(world, 'anon'),
        async (tx) => {
          const { rows } = await tx.query<{ placed: Placed | null }>(
            `select public.place_order('acafe', $1::jsonb, $2::jsonb) as placed`,
            [JSON.stringify(body), JSON.stringify(details)],
          );
          return rows[0]!.placed;
        },
        request(),
      );
    }

    async function hintOf(run: () => Promise<unknown>) {
      try {
        await run();
        return null;
      } catch (error) {
        const e = error as { hint?: string; detail?: string };
        return {
          hint: e.hint,
          detail: e.detail ? (JSON.parse(e.detail) as Record<string, unknown>) : {},
        };
      }
    }

    async function orderRow(placed: Placed | null) {
      const { rows } = await database.db.query<Record<string, unknown>>(
        `select o.* from public.orders o join public.order_tokens t on t.order_id = o.id where t.token = $1`,
        [placed!.token],
      );
      return rows[0];
    }

    it('takes the offer price while the offer runs and refuses the usual one; after it ends, the reverse', async () => {
      await database.db.query(
        `update public.menu_items set offer_price = 0.900, offer_starts = now() - interval '1 hour',
         offer_ends = now() + interval '1 hour' where id = $1`,
        [shawarma],
      );
      const usual = await hintOf(() =>
        place(cart([{ item_id: shawarma, quantity: 2, unit_baisa: 1200 }])),
      );
      expect(usual).toMatchObject({ hint: 'order_price_changed', detail: { unit_baisa: 900 } });
      const placed = await place(cart([{ item_id: shawarma, quantity: 2, unit_baisa: 900 }]));
      expect(await orderRow(placed)).toMatchObject({ items_baisa: 1800, total_baisa: 1800 });
      expect((await orderRow(placed))!.lines).toMatchObject([
        { unit_baisa: 900, amount_baisa: 1800 },
      ]);

      await database.db.query(
        `update public.menu_items set offer_starts = now() - interval '2 hours',
         offer_ends = now() - interval '1 hour' where id = $1`,
        [shawarma],
      );
      const ended = await hintOf(() =>
        place(cart([{ item_id: shawarma, quantity: 1, unit_baisa: 900 }])),
      );
      expect(ended).toMatchObject({ hint: 'order_price_changed', detail: { unit_baisa: 1200 } });
      expect(
        await place(cart([{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }])),
      ).toMatchObject({
        status: 'new',
      });
    });

    it('adds 5% VAT of items plus fee when prices exclude it, stores it, and refuses a total without it', async () => {
      await database.db.query(
        `update public.businesses set prices_include_vat = false where id = $1`,
        [world.businessA],
      );
      const line = { item_id: shawarma, quantity: 2, unit_baisa: 1200 };
      const delivery = { type: 'delivery', name: 'Ahmed', address: 'Way 3021' };
      // Items 2.400 + fee 0.500 = 2.900; VAT 0.145; total 3.045.
      expect((await hintOf(() => place(cart([line], 2900), delivery)))?.hint).toBe(
        'order_price_changed',
      );
      const placed = await place(cart([line], 3045), delivery);
      expect(await orderRow(placed)).toMatchObject({
        items_baisa: 2400,
        delivery_fee_baisa: 500,
        vat_baisa: 145,
        total_baisa: 3045,
      });
      // Prices that include VAT: no VAT stored, and the total is items plus fee.
      await database.db.query(
        `update public.businesses set prices_include_vat = true where id = $1`,
        [world.businessA],
      );
      const included = await place(cart([line], 2900), delivery);
      expect(await orderRow(included)).toMatchObject({ vat_baisa: null, total_baisa: 2900 });
    });

    it('refuses a dish outside its serving times and takes it inside them', async () => {
      const later = [{ days: ALL_DAYS, from: muscatClock(2), to: muscatClock(3) }];
      await database.db.query(
        `update public.menu_items set available_windows = $2::jsonb where id = $1`,
        [shawarma, JSON.stringify(later)],
      );
      const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
      const outside = await hintOf(() => place(cart([line])));
      expect(outside).toMatchObject({
        hint: 'order_item_not_served',
        detail: { name: 'Chicken Shawarma' },
      });
      const now = [{ days: ALL_DAYS, from: muscatClock(-1), to: muscatClock(1) }];
      await database.db.query(
        `update public.menu_items set available_windows = $2::jsonb where id = $1`,
        [shawarma, JSON.stringify(now)],
      );
      expect(await place(cart([line]))).toMatchObject({ status: 'new' });
    });

    it('refuses a dish sold out until later and takes one whose "sold out until" has passed', async () => {
      const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
      await database.db.query(
        `update public.menu_items set sold_out = true, sold_out_until = now() + interval '1 hour' where id = $1`,
        [shawarma],
      );
      expect((await hintOf(() => place(cart([line]))))?.hint).toBe('order_item_sold_out');
      await database.db.query(
        `update public.menu_items set sold_out_until = now() - interval '1 minute' where id = $1`,
        [shawarma],
      );
      expect(await place(cart([line]))).toMatchObject({ status: 'new' });
    });

    it("follows a special period's hours over the usual week", async () => {
      const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
      const today = `(now() at time zone 'Asia/Muscat')::date`;
      // Usually closed all week, but open all day during today's period.
      await database.db.query(
        `update public.businesses set opening_hours = $2::jsonb where id = $1`,
        [world.businessA, NEVER],
      );
      expect((await hintOf(() => place(cart([line]))))?.hint).toBe('order_closed');
      await database.db.query(
        `insert into public.special_periods (business_id, name, starts_on, ends_on, opening_hours)
       values ($1, 'Eid', ${today}, ${today}, $2::jsonb)`,
        [world.businessA, ALWAYS],
      );
      expect(await place(cart([line]))).toMatchObject({ status: 'new' });
      // Usually open all day, but the period closes today.
      await database.db.query(
        `update public.businesses set opening_hours = $2::jsonb where id = $1`,
        [world.businessA, ALWAYS],
      );
      await database.db.query(
        `update public.special_periods set opening_hours = $2::jsonb where business_id = $1`,
        [world.businessA, NEVER],
      );
      expect((await hintOf(() => place(cart([line]))))?.hint).toBe('order_closed');
      // Pre-orders still go while closed.
      await database.db.query(
        `update public.businesses set closed_checkout = 'preorder' where id = $1`,
        [world.businessA],
      );
      expect(await place(cart([line]))).toMatchObject({ status: 'new' });
    });

    it('requires cash or card for the order types the business asks, and stores it', async () => {
      await database.db.query(
        `update public.businesses set payment_for = '{delivery}' where id = $1`,
        [world.businessA],
      );
      const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
      const delivery = { type: 'delivery', name: 'Ahmed', address: 'Way 3021' };
      expect((await hintOf(() => place(cart([line], 1700), delivery)))?.hint).toBe(
        'order_payment_missing',
      );
      expect(
        (await hintOf(() => place(cart([line], 1700), { ...delivery, payment: 'cheque' })))?.hint,
      ).toBe('order_malformed');
      const paid = await place(cart([line], 1700), { ...delivery, payment: 'cash' });
      expect(await orderRow(paid)).toMatchObject({ payment: 'cash' });
      // Not asked for dine-in: none needed, and an answer nobody asked for is not kept.
      const dineIn = await place(cart([line]), { type: 'dine-in', table: '5', payment: 'card' });
      expect(await orderRow(dineIn)).toMatchObject({ payment: null });
    });

    it('takes a delivery with a shared location instead of an address, and refuses a location that is not a map link', async () => {
      const line = { item_id: shawarma, quantity: 1, unit_baisa: 1200 };
      const location = 'https://maps.google.com/?q=23.58800,58.38290';
      const placed = await place(cart([line], 1700), { type: 'delivery', name: 'Ahmed', location });
      expect(await orderRow(placed)).toMatchObject({
        customer_location: location,
        customer_address: null,
      });
      expect(
        (await hintOf(() => place(cart([line], 1700), { type: 'delivery', name: 'Ahmed' })))?.hint,
      ).toBe('order_address_missing');
      expect(
        (
          await hintOf(() =>
            place(cart([line], 1700), {
              type: 'delivery',
              name: 'Ahmed',
              location: 'https://evil.example/',
            }),
          )
        )?.hint,
      ).toBe('order_malformed');
    });
  },
);
