// Writes have capacity of their own, on both engines: with every session that reads share busy
// (one, here) and more reads waiting, a customer's order is recorded before the waiting reads run.
// On PostgreSQL it has a pool of its own; on PGlite it goes ahead of the reads in the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../supabase/tests/database/fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

describe.each(ENGINES)('the writes lane on %s', (engine) => {
  let ts: TestServer;
  let shawarma: string;

  beforeAll(async () => {
    ts = await startTestServer({ engine, env: { TRUSTED_PROXIES: '1', DB_POOL_SIZE: '1' } });
    await buildWorld(ts.db);
    const { rows } = await ts.db.query<{ id: string }>(
      `select id from public.menu_items where name = 'Chicken Shawarma'`,
    );
    shawarma = rows[0]!.id;
    await ts.db.exec(`
      create function public.test_slow_read(seconds float8) returns int language sql stable
        as $$ select 1 from pg_sleep(seconds) $$;
      grant execute on function public.test_slow_read(float8) to anon, authenticated;
    `);
  });
  afterAll(() => ts?.stop());

  it("a customer's order does not wait for the reads queued before it", async () => {
    const finished: string[] = [];
    const read = (n: number) =>
      fetch(`${ts.url}/rest/v1/rpc/test_slow_read?seconds=0.4`, {
        headers: { apikey: ts.anonKey, 'x-forwarded-for': `198.51.100.${n}` },
      }).then(async (response) => {
        expect(response.status).toBe(200);
        await response.text();
        finished.push(`read ${n}`);
      });
    const reads = [read(1), read(2), read(3)];
    // The reads have reached the database and hold or wait for its one reading session.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const order = fetch(`${ts.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: {
        apikey: ts.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.9',
      },
      body: JSON.stringify({
        slug: 'acafe',
        cart: { lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }], total_baisa: 1200 },
        details: { type: 'dine-in' },
      }),
    }).then(async (response) => {
      expect(await response.json()).toMatchObject({ status: 'new' });
      finished.push('order');
    });
    await Promise.all([...reads, order]);
    // At most the read already running comes first; the two waiting reads come after the order.
    expect(finished.indexOf('order')).toBeLessThanOrEqual(1);
    expect(finished).toHaveLength(4);
  });
});
