// An order flood through the HTTP API, on both engines: 150 valid orders from five
// addresses (behind one trusted proxy) are refused with HTTP 429 once their budget is spent, and a
// customer at a table with the printed card's token still orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../supabase/tests/database/fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

describe.each(ENGINES)('an order flood on %s', (engine) => {
  let ts: TestServer;
  let world: World;
  let shawarma: string;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: {
        TRUSTED_PROXIES: '1',
        ORDER_RATE_LIMIT_PER_ADDRESS: '30',
        ORDER_RATE_LIMIT_PER_TABLE: '15',
      },
    });
    world = await buildWorld(ts.db);
    const { rows } = await ts.db.query<{ id: string }>(
      `select id from public.menu_items where name = 'Chicken Shawarma'`,
    );
    shawarma = rows[0]!.id;
    await ts.db.query(
      `update public.businesses set order_types = '{dine-in,pickup}', table_labels = '{5,6}'
       where id = $1`,
      [world.businessA],
    );
    // The general budget smaller than its default (120 a minute), so a flood that straddles a
    // minute still spends it.
    await ts.db.query(`update public.app_limits set orders_per_business = 40`);
  });
  afterAll(() => ts?.stop());

  function order(details: Record<string, unknown>, address: string) {
    return fetch(`${ts.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: {
        apikey: ts.anonKey,
        authorization: `Bearer ${ts.anonKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({
        slug: 'acafe',
        cart: { lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }], total_baisa: 1200 },
        details,
      }),
    });
  }

  it('refuses the flood with 429s and the customer with the table card orders', async () => {
    const addresses = [
      '198.51.100.1',
      '198.51.100.2',
      '198.51.100.3',
      '2001:db8:a::1',
      '203.0.113.9',
    ];
    const statuses: number[] = [];
    const refusals: Array<{ code: string; hint: string; details: string }> = [];
    // Five at a time, one per address, as fast as the server answers.
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(
        addresses.map((address) => order({ type: 'dine-in' }, address)),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        const body = (await answer.json()) as { code: string; hint: string; details: string };
        if (answer.status !== 200) refusals.push(body);
      }
    }
    expect(statuses).toHaveLength(150);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(80);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ code: 'PT429', hint: 'order_rate_limited' });
      expect(JSON.parse(refusal.details)).toMatchObject({ scope: 'business' });
    }

    // An old card without a token shares the spent budget: 429 too, never 500.
    const oldCard = await order({ type: 'dine-in', table: '5' }, '192.0.2.50');
    expect(oldCard.status).toBe(429);
    // The card on table 5 carries its token: that customer orders.
    const { rows } = await ts.db.query<{ token: string }>(
      `select public.table_link_token($1, '5') as token`,
      [world.businessA],
    );
    const carded = await order(
      { type: 'dine-in', table: '5', table_token: rows[0]!.token },
      '192.0.2.51',
    );
    expect(carded.status).toBe(200);
    expect(await carded.json()).toMatchObject({ status: 'new' });
  });
});
