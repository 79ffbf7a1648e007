// Writes have capacity of their own, on both engines: with every session that reads share busy
// (one, here) and more reads waiting, a customer's order and a sign-in are answered before the
// waiting reads run. On PostgreSQL they have a pool of their own; on PGlite they go ahead of the
// reads in the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../supabase/tests/database/fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

describe.each(ENGINES)('the writes lane on %s', (engine) => {
  let ts: TestServer;
  let shawarma: string;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: { TRUSTED_PROXIES: '1', DB_POOL_SIZE: '1', AUTH_AUTOCONFIRM: 'true' },
    });
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

  /** Where `write` finished among five slow reads sent just before it (0 = first). */
  async function placeAmongReads(write: () => Promise<void>): Promise<number> {
    const finished: string[] = [];
    // The first read holds the session for a second, long enough for the others and the write
    // to arrive on a busy machine; the others wait 0.3 s each behind it.
    const reads = [1, 2, 3, 4, 5].map((n) =>
      fetch(`${ts.url}/rest/v1/rpc/test_slow_read?seconds=${n === 1 ? 1 : 0.3}`, {
        headers: { apikey: ts.anonKey, 'x-forwarded-for': `198.51.100.${n}` },
      }).then(async (response) => {
        expect(response.status).toBe(200);
        await response.text();
        finished.push('read');
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all([...reads, write().then(() => finished.push('write'))]);
    expect(finished).toHaveLength(6);
    return finished.indexOf('write');
  }

  it("a customer's order does not wait for the reads queued before it", async () => {
    const place = async () => {
      const response = await fetch(`${ts.url}/rest/v1/rpc/place_order`, {
        method: 'POST',
        headers: {
          apikey: ts.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.9',
        },
        body: JSON.stringify({
          slug: 'acafe',
          cart: {
            lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }],
            total_baisa: 1200,
          },
          details: { type: 'dine-in' },
        }),
      });
      expect(await response.json()).toMatchObject({ status: 'new' });
    };
    // At most the read already running comes first; the four waiting reads come after the order.
    expect(await placeAmongReads(place)).toBeLessThanOrEqual(1);
  });

  it('a sign-in does not wait for the reads queued before it', async () => {
    const account = { email: `staff-${engine}@example.test`, password: 'a long password 1' };
    const auth = (path: string) =>
      fetch(`${ts.url}/auth/v1/${path}`, {
        method: 'POST',
        headers: { apikey: ts.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
    expect((await auth('signup')).status).toBe(200);
    const signIn = async () => {
      const response = await auth('token?grant_type=password');
      expect(await response.json()).toMatchObject({ user: { email: account.email } });
    };
    // A sign-in is two visits to the database with the password's hash checked between them: on
    // PGlite's one session each may wait for the read then running, never for those queued.
    expect(await placeAmongReads(signIn)).toBeLessThanOrEqual(2);
  });
});
