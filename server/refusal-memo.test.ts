// An address that place_order refused for its own budget is refused again until its window ends
// without a transaction (server/rest/refusal-memo.ts), on both engines: the answer is the
// database's own 429, with the seconds left; other addresses are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../supabase/tests/database/fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

describe.each(ENGINES)('remembered refusals on %s', (engine) => {
  let ts: TestServer;
  let shawarma: string;

  beforeAll(async () => {
    ts = await startTestServer({ engine, env: { TRUSTED_PROXIES: '1' } });
    await buildWorld(ts.db);
    const { rows } = await ts.db.query<{ id: string }>(
      `select id from public.menu_items where name = 'Chicken Shawarma'`,
    );
    shawarma = rows[0]!.id;
  });
  afterAll(() => ts?.stop());

  const order = (address: string) =>
    fetch(`${ts.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: {
        apikey: ts.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({
        slug: 'acafe',
        cart: { lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }], total_baisa: 1200 },
        details: { type: 'dine-in' },
      }),
    });

  it('refuses an address over its budget until the window ends, without asking the database again', async () => {
    await ts.db.query('update public.app_limits set orders_per_address = 2');
    const flooder = '203.0.113.80';
    expect((await order(flooder)).status).toBe(200);
    expect((await order(flooder)).status).toBe(200);
    const refused = await order(flooder);
    expect(refused.status).toBe(429);
    const first = (await refused.json()) as { hint: string; details: string };
    expect(first.hint).toBe('order_rate_limited');
    expect(JSON.parse(first.details)).toMatchObject({ scope: 'address' });

    // The database would take the address's orders again now; the server still refuses it, as
    // the database did, until the window it named ends.
    await ts.db.query('update public.app_limits set orders_per_address = 1000');
    const again = await order(flooder);
    expect(again.status).toBe(429);
    const remembered = (await again.json()) as { code: string; hint: string; details: string };
    expect(remembered).toMatchObject({ code: 'PT429', hint: 'order_rate_limited' });
    const details = JSON.parse(remembered.details) as {
      scope: string;
      retry_after_seconds: number;
    };
    expect(details.scope).toBe('address');
    expect(details.retry_after_seconds).toBeGreaterThan(0);
    expect(details.retry_after_seconds).toBeLessThanOrEqual(
      (JSON.parse(first.details) as { retry_after_seconds: number }).retry_after_seconds,
    );
    const { rows } = await ts.db.query<{ n: number }>(
      `select count(*)::int as n from public.orders where business_id = (select id from public.businesses where slug = 'acafe')`,
    );
    expect(rows[0]!.n).toBe(2);

    // Another address orders as usual.
    expect((await order('203.0.113.81')).status).toBe(200);
  });
});
