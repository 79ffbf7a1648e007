// One server process, then two, on one PostgreSQL 15 (docs/operations/processes.md): each a child
// process started as deploy/qr-menu@.service starts it, behind nginx. Measured with each: the
// hosted page's throughput through nginx (the load generator of bench/lib/load.ts, a process of
// its own), and realtime fan-out: subscribers pinned to the processes in turn, a broadcast sent
// through the first process's HTTP API, the time until each subscriber has it (those on the
// first process, and those on the other, which it reaches through PostgreSQL).
//
// nginx balances with least_conn here, not the deploy file's hash of the client address: the load
// generator is one address, which the hash would send to one process (real customers are many).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { bootServer } from '../../server/boot.ts';
import { readServerConfig } from '../../server/config.ts';
import { startNginx } from '../../server/testing/nginx.ts';
import { freePort, startPostgres15 } from '../../server/testing/postgres15.ts';
import { GENEROUS_RATE_LIMIT_ENV } from '../../server/testing/rate-limit-env.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../server/http/keys.ts';
import { generateLoad, type LoadResult } from '../lib/load.ts';
import { postgresPids, totalCpuSeconds } from '../lib/proc-cpu.ts';
import { seedLargeMenu } from '../lib/seed-large-menu.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Subscribers in all, split evenly over the processes. */
export const PROCS_SUBSCRIBERS = 400;
const ROUNDS = 20;
const PAGE_CONNECTIONS = 50;
const PAGE_SECONDS = Number(process.env.BENCH_PROCS_SECONDS ?? 5);

export interface ProcsResult {
  processes: number;
  page: LoadResult;
  /** CPU per second of the page run, in cores: the server processes, nginx, PostgreSQL. */
  pageCpu: { servers: number; nginx: number; database: number };
  subscribers: number;
  /** ms from the broadcast's send to each subscriber's arrival, over all rounds. */
  p50Ms: number;
  p95Ms: number;
  /** Median wait of subscribers on the sending process, and on the other one (two only). */
  sameP50Ms: number;
  otherP50Ms: number | undefined;
  missed: number;
}

// Plain JavaScript: a worker thread does not inherit the TypeScript loader. The subscribers are
// other machines: they live on a thread of their own.
const SUBSCRIBERS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const WebSocket = require(w.wsPath);
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let round = null;
let joined = 0;
let failed = 0;
const open = (i) => new Promise((resolve) => {
  const process = i % w.urls.length;
  const socket = new WebSocket(w.urls[process]);
  sockets.push(socket);
  socket.on('error', () => { failed++; resolve(); });
  socket.on('open', () => {
    socket.send(JSON.stringify({
      topic: 'realtime:' + w.topic, event: 'phx_join', ref: '1', join_ref: '1',
      payload: { config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, private: false } },
    }));
  });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.event === 'phx_reply' && message.ref === '1') {
      if (message.payload.status === 'ok') joined++; else failed++;
      resolve();
    } else if (message.event === 'broadcast' && round && message.payload.payload.round === round.n) {
      round.arrivals.push({ process, at: now() });
    }
  });
});
parentPort.on('message', async (message) => {
  if (message.open) {
    for (let i = 0; i < w.count; i += 50)
      await Promise.all(Array.from({ length: Math.min(50, w.count - i) }, (_, k) => open(i + k)));
    parentPort.postMessage({ joined, failed });
  } else if (message.round) {
    round = { n: message.round, arrivals: [] };
    parentPort.postMessage({ ready: true });
    const end = now() + 10000;
    while (round.arrivals.length < joined && now() < end) await new Promise((r) => setTimeout(r, 5));
    parentPort.postMessage({ arrivals: round.arrivals });
    round = null;
  } else if (message.close) {
    for (const socket of sockets) socket.terminate();
    parentPort.postMessage({ closed: true });
  }
});
`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** What many clients from one address (the bench) need; each is its own customer live. */
const SERVER_ENV: Record<string, string> = {
  ...GENEROUS_RATE_LIMIT_ENV,
  REST_MAX_READS_IN_FLIGHT_PER_ADDRESS: '10000',
  MAX_CONNECTIONS_PER_ADDRESS: String(PROCS_SUBSCRIBERS * 2),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: String(PROCS_SUBSCRIBERS * 2),
  REALTIME_MAX_JOINS_PER_SECOND_PER_ADDRESS: String(PROCS_SUBSCRIBERS * 2),
};

interface Running {
  children: ChildProcess[];
  urls: string[];
  stop(): Promise<void>;
}

/** n server processes from `node --import tsx server/main.ts`, answering once all are up. */
async function startProcesses(n: number, env: Record<string, string>): Promise<Running> {
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const port = await freePort();
    children.push(
      spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    urls.push(`http://127.0.0.1:${port}`);
  }
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };
  try {
    for (const [i, url] of urls.entries()) {
      for (let attempt = 0; ; attempt++) {
        if (children[i]!.exitCode !== null) throw new Error(`bench procs: process ${i} exited`);
        if (attempt > 600) throw new Error(`bench procs: ${url} never answered`);
        const up = await fetch(`${url}/rest/v1/`).then(
          () => true,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { children, urls, stop };
}

async function fanout(
  urls: string[],
  log: (line: string) => void,
): Promise<Pick<ProcsResult, 'p50Ms' | 'p95Ms' | 'sameP50Ms' | 'otherP50Ms' | 'missed'>> {
  const topic = `bench-procs-${urls.length}`;
  const subscribers = new Worker(SUBSCRIBERS, {
    eval: true,
    workerData: {
      urls: urls.map(
        (url) =>
          `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=1.0.0`,
      ),
      topic,
      count: PROCS_SUBSCRIBERS,
      wsPath: createRequire(import.meta.url).resolve('ws'),
    },
  });
  const next = <T>() => new Promise<T>((resolve) => subscribers.once('message', resolve));
  try {
    subscribers.postMessage({ open: true });
    const { joined, failed } = await next<{ joined: number; failed: number }>();
    log(`${urls.length} process(es): ${joined} subscribers joined (${failed} failed)`);
    if (joined !== PROCS_SUBSCRIBERS) throw new Error(`bench procs: only ${joined} joined`);
    const all: number[] = [];
    const same: number[] = [];
    const other: number[] = [];
    let missed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      subscribers.postMessage({ round });
      await next<{ ready: boolean }>();
      const waiting = next<{ arrivals: { process: number; at: number }[] }>();
      const sent = performance.timeOrigin + performance.now();
      const answer = await fetch(`${urls[0]}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SERVICE_KEY,
          authorization: `Bearer ${LOCAL_SERVICE_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messages: [{ topic, event: 'round', payload: { round, text: 'x'.repeat(200) } }],
        }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 202) throw new Error(`bench procs: broadcast got ${answer.status}`);
      const { arrivals } = await waiting;
      missed += PROCS_SUBSCRIBERS - arrivals.length;
      for (const { process: at, at: time } of arrivals) {
        const wait = time - sent;
        all.push(wait);
        (at === 0 ? same : other).push(wait);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sorted = [...all].sort((a, b) => a - b);
    return {
      p50Ms: Math.round(percentile(sorted, 50)),
      p95Ms: Math.round(percentile(sorted, 95)),
      sameP50Ms: Math.round(median(same)),
      otherP50Ms: other.length > 0 ? Math.round(median(other)) : undefined,
      missed,
    };
  } finally {
    subscribers.postMessage({ close: true });
    await next();
    await subscribers.terminate();
  }
}

/** The step: one process, then two, each behind nginx on the same seeded PostgreSQL 15. */
export async function measureProcesses(log: (line: string) => void): Promise<ProcsResult[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'qrmenu-bench-procs-'));
  const pg = await startPostgres15();
  const results: ProcsResult[] = [];
  try {
    const databaseUrl = await pg.createDatabase('bench');
    const dataDir = path.join(work, 'data');
    // The demo data and the generated menu, seeded once by a server in this process.
    const seedConfig = readServerConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      AUTH_AUTOCONFIRM: 'true',
      DATABASE_URL: databaseUrl,
    });
    const seeding = await bootServer(seedConfig, { host: '127.0.0.1' });
    const large = await seedLargeMenu(seeding.db, seedConfig);
    await seeding.stop();
    for (const n of [1, 2]) {
      const nginxPort = await freePort();
      const running = await startProcesses(n, {
        ...SERVER_ENV,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SITE_URL: `http://127.0.0.1:${nginxPort}`,
        TRUSTED_PROXIES: '1',
      });
      const prefix = path.join(work, `nginx-${n}`);
      await mkdir(prefix, { recursive: true });
      const siteConf = path.join(prefix, 'site.conf');
      await writeFile(
        siteConf,
        [
          'upstream qr_menu {',
          '    least_conn;',
          ...running.urls.map((url) => `    server ${new URL(url).host};`),
          '    keepalive 64;',
          '}',
          'server {',
          `    listen 127.0.0.1:${nginxPort};`,
          '    location / {',
          '        proxy_pass http://qr_menu;',
          '        proxy_http_version 1.1;',
          '        proxy_set_header Host $host;',
          '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          '        proxy_set_header Connection "";',
          '    }',
          '}',
        ].join('\n'),
      );
      const nginx = await startNginx({ prefix, siteConf, port: nginxPort });
      try {
        const nginxPids = [nginx.process.pid ?? 0];
        const serverPids = running.children.map((child) => child.pid ?? 0);
        const dbPids = await postgresPids(pg.dataDir);
        const before = await Promise.all([
          totalCpuSeconds(serverPids),
          totalCpuSeconds(await workersOf(nginxPids)),
          totalCpuSeconds(dbPids),
        ]);
        const started = performance.now();
        // Warm every process's page cache first.
        for (let i = 0; i < 4 * n; i++) {
          await fetch(`http://127.0.0.1:${nginxPort}/${large.slug}/menu`).then((r) =>
            r.arrayBuffer(),
          );
        }
        const page = await generateLoad({
          url: `http://127.0.0.1:${nginxPort}/${large.slug}/menu`,
          connections: PAGE_CONNECTIONS,
          seconds: PAGE_SECONDS,
          headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' },
        });
        const elapsed = (performance.now() - started) / 1000;
        const after = await Promise.all([
          totalCpuSeconds(serverPids),
          totalCpuSeconds(await workersOf(nginxPids)),
          totalCpuSeconds(await postgresPids(pg.dataDir)),
        ]);
        log(`${n} process(es): hosted page ${Math.round(page.rps)} req/s`);
        const spread = await fanout(running.urls, log);
        results.push({
          processes: n,
          page,
          pageCpu: {
            servers: (after[0] - before[0]) / elapsed,
            nginx: (after[1] - before[1]) / elapsed,
            database: (after[2] - before[2]) / elapsed,
          },
          subscribers: PROCS_SUBSCRIBERS,
          ...spread,
        });
      } finally {
        await nginx.stop();
        await running.stop();
      }
    }
  } finally {
    await pg.stop();
    await rm(work, { recursive: true, force: true });
  }
  return results;
}

/** nginx's master and its workers (children of the master). */
async function workersOf(masters: number[]): Promise<number[]> {
  const pids = [...masters];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : 0;
    if (masters.includes(parent)) pids.push(Number(entry));
  }
  return pids;
}
