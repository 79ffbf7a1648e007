// `npm run bench`: what customers and owners feel, measured in one run beside a reference on this
// machine, printed as one table and written to bench/RESULTS.md. Exits non-zero only when a budget
// breaks (or a figure could not be measured). `--skip-build` reuses dist/ from an earlier build.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import * as prettier from 'prettier';
import { build } from 'vite';
import type { RequestClaims } from '../server/db/request-role.ts';
import { LOCAL_ANON_KEY } from '../shared/api/config.ts';
import { measureRepeatVisits, type RepeatVisit } from './steps/repeat-visit.ts';
import { startBackend, type BenchBackend, type Engine } from './lib/backend.ts';
import { startFrontServer } from './lib/front-server.ts';
import { describeMachine } from './lib/machine.ts';
import { signIn } from './lib/sign-in.ts';
import { LARGE_CATEGORY_COUNT, LARGE_ITEM_COUNT } from './lib/seed-large-menu.ts';
import { addSizes, compressedSize, kb, type Compressed } from './lib/sizes.ts';
import { BUDGETS, budgetVerdicts, verdictLines } from './lib/budgets.ts';
import { replaceBetweenMarkers, stepMarkers } from './lib/readme.ts';
import { markdownTable, ms, ratio } from './lib/table.ts';
import { runPagesBench } from './pages.ts';
import { REFERENCE_OUT_DIR } from './reference/vite.config.ts';
import { measureImagePipeline, type ResizeResult } from './steps/image-pipeline.ts';
import {
  dashboardChunk,
  insightsReport,
  measureInsights,
  type InsightsBench,
} from './steps/insights.ts';
import {
  CHROMIUM,
  lighthouseOnce,
  medianLoad,
  startChrome,
  type PageLoad,
} from './steps/lighthouse.ts';
import { measurePageRequests, type PageRequests } from './steps/page-requests.ts';
import { abuseRows, abuseVerdict, measureAbuse, type AbuseResult } from './steps/abuse.ts';
import { runSoak, type SoakResult } from './steps/soak.ts';
import { THROUGHPUT_ONLY, runStaticBench, staticReport } from './steps/static-page.ts';
import {
  FANOUT_SERVER_ENV,
  fanoutVerdict,
  measureFanout,
  type FanoutResult,
  type FanoutWay,
} from './steps/fanout.ts';
import {
  ORDERS_SERVER_ENV,
  ORDERS_PER_MINUTE,
  measureOrders,
  ordersVerdict,
  type OrdersResult,
} from './steps/orders.ts';
import {
  historyTable,
  historyVerdict,
  measureHistory,
  type HistoryBench,
} from './steps/history.ts';
import { measureReport, reportTable, reportVerdict, type ReportBench } from './steps/report.ts';
import {
  OWNER_ITEMS_SQL,
  PUBLIC_MENU_SQL,
  inProcessMedianMs,
  cpuNote,
  loadOnce,
  medianResult,
  type LoadResult,
} from './steps/throughput.ts';
import { loadGenerator } from './lib/load.ts';
import { measureProcesses, PROCS_SUBSCRIBERS } from './steps/processes.ts';
import {
  measureOwnerMenu,
  ownerMenuRows,
  ownerMenuVerdict,
  OWNER_MENU_ITEMS,
  OWNER_MENU_RUNS,
} from './steps/owner-menu.ts';
import {
  COLD_COLUMNS,
  COLD_DISHES,
  coldRows,
  coldVerdict,
  measureCold,
  type ColdResult,
} from './steps/cold.ts';
import {
  MANY_COLUMNS,
  MANY_COUNTS,
  manyRows,
  manyVerdict,
  measureMany,
  type ManyResult,
} from './steps/many.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = path.join(ROOT, 'bench/RESULTS.md');
const DATA_DIR = path.join(ROOT, '.data/bench');
const ADMIN_ASSETS = path.join(ROOT, 'dist/admin/assets');
const SKIP_BUILD = process.argv.includes('--skip-build');
// `--only=insights` runs that one step on both databases and rewrites only its block of the
// results (between <!-- bench:insights --> markers), leaving the rest of the last full run.
// `--only=backend` measures section 3 alone (no build, no browser) and prints it.
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const ONLY_STEPS = [
  'insights',
  'pages',
  'backend',
  'abuse',
  'fanout',
  'orders',
  'history',
  'report',
  'static',
  'procs',
  'owner-menu',
  'many',
  'cold',
];
// Seconds of 200 orders a minute across 50 businesses, per database.
const ORDERS_SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 60);
// Seconds of nested-embed reads and large writes beside the hosted page, per database.
const ABUSE_SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 15);
const ABUSE_TITLE = `7. Abuse: ${ABUSE_SECONDS} s of nested-embed reads, the option bomb, an order flood and large writes beside /democafe/menu (4 customers one page after another) and table orders (twice a second)`;
// public_menu over HTTP at 50 connections on the embedded database, against the same
// SQL run in-process one call at a time.
const THROUGHPUT_BUDGET = 3;
// docs/architecture.md's budgets are medians of 5 Lighthouse runs.
const LIGHTHOUSE_RUNS = BUDGETS.lighthouseRuns;
const LOAD_RUNS = 3;
const LOAD_SECONDS = 3;
const CONNECTIONS = [10, 50] as const;
const IN_PROCESS_ITERATIONS = 100;
const IMAGE_RUNS = 5;
// The soak's length; BENCH_SOAK_SECONDS shortens it while working on the bench itself.
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
// A run that hangs must still end. The whole run takes about 13 minutes on 2 cores since the
// realtime fan-out and recorded-orders steps joined it (it gave up at 11 in the middle of the
// orders step); 20 leaves room. The static step's Lighthouse runs at 5,000 dishes take a minute or
// two each: it gets 40.
const HARD_LIMIT_MS = (ONLY === 'static' ? 40 : 20) * 60_000;

const started = performance.now();
const problems: string[] = [];
const log = (line: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}`);

setTimeout(() => {
  console.error(`bench: still running after ${HARD_LIMIT_MS / 60_000} minutes; giving up.`);
  process.exit(2);
}, HARD_LIMIT_MS).unref();

async function buildAll(): Promise<void> {
  if (SKIP_BUILD) {
    log('--skip-build: using the existing dist/');
  } else {
    log('npm run build (widget and admin app)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  log('building the reference SPA of the original specification (docs/guide/product.md) with Vite');
  await build({ configFile: path.join(ROOT, 'bench/reference/vite.config.ts'), logLevel: 'warn' });
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function sizeOfFiles(files: string[]): Promise<Compressed> {
  return addSizes(await Promise.all(files.map(async (f) => compressedSize(await readFile(f)))));
}

interface Endpoint {
  label: string;
  path: string;
  headers: Record<string, string>;
  sql: string;
  params: unknown[];
  claims: RequestClaims;
  /** The connection counts to load it with (default CONNECTIONS). */
  connections?: readonly number[];
  /** The answer is the server-rendered hosted page, not JSON. */
  page?: boolean;
}

interface ThroughputRow {
  engine: Engine;
  endpoint: string;
  connections: number;
  http: LoadResult;
  runs: LoadResult[];
  inProcessMs: number;
}

async function measureThroughput(backend: BenchBackend): Promise<ThroughputRow[]> {
  const owner = await signIn(backend.url, backend.large.email, backend.large.password);
  const anon = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };
  const ownerList =
    `/rest/v1/menu_items?select=id,name,description,price,image_url,image_path,category_id,categories(name)` +
    `&business_id=eq.${backend.large.businessId}&or=(name.ilike.*a*,description.ilike.*a*)&order=price.desc`;
  const endpoints: Endpoint[] = [
    {
      label: `GET rpc/public_menu?slug=${backend.large.slug}`,
      path: `/rest/v1/rpc/public_menu?slug=${backend.large.slug}`,
      headers: anon,
      sql: PUBLIC_MENU_SQL,
      params: [backend.large.slug],
      claims: { role: 'anon' },
    },
    {
      label: "owner's item list (search 'a', price desc)",
      path: ownerList,
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${owner.token}` },
      sql: OWNER_ITEMS_SQL,
      params: [backend.large.businessId, '%a%'],
      claims: owner.claims,
    },
    {
      // The QR code's page: public_menu from the same cache, the rendered HTML from memory. Beside
      // it the SQL the page ran on every request before the page cache (public_menu itself).
      label: `GET /${backend.large.slug}/menu (hosted page)`,
      path: `/${backend.large.slug}/menu`,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' },
      sql: PUBLIC_MENU_SQL,
      params: [backend.large.slug],
      claims: { role: 'anon' },
      connections: [50],
      page: true,
    },
  ];
  const rows: ThroughputRow[] = [];
  try {
    for (const endpoint of endpoints) rows.push(...(await measureEndpoint(backend, endpoint)));
  } finally {
    // The load generator stops at its clock's end with requests still in flight: let them finish
    // before the caller closes the database under them.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return rows;
}

async function measureEndpoint(
  backend: BenchBackend,
  endpoint: Endpoint,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  // One honest answer first: a fast error page would make a fine-looking figure.
  const probe = await fetch(backend.url + endpoint.path, { headers: endpoint.headers });
  if (endpoint.page) {
    const html = await probe.text();
    if (!probe.ok) throw new Error(`${endpoint.label} answered ${probe.status}`);
    // Without dist/widget-ssr the server sends the small client-rendered page: not this figure.
    if (!html.includes('shadowrootmode')) {
      log(`${endpoint.label}: not server-rendered (dist/widget-ssr is not built), not measured`);
      return rows;
    }
  } else {
    const body = (await probe.json()) as unknown;
    const count = Array.isArray(body)
      ? body.length
      : ((body as { items?: unknown[] } | null)?.items?.length ?? 0);
    if (!probe.ok || count === 0) {
      throw new Error(`${endpoint.label} answered ${probe.status} with ${count} items`);
    }
  }
  const inProcessMs = await inProcessMedianMs(
    backend.running.db,
    endpoint.claims,
    endpoint.sql,
    endpoint.params,
    IN_PROCESS_ITERATIONS,
  );
  const pgDir = backend.postgresDataDir;
  await loadOnce(backend.url + endpoint.path, 10, 1, endpoint.headers, undefined, pgDir); // warm-up
  for (const connections of endpoint.connections ?? CONNECTIONS) {
    const runs: LoadResult[] = [];
    for (let run = 0; run < LOAD_RUNS; run++) {
      runs.push(
        await loadOnce(
          backend.url + endpoint.path,
          connections,
          LOAD_SECONDS,
          endpoint.headers,
          undefined,
          pgDir,
        ),
      );
    }
    const http = medianResult(runs);
    if (http.failures > 0)
      problems.push(`${backend.engine} ${endpoint.label}: ${http.failures} failed requests`);
    rows.push({
      engine: backend.engine,
      endpoint: endpoint.label,
      connections,
      http,
      inProcessMs,
      runs,
    });
    log(
      `${backend.engine} ${endpoint.label} @${connections}: ${Math.round(http.rps)} req/s, p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms; in-process ${inProcessMs.toFixed(2)} ms; ${cpuNote(http)}`,
    );
  }
  return rows;
}

const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL 15' };

/** A step's block in bench/RESULTS.md, between its markers (appended under `heading` the first
 * time), formatted as prettier formats the file. */
async function writeStepBlock(step: string, heading: string, block: string): Promise<void> {
  const markers = stepMarkers(step);
  const text = await readFile(RESULTS_FILE, 'utf8').catch(() => '# Benchmark results\n');
  const replaced =
    replaceBetweenMarkers(text, block, markers) ??
    `${text.trimEnd()}\n\n## ${heading}\n\n${markers.start}\n\n${block}\n\n${markers.end}\n`;
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  await writeFile(
    RESULTS_FILE,
    await prettier.format(replaced, { ...options, filepath: RESULTS_FILE }),
  );
  log(`wrote the ${step} block of ${path.relative(ROOT, RESULTS_FILE)}`);
}

/** `--only=abuse`: the abuse step on both engines and its budget, printed and written to its own
 * block of bench/RESULTS.md (a whole run keeps its abuse rows in the main table too). */
async function abuseOnly(): Promise<void> {
  const results: AbuseResult[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]}`);
    const backend = await startBackend({ engine, dataDir: path.join(DATA_DIR, engine) });
    try {
      results.push(await measureAbuse(backend, ABUSE_SECONDS, log));
    } finally {
      await backend.stop();
    }
  }
  const lines = results.map(abuseVerdict).map(({ ok, text }) => {
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  const table = markdownTable(
    ['Measure', 'QR Menu', 'Reference / beside it', 'Ratio'],
    [[`**${ABUSE_TITLE}**`, '', '', ''], ...abuseRows(results)],
  );
  const machine = describeMachine();
  const block = [
    `\`npm run bench -- --only=abuse\` on ${machine.date} (${machine.cores} cores, ${machine.memory}, Node ${machine.node}):`,
    '',
    table,
    '',
    ...lines,
  ].join('\n');
  console.log(`\n${block}`);
  await writeStepBlock('abuse', 'Abuse: the last run of the abuse step alone', block);
}

/** The fan-out step on both engines: its own servers (limits for 1,000 sockets from one address). */
async function measureFanoutBoth(): Promise<FanoutResult[]> {
  const results: FanoutResult[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]} for the live fan-out`);
    const backend = await startBackend({
      engine,
      dataDir: path.join(DATA_DIR, `fanout-${engine}`),
      env: FANOUT_SERVER_ENV,
    });
    try {
      // BENCH_FANOUT_WAYS=reread (or changes) measures one way alone.
      for (const way of (process.env.BENCH_FANOUT_WAYS ?? 'changes,reread').split(',')) {
        const measured = await measureFanout(backend, log, way as FanoutWay);
        results.push({ ...measured, engine: ENGINE_NAMES[engine] });
      }
    } finally {
      await backend.stop();
    }
  }
  return results;
}

/** The fan-out table and its budget lines (a broken budget is a problem of the run). */
function fanoutBlock(results: FanoutResult[]): string {
  const table = markdownTable(
    [
      'Database',
      'Way',
      'Subscribers',
      'Last one has it: p50 / p95',
      'Median subscriber',
      '95% of them have it',
      'Re-reads compressed (mean size)',
      'Missed',
      'Server memory per subscriber',
      "Owner's item save: not captured / captured / followed by all",
    ],
    results.map((r) => [
      r.engine,
      r.way === 'reread' ? 'menu_changed, then public_menu' : 'postgres_changes',
      String(r.subscribers),
      `${r.p50Ms} / ${r.p95Ms} ms`,
      `${r.medianArrivalMs} ms`,
      r.p95CustomerMs === undefined ? '' : `${r.p95CustomerMs} ms`,
      r.compressed === undefined
        ? ''
        : `${Math.round(r.compressed * 100)}% (${((r.meanAnswerBytes ?? 0) / 1024).toFixed(1)} KB)`,
      String(r.missed),
      `${(r.bytesPerSubscriber / 1024).toFixed(1)} KB`,
      `${r.saveUncapturedMs} / ${r.saveMs} / ${r.saveFollowedMs} ms`,
    ]),
  );
  const lines = results.map(fanoutVerdict).map(({ ok, text }) => {
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  return `${table}\n\n${lines.join('\n')}`;
}

async function fanoutOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: fanout`);
  const block = fanoutBlock(await measureFanoutBoth());
  console.log('\n' + block + '\n');
  await writeStepBlock('fanout', 'Live menus: fan-out', block);
}

/** Recorded orders on both engines: servers of their own (50 boards, customers by address). */
async function measureOrdersBoth(): Promise<OrdersResult[]> {
  const results: OrdersResult[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]} for recorded orders`);
    const backend = await startBackend({
      engine,
      dataDir: path.join(DATA_DIR, `orders-${engine}`),
      env: ORDERS_SERVER_ENV,
    });
    try {
      const result = await measureOrders(backend, ORDERS_SECONDS, log);
      results.push({ ...result, engine: ENGINE_NAMES[engine] });
    } finally {
      await backend.stop();
    }
  }
  return results;
}

/** The recorded-orders table and its budget lines (a broken budget is a problem of the run). */
function ordersBlock(results: OrdersResult[]): string {
  const table = markdownTable(
    [
      'Database',
      `Orders (${ORDERS_PER_MINUTE}/min, 50 businesses)`,
      "Owner's board has it: p50 / p95 / max",
      'Missed / refused',
      'place_order over HTTP: p50 / p95',
    ],
    results.map((r) => [
      r.engine,
      `${r.placed} in ${r.seconds} s`,
      `${r.boardP50Ms} / ${r.boardP95Ms} / ${r.boardMaxMs} ms`,
      `${r.missed} / ${r.refused}`,
      `${r.placeP50Ms} / ${r.placeP95Ms} ms`,
    ]),
  );
  const lines = results.map(ordersVerdict).map(({ ok, text }) => {
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  return `${table}\n\n${lines.join('\n')}`;
}

async function ordersOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: orders`);
  const block = ordersBlock(await measureOrdersBoth());
  console.log('\n' + block + '\n');
  await writeStepBlock('orders', "Recorded orders: the owner's board", block);
}

/** The order history on both engines: 10,000 orders for the large menu's business. */
async function measureHistoryBoth(): Promise<HistoryBench[]> {
  const results: HistoryBench[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]} for the order history`);
    const backend = await startBackend({
      engine,
      dataDir: path.join(DATA_DIR, `history-${engine}`),
    });
    try {
      results.push({ ...(await measureHistory(backend, log)), engine: ENGINE_NAMES[engine] });
    } finally {
      await backend.stop();
    }
  }
  return results;
}

/** The history's table and its budget line: PostgreSQL 15's pages within 500 ms. */
function historyBlock(results: HistoryBench[]): string {
  const lines = results.map((result) => {
    const { ok, text } = historyVerdict(result);
    if (result.engine !== ENGINE_NAMES.postgres) return `- (not budgeted) ${text}`;
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  return `${historyTable(results)}

${lines.join('\n')}`;
}

async function historyOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: history`);
  const block = historyBlock(await measureHistoryBoth());
  console.log('\n' + block + '\n');
  await writeStepBlock('history', 'Order history: a page of 10,000 orders', block);
}

/** The day report on both engines: 90 days of 300 orders for the large menu's business. */
async function measureReportBoth(): Promise<ReportBench[]> {
  const results: ReportBench[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]} for the day report`);
    const backend = await startBackend({
      engine,
      dataDir: path.join(DATA_DIR, `report-${engine}`),
    });
    try {
      results.push({ ...(await measureReport(backend, log)), engine: ENGINE_NAMES[engine] });
    } finally {
      await backend.stop();
    }
  }
  return results;
}

/** The report's table and its budget line: PostgreSQL 15's 90 days within 1 s. */
function reportBlock(results: ReportBench[]): string {
  const lines = results.map((result) => {
    const { ok, text } = reportVerdict(result);
    if (result.engine !== ENGINE_NAMES.postgres) return `- (not budgeted) ${text}`;
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  return `${reportTable(results)}

${lines.join('\n')}`;
}

const REPORT_TITLE = 'Day report: 90 days of 300 orders';

async function reportOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: report`);
  const block = reportBlock(await measureReportBoth());
  console.log('\n' + block + '\n');
  await writeStepBlock('report', REPORT_TITLE, block);
}

/** `--only=static`: the hosted page beside bare Node, its size and Lighthouse at four menu sizes
 * (steps/static-page.ts); its block goes to bench/RESULTS.md between `bench:static` markers. */
async function staticOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: static`);
  if (!SKIP_BUILD) {
    log('npm run build (the hosted page is rendered from dist/widget-ssr)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const { lines, failed } = staticReport(await runStaticBench(DATA_DIR, log));
  const block = [
    `\`npm run bench -- --only=static\` on ${machine.date} (${machine.cores} cores, ${machine.memory}, Node ${machine.node}):`,
    '',
    ...lines,
  ].join('\n');
  console.log('\n' + block + '\n');
  if (THROUGHPUT_ONLY) {
    log(
      'BENCH_STATIC_SIZES=none: the block is printed only (bench/RESULTS.md keeps the last whole run)',
    );
  } else {
    await writeStepBlock('static', 'The hosted page: static step', block);
  }
  if (failed.length) {
    console.error(`bench --only=static: ${failed.length} budget(s) missed.`);
    process.exitCode = 1;
  }
}

/** `--only=procs`: one server process and two on PostgreSQL 15 behind nginx, written to its block. */
async function procsOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: procs`);
  const results = await measureProcesses(log);
  const table = markdownTable(
    [
      'Processes',
      `Hosted page through nginx (${results[0]?.page.generator ?? 'load'}, 50 connections)`,
      'p50 / p99',
      'CPU cores: servers / nginx / PostgreSQL / generator',
      `Broadcast to ${PROCS_SUBSCRIBERS} subscribers: p50 / p95`,
      'p50 on the sending process / on the other',
      'Missed',
    ],
    results.map((r) => [
      String(r.processes),
      `${Math.round(r.page.rps)} req/s${r.page.failures ? ` (${r.page.failures} failed)` : ''}`,
      `${r.page.p50Ms.toFixed(1)} / ${r.page.p99Ms.toFixed(1)} ms`,
      [r.pageCpu.servers, r.pageCpu.nginx, r.pageCpu.database, r.page.cpu.generator]
        .map((cores) => cores.toFixed(2))
        .join(' / '),
      `${r.p50Ms} / ${r.p95Ms} ms`,
      `${r.sameP50Ms} / ${r.otherP50Ms === undefined ? '-' : `${r.otherP50Ms}`} ms`,
      String(r.missed),
    ]),
  );
  const [one, two] = results;
  const ratio = one && two ? (two.page.rps / one.page.rps).toFixed(2) : '?';
  const block = [
    `\`npm run bench -- --only=procs\` on ${machine.date} (${machine.cores} cores, ${machine.memory}, Node ${machine.node}): each process started as \`deploy/qr-menu@.service\` starts it, on one PostgreSQL 15 with the demo data and the ${LARGE_ITEM_COUNT}-item menu, behind nginx (one worker, \`least_conn\`: the generator is one address, which the deploy file's address hash would send to one process). The hosted page is the large menu's \`/{slug}/menu\`; each broadcast goes through the first process's HTTP API to subscribers joined to the processes in turn.`,
    '',
    table,
    '',
    `Two processes serve ${ratio} times the hosted pages of one on this machine, where the generator, nginx and PostgreSQL share the same cores.`,
  ].join('\n');
  console.log('\n' + block + '\n');
  await writeStepBlock('procs', 'Processes: one and two on PostgreSQL 15', block);
}

/** `--only=owner-menu`: the owner's 2,000-item menu opened cold in Chromium, on PGlite. */
async function ownerMenuOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: owner-menu`);
  if (!SKIP_BUILD) {
    log('npm run build (the admin app is served from dist/admin)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const backend = await startBackend({ engine: 'pglite', dataDir: path.join(DATA_DIR, 'pglite') });
  let result;
  try {
    result = await measureOwnerMenu(backend, ENGINE_NAMES.pglite, log);
  } finally {
    await backend.stop();
  }
  const verdict = ownerMenuVerdict(result);
  if (!verdict.ok) problems.push(`budget broken: ${verdict.text}`);
  const block = [
    `\`npm run bench -- --only=owner-menu\` on ${machine.date} (${machine.cores} cores, ${machine.memory}, Node ${machine.node}): /admin/menu of a business of ${OWNER_MENU_ITEMS.toLocaleString('en')} items on PGlite, its owner's session in localStorage, opened ${OWNER_MENU_RUNS} times in a fresh Chromium context (empty cache) at 1280 px; times from navigation start.`,
    '',
    markdownTable(['Measure', 'Median', 'Runs'], ownerMenuRows(result)),
    '',
    `- ${verdict.ok ? 'PASS' : 'FAIL'}: ${verdict.text}`,
  ].join('\n');
  console.log(`\n${block}`);
  await writeStepBlock('owner-menu', "The owner's menu: a cold open of 2,000 items", block);
}

/** `--only=many`: the hosted pages of 1,000 and 10,000 businesses in rotation, on both databases. */
async function manyOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: many`);
  const results: ManyResult[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]}`);
    const backend = await startBackend({ engine, dataDir: path.join(DATA_DIR, `many-${engine}`) });
    try {
      const measured = await measureMany(backend, log);
      results.push(...measured.map((r) => ({ ...r, engine: ENGINE_NAMES[engine] })));
    } finally {
      await backend.stop();
    }
  }
  const lines = results.map(manyVerdict).map(({ ok, text }) => {
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  const counts = MANY_COUNTS.map((c) => c.toLocaleString('en')).join(' and ');
  const block = [
    `\`npm run bench -- --only=many\` on ${machine.date} (${machine.cores} cores, ${machine.memory}, Node ${machine.node}; load average ${loadAverage()}): the hosted pages of ${counts} small businesses (8 dishes in 2 categories each, seeded by one insert per table) asked for in rotation by ${loadGenerator()} in its own process at 50 connections, brotli as a phone asks, on a server with the default cache budgets. Cold is 3 s of first visits (each page read, rendered and compressed), from the first business no earlier rotation asked for; then every page is asked for once, and warm is the median of 3 runs of 5 s. RSS is the bench process's after a garbage collection: the server and, on PGlite, its database (PGlite's WebAssembly memory does not shrink, and the PostgreSQL rows run in the same process after the PGlite ones); the growth over the rotation is what the rotation added.`,
    '',
    markdownTable(MANY_COLUMNS, manyRows(results)),
    '',
    ...lines,
  ].join('\n');
  console.log(`\n${block}`);
  await writeStepBlock('many', 'The thousandth business: many businesses in rotation', block);
}

/** `--only=cold`: what a customer waits for right after an owner's edit, at 5,000 dishes. */
async function coldOnly(): Promise<void> {
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: cold`);
  const results: ColdResult[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]}`);
    const backend = await startBackend({ engine, dataDir: path.join(DATA_DIR, `cold-${engine}`) });
    try {
      results.push({ ...(await measureCold(backend, log)), engine: ENGINE_NAMES[engine] });
    } finally {
      await backend.stop();
    }
  }
  const lines = results.map(coldVerdict).map(({ ok, text }) => {
    if (!ok) problems.push(`budget broken: ${text}`);
    return `- ${ok ? 'PASS' : 'FAIL'}: ${text}`;
  });
  const block = [
    `\`npm run bench -- --only=cold\` on ${machine.date} (${machine.cores} cores, ${machine.memory}, Node ${machine.node}; load average ${loadAverage()}): a menu of ${COLD_DISHES.toLocaleString('en')} dishes, served once; then, 5 times each, the owner changes a price and (once its notice is in) a customer asks for the hosted page, or public_menu, brotli: the median time to the whole answer, as the customer waits for it. Beside it, in-process and one part at a time (medians of 5), what a re-read is made of.`,
    '',
    markdownTable(COLD_COLUMNS, coldRows(results)),
    '',
    ...lines,
  ].join('\n');
  console.log(`\n${block}`);
  await writeStepBlock(
    'cold',
    "Cold: the first answer after an owner's edit at 5,000 dishes",
    block,
  );
}

/** The load averages (1, 5 and 15 minutes) as `uptime` prints them. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

async function runOnly(step: string): Promise<void> {
  if (step === 'many') return manyOnly();
  if (step === 'cold') return coldOnly();
  if (step === 'owner-menu') return ownerMenuOnly();
  if (step === 'procs') return procsOnly();
  if (step === 'orders') return ordersOnly();
  if (step === 'history') return historyOnly();
  if (step === 'report') return reportOnly();
  if (step === 'backend') return backendOnly();
  if (step === 'abuse') return abuseOnly();
  if (step === 'fanout') return fanoutOnly();
  if (step === 'static') return staticOnly();
  if (step !== 'insights') {
    throw new Error(`--only=${step}: no such step; steps: ${ONLY_STEPS.join(', ')}`);
  }
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; only: ${step}`);
  if (!SKIP_BUILD) {
    log('npm run build (the dashboard chunk is weighed from dist/admin)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const results: { engine: string; bench: InsightsBench }[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${ENGINE_NAMES[engine]}`);
    const backend = await startBackend({ engine, dataDir: path.join(DATA_DIR, engine) });
    try {
      results.push({ engine: ENGINE_NAMES[engine], bench: await measureInsights(backend, log) });
    } finally {
      await backend.stop();
    }
  }
  const block = insightsReport(results, machine.date, await dashboardChunk(ADMIN_ASSETS));
  console.log('\n' + block + '\n');
  await writeStepBlock('insights', 'Owner insights', block);
}

/** RESULTS.md's last section: how each figure is measured. */
const HOW_MEASURED = [
  '- **Ratio** is reference ÷ QR Menu (how many times heavier or slower the way of the original specification, docs/guide/product.md, is). In section 3 it is HTTP req/s ÷ in-process serial queries/s; in section 4 it is input ÷ output bytes.',
  '- **Reference**: `bench/reference/`, a React + react-dom + react-router-dom + sonner + full `@supabase/supabase-js` SPA built with Vite in the same run, which reads the business by slug, then its categories and its items as separate table queries (the two lists in parallel), from another origin as the original did with its hosted backend. It renders plain `<img>` tags like the original; the widget lazy-loads pictures below the fold, which is most of the byte and request difference on the 200-item menu.',
  '- **Weight**: gzip level 9 and brotli quality 11 of each file. "Whole page as loaded" is every document, script, stylesheet and font response Chromium received for `/democafe/menu` (images and API data excluded), measured with Playwright.',
  "- **Requests before first paint**: requests Chromium started (its resource timing) before the animation frame that first laid out a `[data-item-id]` menu item (in the page or in the shadow root of `<qr-menu>`); data requests are those to `/rest/v1/` and `/auth/v1/` apart from the anonymous menu-opened count. The first-paint code budget counts the page's HTML alone (without its inlined menu data) when the menu appears with every script blocked, else every code file the page loaded.",
  "- **Page load**: the `lighthouse` package (mobile preset, simulated throttling, performance category only) against Debian Chromium (`--headless=new --no-sandbox --disable-gpu`). Both pages sit behind the bench's front server, which gzips text like a CDN or hosted Supabase would; the product's own server does not compress.",
  `- **Backend**: the product server started in-process by the bench on PGlite and on a throw-away PostgreSQL 15, with the demo data plus a generated business of ${LARGE_ITEM_COUNT} items in ${LARGE_CATEGORY_COUNT} categories (seeded straight into the database). The load generator (\`bench/lib/load.ts\`: wrk where installed, else autocannon in a child process; never in the bench's process) targets the server directly (no front server), and each figure names the generator's, the server's and PostgreSQL's CPU. In-process runs equivalent SQL (written in \`bench/steps/throughput.ts\`) through \`asRequestRole\` (one transaction as the same role and claims), one query at a time, so the gap is the HTTP layer: parsing, JWT check, query building, JSON out. The hosted page row (\`/{slug}/menu\` at 50 connections, asking for brotli like a phone) sits beside \`public_menu\`'s SQL, which the page ran on every request before its cache; it is measured only when \`dist/widget-ssr\` is built (the server-rendered page). PGlite has one session, so its requests queue; PostgreSQL 15 runs them on a pool.`,
  '- **Soak**: `bench/steps/soak.ts` against the PGlite server for `BENCH_SOAK_SECONDS` (60): six customers loop over the hosted menu page, `public_menu` and a photo of both menus; both owners sign in, then loop over a page of their item list, a photo upload, an item insert, price update and delete, and the photo removal. Any answer that is not a success fails the bench. Memory is the bench process (the server runs in it) after a garbage collection when Node runs with `--expose-gc`.',
  `- **Abuse**: \`bench/steps/abuse.ts\` on each database for \`BENCH_ABUSE_SECONDS\` (15), from a thread of its own (attackers are other machines): three anonymous clients loop over a 4-level nested embed (refused at once), three over the deepest allowed read (every business with all its items and categories), depth-2 embeds loop over the option bomb (a business seeded with 60 items x 20 groups x 50 choices as far as the cap of 5,000 choices lets it; 20 clients on PostgreSQL, 1 on PGlite), five addresses flood the bomb business with pickup and dine-in orders without a table token, and the 200-item menu's owner loops over 1.5 MB description writes and a 9 MB body (refused); meanwhile four customers in the server's process load \`/democafe/menu\` one after another and customers at the bomb business's tables order twice a second with their cards' tokens. The owner of the 200-item menu signs in once a second meanwhile. The budget is the page's and place_order's p99 under 500 ms and the sign-in's under 1 s, with none failed.`,
  "- **Image pipeline**: `admin/lib/resize-image.ts` bundled with Vite and run in Chromium on a seeded, photo-like 4000x3000 JPEG (quality 0.9) made in the page, with the admin app's own settings for item photos and banners.",
  '- Medians of several runs; this machine is shared and noisy, so compare ratios within one run rather than absolute times across runs.',
];

/** One menu page as real Chromium loads it: ours (the hosted page) and the reference SPA's. */
interface MenuPages {
  ours: PageRequests;
  reference: PageRequests;
  ourUrl: string;
  refUrl: string;
}

/** Everything one full run measures, for the budgets, the table and RESULTS.md. */
interface Measurements {
  widgetJs: Compressed;
  referenceBuild: Compressed;
  /** By menu key ('demo', 'large'). */
  pages: Map<string, MenuPages>;
  /** Lighthouse runs by `${menu key}:${'ours' | 'reference'}`. */
  loads: Map<string, PageLoad[]>;
  images: ResizeResult[];
  throughput: ThroughputRow[];
  insights: { engine: string; bench: InsightsBench }[];
  soak: SoakResult | undefined;
  repeatVisits: RepeatVisit[];
  abuse: AbuseResult[];
  fanout: FanoutResult[];
  orders: OrdersResult[];
  history: HistoryBench[];
  report: ReportBench[];
}

async function main(): Promise<void> {
  if (ONLY) return runOnly(ONLY);
  const machine = describeMachine();
  log(`machine: ${machine.cores} cores, ${machine.memory}, Node ${machine.node}`);
  await buildAll();
  const measured = await measureEverything();
  const budgetLines = budgetReport(measured);
  const table = resultsTable(measured);
  await writeResults(machine, measured, table, budgetLines);
  console.log('\n' + table + '\n\n' + budgetLines.join('\n'));
  log(`wrote ${path.relative(ROOT, RESULTS_FILE)}`);
}

/** Every step in turn: weights, the pages in Chromium, the servers, then the live and order steps. */
async function measureEverything(): Promise<Measurements> {
  // 1. Weight: the built files.
  const widgetFiles = (await filesIn(path.join(ROOT, 'dist/widget'))).filter((f) =>
    /\.(js|css)$/.test(f),
  );
  const widgetJs = await sizeOfFiles(widgetFiles.filter((f) => f.endsWith('qr-menu.js')));
  const referenceBuild = await sizeOfFiles(await filesIn(REFERENCE_OUT_DIR));
  const front = await startFrontServer(REFERENCE_OUT_DIR);
  let served: Omit<
    Measurements,
    'widgetJs' | 'referenceBuild' | 'fanout' | 'orders' | 'history' | 'report'
  >;
  try {
    served = await measureBehindFront(front);
  } finally {
    await front.stop();
  }
  // Live menus: servers of their own (limits for 1,000 sockets from this one address).
  const fanout = await measureFanoutBoth();
  // Recorded orders: servers of their own too (50 owners' boards from this address).
  const orders = await measureOrdersBoth();
  // The order history: 10,000 orders on servers of their own.
  const history = await measureHistoryBoth();
  // The day report: 27,000 orders on servers of their own.
  const report = await measureReportBoth();
  return { widgetJs, referenceBuild, ...served, fanout, orders, history, report };
}

type FrontServer = Awaited<ReturnType<typeof startFrontServer>>;

/** The steps on PGlite behind the front server (pages, Lighthouse, backend), then PostgreSQL 15. */
async function measureBehindFront(front: FrontServer) {
  let pglite: BenchBackend | undefined;
  const insights: { engine: string; bench: InsightsBench }[] = [];
  const abuse: AbuseResult[] = [];
  try {
    log('starting the server on PGlite with the demo data and the 200-item menu');
    pglite = await startBackend({
      engine: 'pglite',
      dataDir: path.join(DATA_DIR, 'pglite'),
      siteUrl: front.appUrl,
    });
    front.setTarget(pglite.url);
    const { pages, images } = await measureInChromium(front, pglite);
    const loads = await lighthouseAll(pages);

    // 2b. A repeat visit to Demo Cafe: the hosted page and the menu the embed asks for.
    const anonHeaders = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };
    const repeatVisits = await measureRepeatVisits([
      { name: 'hosted page /democafe/menu', url: `${front.appUrl}/democafe/menu` },
      {
        name: 'GET rpc/public_menu?slug=democafe (embeds)',
        url: `${front.appUrl}/rest/v1/rpc/public_menu?slug=democafe`,
        headers: anonHeaders,
      },
    ]);

    // 3. Throughput on PGlite, then on PostgreSQL 15.
    const throughput = await measureThroughput(pglite);
    const soak = await soakOn(pglite);
    // 6. Owner insights: events/s and the 90-day dashboard on a generated year (after the soak,
    // which would otherwise walk a platform of 1,000 businesses).
    insights.push({ engine: ENGINE_NAMES.pglite, bench: await measureInsights(pglite, log) });
    abuse.push(await measureAbuse(pglite, ABUSE_SECONDS, log));
    await pglite.stop();
    pglite = undefined;
    log('starting the server on PostgreSQL 15');
    const postgres = await startBackend({
      engine: 'postgres',
      dataDir: path.join(DATA_DIR, 'postgres'),
    });
    try {
      throughput.push(...(await measureThroughput(postgres)));
      insights.push({ engine: ENGINE_NAMES.postgres, bench: await measureInsights(postgres, log) });
      abuse.push(await measureAbuse(postgres, ABUSE_SECONDS, log));
    } finally {
      await postgres.stop();
    }
    return { pages, loads, images, throughput, insights, soak, repeatVisits, abuse };
  } finally {
    await pglite?.stop();
  }
}

/** 1b, the one-request budget and 4: what real Chromium loads for each page; the image pipeline. */
async function measureInChromium(front: FrontServer, pglite: BenchBackend) {
  const menus = [
    { key: 'demo', slug: 'democafe', label: 'Demo Cafe (21 items)' },
    {
      key: 'large',
      slug: pglite.large.slug,
      label: `${LARGE_ITEM_COUNT} items / ${LARGE_CATEGORY_COUNT} categories`,
    },
  ];
  const pages = new Map<string, MenuPages>();
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const menu of menus) {
      const ourUrl = `${front.appUrl}/${menu.slug}/menu`;
      const refUrl = `${front.referenceUrl}/${menu.slug}/menu`;
      log(`counting requests on ${ourUrl} and ${refUrl}`);
      pages.set(menu.key, {
        ours: await measurePageRequests(browser, ourUrl),
        reference: await measurePageRequests(browser, refUrl),
        ourUrl,
        refUrl,
      });
    }

    // 4. Image pipeline.
    log('resizing a generated 4000x3000 JPEG in Chromium');
    const images = await measureImagePipeline(browser, IMAGE_RUNS);
    return { pages, images };
  } finally {
    await browser.close();
  }
}

/** 2. Lighthouse, interleaved so a noisy moment hits every page alike. */
async function lighthouseAll(pages: Map<string, MenuPages>): Promise<Map<string, PageLoad[]>> {
  const loads = new Map<string, PageLoad[]>();
  const chrome = await startChrome();
  try {
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      for (const [key, page] of pages) {
        for (const [side, url] of [
          ['ours', page.ourUrl],
          ['reference', page.refUrl],
        ] as const) {
          log(`Lighthouse run ${run}/${LIGHTHOUSE_RUNS}: ${url}`);
          const id = `${key}:${side}`;
          loads.set(id, [...(loads.get(id) ?? []), await lighthouseOnce(chrome, url)]);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return loads;
}

/**
 * 5. Soak: customers and both owners at once, on the embedded database (one session, the engine
 * most likely to queue up or leak).
 */
async function soakOn(pglite: BenchBackend): Promise<SoakResult> {
  log(`soak: ${SOAK_SECONDS} s of mixed owner and customer traffic on PGlite`);
  const soak = await runSoak(
    pglite.url,
    [
      { email: 'owner@example.com', password: 'password123', slug: 'democafe' },
      { email: pglite.large.email, password: pglite.large.password, slug: pglite.large.slug },
    ],
    SOAK_SECONDS,
  );
  if (soak.errors.length) {
    problems.push(
      `soak: ${soak.errors.length} failed request(s), e.g. ${soak.errors.slice(0, 3).join('; ')}`,
    );
  }
  return soak;
}

/** The budgets' PASS/FAIL lines; a failed one is also a problem that fails the bench. */
function budgetReport(measured: Measurements): string[] {
  const { pages, loads, images, repeatVisits, throughput, abuse } = measured;
  const demo = pages.get('demo');
  const large = pages.get('large');
  if (!demo || !large) throw new Error('page measurements missing');
  const medians = (key: string) => {
    const runs = loads.get(`${key}:ours`) ?? [];
    return { ...medianLoad(runs), lighthouseRuns: runs.length };
  };
  const demoLoad = medians('demo');
  const largeLoad = medians('large');
  // The server-rendered page paints from its HTML alone; qr-menu.js (checked with
  // menu.html by scripts/check-widget-budget.ts) then takes over without gating the first paint.
  const verdicts = budgetVerdicts({
    firstPaint: {
      gzip: demo.ours.firstPaintCode.gzip,
      what: demo.ours.paintsWithoutScripts
        ? 'its HTML alone: it paints with scripts blocked'
        : 'page HTML + qr-menu.js',
    },
    menus: [
      { name: 'Demo Cafe', ...demo.ours, ...demoLoad },
      { name: `${LARGE_ITEM_COUNT}-item menu`, ...large.ours, ...largeLoad },
    ],
    firstScreenBytes: demoLoad.bytes,
    photos: images,
  });
  const budgetLines = verdictLines(verdicts);
  for (const { ok, line } of verdicts) if (!ok) problems.push(`budget broken: ${line}`);
  // A repeat visit transfers no menu body.
  for (const visit of repeatVisits) {
    const ok = visit.status === 304 && visit.bodyBytes === 0;
    const text = `Demo Cafe repeat visit, ${visit.name}: ${visit.status}, ${visit.bodyBytes} body bytes; budget 304 with no body`;
    budgetLines.push(`- ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    if (!ok) problems.push(`budget broken: ${text}`);
  }
  // The public_menu hot path.
  for (const { ok, text } of throughputBudget(throughput)) {
    budgetLines.push(`- ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    if (!ok) problems.push(`budget broken: ${text}`);
  }

  // The hosted page under abuse, on both databases.
  for (const { ok, text } of abuse.map(abuseVerdict)) {
    budgetLines.push(`- ${ok ? 'PASS' : 'FAIL'}: ${text}`);
    if (!ok) problems.push(`budget broken: ${text}`);
  }
  if (abuse.length < 2) problems.push('abuse step: not measured on both databases');
  return budgetLines;
}

/** The one table: every section's rows, as markdown. */
function resultsTable(measured: Measurements): string {
  const rows: string[][] = [];
  const section = (title: string) => rows.push([`**${title}**`, '', '', '']);
  section('1. Weight: code a phone downloads for the menu (no images, no data)');
  rows.push(...weightRows(measured));
  section(
    `2. Menu page load: Lighthouse mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS}`,
  );
  rows.push(...pageLoadRows(measured.loads));
  section(THROUGHPUT_TITLE);
  rows.push(...throughputRows(measured.throughput));
  section(`4. Image pipeline: admin resizeImage in Chromium, median of ${IMAGE_RUNS}`);
  for (const image of measured.images) {
    rows.push([
      `${image.label} (${image.inputSize} JPEG -> ${image.outputSize} ${image.outputType})`,
      `${kb(image.inputBytes)} -> ${kb(image.outputBytes)} in ${ms(image.medianMs)}`,
      '',
      `${ratio(image.inputBytes, image.outputBytes)} smaller`,
    ]);
  }
  const { soak } = measured;
  if (soak) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    section(
      `5. Soak: ${SOAK_SECONDS} s of mixed traffic on PGlite (6 customers, 2 owners), bench process memory`,
    );
    rows.push([
      'requests (customers / owners), failed',
      `${soak.requests} (${soak.customerRequests} / ${soak.ownerRequests}), ${soak.errors.length} failed`,
      `${Math.round(soak.requests / soak.seconds)} req/s`,
      '',
    ]);
    rows.push([
      'memory before -> after (RSS; heap used)',
      `${mb(soak.memoryBefore.rss)} -> ${mb(soak.memoryAfter.rss)}`,
      `${mb(soak.memoryBefore.heapUsed)} -> ${mb(soak.memoryAfter.heapUsed)}`,
      '',
    ]);
  }
  if (measured.abuse.length) {
    section(ABUSE_TITLE);
    rows.push(...abuseRows(measured.abuse));
  }
  return markdownTable(['Measure', 'QR Menu', 'Reference / beside it', 'Ratio'], rows);
}

/** Section 1's rows: the bundles as built, the pages as loaded, and what came before the paint. */
function weightRows({ widgetJs, referenceBuild, pages }: Measurements): string[][] {
  const demo = pages.get('demo');
  const large = pages.get('large');
  if (!demo || !large) throw new Error('page measurements missing');
  const hostedCode = demo.ours.code;
  const rows: string[][] = [
    [
      'Bundle as built: qr-menu.js vs reference SPA (HTML+JS+CSS), gzip',
      kb(widgetJs.gzip),
      kb(referenceBuild.gzip),
      ratio(referenceBuild.gzip, widgetJs.gzip),
    ],
    [
      'Bundle as built, brotli',
      kb(widgetJs.brotli),
      kb(referenceBuild.brotli),
      ratio(referenceBuild.brotli, widgetJs.brotli),
    ],
    [
      'Whole page as loaded (HTML + scripts + styles), gzip',
      kb(hostedCode.gzip),
      kb(demo.reference.code.gzip),
      ratio(demo.reference.code.gzip, hostedCode.gzip),
    ],
    [
      'Whole page as loaded, brotli',
      kb(hostedCode.brotli),
      kb(demo.reference.code.brotli),
      ratio(demo.reference.code.brotli, hostedCode.brotli),
    ],
    [
      'Whole page as loaded, uncompressed',
      kb(hostedCode.raw),
      kb(demo.reference.code.raw),
      ratio(demo.reference.code.raw, hostedCode.raw),
    ],
  ];
  for (const [name, page] of [
    ['Demo Cafe', demo],
    [`${LARGE_ITEM_COUNT} items`, large],
  ] as const) {
    rows.push([
      `${name}: data requests before first menu paint`,
      String(page.ours.dataBeforePaint),
      String(page.reference.dataBeforePaint),
      '',
    ]);
    rows.push([
      `${name}: scripts before first menu paint`,
      String(page.ours.scriptsBeforePaint),
      String(page.reference.scriptsBeforePaint),
      '',
    ]);
  }
  return rows;
}

/** Section 2's rows: each Lighthouse figure's median, ours beside the reference's. */
function pageLoadRows(loads: Map<string, PageLoad[]>): string[][] {
  const figures: {
    label: string;
    pick: (l: PageLoad) => string;
    value: (l: PageLoad) => number;
  }[] = [
    { label: 'performance score', pick: (l) => String(l.score), value: (l) => l.score },
    { label: 'First Contentful Paint', pick: (l) => ms(l.fcpMs), value: (l) => l.fcpMs },
    { label: 'Largest Contentful Paint', pick: (l) => ms(l.lcpMs), value: (l) => l.lcpMs },
    { label: 'Total Blocking Time', pick: (l) => ms(l.tbtMs), value: (l) => l.tbtMs },
    { label: 'Cumulative Layout Shift', pick: (l) => l.cls.toFixed(3), value: (l) => l.cls },
    { label: 'bytes transferred (with images)', pick: (l) => kb(l.bytes), value: (l) => l.bytes },
    { label: 'requests', pick: (l) => String(l.requests), value: (l) => l.requests },
  ];
  const rows: string[][] = [];
  for (const menu of [
    ['demo', 'Demo Cafe'],
    ['large', `${LARGE_ITEM_COUNT} items`],
  ] as const) {
    const ours = medianLoad(loads.get(`${menu[0]}:ours`) ?? []);
    const reference = medianLoad(loads.get(`${menu[0]}:reference`) ?? []);
    for (const f of figures) {
      const isScore = f.label === 'performance score';
      rows.push([
        `${menu[1]}: ${f.label}`,
        f.pick(ours),
        f.pick(reference),
        isScore || f.label.includes('Layout') ? '' : ratio(f.value(reference), f.value(ours)),
      ]);
    }
  }
  return rows;
}

/** Every run behind each median, so the spread on this noisy machine is visible. */
function everyRunLines({ loads, pages, throughput }: Measurements): string[] {
  const rawLines: string[] = [];
  for (const [id, runs] of loads) {
    const url = pages.get(id.split(':')[0] ?? '')?.[id.endsWith(':ours') ? 'ourUrl' : 'refUrl'];
    const pagePath = url ? new URL(url).pathname : id;
    rawLines.push(
      `- Lighthouse ${id.endsWith(':ours') ? 'QR Menu' : 'reference'} ${pagePath}: ` +
        runs.map((r) => `score ${r.score}, LCP ${ms(r.lcpMs)}, TBT ${ms(r.tbtMs)}`).join(' | '),
    );
  }
  for (const row of throughput) {
    rawLines.push(
      `- ${row.engine} ${row.endpoint} @${row.connections}: ` +
        row.runs.map((r) => `${Math.round(r.rps)} req/s p99 ${r.p99Ms} ms`).join(' | '),
    );
  }
  return rawLines;
}

/** RESULTS.md with its insights, live and orders blocks. */
async function writeResults(
  machine: ReturnType<typeof describeMachine>,
  measured: Measurements,
  table: string,
  budgetLines: string[],
): Promise<void> {
  const totalSeconds = Math.round((performance.now() - started) / 1000);
  const report = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${machine.date}, in ${totalSeconds} s.`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memory} memory, Node ${machine.node}, ${machine.platform}. Chromium: ${chromiumVersion()}.`,
    '',
    table,
    '',
    '## Budgets',
    '',
    ...budgetLines,
    '',
    '## Every run',
    '',
    ...everyRunLines(measured),
    '',
    '## How each figure is measured',
    '',
    ...HOW_MEASURED,
    '',
  ].join('\n');
  await writeFile(RESULTS_FILE, report);
  await writeStepBlock(
    'insights',
    'Owner insights',
    insightsReport(measured.insights, machine.date, await dashboardChunk(ADMIN_ASSETS)),
  );
  await writeStepBlock('fanout', 'Live menus: fan-out', fanoutBlock(measured.fanout));
  await writeStepBlock(
    'orders',
    "Recorded orders: the owner's board",
    ordersBlock(measured.orders),
  );
  await writeStepBlock(
    'history',
    'Order history: a page of 10,000 orders',
    historyBlock(measured.history),
  );
  await writeStepBlock('report', REPORT_TITLE, reportBlock(measured.report));
}

const THROUGHPUT_TITLE = `3. Backend: ${loadGenerator()} in a process of its own, ${LOAD_RUNS} x ${LOAD_SECONDS} s each, median; beside it the same SQL in-process (median of ${IN_PROCESS_ITERATIONS}); ratio = HTTP req/s / in-process serial rate`;

const speedup = (row: ThroughputRow) => row.http.rps / (1000 / row.inProcessMs);

function throughputRows(throughput: ThroughputRow[]): string[][] {
  return throughput.map((row) => [
    `${row.engine === 'pglite' ? 'PGlite' : 'PostgreSQL 15'}, ${row.endpoint}, ${row.connections} conns`,
    `${Math.round(row.http.rps)} req/s, p50 ${row.http.p50Ms} ms, p99 ${row.http.p99Ms} ms (${cpuNote(row.http)})`,
    `in-process ${row.inProcessMs.toFixed(2)} ms (${Math.round(1000 / row.inProcessMs)}/s serial)`,
    `${speedup(row).toFixed(2)}x`,
  ]);
}

/** The hot path's budget: public_menu on PGlite at 50 connections, at least 3x in-process. */
function throughputBudget(throughput: ThroughputRow[]): { ok: boolean; text: string }[] {
  const row = throughput.find(
    (r) => r.engine === 'pglite' && r.connections === 50 && r.endpoint.includes('public_menu'),
  );
  if (!row) return [{ ok: false, text: 'public_menu throughput on PGlite was not measured' }];
  return [
    {
      ok: speedup(row) >= THROUGHPUT_BUDGET,
      text: `PGlite public_menu over HTTP at 50 connections: ${Math.round(row.http.rps)} req/s, ${speedup(row).toFixed(2)}x the in-process serial rate; budget ${THROUGHPUT_BUDGET}x`,
    },
  ];
}

/** `--only=backend`: section 3 on both engines and its budget, printed (RESULTS.md untouched). */
async function backendOnly(): Promise<void> {
  const throughput: ThroughputRow[] = [];
  for (const engine of ['pglite', 'postgres'] as const) {
    log(`starting the server on ${engine}`);
    const backend = await startBackend({ engine, dataDir: path.join(DATA_DIR, engine) });
    try {
      throughput.push(...(await measureThroughput(backend)));
    } finally {
      await backend.stop();
    }
  }
  const lines = throughputBudget(throughput).map((l) => {
    if (!l.ok) problems.push(`budget broken: ${l.text}`);
    return `- ${l.ok ? 'PASS' : 'FAIL'}: ${l.text}`;
  });
  const table = markdownTable(
    ['Measure', 'QR Menu', 'Reference / beside it', 'Ratio'],
    [[`**${THROUGHPUT_TITLE}**`, '', '', ''], ...throughputRows(throughput)],
  );
  const raw = throughput.map(
    (row) =>
      `- ${row.engine} ${row.endpoint} @${row.connections}: ` +
      row.runs.map((r) => `${Math.round(r.rps)} req/s p99 ${r.p99Ms} ms`).join(' | '),
  );
  console.log(`\n${table}\n\n${lines.join('\n')}\n\n${raw.join('\n')}`);
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

// `--pages` (or `--only=pages`): only the hosted menu page's Lighthouse figures and budgets
// (bench/pages.ts).
if (process.argv.includes('--pages') || ONLY === 'pages') {
  runPagesBench(SKIP_BUILD).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('bench --pages failed:', error);
      process.exit(1);
    },
  );
} else {
  main().then(
    () => {
      if (problems.length) {
        console.error(`\nbench: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
        process.exit(1);
      }
      process.exit(0);
    },
    (error: unknown) => {
      console.error('bench failed:', error);
      process.exit(1);
    },
  );
}
