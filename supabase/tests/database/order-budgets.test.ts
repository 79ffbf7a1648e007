// Order floods spare real customers, on both engines: a printed table card's token (an HMAC under
// the database's secret) gives its table a budget of its own; pickup and delivery spend a remote
// budget of their own; dine-in without a token keeps the general one; every refusal is SQLSTATE
// PT429 (HTTP 429) with hint order_rate_limited and the budget in its details; an IPv6 /64 is one
// address.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole, type RequestInfo } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

interface Refusal {
  code: string;
  hint: string | undefined;
  detail: Record<string, unknown>;
}

const request = (address: string): RequestInfo => ({
  headers: { 'x-forwarded-for': address },
  method: 'POST',
  path: '/rpc/place_order',
});

let counter = 0;
const freshAddress = () => `10.9.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;

describe.each(engines)('order budgets on %s', (_engine, open) => {
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
      `update public.businesses set order_types = '{dine-in,pickup}', table_labels = '{5,Terrace 2}'
       where id = $1`,
      [world.businessA],
    );
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.query(`delete from public.order_rate_limits`);
    // Small budgets, so a flood that straddles a minute still passes them (twice at most).
    await database.db.query(
      `update public.app_limits set orders_per_address = 30, orders_per_table = 15,
         orders_per_business = 40, orders_remote_per_business = 20`,
    );
  });

  const as = <T>(actor: Actor, fn: (tx: Queryable) => Promise<T>) =>
    asRequestRole(database.db, claimsFor(world, actor), fn);

  const oneShawarma = {
    lines: [{ item_id: '', quantity: 1, unit_baisa: 1200 }],
    total_baisa: 1200,
  };

  async function place(details: Record<string, unknown>, address: string): Promise<unknown> {
    const cart = { ...oneShawarma, lines: [{ ...oneShawarma.lines[0]!, item_id: shawarma }] };
    return asRequestRole(
      database.db,
      claimsFor(world, 'anon'),
      async (tx) => {
        const { rows } = await tx.query<{ placed: unknown }>(
          `select public.place_order('acafe', $1::jsonb, $2::jsonb) as placed`,
          [JSON.stringify(cart), JSON.stringify(details)],
        );
        return rows[0]!.placed;
      },
      request(address),
    );
  }

  async function attempt(details: Record<string, unknown>, address: string) {
    try {
      return { placed: await place(details, address) };
    } catch (error) {
      const e = error as { code?: string; hint?: string; detail?: string };
      const refusal: Refusal = {
        code: String(e.code),
        hint: e.hint,
        detail: e.detail ? (JSON.parse(e.detail) as Record<string, unknown>) : {},
      };
      return { refusal };
    }
  }

  async function tokenOf(label: string): Promise<string> {
    const { rows } = await as('ownerA', (tx) =>
      tx.query<{ table_label: string; token: string }>(
        `select * from public.table_card_tokens($1)`,
        [world.businessA],
      ),
    );
    const row = rows.find((r) => r.table_label === label);
    if (!row) throw new Error(`no token for table ${label}`);
    return row.token;
  }

  /** Five addresses send `total` orders with these details, in turns; answers the refusals. */
  async function flood(details: Record<string, unknown>, total: number) {
    const addresses = Array.from({ length: 5 }, freshAddress);
    const refusals: Refusal[] = [];
    let placed = 0;
    for (let i = 0; i < total; i++) {
      const result = await attempt(details, addresses[i % 5]!);
      if ('refusal' in result) refusals.push(result.refusal);
      else placed++;
    }
    return { refusals, placed };
  }

  it('signs each table with an HMAC-SHA-256 of the business and the label under the secret, for its owner only', async () => {
    const { rows } = await database.db.query<{ secret: Buffer | Uint8Array }>(
      `select secret from public.app_secrets where name = 'table_links'`,
    );
    const secret = Buffer.from(rows[0]!.secret);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const expected = createHmac('sha256', secret)
      .update(`${world.businessA}/terrace 2`)
      .digest()
      .subarray(0, 12)
      .toString('base64url');
    expect(await tokenOf('Terrace 2')).toBe(expected);
    expect(await tokenOf('5')).not.toBe(expected);
    // RFC 4231 test case 2, through the database's own HMAC.
    const { rows: known } = await database.db.query<{ mac: string }>(
      `select encode(public.hmac_sha256(convert_to('Jefe', 'UTF8'),
         convert_to('what do ya want for nothing?', 'UTF8')), 'hex') as mac`,
    );
    expect(known[0]!.mac).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');

    // Another owner, a customer and the API roles read neither tokens nor the secret.
    for (const actor of ['ownerB', 'anon'] as const) {
      await expect(
        as(actor, (tx) =>
          tx.query(`select * from public.table_card_tokens($1)`, [world.businessA]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        as(actor, (tx) => tx.query(`select * from public.app_secrets`)),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        as(actor, (tx) => tx.query(`select public.table_link_token($1, '5')`, [world.businessA])),
      ).rejects.toMatchObject({ code: '42501' });
    }
    expect(
      (
        await as('superadmin', (tx) =>
          tx.query(`select * from public.table_card_tokens($1)`, [world.businessA]),
        )
      ).rows,
    ).toHaveLength(2);
  });

  it('after a 150-order flood from five addresses a customer with the table card still orders, and every refusal is PT429', async () => {
    const { refusals, placed } = await flood({ type: 'dine-in' }, 150);
    // 40 a minute: at most two minutes' worth got through.
    expect(placed).toBeLessThanOrEqual(80);
    expect(refusals.length).toBe(150 - placed);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 'PT429', hint: 'order_rate_limited' });
      expect(refusal.detail.scope).toBe('business');
      expect(refusal.detail.retry_after_seconds).toBeGreaterThan(0);
    }
    // An old card (no token) shares the flooded budget ...
    const oldCard = await attempt({ type: 'dine-in', table: '5' }, freshAddress());
    expect(oldCard).toMatchObject({ refusal: { code: 'PT429', detail: { scope: 'business' } } });
    // ... a wrong token is an old card, not an error ...
    const forged = await attempt(
      { type: 'dine-in', table: '5', table_token: 'AAAAAAAAAAAAAAAA' },
      freshAddress(),
    );
    expect(forged).toMatchObject({ refusal: { code: 'PT429', detail: { scope: 'business' } } });
    // ... and the customer at table 5 with the card's token orders.
    const token = await tokenOf('5');
    const carded = await attempt(
      { type: 'dine-in', table: '5', table_token: token },
      freshAddress(),
    );
    expect(carded).toMatchObject({ placed: { status: 'new' } });
    // The token names its table: on another table it is no card.
    const moved = await attempt(
      { type: 'dine-in', table: 'Terrace 2', table_token: token },
      freshAddress(),
    );
    expect(moved).toMatchObject({ refusal: { code: 'PT429', detail: { scope: 'business' } } });
  });

  it('a remote flood spends the remote budget only: dine-in orders, with or without a card, go on', async () => {
    const { refusals, placed } = await flood({ type: 'pickup', name: 'Flood' }, 100);
    expect(placed).toBeLessThanOrEqual(40);
    expect(refusals.length).toBe(100 - placed);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 'PT429', hint: 'order_rate_limited' });
      expect(refusal.detail.scope).toBe('remote');
    }
    expect(await attempt({ type: 'pickup', name: 'Real' }, freshAddress())).toMatchObject({
      refusal: { code: 'PT429', detail: { scope: 'remote' } },
    });
    expect(await attempt({ type: 'dine-in', table: '5' }, freshAddress())).toMatchObject({
      placed: { status: 'new' },
    });
    expect(
      await attempt(
        { type: 'dine-in', table: 'Terrace 2', table_token: await tokenOf('Terrace 2') },
        freshAddress(),
      ),
    ).toMatchObject({ placed: { status: 'new' } });
  });

  /**
   * Sends orders with these details, each from a new address, until one is refused. The windows
   * are fixed (600 s for tables), so a run that straddles a window's end may place up to twice the
   * budget; it then counts exactly the budget in each window, which the database shows.
   */
  async function untilRefused(details: Record<string, unknown>, scope: string, budget: number) {
    let placed = 0;
    for (;;) {
      const result = await attempt(details, freshAddress());
      if ('refusal' in result) {
        expect(result.refusal).toMatchObject({ code: 'PT429', detail: { scope } });
        break;
      }
      placed++;
      expect(placed).toBeLessThanOrEqual(2 * budget);
    }
    const { rows } = await database.db.query<{ hits: number }>(
      `select hits from public.order_rate_limits where key like $1 order by window_start`,
      [`${scope}:%`],
    );
    // The refused call's hit was rolled back with it.
    expect(rows.map((r) => r.hits)).toEqual(placed > budget ? [placed - budget, budget] : [budget]);
    return placed;
  }

  it('a table card has its own table budget, which orders without the card do not spend', async () => {
    expect(await untilRefused({ type: 'dine-in', table: '5' }, 'table', 15)).toBeGreaterThanOrEqual(
      15,
    );
    const token = await tokenOf('5');
    expect(
      await untilRefused({ type: 'dine-in', table: '5', table_token: token }, 'table-card', 15),
    ).toBeGreaterThanOrEqual(15);
  });

  it('refuses a flooding address before any business budget is touched, and an IPv6 /64 is one address', async () => {
    for (let i = 0; i < 30; i++) {
      // Each from another host of the same /64.
      expect(
        await attempt({ type: 'pickup', name: 'Six' }, `2001:db8:5:6::${(i + 1).toString(16)}`),
      ).toHaveProperty('placed');
      if (i === 19) {
        // The remote budget (20) is full: later ones from the /64 would be refused by it, so
        // widen it and show the address limit is what stops the 31st.
        await database.db.query(`update public.app_limits set orders_remote_per_business = 1000`);
      }
    }
    const { rows: before } = await database.db.query<{ hits: number }>(
      `select coalesce(sum(hits), 0)::int as hits from public.order_rate_limits where key like 'remote:%'`,
    );
    expect(await attempt({ type: 'pickup', name: 'Six' }, '2001:db8:5:6:ffff::1')).toMatchObject({
      refusal: { code: 'PT429', detail: { scope: 'address' } },
    });
    const { rows: after } = await database.db.query<{ hits: number }>(
      `select coalesce(sum(hits), 0)::int as hits from public.order_rate_limits where key like 'remote:%'`,
    );
    expect(after[0]!.hits).toBe(before[0]!.hits);
    // The next /64 is another address; an IPv4-mapped address is its IPv4 address.
    expect(await attempt({ type: 'pickup', name: 'Seven' }, '2001:db8:5:7::1')).toHaveProperty(
      'placed',
    );
    const mapped = await database.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': '::ffff:192.0.2.9' }),
      ]);
      const v4 = await tx.query<{ a: string }>(`select public.request_address() as a`);
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'x-forwarded-for': '2001:DB8:1:2:3:4:5:6' }),
      ]);
      const v6 = await tx.query<{ a: string }>(`select public.request_address() as a`);
      return [v4.rows[0]!.a, v6.rows[0]!.a];
    });
    expect(mapped).toEqual(['192.0.2.9', '2001:db8:1:2::/64']);
  });
});
