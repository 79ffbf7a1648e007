// Live menus at scale: 1,000 customers with one menu open (each its own websocket, anonymous,
// subscribed to that menu's menu_items by business_id, as the live customer menu is), the owner
// changes one dish through the REST API, and the time until the last of them has it. Also the
// server's memory per open subscriber, and what capture adds to the owner's save.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';

export const FANOUT_SUBSCRIBERS = 1000;
const ROUNDS = 10;
const SAVE_ITERATIONS = 40;
/** The budget: the last subscriber has the change within a second (p95 over the rounds). */
export const FANOUT_BUDGET_MS = 1000;

/** What a step's many clients from one address need (each customer is its own address live). */
export const FANOUT_SERVER_ENV: Record<string, string> = {
  MAX_CONNECTIONS_PER_ADDRESS: String(FANOUT_SUBSCRIBERS * 2),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: String(FANOUT_SUBSCRIBERS * 2),
  REALTIME_MAX_JOINS_PER_SECOND_PER_ADDRESS: String(FANOUT_SUBSCRIBERS * 2),
};

export interface FanoutResult {
  engine: string;
  subscribers: number;
  /** Per round: ms from the owner's PATCH to the last subscriber's arrival. */
  lastArrivalMs: number[];
  p50Ms: number;
  p95Ms: number;
  /** The median subscriber's wait, median over rounds. */
  medianArrivalMs: number;
  missed: number;
  /** The server's JavaScript heap (and buffers) per subscriber, bytes. */
  bytesPerSubscriber: number;
  /** The owner's item save over HTTP (median ms): not captured, captured, and captured while the
   * subscribers follow the menu (each save then goes out to all of them). */
  saveUncapturedMs: number;
  saveMs: number;
  saveFollowedMs: number;
  joinSeconds: number;
}

// Plain JavaScript: a worker thread does not inherit the TypeScript loader the bench runs under.
// The customers live on a thread of their own (they are other machines), so the main thread's
// heap is the server's.
const CUSTOMERS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const WebSocket = require(w.wsPath);
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let round = null;
let joined = 0;
let failed = 0;
const open = (i) => new Promise((resolve) => {
  const socket = new WebSocket(w.url);
  sockets.push(socket);
  socket.on('error', () => { failed++; resolve(); });
  socket.on('open', () => {
    socket.send(JSON.stringify({
      topic: 'realtime:menu-' + i, event: 'phx_join', ref: '1', join_ref: '1',
      payload: {
        config: {
          broadcast: { ack: false, self: false }, presence: { key: '', enabled: false },
          postgres_changes: [{ event: '*', schema: 'public', table: 'menu_items', filter: 'business_id=eq.' + w.businessId }],
          private: false,
        },
        access_token: w.anonKey,
      },
    }));
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.event === 'system' && message.payload.extension === 'postgres_changes') {
      if (message.payload.status === 'ok') joined++; else failed++;
      resolve();
    } else if (message.event === 'phx_reply' && message.payload.status !== 'ok') {
      failed++;
      resolve();
    } else if (message.event === 'postgres_changes' && round) {
      const record = message.payload.data.record;
      if (record && Number(record.price) === Number(round.price)) round.arrivals.push(now());
    }
  });
});
const heartbeat = setInterval(() => {
  for (const socket of sockets) if (socket.readyState === 1)
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' }));
}, 25000);
parentPort.on('message', async (message) => {
  if (message.open) {
    for (let i = 0; i < w.count; i += 50)
      await Promise.all(Array.from({ length: Math.min(50, w.count - i) }, (_, k) => open(i + k)));
    parentPort.postMessage({ joined, failed });
  } else if (message.round) {
    round = { price: message.price, arrivals: [] };
    const end = now() + 10000;
    while (round.arrivals.length < joined && now() < end) await new Promise((r) => setTimeout(r, 5));
    parentPort.postMessage({ arrivals: round.arrivals });
    round = null;
  } else if (message.close) {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.terminate();
    parentPort.postMessage({ closed: true });
  }
});
`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function heap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export async function measureFanout(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<FanoutResult> {
  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const ownerHeaders = {
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
  const db = backend.running.db;
  const { rows } = await db.query<{ id: string }>(
    'select id from public.menu_items where business_id = $1 and not hidden order by sort_order limit 1',
    [backend.large.businessId],
  );
  const itemId = rows[0]?.id;
  if (!itemId) throw new Error('fanout: the large menu has no visible item');
  const patch = async (body: Record<string, unknown>) => {
    const response = await fetch(`${backend.url}/rest/v1/menu_items?id=eq.${itemId}`, {
      method: 'PATCH',
      headers: ownerHeaders,
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`fanout: the owner's save failed (${response.status})`);
  };

  // What capture costs the owner's save: the same PATCH with the table's trigger, and without.
  const saves = async (): Promise<number> => {
    const times: number[] = [];
    for (let i = 0; i < SAVE_ITERATIONS; i++) {
      const started = performance.now();
      await patch({ description: `Save ${i}` });
      times.push(performance.now() - started);
    }
    return median(times);
  };
  await saves();
  const saveMs = await saves();
  await db.exec('drop trigger realtime_capture on public.menu_items');
  const saveUncapturedMs = await saves();
  await db.query('select realtime.sync_capture()');

  const before = heap();
  const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=1.0.0`;
  const customers = new Worker(CUSTOMERS, {
    eval: true,
    workerData: {
      url,
      count: FANOUT_SUBSCRIBERS,
      businessId: backend.large.businessId,
      anonKey: LOCAL_ANON_KEY,
      wsPath: createRequire(import.meta.url).resolve('ws'),
    },
  });
  const next = <T>() => new Promise<T>((resolve) => customers.once('message', resolve));
  try {
    const joinStarted = performance.now();
    customers.postMessage({ open: true });
    const { joined, failed } = await next<{ joined: number; failed: number }>();
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    log(
      `${backend.engine}: ${joined} subscribers joined in ${joinSeconds.toFixed(1)} s (${failed} failed)`,
    );
    if (joined !== FANOUT_SUBSCRIBERS) throw new Error(`fanout: only ${joined} subscribers joined`);
    const bytesPerSubscriber = Math.round((heap() - before) / FANOUT_SUBSCRIBERS);

    const lastArrivalMs: number[] = [];
    const medians: number[] = [];
    let missed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const price = (100 + round + Math.random()).toFixed(3);
      const waiting = next<{ arrivals: number[] }>();
      customers.postMessage({ round, price });
      const sent = performance.timeOrigin + performance.now();
      await patch({ price });
      const { arrivals } = await waiting;
      missed += FANOUT_SUBSCRIBERS - arrivals.length;
      const waits = arrivals.map((at) => at - sent).sort((a, b) => a - b);
      lastArrivalMs.push(Math.round(waits.at(-1) ?? Number.NaN));
      medians.push(median(waits));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const saveFollowedMs = await saves();
    const sorted = [...lastArrivalMs].sort((a, b) => a - b);
    const result: FanoutResult = {
      engine: backend.engine,
      subscribers: FANOUT_SUBSCRIBERS,
      lastArrivalMs,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      medianArrivalMs: Math.round(median(medians)),
      missed,
      bytesPerSubscriber,
      saveUncapturedMs: Math.round(saveUncapturedMs * 10) / 10,
      saveMs: Math.round(saveMs * 10) / 10,
      saveFollowedMs: Math.round(saveFollowedMs * 10) / 10,
      joinSeconds: Math.round(joinSeconds * 10) / 10,
    };
    log(`${backend.engine}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    customers.postMessage({ close: true });
    await next();
    await customers.terminate();
  }
}

export function fanoutVerdict(result: FanoutResult): { ok: boolean; text: string } {
  const ok = result.p95Ms < FANOUT_BUDGET_MS && result.missed === 0;
  return {
    ok,
    text: `${result.engine}: the last of ${result.subscribers} subscribers has an owner's change in ${result.p95Ms} ms at p95 (budget ${FANOUT_BUDGET_MS} ms), ${result.missed} missed`,
  };
}
