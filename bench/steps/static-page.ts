// `npm run bench -- --only=static`: the hosted page at the speed of a static file.
// 1. Throughput of the two answers a phone asks for, the hosted page /democafe/menu and the
//    element's GET rpc/public_menu?slug=democafe, first visit (brotli, 200) and repeat visit
//    (If-None-Match, 304): 50 keep-alive connections from the load generator's own process
//    (bench/lib/load.ts), beside a bare Node server and nginx answering the same bytes and every
//    header from memory (bench/lib/replay.ts), in turn in the same run (5 runs of 3 s each,
//    medians), on PostgreSQL 15 and PGlite.
// 2. Size and cold render of the 5,000-dish page (brotli bytes on the wire; the render the server
//    does for a new menu version: first-screen cut, shadow root, document, in-process, median of 5).
// 3. Lighthouse (mobile, simulated throttling, median of 5) at 24, 200, 1,000 and 5,000 dishes,
//    the 5,000 in both languages shown in Arabic, and Demo Cafe.
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { menuValue, cachedPublicMenu } from '../../server/rest/menu-cache.ts';
import type { MenuDocument } from '../../server/static/menu-document.ts';
import { builtRenderer, renderEnglishPage } from '../lib/render-page.ts';
import { startBackend, type BenchBackend, type Engine } from '../lib/backend.ts';
import { generateLoad } from '../lib/load.ts';
import {
  bareNodeProcess,
  hostedTargets,
  nginxReplay,
  recordTarget,
  type Replayed,
} from '../lib/replay.ts';
import { pinning, pinToTargetCore } from '../lib/pin.ts';
import { startServerProcess, type ServerProcess } from '../lib/server-process.ts';
import { seedLargeMenu } from '../lib/seed-large-menu.ts';
import { median } from '../lib/stats.ts';
import { lighthouseOnce, medianLoad, startChrome, type PageLoad } from './lighthouse.ts';
import { cpuNote } from './throughput.ts';

const n = (value: number) => Math.round(value).toLocaleString('en-US');

export const STATIC_BUDGETS = {
  /** Our page's requests per second over bare Node's, per database. */
  ratio: { postgres: 0.5, pglite: 0.3 } as Record<Engine, number>,
  /** public_menu's repeat call (304) over bare Node's, on either database. */
  menuCall304Ratio: 0.5,
  /** How far below the page's rate public_menu's may be, for the same visit and database. */
  menuCallBelowPage: 0.2,
  bigPageBrotliBytes: 60 * 1024,
  coldRenderMs: 50,
  lcpMs: 1000,
  tbtMs: 200,
  /** Demo Cafe's TBT: a short menu should block next to nothing. */
  demoTbtMs: 100,
};

const CONNECTIONS = 50;
const SECONDS = 3;
const RUNS = 5;
// BENCH_STATIC_RUNS=1 while working on one part; the record is the median of 5.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_STATIC_RUNS ?? 5);
export const SIZES = [24, 200, 1000, 5000] as const;
/** What Lighthouse opens: a size's menu, the 5,000-dish menu in both languages (shown in Arabic,
 * its answer twice the texts), and Demo Cafe. */
type LighthouseTarget = (typeof SIZES)[number] | '5000ar' | 'demo';
const TARGETS: readonly LighthouseTarget[] = [...SIZES, '5000ar', 'demo'];
// While working on one part: BENCH_STATIC_SIZES=1000,5000ar,demo (Lighthouse on those only),
// BENCH_STATIC_SIZES=none (the throughput runs alone: no Lighthouse and no 5,000-dish page; the
// block is printed, not written, so a partial run never replaces the last whole one) and
// BENCH_STATIC_THROUGHPUT=0 (no throughput runs).
const SIZES_ENV = process.env.BENCH_STATIC_SIZES;
export const THROUGHPUT_ONLY = SIZES_ENV === 'none';
const LIGHTHOUSE_TARGETS: LighthouseTarget[] = THROUGHPUT_ONLY
  ? []
  : SIZES_ENV
    ? SIZES_ENV.split(',').map((t) => {
        const target = TARGETS.find((known) => String(known) === t.trim());
        if (target === undefined)
          throw new Error(`BENCH_STATIC_SIZES: ${t}? (${TARGETS.join(',')})`);
        return target;
      })
    : [...TARGETS];
const THROUGHPUT = process.env.BENCH_STATIC_THROUGHPUT !== '0';

type Target = 'page' | 'public_menu';

export interface Throughput {
  engine: Engine;
  target: Target;
  first: SideBySide;
  repeat: SideBySide;
}

export interface StaticBench {
  throughput: Throughput[];
  /** The generator on one core and every target on the other (lib/pin.ts). */
  pinned: boolean;
  /** Absent from a throughput-only run. */
  bigPage?: { rawBytes: number; brotliBytes: number; coldRenderMs: number };
  lighthouse: { menu: string; dishes: number; load: PageLoad; runs: PageLoad[] }[];
}

/** GET with the bytes as sent (no decompression). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Ours beside bare Node and nginx: medians of their rates, failures, and whether the generator
 * bound a run. */
interface SideBySide {
  ours: number;
  bare: number;
  nginx: number;
  failures: number;
  generatorBound: boolean;
}

/** Where a side listens and its process (its CPU, and PostgreSQL's for ours, are reported). */
interface Side {
  url: string;
  pid?: number | undefined;
  postgresDataDir?: string | undefined;
}

/** One run from the load generator's own process, after one request shows the expected status. */
async function once(side: Side, headers: Record<string, string>, expect: number) {
  const { url } = side;
  const probe = await rawGet(url, headers);
  if (probe.status !== expect) throw new Error(`${url} answered ${probe.status}, not ${expect}`);
  const result = await generateLoad({
    url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
    ...(side.pid === undefined ? {} : { serverPid: side.pid }),
    ...(side.postgresDataDir ? { postgresDataDir: side.postgresDataDir } : {}),
    pinned: true,
  });
  return { rps: result.rps, failures: result.failures, bound: result.generatorBound, result };
}

/**
 * Ours, bare Node and nginx, run after run in turn (ours, bare, nginx, ours, ...), each the median
 * of its runs: the machine's load changes over seconds, and alternating puts every side in the
 * same spells of it, so the ratios move far less than the figures.
 */
async function sides(
  urls: { ours: Side; bare: Side; nginx: Side },
  headers: Record<string, string>,
  expect: number,
): Promise<SideBySide> {
  const runs = { ours: [] as number[], bare: [] as number[], nginx: [] as number[] };
  let failures = 0;
  let generatorBound = false;
  for (let run = 0; run < RUNS; run++) {
    for (const name of ['ours', 'bare', 'nginx'] as const) {
      const result = await once(urls[name], headers, expect);
      runs[name].push(result.rps);
      // The references' failures are the generator's or the machine's, not ours.
      if (name === 'ours') failures += result.failures;
      generatorBound ||= result.bound;
      console.log(`  ${name}: ${Math.round(result.rps)}/s; ${cpuNote(result.result)}`);
    }
  }
  return {
    ours: median(runs.ours),
    bare: median(runs.bare),
    nginx: median(runs.nginx),
    failures,
    generatorBound,
  };
}

const PAGE_HEADERS = { 'accept-encoding': 'br', 'accept-language': 'en' };

/**
 * The hosted page and public_menu beside bare Node and nginx, every one in a process of its own:
 * our server (server-process.ts), bare Node (replay.ts bareNodeProcess) and nginx, the load
 * generator in a fourth, as the by-hand check (bench/hand-check.sh) runs them.
 */
export async function measureThroughput(
  server: ServerProcess,
  log: (line: string) => void,
): Promise<Throughput[]> {
  const targets = hostedTargets(server.anonKey);
  const replays: Replayed[] = [];
  for (const target of targets) replays.push(await recordTarget(server.url, target));
  const bare = await bareNodeProcess({ replays });
  const nginx = await nginxReplay(replays).catch(async (error: unknown) => {
    await bare.stop();
    throw error;
  });
  const rows: Throughput[] = [];
  try {
    // Every target on one core, the generator on the other (lib/pin.ts); PostgreSQL, idle while
    // answers come from memory, stays where the scheduler puts it.
    for (const pid of [server.pid, bare.pid, nginx.pid]) if (pid) await pinToTargetCore(pid);
    if (!pinning())
      log('not pinned (BENCH_PIN=0, no taskset, or 1 core): ratios move with placement');
    for (const [i, target] of targets.entries()) {
      const replay = replays[i] as Replayed;
      const at = target.path + target.query;
      const urls = {
        ours: {
          url: `${server.url}${at}`,
          pid: server.pid,
          postgresDataDir: server.postgresDataDir,
        },
        bare: { url: bare.url(at), pid: bare.pid },
        nginx: { url: nginx.url(at), pid: nginx.pid },
      };
      const label = `${server.engine} ${target.name}`;
      log(`${label}: first visit (${replay.ok.body.length} bytes brotli), in turn`);
      const first = await sides(urls, target.headers, 200);
      log(
        `${label}: first ${n(first.ours)} req/s, bare Node ${n(first.bare)}, nginx ${n(first.nginx)}`,
      );
      const repeatHeaders = { ...target.headers, 'if-none-match': replay.etag };
      const repeat = await sides(urls, repeatHeaders, 304);
      log(
        `${label}: repeat ${n(repeat.ours)} req/s, bare Node ${n(repeat.bare)}, nginx ${n(repeat.nginx)}`,
      );
      rows.push({ engine: server.engine, target: target.name, first, repeat });
    }
    return rows;
  } finally {
    await bare.stop();
    await nginx.stop();
  }
}

export async function seedSizes(backend: BenchBackend): Promise<Map<number, string>> {
  const slugs = new Map<number, string>([[200, backend.large.slug]]);
  for (const dishes of SIZES) {
    if (dishes === 200) continue;
    const slug = `bench${dishes}`;
    await seedLargeMenu(backend.running.db, backend.config, {
      slug,
      email: `bench${dishes}@example.com`,
      items: dishes,
      categories: Math.max(3, Math.min(100, Math.round(dishes / 50))),
    });
    slugs.set(dishes, slug);
  }
  return slugs;
}

/** The page Lighthouse opens for a target, its label and its number of dishes. */
async function targetPage(
  backend: BenchBackend,
  slugs: Map<number, string>,
  target: LighthouseTarget,
): Promise<{ menu: string; dishes: number; path: string }> {
  if (target === 'demo') return { menu: 'Demo Cafe', dishes: 24, path: '/democafe/menu' };
  if (target === '5000ar') {
    const slug = 'bench5000ar';
    await seedLargeMenu(backend.running.db, backend.config, {
      slug,
      email: 'bench5000ar@example.com',
      items: 5000,
      categories: 100,
      bilingual: true,
    });
    return { menu: '5,000 bilingual, Arabic', dishes: 5000, path: `/${slug}/menu?lang=ar` };
  }
  return { menu: `${n(target)} dishes`, dishes: target, path: `/${slugs.get(target)}/menu` };
}

async function measureBigPage(backend: BenchBackend, slug: string) {
  const url = `${backend.url}/${slug}/menu`;
  await rawGet(url, PAGE_HEADERS);
  // The page's brotli form is made in the thread pool by its first request.
  const brotliBytes = (await rawGet(url, PAGE_HEADERS)).body.length;
  const rawBytes = (await rawGet(url, { 'accept-language': 'en', 'accept-encoding': 'identity' }))
    .body.length;
  const renderer = await builtRenderer();
  const cached = await cachedPublicMenu(backend.running.db, slug);
  if (!cached) throw new Error(`no menu for ${slug}`);
  const menu = menuValue(cached) as MenuDocument;
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    renderEnglishPage(renderer, slug, menu);
    if (i >= 2) times.push(performance.now() - start);
  }
  return { rawBytes, brotliBytes, coldRenderMs: median(times) };
}

/** The 5,000-dish page's size and cold render, then Lighthouse on each target (into `lighthouse`). */
async function pageLoads(
  backend: BenchBackend,
  lighthouse: StaticBench['lighthouse'],
  log: (line: string) => void,
): Promise<{ bigPage: NonNullable<StaticBench['bigPage']> }> {
  log('seeding menus of 24, 1,000 and 5,000 dishes');
  const slugs = await seedSizes(backend);
  const bigPage = await measureBigPage(backend, slugs.get(5000)!);
  log(
    `5,000-dish page: ${n(bigPage.rawBytes)} raw, ${n(bigPage.brotliBytes)} brotli, cold render ${bigPage.coldRenderMs.toFixed(1)} ms`,
  );
  const chrome = await startChrome();
  try {
    for (const target of LIGHTHOUSE_TARGETS) {
      const { menu, dishes, path: page } = await targetPage(backend, slugs, target);
      const runs: PageLoad[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        const url = `${backend.url}${page}`;
        log(`Lighthouse ${run}/${LIGHTHOUSE_RUNS}: ${menu}, ${url}`);
        const load = await lighthouseOnce(chrome, url);
        log(`  LCP ${n(load.lcpMs)} ms, TBT ${n(load.tbtMs)} ms, CLS ${load.cls.toFixed(3)}`);
        runs.push(load);
      }
      lighthouse.push({ menu, dishes, load: medianLoad(runs), runs });
    }
  } finally {
    chrome.kill();
  }
  return { bigPage };
}

export async function runStaticBench(
  dataDir: string,
  log: (line: string) => void,
): Promise<StaticBench> {
  const throughput: Throughput[] = [];
  let bigPage: StaticBench['bigPage'] | undefined;
  const lighthouse: StaticBench['lighthouse'] = [];
  for (const engine of THROUGHPUT ? (['postgres', 'pglite'] as const) : []) {
    log(`starting the server on ${engine}, in a process of its own`);
    const server = await startServerProcess({ engine, dataDir: path.join(dataDir, engine) });
    try {
      throughput.push(...(await measureThroughput(server, log)));
    } finally {
      await server.stop();
    }
  }
  if (!THROUGHPUT_ONLY) {
    log('starting the server on pglite, in-process, for the page sizes and Lighthouse');
    const backend = await startBackend({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      ({ bigPage } = await pageLoads(backend, lighthouse, log));
    } finally {
      await backend.stop();
    }
  }
  return { throughput, pinned: pinning(), ...(bigPage ? { bigPage } : {}), lighthouse };
}

function throughputBudget(engine: Engine, target: Target, visit: string): number {
  const page = STATIC_BUDGETS.ratio[engine];
  return target === 'public_menu' && visit.includes('304')
    ? Math.max(page, STATIC_BUDGETS.menuCall304Ratio)
    : page;
}

/** The step's tables and verdicts, as markdown lines; `failed` lists the budgets missed. */
export function staticReport(bench: StaticBench): { lines: string[]; failed: string[] } {
  const failed: string[] = [];
  const verdict = (ok: boolean, what: string) => {
    if (!ok) failed.push(what);
    return `${ok ? 'PASS' : 'FAIL'} ${what}`;
  };
  // A run without the throughput (BENCH_STATIC_THROUGHPUT=0) has no table for it.
  const lines = bench.throughput.length
    ? [
        bench.pinned
          ? 'wrk on core 0, our server, bare Node and nginx each on core 1 (taskset; bench/lib/pin.ts).'
          : 'Not pinned: each rate moves with where the scheduler put the generator and the target.',
        '',
        `| database | answer | visit | ours (req/s) | bare Node (req/s) | nginx (req/s) | ours ÷ bare | ours ÷ nginx | budget | failures | generator |`,
        `| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`,
      ]
    : [];
  const verdicts: string[] = [];
  const pageRate = new Map<string, number>();
  for (const t of bench.throughput) {
    for (const [visit, figures] of [
      ['first (200, brotli)', t.first],
      ['repeat (304)', t.repeat],
    ] as const) {
      const budget = throughputBudget(t.engine, t.target, visit);
      const ratio = figures.ours / figures.bare;
      const database = t.engine === 'postgres' ? 'PostgreSQL 15' : 'PGlite';
      lines.push(
        `| ${database} | ${t.target === 'page' ? 'hosted page' : 'rpc/public_menu'} | ${visit} | ${n(figures.ours)} | ${n(figures.bare)} | ${n(figures.nginx)} | ${ratio.toFixed(2)} | ${(figures.ours / figures.nginx).toFixed(2)} | ≥ ${budget} | ${figures.failures} | ${figures.generatorBound ? 'bound (a run used a whole core: the ratio is a floor)' : 'not bound'} |`,
      );
      verdicts.push(
        verdict(
          ratio >= budget && figures.failures === 0,
          `${t.engine} ${t.target} ${visit}: ${ratio.toFixed(2)}x bare Node (budget ${budget}x)`,
        ),
      );
      const key = `${t.engine} ${visit}`;
      if (t.target === 'page') pageRate.set(key, figures.ours);
      const page = pageRate.get(key);
      if (t.target === 'public_menu' && page) {
        const share = figures.ours / page;
        verdicts.push(
          verdict(
            share >= 1 - STATIC_BUDGETS.menuCallBelowPage,
            `${t.engine} public_menu ${visit}: ${share.toFixed(2)}x the page's rate (budget within ${STATIC_BUDGETS.menuCallBelowPage * 100}%)`,
          ),
        );
      }
    }
  }
  const big = bench.bigPage;
  if (big) {
    lines.push(
      '',
      `5,000-dish page: ${n(big.rawBytes)} bytes raw, ${n(big.brotliBytes)} bytes brotli; cold render ${big.coldRenderMs.toFixed(1)} ms (median of 5, in-process).`,
    );
    verdicts.push(
      verdict(
        big.brotliBytes <= STATIC_BUDGETS.bigPageBrotliBytes,
        `5,000-dish page ${n(big.brotliBytes)} bytes brotli (budget ${n(STATIC_BUDGETS.bigPageBrotliBytes)})`,
      ),
      verdict(
        big.coldRenderMs < STATIC_BUDGETS.coldRenderMs,
        `5,000-dish cold render ${big.coldRenderMs.toFixed(1)} ms (budget < ${STATIC_BUDGETS.coldRenderMs})`,
      ),
    );
  }
  if (bench.lighthouse.length) {
    lines.push(
      '',
      `| menu | LCP (ms) | TBT (ms) | FCP (ms) | CLS | bytes | score | TBT of each run (ms) |`,
      `| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |`,
    );
  }
  for (const { menu, load, runs } of bench.lighthouse) {
    lines.push(
      `| ${menu} | ${n(load.lcpMs)} | ${n(load.tbtMs)} | ${n(load.fcpMs)} | ${load.cls.toFixed(3)} | ${n(load.bytes)} | ${load.score} | ${runs.map((r) => n(r.tbtMs)).join(', ')} |`,
    );
    const tbtBudget = menu === 'Demo Cafe' ? STATIC_BUDGETS.demoTbtMs : STATIC_BUDGETS.tbtMs;
    verdicts.push(
      verdict(
        load.lcpMs <= STATIC_BUDGETS.lcpMs,
        `LCP of ${menu} ${n(load.lcpMs)} ms (budget ${STATIC_BUDGETS.lcpMs})`,
      ),
      verdict(load.tbtMs <= tbtBudget, `TBT of ${menu} ${n(load.tbtMs)} ms (budget ${tbtBudget})`),
    );
  }
  lines.push('', ...verdicts.map((line) => `- ${line}`));
  return { lines, failed };
}
