// Live menus at scale: 1,000 customers with one menu open (each its own websocket, anonymous), the
// owner changes one dish through the REST API, and the time until the last of them has it. Also
// the server's memory per open subscriber, and what capture adds to the owner's save. Two ways:
// - `changes`: each subscribed to that menu's menu_items by business_id (postgres_changes): the
//   new row arrives in the message. BENCH_FANOUT_SUBSCRIBERS=10000 measures 10,000 of them.
// - `reread`: as the element does (widget/live-chunk.ts), each joined to the private topic
//   menu:<business id> and, on menu_changed, asking public_menu again with its ETag and brotli
//   (without the element's 150 ms wait after a burst's last message): a customer holds the new
//   data when that answer has arrived. Every answer is checked for the new price and counted as
//   compressed or not. Each customer keeps its own HTTP connection, and the step reports how busy
//   the customers' process was during the burst (and the server's CPU), marking a run whose
//   customers, not the server, set the pace.
import { createRequire } from 'node:module';
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import type { BenchBackend } from '../lib/backend.ts';
import { signIn } from '../lib/sign-in.ts';
import { median } from '../lib/stats.ts';

export const FANOUT_SUBSCRIBERS = Number(process.env.BENCH_FANOUT_SUBSCRIBERS ?? 1000);
/** Customers re-reading public_menu after each change (the `reread` way). */
export const REREAD_SUBSCRIBERS = 1000;
/** The budget of the `reread` way: 95% of the customers hold the new data within this. */
export const REREAD_BUDGET_MS = 300;
const ROUNDS = 10;
const SAVE_ITERATIONS = 40;
/** The budget: the last subscriber has the change within a second (p95 over the rounds). */
export const FANOUT_BUDGET_MS = 1000;

/** What a step's many clients from one address need (each customer is its own address live). */
const MOST = Math.max(FANOUT_SUBSCRIBERS, REREAD_SUBSCRIBERS);
export const FANOUT_SERVER_ENV: Record<string, string> = {
  // A websocket and a keep-alive HTTP connection per customer.
  MAX_CONNECTIONS_PER_ADDRESS: String(MOST * 2 + 100),
  MAX_CONNECTIONS: String(MOST * 2 + 1000),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: String(MOST * 2),
  REALTIME_MAX_JOINS_PER_SECOND_PER_ADDRESS: String(MOST * 2),
  // All of them ask at once after a change.
  REST_MAX_READS_IN_FLIGHT_PER_ADDRESS: String(MOST * 2),
  // The realtime ceiling counts 36 KB per socket with its channel (server/realtime/memory.ts), so
  // its default 256 MB admits about 7,280 customers: room for all of them.
  REALTIME_MAX_MEMORY_BYTES: String(Math.max(256 * 1024 * 1024, MOST * 40 * 1024)),
};

export type FanoutWay = 'changes' | 'reread';

export interface FanoutResult {
  engine: string;
  way: FanoutWay;
  subscribers: number;
  /** The re-reads' answers that came compressed, and their mean size on the wire (`reread`). */
  compressed?: number;
  meanAnswerBytes?: number;
  /** 95% of the customers held the new data within this, p50 over the rounds (`reread`). */
  p95CustomerMs?: number;
  /** 95% of them had heard menu_changed within this, p50 over the rounds (`reread`). */
  p95HeardMs?: number;
  /** The re-reads' answers by status (`reread`). */
  statuses?: Record<string, number>;
  /**
   * The customers' own process from the first menu_changed heard to the last answer (`reread`),
   * medians over the rounds: how busy its one thread was (event loop utilisation, 0-1), its CPU,
   * and the server process's CPU over the same round. Busy at 0.9 or more, the load generator
   * decided the figures, not the server.
   */
  customersBusy?: number;
  customersCpuMs?: number;
  serverCpuMs?: number;
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

// Plain JavaScript, run as a process of its own (the customers are other machines): the bench
// process's heap and file descriptors are the server's (10,000 customers are 10,000 sockets on
// each side, more than one process may open here).
const CUSTOMERS = `
const w = JSON.parse(process.env.FANOUT_CUSTOMERS);
const parentPort = { on: (event, listener) => process.on(event, listener), postMessage: (m) => process.send(m) };
const WebSocket = require(w.wsPath);
const net = require('node:net');
const zlib = require('node:zlib');
const etags = [];
// public_menu as the element asks for it (widget/api/fetch-menu.ts): its headers, its ETag, brotli.
// Each customer keeps a connection of its own, as each phone does (node:http's agent kept 256 and
// opened the other 744 again on every change), and the request is written and its answer read
// with no more work than that: node:http's client cost this process more than the server spent
// answering, so the customers, not the server, decided when the last answer arrived.
const target = new URL(w.httpUrl);
const head = 'GET /rest/v1/rpc/public_menu?slug=' + w.slug + ' HTTP/1.1\\r\\nhost: ' + target.host +
  '\\r\\naccept: application/json\\r\\napikey: ' + w.anonKey + '\\r\\nauthorization: Bearer ' + w.anonKey +
  '\\r\\naccept-encoding: br\\r\\n';
const lines = [];
const failed0 = () => ({ at: now(), status: 0, body: Buffer.alloc(0) });
// One answer read from the connection's bytes: undefined until it is whole.
const parse = (line) => {
  const buf = line.buf;
  const end = buf.indexOf('\\r\\n\\r\\n');
  if (end < 0) return undefined;
  const text = buf.toString('latin1', 0, end);
  const status = Number(text.slice(9, 12));
  const headers = {};
  for (const row of text.split('\\r\\n').slice(1)) {
    const colon = row.indexOf(':');
    headers[row.slice(0, colon).toLowerCase()] = row.slice(colon + 1).trim();
  }
  let body;
  let rest;
  if (headers['transfer-encoding'] === 'chunked') {
    const parts = [];
    let at = end + 4;
    for (;;) {
      const eol = buf.indexOf('\\r\\n', at);
      if (eol < 0) return undefined;
      const size = parseInt(buf.toString('latin1', at, eol), 16);
      if (buf.length < eol + 2 + size + 2) return undefined;
      if (size === 0) { rest = eol + 4; break; }
      parts.push(buf.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else {
    const length = status === 304 ? 0 : Number(headers['content-length'] || 0);
    if (buf.length < end + 4 + length) return undefined;
    body = buf.subarray(end + 4, end + 4 + length);
    rest = end + 4 + length;
  }
  line.buf = buf.subarray(rest);
  return { at: now(), status, encoding: headers['content-encoding'], etag: headers.etag, body };
};
const connect = (line) => {
  const socket = net.connect(Number(target.port), target.hostname);
  socket.setNoDelay(true);
  line.socket = socket;
  line.buf = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    line.buf = line.buf.length ? Buffer.concat([line.buf, chunk]) : chunk;
    const answer = line.waiting && parse(line);
    if (!answer) return;
    const settle = line.waiting;
    line.waiting = null;
    settle(answer);
  });
  const gone = () => {
    if (line.socket === socket) line.socket = null;
    const settle = line.waiting;
    line.waiting = null;
    if (settle) settle(failed0());
  };
  socket.on('error', gone);
  socket.on('close', gone);
};
// Resolves with the raw answer; a connection the server closed is opened again.
const reread = (i) => new Promise((resolve) => {
  const line = (lines[i] ??= { socket: null, buf: null, waiting: null });
  if (!line.socket) connect(line);
  line.waiting = (answer) => {
    if (answer.etag) etags[i] = answer.etag;
    resolve(answer);
  };
  line.socket.write(head + (etags[i] ? 'if-none-match: ' + etags[i] + '\\r\\n' : '') + '\\r\\n');
});
const pending = [];
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let round = null;
let joined = 0;
let failed = 0;
// Why joins failed: each reason once, with its count.
const reasons = {};
const why = (reason) => { const key = String(reason).slice(0, 160); reasons[key] = (reasons[key] || 0) + 1; };
const open = (i) => new Promise((resolve) => {
  const socket = new WebSocket(w.url);
  sockets.push(socket);
  socket.on('error', (e) => { failed++; why(String(e && e.message)); resolve(); });
  socket.on('open', () => {
    const reading = w.way === 'reread';
    socket.send(JSON.stringify({
      topic: reading ? 'realtime:menu:' + w.businessId : 'realtime:menu-' + i,
      event: 'phx_join', ref: '1', join_ref: '1',
      payload: {
        config: {
          broadcast: { ack: false, self: false }, presence: { key: '', enabled: false },
          postgres_changes: reading ? [] : [{ event: '*', schema: 'public', table: 'menu_items', filter: 'business_id=eq.' + w.businessId }],
          private: reading,
        },
        access_token: w.anonKey,
      },
    }));
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (w.way === 'reread') {
      if (message.event === 'phx_reply' && message.ref === '1') {
        // The menu was read when the page opened: the customer holds its ETag.
        if (message.payload.status === 'ok') reread(i).then(() => { joined++; resolve(); });
        else { failed++; why(JSON.stringify(message.payload)); resolve(); }
      } else if (message.event === 'broadcast' && message.payload.event === 'menu_changed' && round) {
        const current = round;
        if (current.heard.length === 0) current.busy = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage() };
        current.heard.push(now());
        pending.push(reread(i).then((answer) => current.answers.push(answer)));
      }
    } else if (message.event === 'system' && message.payload.extension === 'postgres_changes') {
      if (message.payload.status === 'ok') joined++; else { failed++; why(JSON.stringify(message.payload)); }
      resolve();
    } else if (message.event === 'phx_reply' && message.payload.status !== 'ok') {
      failed++;
      why(JSON.stringify(message.payload));
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
    parentPort.postMessage({ joined, failed, reasons });
  } else if (message.round) {
    round = { price: message.price, arrivals: [], answers: [], heard: [] };
    const end = now() + 10000;
    const done = () => (w.way === 'reread' ? round.answers : round.arrivals).length >= joined;
    while (!done() && now() < end) await new Promise((r) => setTimeout(r, 5));
    const busy = round.busy && performance.eventLoopUtilization(round.busy.elu).utilization;
    const cpu = round.busy && process.cpuUsage(round.busy.cpu);
    const cpuMs = cpu ? (cpu.user + cpu.system) / 1000 : 0;
    if (w.way === 'reread') {
      // Checked after the round, so decoding does not delay the arrivals timed above.
      let compressed = 0;
      let bytes = 0;
      const statuses = {};
      for (const answer of round.answers) {
        bytes += answer.body.length;
        statuses[answer.status] = (statuses[answer.status] || 0) + 1;
        if (answer.status !== 200) continue;
        if (answer.encoding) compressed++;
        const text = answer.encoding === 'br' ? zlib.brotliDecompressSync(answer.body).toString() : answer.body.toString();
        const item = JSON.parse(text).items.find((it) => it.id === w.itemId);
        if (item && Number(item.price) === Number(round.price)) round.arrivals.push(answer.at);
      }
      parentPort.postMessage({ arrivals: round.arrivals, compressed, bytes, answers: round.answers.length, heard: round.heard, statuses, busy, cpuMs });
    } else {
      parentPort.postMessage({ arrivals: round.arrivals });
    }
    round = null;
  } else if (message.close) {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.terminate();
    for (const line of lines) line?.socket?.destroy();
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

/** The large menu's first visible dish, whose price each round changes. */
async function firstVisibleItem(backend: BenchBackend): Promise<string> {
  const { rows } = await backend.running.db.query<{ id: string }>(
    // Ordered by id too: several dishes share a sort_order, and which of them came first changed
    // once the saves below had moved the first one's row (the customers then checked another dish).
    'select id from public.menu_items where business_id = $1 and not hidden order by sort_order, id limit 1',
    [backend.large.businessId],
  );
  const itemId = rows[0]?.id;
  if (!itemId) throw new Error('fanout: the large menu has no visible item');
  return itemId;
}

/**
 * The owner's save of that dish (a PATCH through the data API), and what it costs: the median of
 * SAVE_ITERATIONS saves, after one warm-up pass.
 */
async function ownerSaves(backend: BenchBackend) {
  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const ownerHeaders = {
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${owner.token}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
  const itemId = await firstVisibleItem(backend);
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
  return { itemId, patch, saves };
}

export async function measureFanout(
  backend: BenchBackend,
  log: (line: string) => void,
  way: FanoutWay = 'changes',
): Promise<FanoutResult> {
  const subscribers = way === 'reread' ? REREAD_SUBSCRIBERS : FANOUT_SUBSCRIBERS;
  // The dish each round changes, and whose price the customers check: the same one.
  const { itemId, patch, saves } = await ownerSaves(backend);
  const saveMs = await saves();
  await backend.running.db.exec('drop trigger realtime_capture on public.menu_items');
  const saveUncapturedMs = await saves();
  await backend.running.db.query('select realtime.sync_capture()');

  const before = heap();
  const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=1.0.0`;
  const dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-fanout-'));
  const script = path.join(dir, 'customers.cjs');
  await writeFile(script, CUSTOMERS);
  const settings = {
    url,
    way,
    httpUrl: backend.url,
    slug: backend.large.slug,
    itemId,
    count: subscribers,
    businessId: backend.large.businessId,
    anonKey: LOCAL_ANON_KEY,
    wsPath: createRequire(import.meta.url).resolve('ws'),
  };
  const customers = fork(script, [], {
    env: { ...process.env, FANOUT_CUSTOMERS: JSON.stringify(settings) },
    execArgv: ['--max-old-space-size=4096'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() => new Promise<T>((resolve) => customers.once('message', resolve));
  try {
    const joinStarted = performance.now();
    customers.send({ open: true });
    const { joined, failed, reasons } = await next<{
      joined: number;
      failed: number;
      reasons: Record<string, number>;
    }>();
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    log(
      `${backend.engine}: ${joined} subscribers joined in ${joinSeconds.toFixed(1)} s (${failed} failed${failed ? `: ${JSON.stringify(reasons)}` : ''})`,
    );
    if (joined !== subscribers) throw new Error(`fanout: only ${joined} subscribers joined`);
    const bytesPerSubscriber = Math.round((heap() - before) / subscribers);

    const lastArrivalMs: number[] = [];
    const medians: number[] = [];
    const p95s: number[] = [];
    const heardP95s: number[] = [];
    // The server runs in this process: its CPU over each round, from the owner's PATCH to the
    // customers' report (sent once the last answer is in and every answer checked).
    const serverCpuMs: number[] = [];
    const customersBusy: number[] = [];
    const customersCpuMs: number[] = [];
    const statuses: Record<string, number> = {};
    let missed = 0;
    let compressed = 0;
    let answers = 0;
    let answerBytes = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const price = (100 + round + Math.random()).toFixed(3);
      const waiting = next<{
        arrivals: number[];
        compressed?: number;
        bytes?: number;
        answers?: number;
        heard?: number[];
        statuses?: Record<string, number>;
        busy?: number;
        cpuMs?: number;
      }>();
      customers.send({ round, price });
      const serverCpu = process.cpuUsage();
      const sent = performance.timeOrigin + performance.now();
      await patch({ price });
      const reply = await waiting;
      const { user, system } = process.cpuUsage(serverCpu);
      serverCpuMs.push((user + system) / 1000);
      if (reply.busy !== undefined) customersBusy.push(reply.busy);
      if (reply.cpuMs !== undefined) customersCpuMs.push(reply.cpuMs);
      const { arrivals } = reply;
      missed += subscribers - arrivals.length;
      compressed += reply.compressed ?? 0;
      answers += reply.answers ?? 0;
      answerBytes += reply.bytes ?? 0;
      const waits = arrivals.map((at) => at - sent).sort((a, b) => a - b);
      lastArrivalMs.push(Math.round(waits.at(-1) ?? Number.NaN));
      medians.push(median(waits));
      p95s.push(percentile(waits, 95));
      if (reply.heard) {
        const heardWaits = reply.heard.map((at) => at - sent).sort((a, b) => a - b);
        heardP95s.push(percentile(heardWaits, 95));
        for (const [status, count] of Object.entries(reply.statuses ?? {}))
          statuses[status] = (statuses[status] ?? 0) + count;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const saveFollowedMs = await saves();
    const sorted = [...lastArrivalMs].sort((a, b) => a - b);
    const result: FanoutResult = {
      engine: backend.engine,
      way,
      subscribers,
      ...(way === 'reread'
        ? {
            compressed: answers ? compressed / answers : 0,
            meanAnswerBytes: answers ? Math.round(answerBytes / answers) : 0,
            p95CustomerMs: Math.round(median(p95s)),
            p95HeardMs: Math.round(median(heardP95s)),
            customersBusy: Math.round(median(customersBusy) * 100) / 100,
            customersCpuMs: Math.round(median(customersCpuMs)),
            serverCpuMs: Math.round(median(serverCpuMs)),
            statuses,
          }
        : {}),
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
    customers.send({ close: true });
    await next();
    customers.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The customers' process busy this much of a burst: it, not the server, set the pace. */
export const GENERATOR_BOUND_BUSY = 0.9;

/** Who was busy during the burst: the customers' process and the server's (`reread`). */
function burstLoad(result: FanoutResult): string {
  if (result.customersBusy === undefined) return '';
  const bound =
    result.customersBusy >= GENERATOR_BOUND_BUSY
      ? ": THE LOAD GENERATOR WAS THE BOTTLENECK, so these times are the customers' process's, not the server's"
      : '';
  return `; the customers' process was busy ${Math.round(result.customersBusy * 100)}% of the burst (${result.customersCpuMs} ms CPU per change), the server's process used ${result.serverCpuMs} ms CPU per change${bound}`;
}

export function fanoutVerdict(result: FanoutResult): { ok: boolean; text: string } {
  if (result.way === 'reread') {
    const p95 = result.p95CustomerMs ?? Number.NaN;
    const compressed = result.compressed ?? 0;
    const ok = p95 <= REREAD_BUDGET_MS && result.missed === 0 && compressed === 1;
    return {
      ok,
      text: `${result.engine}: 95% of ${result.subscribers} customers re-reading public_menu hold an owner's change within ${p95} ms (median of rounds; budget ${REREAD_BUDGET_MS} ms; 95% had heard menu_changed within ${result.p95HeardMs} ms), ${Math.round(compressed * 100)}% of the answers compressed (mean ${((result.meanAnswerBytes ?? 0) / 1024).toFixed(1)} KB; answers by status ${JSON.stringify(result.statuses)}), ${result.missed} missed${burstLoad(result)}`,
    };
  }
  const ok = result.p95Ms < FANOUT_BUDGET_MS && result.missed === 0;
  return {
    ok,
    text: `${result.engine}: the last of ${result.subscribers} subscribers has an owner's change in ${result.p95Ms} ms at p95 (budget ${FANOUT_BUDGET_MS} ms), ${result.missed} missed`,
  };
}
