// The cost of one read is bounded, on both engines: the option bomb (60 items x 20 groups
// x 50 choices, each bound legal on its own) stops at the business's cap of option choices; an
// anonymous depth-2 embed over what is left is refused past the anonymous response bound with
// PostgREST's error; reads one address has in flight past its limit are answered 429 at once,
// while another address's place_order is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../supabase/tests/database/fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

const READS_IN_FLIGHT = 4;
const ANON_RESPONSE_BYTES = 200_000;

describe.each(ENGINES)('bounded reads on %s', (engine) => {
  let ts: TestServer;
  let world: World;
  let shawarma: string;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: {
        TRUSTED_PROXIES: '1',
        REST_MAX_READS_IN_FLIGHT_PER_ADDRESS: String(READS_IN_FLIGHT),
        REST_MAX_ANON_RESPONSE_BYTES: String(ANON_RESPONSE_BYTES),
      },
    });
    world = await buildWorld(ts.db);
    const { rows } = await ts.db.query<{ id: string }>(
      `select id from public.menu_items where name = 'Chicken Shawarma'`,
    );
    shawarma = rows[0]!.id;
    // A read that stays in flight for a while, made before the first request so the schema cache
    // knows it.
    await ts.db.exec(`
      create function public.test_slow_read(seconds float8) returns int language sql stable
        as $$ select 1 from pg_sleep(seconds) $$;
      grant execute on function public.test_slow_read(float8) to anon, authenticated;
    `);
  });
  afterAll(() => ts?.stop());

  const headers = (key: string, address: string) => ({
    apikey: key,
    authorization: `Bearer ${key}`,
    'x-forwarded-for': address,
  });

  it('the option bomb stops at the cap, and its anonymous depth-2 embed is refused past the anonymous bound', async () => {
    // 60 items with 20 option groups each, then 50 choices per group, one item per statement.
    await ts.db.query(
      `insert into public.menu_items (business_id, category_id, name, price)
       select $1, $2, 'Bomb ' || n, 1 from generate_series(1, 60) n`,
      [world.businessA, world.categoryA1],
    );
    await ts.db.query(
      `insert into public.item_option_groups (business_id, item_id, name)
       select i.business_id, i.id, 'Group ' || n
       from public.menu_items i, generate_series(1, 20) n
       where i.business_id = $1 and i.name like 'Bomb %'`,
      [world.businessA],
    );
    const { rows: items } = await ts.db.query<{ id: string }>(
      `select id from public.menu_items where business_id = $1 and name like 'Bomb %' order by name`,
      [world.businessA],
    );
    expect(items).toHaveLength(60);
    const refusals: Array<{ hint?: string }> = [];
    for (const item of items) {
      try {
        await ts.db.query(
          `insert into public.item_option_choices (business_id, group_id, name)
           select g.business_id, g.id, 'Choice ' || n
           from public.item_option_groups g, generate_series(1, 50) n where g.item_id = $1`,
          [item.id],
        );
      } catch (error) {
        refusals.push(error as { hint?: string });
      }
    }
    const { rows: counted } = await ts.db.query<{ n: number }>(
      `select count(*)::int as n from public.item_option_choices where business_id = $1`,
      [world.businessA],
    );
    // 5,000 at most: four items' thousand choices fit beside the fixture's few, the rest do not.
    expect(counted[0]!.n).toBeLessThanOrEqual(5000);
    expect(counted[0]!.n).toBeGreaterThan(3900);
    expect(refusals.length).toBeGreaterThanOrEqual(55);
    for (const refusal of refusals)
      expect(refusal.hint).toBe('option_choices_per_business_too_many');

    const embed =
      `${ts.url}/rest/v1/menu_items?business_id=eq.${world.businessA}` +
      '&select=id,name,item_option_groups(id,name,item_option_choices(id,name,price_delta_baisa))';
    const anon = await fetch(embed, { headers: headers(ts.anonKey, '198.51.100.20') });
    expect(anon.status).toBe(400);
    const refused = (await anon.json()) as { code: string; message: string; hint: string };
    expect(refused.code).toBe('54000');
    expect(refused.message).toMatch(
      new RegExp(`more than this server's limit of ${ANON_RESPONSE_BYTES} for anonymous requests`),
    );
    expect(refused.hint).toMatch(/page with limit and offset/);
    // A page of it is answered; so is the whole read for a signed-in caller (the service role here).
    const page = await fetch(`${embed}&limit=5`, { headers: headers(ts.anonKey, '198.51.100.20') });
    expect(page.status).toBe(200);
    const whole = await fetch(embed, { headers: headers(ts.serviceKey, '198.51.100.21') });
    expect(whole.status).toBe(200);
    expect((await whole.text()).length).toBeGreaterThan(ANON_RESPONSE_BYTES);
  });

  it("reads in flight from one address past the limit get 429 at once, and another address's order is recorded", async () => {
    const attacker = '203.0.113.66';
    const started = performance.now();
    const reads = Array.from({ length: 12 }, () =>
      fetch(`${ts.url}/rest/v1/rpc/test_slow_read?seconds=0.5`, {
        headers: headers(ts.anonKey, attacker),
      }).then(async (response) => ({
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      })),
    );
    // An IPv6 neighbour of the attacker in the same /64 is the same address.
    const neighbour = fetch(`${ts.url}/rest/v1/rpc/test_slow_read?seconds=0.5`, {
      headers: headers(ts.anonKey, attacker),
    });
    const order = fetch(`${ts.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: { ...headers(ts.anonKey, '192.0.2.77'), 'content-type': 'application/json' },
      body: JSON.stringify({
        slug: 'acafe',
        cart: { lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }], total_baisa: 1200 },
        details: { type: 'dine-in' },
      }),
    });
    const answers = await Promise.all(reads);
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok.length).toBeLessThanOrEqual(READS_IN_FLIGHT);
    expect(ok.length + limited.length).toBe(12);
    expect((await neighbour).status).toBe(429);
    for (const answer of limited) {
      expect(JSON.parse(answer.body)).toMatchObject({
        code: '429',
        message: 'Too many API reads in flight from this address',
      });
      // Answered at once, not after the slow reads.
      expect(answer.ms).toBeLessThan(450);
    }
    const placed = await order;
    expect(placed.status).toBe(200);
    expect(await placed.json()).toMatchObject({ status: 'new' });
    // Once the reads are answered, the address reads again.
    const after = await fetch(`${ts.url}/rest/v1/rpc/test_slow_read?seconds=0`, {
      headers: headers(ts.anonKey, attacker),
    });
    expect(after.status).toBe(200);
  });
  it('calls of a stable function over POST count among the reads in flight; a volatile one does not', async () => {
    const attacker = '203.0.113.67';
    const post = (fn: string, body: object) =>
      fetch(`${ts.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { ...headers(ts.anonKey, attacker), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const reads = await Promise.all(
      Array.from({ length: 10 }, () => post('test_slow_read', { seconds: 0.5 })),
    );
    const statuses = reads.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(READS_IN_FLIGHT);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      10 - READS_IN_FLIGHT,
    );
    // While the address holds its reads, its order (volatile, limited on its own) is recorded.
    const holding = Array.from({ length: READS_IN_FLIGHT }, () =>
      post('test_slow_read', { seconds: 0.5 }),
    );
    const order = await post('place_order', {
      slug: 'acafe',
      cart: { lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }], total_baisa: 1200 },
      details: { type: 'dine-in' },
    });
    expect(order.status).toBe(200);
    expect(await order.json()).toMatchObject({ status: 'new' });
    await Promise.all(holding);
  });
});
