// The hosted page and real orders keep going while someone abuses the API. For a few seconds,
// anonymous clients send nested-embed reads (the deep one an attacker tried, refused at once, and
// the deepest allowed one: every business with all its items), depth-2 embeds over the option bomb
// (60 items x 20 groups x 50 choices asked for, stopped at the business's cap of option choices; 20
// clients on PostgreSQL, 1 on PGlite), and an order flood (pickup and dine-in orders without a table
// token from five addresses, as fast as they are answered); a signed-in owner sends large writes (a
// 9 MB body, refused, and 1.5 MB descriptions). Meanwhile customers load /democafe/menu one after
// another, and customers at the bomb business's tables (their cards' tokens in hand) order twice a
// second. The budget: the page's and place_order's p99 under 500 ms, with no failed page or order,
// on both databases.
import { Worker } from 'node:worker_threads';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import { DEFAULT_REQUEST_LIMITS } from '../../server/http/limits.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';

export const ABUSE_P99_BUDGET_MS = 500;
/** A staff member signing in while the attack runs: p99 under a second. */
export const ABUSE_SIGN_IN_BUDGET_MS = 1000;

export interface AbuseResult {
  engine: BenchBackend['engine'];
  seconds: number;
  pageRequests: number;
  pageFailures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Orders of customers at a table (with its card's token) during the attack. */
  orders: number;
  orderFailures: number;
  orderP50Ms: number;
  orderP99Ms: number;
  /** The 200-item menu's owner signing in once a second during the attack. */
  signIns: number;
  signInFailures: number;
  signInP50Ms: number;
  signInP99Ms: number;
  /** The option bomb: choices the business holds after it, and the statements the cap refused. */
  bombChoices: number;
  bombRefused: number;
  /** Attack requests sent, by kind, with the statuses they got. */
  attacks: { kind: string; sent: number; statuses: Record<string, number> }[];
}

const DEEP_EMBED = 'select=id,businesses(id,menu_items(id,businesses(id,menu_items(id))))';
// Only columns anon may read: `*` on businesses names the owner's id and email, refused with 401.
const ALLOWED_EMBED = 'select=id,name,menu_items(id,name,description,price),categories(id,name)';
const BOMB_EMBED =
  'select=id,name,item_option_groups(id,name,item_option_choices(id,name,price_delta_baisa))';

interface Bomb {
  slug: string;
  businessId: string;
  itemId: string;
  baisa: number;
  /** Each table's card token, tables 1 to 10. */
  tokens: string[];
  choices: number;
  refused: number;
}

/**
 * The option bomb business: 60 items x 20 option groups x 50 choices asked for, one
 * item's thousand choices per statement, as far as the cap of option choices lets it go; tables 1
 * to 10 and one plain dish to order.
 */
async function seedBomb(backend: BenchBackend): Promise<Bomb> {
  const db = backend.running.db;
  const slug = `benchbomb${Date.now().toString(36)}`;
  const { rows: users } = await db.query<{ id: string }>(
    `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at)
     values ('authenticated', 'authenticated', $1, 'x', now()) returning id`,
    [`${slug}@example.com`],
  );
  const { rows: businesses } = await db.query<{ id: string }>(
    `insert into public.businesses (name, category, whatsapp, slug, owner_id, order_types, table_labels)
     values ('Bomb Cafe', 'Cafe', '96891234567', $1, $2, '{dine-in,pickup}',
             array(select g::text from generate_series(1, 10) g))
     returning id`,
    [slug, users[0]!.id],
  );
  const businessId = businesses[0]!.id;
  const { rows: dish } = await db.query<{ id: string }>(
    `insert into public.menu_items (business_id, name, price) values ($1, 'Karak Tea', 0.200) returning id`,
    [businessId],
  );
  await db.query(
    `insert into public.menu_items (business_id, name, price)
     select $1, 'Bomb ' || n, 1 from generate_series(1, 60) n`,
    [businessId],
  );
  await db.query(
    `insert into public.item_option_groups (business_id, item_id, name)
     select i.business_id, i.id, 'Group ' || n from public.menu_items i, generate_series(1, 20) n
     where i.business_id = $1 and i.name like 'Bomb %'`,
    [businessId],
  );
  const { rows: items } = await db.query<{ id: string }>(
    `select id from public.menu_items where business_id = $1 and name like 'Bomb %'`,
    [businessId],
  );
  let refused = 0;
  for (const item of items) {
    try {
      await db.query(
        `insert into public.item_option_choices (business_id, group_id, name)
         select g.business_id, g.id, 'Choice ' || n
         from public.item_option_groups g, generate_series(1, 50) n where g.item_id = $1`,
        [item.id],
      );
    } catch {
      refused++;
    }
  }
  const { rows: counted } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.item_option_choices where business_id = $1`,
    [businessId],
  );
  const { rows: tokens } = await db.query<{ token: string }>(
    `select public.table_link_token($1, g::text) as token from generate_series(1, 10) g order by g`,
    [businessId],
  );
  return {
    slug,
    businessId,
    itemId: dish[0]!.id,
    baisa: 200,
    tokens: tokens.map((row) => row.token),
    choices: counted[0]!.n,
    refused,
  };
}

// Plain JavaScript: a worker thread does not inherit the TypeScript loader the bench runs under.
const ATTACKERS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const until = performance.now() + w.seconds * 1000;
const attacks = new Map();
const attack = (kind, url, init) => async () => {
  const entry = attacks.get(kind) ?? { kind, sent: 0, statuses: {} };
  attacks.set(kind, entry);
  entry.sent++;
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
  } catch {
    entry.statuses.error = (entry.statuses.error ?? 0) + 1;
  }
};
const loop = async (send) => { while (performance.now() < until) await send(); };
const big = 'x'.repeat(1.5 * 1024 * 1024);
const huge = JSON.stringify({ description: 'x'.repeat(9 * 1024 * 1024) });
let writes = 0;
const item = (n) => w.itemIds[n % Math.max(w.itemIds.length, 1)] ?? '';
let flood = 0;
const floodOrder = () => {
  const n = flood++;
  const pickup = n % 2 === 0;
  return attack('order flood (5 addresses, no table token)', w.url + '/rest/v1/rpc/place_order', {
    method: 'POST',
    headers: { ...w.anon, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.' + (1 + (n % 5)) },
    body: JSON.stringify({
      slug: w.bomb.slug,
      cart: { lines: [{ item_id: w.bomb.itemId, quantity: 1, unit_baisa: w.bomb.baisa, choices: [] }], total_baisa: w.bomb.baisa },
      details: pickup ? { type: 'pickup', name: 'Flood ' + n } : { type: 'dine-in', table: String(1 + (n % 10)) },
    }),
  })();
};
Promise.all([
  ...Array.from({ length: w.bombReaders }, () => loop(attack('depth-2 embed over the option bomb (anon)', w.url + '/rest/v1/menu_items?business_id=eq.' + w.bomb.businessId + '&' + w.bombEmbed, { headers: w.anon }))),
  ...[1, 2, 3, 4, 5].map(() => loop(floodOrder)),
  ...[1, 2, 3].map(() => loop(attack('deep embed (4 levels)', w.url + '/rest/v1/menu_items?' + w.deepEmbed, { headers: w.anon }))),
  ...[1, 2, 3].map(() => loop(attack('deepest allowed embed (every business with all its items)', w.url + '/rest/v1/businesses?' + w.allowedEmbed, { headers: w.anon }))),
  loop(() => { writes++; return attack('1.5 MB description (owner)', w.url + '/rest/v1/menu_items?id=eq.' + item(writes), { method: 'PATCH', headers: w.ownerHeaders, body: JSON.stringify({ description: writes + ' ' + big }) })(); }),
  loop(attack('9 MB body (owner)', w.url + '/rest/v1/menu_items?id=eq.' + item(0), { method: 'PATCH', headers: w.ownerHeaders, body: huge })),
]).then(() => parentPort.postMessage([...attacks.values()]));
`;

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

async function loop(until: number, send: () => Promise<void>): Promise<void> {
  while (performance.now() < until) await send();
}

/** Signs in with a password once a second until `until`: how long each took, and the failures. */
async function signInsUntil(
  url: string,
  account: { email: string; password: string },
  until: number,
): Promise<{ sorted: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  await loop(until, async () => {
    const started = performance.now();
    // From an address of their own, not the attackers' (the bench plays the proxy).
    await signIn(url, account.email, account.password, {
      'x-forwarded-for': '203.0.113.10',
    }).catch(() => failures++);
    times.push(performance.now() - started);
    const wait = 1000 - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  });
  return { sorted: times.sort((a, b) => a - b), failures };
}

/**
 * One customer at one of the bomb business's tables orders with the table card's token, from an
 * address of their own (X-Forwarded-For): whether the order was recorded.
 */
async function placeTableOrder(
  url: string,
  anon: Record<string, string>,
  bomb: Awaited<ReturnType<typeof seedBomb>>,
  n: number,
): Promise<boolean> {
  try {
    const response = await fetch(`${url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers: {
        ...anon,
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${1 + (n % 250)}`,
      },
      body: JSON.stringify({
        slug: bomb.slug,
        cart: {
          lines: [{ item_id: bomb.itemId, quantity: 1, unit_baisa: bomb.baisa, choices: [] }],
          total_baisa: bomb.baisa,
        },
        details: {
          type: 'dine-in',
          table: String(1 + (n % 10)),
          table_token: bomb.tokens[n % 10],
        },
      }),
    });
    const answer = (await response.json()) as { number?: unknown } | null;
    return response.ok && typeof answer?.number === 'number';
  } catch {
    return false;
  }
}

export async function measureAbuse(
  backend: BenchBackend,
  seconds: number,
  log: (line: string) => void,
): Promise<AbuseResult> {
  const anon = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const ownerHeaders = {
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
  };
  const items = (await (
    await fetch(
      `${backend.url}/rest/v1/menu_items?select=id&business_id=eq.${backend.large.businessId}&limit=5`,
      { headers: ownerHeaders },
    )
  ).json()) as { id: string }[];
  const bomb = await seedBomb(backend);
  log(
    `${backend.engine}: option bomb holds ${bomb.choices} choices (${bomb.refused} statements refused by the cap)`,
  );
  // The bench plays the proxy for the flood and the table customers (X-Forwarded-For names each),
  // with production's order limits for the step.
  const trusted = backend.config.trustedProxies;
  backend.config.trustedProxies = 1;
  // The bench's other steps let one address read without limit; the attackers get production's.
  const readsInFlight = backend.config.limits.maxReadsInFlightPerAddress;
  backend.config.limits.maxReadsInFlightPerAddress =
    DEFAULT_REQUEST_LIMITS.maxReadsInFlightPerAddress;
  const { rows: savedLimits } = await backend.running.db.query<{ a: number; t: number }>(
    `select orders_per_address as a, orders_per_table as t from public.app_limits`,
  );
  await backend.running.db.query(
    `update public.app_limits set orders_per_address = 30, orders_per_table = 15`,
  );
  // The page is cached before the attack, as it is for any menu customers are reading.
  const pageUrl = `${backend.url}/democafe/menu`;
  const warm = await fetch(pageUrl);
  await warm.text();
  if (!warm.ok) throw new Error(`/democafe/menu answered ${warm.status} before the attack`);

  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let pageFailures = 0;
  const customer = async () => {
    const started = performance.now();
    try {
      const response = await fetch(pageUrl, { headers: { 'accept-language': 'en' } });
      await response.arrayBuffer();
      if (!response.ok) pageFailures++;
    } catch {
      pageFailures++;
    }
    latencies.push(performance.now() - started);
  };
  const orderTimes: number[] = [];
  let orderFailures = 0;
  let orderCount = 0;
  const tableCustomer = async () => {
    const n = orderCount++;
    const started = performance.now();
    if (!(await placeTableOrder(backend.url, anon, bomb, n))) orderFailures++;
    orderTimes.push(performance.now() - started);
    // Twice a second, one table after another.
    const wait = 500 - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  log(
    `${backend.engine}: ${seconds} s of nested embeds, the option bomb, an order flood and large writes beside /democafe/menu and table orders`,
  );

  // The attackers run on a thread of their own, as they would on other machines: their clients'
  // work is not the server's event loop. Customers are measured here, beside the server.
  const attackers = new Worker(ATTACKERS, {
    eval: true,
    workerData: {
      url: backend.url,
      seconds,
      anon,
      ownerHeaders,
      itemIds: items.map((item) => item.id),
      deepEmbed: DEEP_EMBED,
      allowedEmbed: ALLOWED_EMBED,
      bombEmbed: BOMB_EMBED,
      bomb: {
        slug: bomb.slug,
        businessId: bomb.businessId,
        itemId: bomb.itemId,
        baisa: bomb.baisa,
      },
      // The attack as it was tried: 20 connections on PostgreSQL, one on the embedded database.
      bombReaders: backend.engine === 'postgres' ? 20 : 1,
    },
  });
  const attacked = new Promise<AbuseResult['attacks']>((resolve, reject) => {
    attackers.once('message', resolve);
    attackers.once('error', reject);
  });
  const [signIns] = await Promise.all([
    signInsUntil(backend.url, backend.large, until),
    ...Array.from({ length: 4 }, () => loop(until, customer)),
    loop(until, tableCustomer),
  ]);
  const attacks = await attacked;
  await attackers.terminate();
  backend.config.trustedProxies = trusted;
  backend.config.limits.maxReadsInFlightPerAddress = readsInFlight;
  await backend.running.db.query(
    `update public.app_limits set orders_per_address = $1, orders_per_table = $2`,
    [savedLimits[0]!.a, savedLimits[0]!.t],
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const orderSorted = [...orderTimes].sort((a, b) => a - b);
  return {
    engine: backend.engine,
    seconds,
    pageRequests: latencies.length,
    pageFailures,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
    orders: orderTimes.length,
    orderFailures,
    orderP50Ms: Math.round(percentile(orderSorted, 50)),
    orderP99Ms: Math.round(percentile(orderSorted, 99)),
    signIns: signIns.sorted.length,
    signInFailures: signIns.failures,
    signInP50Ms: Math.round(percentile(signIns.sorted, 50)),
    signInP99Ms: Math.round(percentile(signIns.sorted, 99)),
    bombChoices: bomb.choices,
    bombRefused: bomb.refused,
    attacks,
  };
}

/** The budget line of one engine's run. */
export function abuseVerdict(result: AbuseResult): { ok: boolean; text: string } {
  const name = result.engine === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
  const ok =
    result.pageRequests > 0 &&
    result.pageFailures === 0 &&
    result.p99Ms < ABUSE_P99_BUDGET_MS &&
    result.orders > 0 &&
    result.orderFailures === 0 &&
    result.orderP99Ms < ABUSE_P99_BUDGET_MS &&
    result.signIns > 0 &&
    result.signInFailures === 0 &&
    result.signInP99Ms < ABUSE_SIGN_IN_BUDGET_MS;
  return {
    ok,
    text: `${name}, while nested-embed reads, the option bomb, an order flood and large writes run: /democafe/menu p99 ${result.p99Ms} ms (p50 ${result.p50Ms} ms, ${result.pageRequests} pages, ${result.pageFailures} failed), a table's place_order p99 ${result.orderP99Ms} ms (p50 ${result.orderP50Ms} ms, ${result.orders} orders, ${result.orderFailures} failed), a sign-in p99 ${result.signInP99Ms} ms (${result.signIns}, ${result.signInFailures} failed); budget p99 under ${ABUSE_P99_BUDGET_MS} ms for the page and orders and ${ABUSE_SIGN_IN_BUDGET_MS} ms for sign-ins, none failed`,
  };
}

/** One table row per engine and attack kind. */
export function abuseRows(results: AbuseResult[]): string[][] {
  const rows: string[][] = [];
  for (const result of results) {
    const name = result.engine === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
    rows.push([
      `${name}: /democafe/menu during ${result.seconds} s of abuse`,
      `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms`,
      `${result.pageRequests} pages, ${result.pageFailures} failed`,
      '',
    ]);
    rows.push([
      `${name}: place_order at a table (card token) during the abuse`,
      `p50 ${result.orderP50Ms} ms, p99 ${result.orderP99Ms} ms`,
      `${result.orders} orders, ${result.orderFailures} failed`,
      '',
    ]);
    rows.push([
      `${name}: a password sign-in once a second during the abuse`,
      `p50 ${result.signInP50Ms} ms, p99 ${result.signInP99Ms} ms`,
      `${result.signIns} sign-ins, ${result.signInFailures} failed`,
      '',
    ]);
    rows.push([
      `${name}: option bomb (60 items x 20 groups x 50 choices asked)`,
      `${result.bombChoices} choices kept`,
      `${result.bombRefused} statements refused by the cap`,
      '',
    ]);
    for (const attack of result.attacks) {
      const statuses = Object.entries(attack.statuses)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ');
      rows.push([`${name}: ${attack.kind}`, `${attack.sent} sent`, statuses, '']);
    }
  }
  return rows;
}
