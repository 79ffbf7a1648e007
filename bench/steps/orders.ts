// Recorded orders at a busy hour: 50 businesses, each owner's board subscribed to its
// orders by postgres_changes (INSERT, filtered by business_id, row level security deciding), and
// customers placing 200 orders a minute across them through rpc/place_order, each from an address
// of its own. Measured: the board latency (the customer's tap, i.e. the request's start, to the
// owner's socket having the new order) and place_order's time over HTTP.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';

export const ORDER_BUSINESSES = 50;
export const ORDERS_PER_MINUTE = 200;
/** The budget: the owner's board has a new order within a second (p95). */
export const BOARD_BUDGET_MS = 1000;
const PASSWORD = 'password123';

/** A board per owner from this one address, and customers from addresses of their own. */
export const ORDERS_SERVER_ENV: Record<string, string> = {
  MAX_CONNECTIONS_PER_ADDRESS: '1000',
  REALTIME_MAX_SOCKETS_PER_ADDRESS: '1000',
  REALTIME_MAX_JOINS_PER_SECOND_PER_ADDRESS: '1000',
  // The bench plays the proxy: its X-Forwarded-For names each customer's own address.
  TRUSTED_PROXIES: '1',
};

export interface OrdersResult {
  engine: string;
  businesses: number;
  seconds: number;
  placed: number;
  refused: number;
  /** Orders no board received within 10 s. */
  missed: number;
  boardP50Ms: number;
  boardP95Ms: number;
  boardMaxMs: number;
  placeP50Ms: number;
  placeP95Ms: number;
}

// Plain JavaScript: a worker thread does not inherit the TypeScript loader the bench runs under.
// The owners' boards live on a thread of their own (they are other machines).
const BOARDS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const WebSocket = require(w.wsPath);
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let joined = 0;
let failed = 0;
const open = (owner, i) => new Promise((resolve) => {
  const socket = new WebSocket(w.url);
  sockets.push(socket);
  socket.on('error', () => { failed++; resolve(); });
  socket.on('open', () => {
    socket.send(JSON.stringify({
      topic: 'realtime:board-' + i, event: 'phx_join', ref: '1', join_ref: '1',
      payload: {
        config: {
          broadcast: { ack: false, self: false }, presence: { key: '', enabled: false },
          postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'orders', filter: 'business_id=eq.' + owner.businessId }],
          private: false,
        },
        access_token: owner.token,
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
    } else if (message.event === 'postgres_changes') {
      const record = message.payload.data.record;
      if (record) parentPort.postMessage({ arrival: { key: record.business_id + ':' + record.number, at: now(), own: record.business_id === owner.businessId } });
    }
  });
});
const heartbeat = setInterval(() => {
  for (const socket of sockets) if (socket.readyState === 1)
    socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' }));
}, 25000);
parentPort.on('message', async (message) => {
  if (message.open) {
    await Promise.all(w.owners.map((owner, i) => open(owner, i)));
    parentPort.postMessage({ joined, failed });
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

interface Shop {
  slug: string;
  businessId: string;
  email: string;
  /** Item id and price in baisa. */
  items: [string, number][];
}

/** 50 businesses with an owner, tables 1-10 and three dishes each, straight into the database. */
async function seedShops(backend: BenchBackend): Promise<Shop[]> {
  const db = backend.running.db;
  const hash = await bcrypt.hash(PASSWORD, 10);
  const shops: Shop[] = [];
  for (let i = 1; i <= ORDER_BUSINESSES; i++) {
    const email = `orders-owner-${i}@example.com`;
    const slug = `benchorders${i}`;
    const shop = await db.transaction(async (tx) => {
      const { rows: users } = await tx.query<{ id: string }>(
        `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at)
         values ('authenticated', 'authenticated', $1, $2, now()) returning id`,
        [email, hash],
      );
      const { rows: businesses } = await tx.query<{ id: string }>(
        `insert into public.businesses (name, category, description, whatsapp, slug, owner_id, email,
                                        order_types, table_labels)
         values ($1, 'Cafe', 'A bench cafe', '96891234567', $2, $3, $4, '{dine-in,pickup}',
                 array(select g::text from generate_series(1, 10) g))
         returning id`,
        [`Orders Cafe ${i}`, slug, users[0]!.id, email],
      );
      const businessId = businesses[0]!.id;
      const { rows: items } = await tx.query<{ id: string; baisa: number }>(
        `insert into public.menu_items (business_id, name, price)
         values ($1, 'Karak Tea', 0.200), ($1, 'Chicken Shawarma', 1.200), ($1, 'Fresh Juice', 0.900)
         returning id, (price * 1000)::int as baisa`,
        [businessId],
      );
      return {
        slug,
        businessId,
        email,
        items: items.map((row) => [row.id, row.baisa] as [string, number]),
      };
    });
    shops.push(shop);
  }
  return shops;
}

export async function measureOrders(
  backend: BenchBackend,
  seconds: number,
  log: (line: string) => void,
): Promise<OrdersResult> {
  const shops = await seedShops(backend);
  const owners = [];
  for (const shop of shops) {
    const { token } = await signIn(backend.url, shop.email, PASSWORD);
    owners.push({ businessId: shop.businessId, token });
  }
  const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=1.0.0`;
  const boards = new Worker(BOARDS, {
    eval: true,
    workerData: { url, owners, wsPath: createRequire(import.meta.url).resolve('ws') },
  });
  const arrivals = new Map<string, number>();
  let foreign = 0;
  const replies: ((value: unknown) => void)[] = [];
  boards.on('message', (message: { arrival?: { key: string; at: number; own: boolean } }) => {
    if (message.arrival) {
      if (!message.arrival.own) foreign++;
      if (!arrivals.has(message.arrival.key)) arrivals.set(message.arrival.key, message.arrival.at);
    } else replies.shift()?.(message);
  });
  const next = <T>() => new Promise<T>((resolve) => replies.push(resolve as (v: unknown) => void));
  try {
    boards.postMessage({ open: true });
    const { joined, failed } = await next<{ joined: number; failed: number }>();
    log(`${backend.engine}: ${joined} owners' boards joined (${failed} failed)`);
    if (joined !== ORDER_BUSINESSES) throw new Error(`orders: only ${joined} boards joined`);

    const sent = new Map<string, number>();
    const placeTimes: number[] = [];
    let refused = 0;
    const total = Math.round((ORDERS_PER_MINUTE * seconds) / 60);
    const gapMs = 60_000 / ORDERS_PER_MINUTE;
    const start = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      // On schedule, whatever the last answer took: customers do not wait for each other.
      const due = start + n * gapMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const shop = shops[n % shops.length]!;
      const [itemId, baisa] = shop.items[n % shop.items.length]!;
      const quantity = 1 + (n % 3);
      const body = {
        slug: shop.slug,
        cart: {
          lines: [{ item_id: itemId, quantity, unit_baisa: baisa, choices: [] }],
          total_baisa: quantity * baisa,
        },
        details: { type: 'dine-in', table: String(1 + (n % 10)), lang: 'en' },
      };
      inFlight.push(
        (async () => {
          const at = performance.timeOrigin + performance.now();
          const response = await fetch(`${backend.url}/rest/v1/rpc/place_order`, {
            method: 'POST',
            headers: {
              apikey: LOCAL_ANON_KEY,
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify(body),
          });
          const answer = (await response.json()) as { number?: number };
          placeTimes.push(performance.timeOrigin + performance.now() - at);
          if (!response.ok || typeof answer.number !== 'number') {
            refused++;
            return;
          }
          sent.set(`${shop.businessId}:${answer.number}`, at);
        })(),
      );
    }
    await Promise.all(inFlight);
    // The last orders' boards: give them up to 10 s.
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && [...sent.keys()].some((key) => !arrivals.has(key))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const waits = [...sent.entries()]
      .filter(([key]) => arrivals.has(key))
      .map(([key, at]) => arrivals.get(key)! - at)
      .sort((a, b) => a - b);
    const places = [...placeTimes].sort((a, b) => a - b);
    const result: OrdersResult = {
      engine: backend.engine,
      businesses: ORDER_BUSINESSES,
      seconds,
      placed: sent.size,
      refused,
      missed: sent.size - waits.length,
      boardP50Ms: Math.round(median(waits)),
      boardP95Ms: Math.round(percentile(waits, 95)),
      boardMaxMs: Math.round(waits.at(-1) ?? Number.NaN),
      placeP50Ms: Math.round(median(places) * 10) / 10,
      placeP95Ms: Math.round(percentile(places, 95) * 10) / 10,
    };
    // Row level security: no board may ever see another business's order.
    if (foreign > 0) throw new Error(`orders: ${foreign} orders reached another business's board`);
    log(`${backend.engine}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    boards.postMessage({ close: true });
    await next();
    await boards.terminate();
  }
}

export function ordersVerdict(result: OrdersResult): { ok: boolean; text: string } {
  const ok =
    result.boardP95Ms < BOARD_BUDGET_MS &&
    result.missed === 0 &&
    result.refused === 0 &&
    result.placed > 0;
  return {
    ok,
    text: `${result.engine}: ${result.placed} orders in ${result.seconds} s across ${result.businesses} businesses reach the owner's board in ${result.boardP95Ms} ms at p95 (budget ${BOARD_BUDGET_MS} ms), ${result.missed} missed, ${result.refused} refused`,
  };
}
