// The hosted page keeps answering while someone abuses the API. For a few seconds,
// anonymous clients send nested-embed reads (the deep one an attacker tried, refused at once, and
// the deepest allowed one: every business with all its items) and a signed-in owner sends large writes (a 9 MB
// body, refused, and 1.5 MB descriptions), while customers load /democafe/menu one after another.
// The budget: the page's p99 under 500 ms, with no failed page, on both databases.
import { Worker } from 'node:worker_threads';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';

export const ABUSE_P99_BUDGET_MS = 500;

export interface AbuseResult {
  engine: BenchBackend['engine'];
  seconds: number;
  pageRequests: number;
  pageFailures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Attack requests sent, by kind, with the statuses they got. */
  attacks: { kind: string; sent: number; statuses: Record<string, number> }[];
}

const DEEP_EMBED = 'select=id,businesses(id,menu_items(id,businesses(id,menu_items(id))))';
// Only columns anon may read: `*` on businesses names the owner's id and email, refused with 401.
const ALLOWED_EMBED = 'select=id,name,menu_items(id,name,description,price),categories(id,name)';

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
Promise.all([
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
  log(`${backend.engine}: ${seconds} s of nested embeds and large writes beside /democafe/menu`);
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
    },
  });
  const attacked = new Promise<AbuseResult['attacks']>((resolve, reject) => {
    attackers.once('message', resolve);
    attackers.once('error', reject);
  });
  await Promise.all(Array.from({ length: 4 }, () => loop(until, customer)));
  const attacks = await attacked;
  await attackers.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    engine: backend.engine,
    seconds,
    pageRequests: latencies.length,
    pageFailures,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
    attacks,
  };
}

/** The budget line of one engine's run. */
export function abuseVerdict(result: AbuseResult): { ok: boolean; text: string } {
  const name = result.engine === 'pglite' ? 'PGlite' : 'PostgreSQL 15';
  const ok =
    result.pageRequests > 0 && result.pageFailures === 0 && result.p99Ms < ABUSE_P99_BUDGET_MS;
  return {
    ok,
    text: `${name}, /democafe/menu while nested-embed reads and large writes run: p99 ${result.p99Ms} ms (p50 ${result.p50Ms} ms, ${result.pageRequests} pages, ${result.pageFailures} failed); budget p99 under ${ABUSE_P99_BUDGET_MS} ms, none failed`,
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
    for (const attack of result.attacks) {
      const statuses = Object.entries(attack.statuses)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ');
      rows.push([`${name}: ${attack.kind}`, `${attack.sent} sent`, statuses, '']);
    }
  }
  return rows;
}
