// No request holds the server, on both engines: what an attacker tried, answered
// quickly with PostgREST's errors, while everyone else keeps being answered. Bounds are generous on
// purpose (this machine is shared); the budgets themselves are checked by `npm run bench`.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../supabase/tests/database/fixtures.ts';
import { roleTimeoutsOf } from './db/request-role.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

const CONNECTION_CAP = 20;

interface Timed {
  status: number;
  body: string;
  ms: number;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/** A connection from another loopback address that sends nothing; resolves when the server closes it. */
function silentConnection(port: number): { closed: Promise<number>; socket: net.Socket } {
  const started = performance.now();
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
  socket.on('error', () => undefined);
  socket.resume();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - started)),
  );
  return { closed, socket };
}

describe.each(ENGINES)('no request holds the server on %s', (engine) => {
  let ts: TestServer;
  let anon: Record<string, string>;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: {
        MAX_CONNECTIONS_PER_ADDRESS: String(CONNECTION_CAP),
        HEADERS_TIMEOUT_MS: '3000',
        REST_MAX_RESPONSE_BYTES: '100000',
        // The production wait: the hosted page answers from the version it has while a slow
        // statement holds the database, which is what this suite proves.
        PAGE_BUSY_AFTER_MS: '100',
        // The main pool's size on a 2-core machine, whatever machine runs the test.
        DB_POOL_SIZE: '4',
      },
    });
    anon = { apikey: ts.anonKey, authorization: `Bearer ${ts.anonKey}` };
    await buildWorld(ts.db);
    // Test-only functions, made before the first request so the schema cache knows them.
    await ts.db.exec(`
      create function public.test_sleep(seconds float8) returns int language sql volatile
        as $$ select 1 from pg_sleep(seconds) $$;
      create function public.test_sleep_read(seconds float8) returns int language sql stable
        as $$ select 1 from pg_sleep(seconds) $$;
      create function public.test_text(size int) returns text language sql stable
        as $$ select repeat('x', size) $$;
      create function public.test_rows(n int) returns setof int language sql stable
        as $$ select generate_series(1, n) $$;
      grant execute on function public.test_sleep(float8), public.test_sleep_read(float8), public.test_text(int), public.test_rows(int)
        to anon, authenticated;
    `);
  });
  afterAll(() => ts?.stop());

  it('the API roles carry Supabase statement timeouts: anon 3 s, authenticated 8 s', async () => {
    const timeouts = await roleTimeoutsOf(ts.db);
    expect(timeouts.get('anon')?.milliseconds).toBe(3000);
    expect(timeouts.get('authenticated')?.milliseconds).toBe(8000);
  });

  it('nested embeds deeper than the limit get a clear 400 at once, not a frozen server', async () => {
    const deep =
      'select=id,businesses(id,menu_items(id,businesses(id,menu_items(id,businesses(id)))))';
    const refused = await timed(`${ts.url}/rest/v1/menu_items?${deep}`, { headers: anon });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse select parameter"',
      details: 'embedded resources are nested 5 levels deep; this server allows at most 2',
    });
    expect(refused.ms).toBeLessThan(2000);
    // Items, their business, all its items and their business again.
    const cubed = await timed(
      `${ts.url}/rest/v1/menu_items?select=id,businesses(id,menu_items(id,businesses(id)))`,
      { headers: anon },
    );
    expect(cubed.status).toBe(400);
    expect(JSON.parse(cubed.body).details).toBe(
      'embedded resources are nested 3 levels deep; this server allows at most 2',
    );
    // Two levels still work, as the owner's item list needs (options with their choices).
    const allowed = await timed(
      `${ts.url}/rest/v1/menu_items?select=id,categories(name),item_option_groups(id,item_option_choices(id))&limit=1`,
      { headers: anon },
    );
    expect(allowed.status).toBe(200);
    expect(JSON.parse(allowed.body)).toHaveLength(1);
  });

  it('hostile Prefer headers are read in bounded time and answered as PostgREST answers them', async () => {
    const unknown = Array.from({ length: 1000 }, (_, i) => `x${i}=y`).join(', ');
    const strict = await timed(`${ts.url}/rest/v1/menu_items?select=id&limit=1`, {
      headers: { ...anon, prefer: `handling=strict, ${unknown}` },
    });
    expect(strict.status).toBe(400);
    const refused = JSON.parse(strict.body) as { code: string; details: string };
    expect(refused.code).toBe('PGRST122');
    // The details name the first unknown preferences only, so the answer stays small.
    expect(refused.details.startsWith('Invalid preferences: x0=y, x1=y')).toBe(true);
    expect(refused.details.length).toBeLessThan(2500);
    expect(strict.ms).toBeLessThan(2000);
    // Without handling=strict they are ignored, as PostgREST ignores them.
    const lenient = await timed(`${ts.url}/rest/v1/menu_items?select=id&limit=1`, {
      headers: { ...anon, prefer: unknown },
    });
    expect(lenient.status).toBe(200);
    // An out-of-range max-affected is ignored; an anonymous delete still changes nothing (RLS).
    const before = await ts.db.query('select 1 from public.menu_items');
    for (const limit of ['99999999999999999999999', '1e3', '-0x1', '']) {
      const deleted = await timed(`${ts.url}/rest/v1/menu_items?id=not.is.null`, {
        method: 'DELETE',
        headers: { ...anon, prefer: `handling=strict, max-affected=${limit}` },
      });
      expect(deleted.status, limit).toBeLessThan(500);
    }
    const after = await ts.db.query('select 1 from public.menu_items');
    expect(after.rows).toHaveLength(before.rows.length);
  });

  it('a read larger than the response limit is refused in the database, small ones pass', async () => {
    const big = await timed(`${ts.url}/rest/v1/rpc/test_text?size=200000`, { headers: anon });
    expect(big.status).toBe(400);
    expect(JSON.parse(big.body)).toMatchObject({
      code: '54000',
      message: "The response would be 200002 bytes, more than this server's limit of 100000",
    });
    const many = await timed(`${ts.url}/rest/v1/rpc/test_rows?n=50000`, { headers: anon });
    expect(many.status).toBe(400);
    expect(JSON.parse(many.body).code).toBe('54000');
    const small = await timed(`${ts.url}/rest/v1/rpc/test_rows?n=3`, { headers: anon });
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toEqual([1, 2, 3]);
  });

  it('a request body over the REST limit gets 413 without being stored', async () => {
    const description = 'x'.repeat(3 * 1024 * 1024);
    const response = await timed(`${ts.url}/rest/v1/menu_items`, {
      method: 'POST',
      headers: { ...anon, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Huge', description }),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).code).toBe('413');
    const { rows } = await ts.db.query(`select 1 from public.menu_items where name = 'Huge'`);
    expect(rows).toHaveLength(0);
  });

  it("an anonymous slow statement is cancelled at its role's 3 s with PostgREST's 57014, and meanwhile the hosted page and the API root answer", async () => {
    // The page's cache knows the menu before the slow statement starts.
    const first = await timed(`${ts.url}/acafe/menu`);
    expect(first.status).toBe(200);
    // PGlite has one session, so one slow call holds it. On PostgreSQL, slow calls fill both the
    // writes lane's three sessions (a volatile function) and the main pool's four (a stable one).
    const calls =
      engine === 'postgres'
        ? [...Array<string>(3).fill('test_sleep'), ...Array<string>(4).fill('test_sleep_read')]
        : ['test_sleep'];
    const slow = calls.map((fn) =>
      timed(`${ts.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { ...anon, 'content-type': 'application/json' },
        body: JSON.stringify({ seconds: 10 }),
      }),
    );
    let slowDone = false;
    void Promise.all(slow).then(() => (slowDone = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const page = await timed(`${ts.url}/acafe/menu`);
    const root = await timed(`${ts.url}/rest/v1/`, { headers: anon });
    expect(slowDone).toBe(false);
    expect(page.status).toBe(200);
    expect(page.body).toContain('acafe');
    expect(page.ms).toBeLessThan(1500);
    expect(root.status).toBe(200);
    expect(root.ms).toBeLessThan(1500);
    for (const result of await Promise.all(slow)) {
      expect(result.status).toBe(500);
      expect(JSON.parse(result.body)).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      expect(result.ms).toBeGreaterThan(2500);
      expect(result.ms).toBeLessThan(9000);
    }
    // The database is back for everyone (on PGlite, a new thread on the same data).
    const after = await timed(`${ts.url}/rest/v1/businesses?select=slug&slug=eq.acafe`, {
      headers: anon,
    });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toEqual([{ slug: 'acafe' }]);
  });

  it('slowloris: connections beyond the per-address cap are refused, silent ones are closed, and a normal client still gets answers', async () => {
    const port = Number(new URL(ts.url).port);
    const held = Array.from({ length: CONNECTION_CAP }, () => silentConnection(port));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = silentConnection(port);
    expect(await refused.closed).toBeLessThan(1500);
    // Another address (the test's own 127.0.0.1) is answered while the cap is full.
    const normal = await timed(`${ts.url}/rest/v1/businesses?select=slug&slug=eq.acafe`, {
      headers: anon,
    });
    expect(normal.status).toBe(200);
    expect(normal.ms).toBeLessThan(1500);
    // The silent ones are closed after the headers timeout (3 s here), freeing their descriptors.
    const closedAfter = await Promise.all(held.map((c) => c.closed));
    for (const ms of closedAfter) {
      expect(ms).toBeGreaterThan(2000);
      expect(ms).toBeLessThan(10_000);
    }
  });
});
