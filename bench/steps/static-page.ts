// `npm run bench -- --only=static`: the hosted page at the speed of a static file.
// 1. Throughput: /democafe/menu first visit (brotli, 200) and repeat visit (If-None-Match, 304),
//    50 keep-alive connections from the load generator's own process (bench/lib/load.ts), beside a bare Node server answering the same bytes
//    and every header from memory in the same process and the same run, the two in turn (5 runs
//    of 3 s each, medians), on PostgreSQL 15 and PGlite.
// 2. Size and cold render of the 5,000-dish page (brotli bytes on the wire; the render the server
//    does for a new menu version: first-screen cut, shadow root, document, in-process, median of 5).
// 3. Lighthouse (mobile, simulated throttling, median of 5) at 24, 200, 1,000 and 5,000 dishes.
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { menuValue, cachedPublicMenu } from '../../server/rest/menu-cache.ts';
import { renderedMenuPage, type MenuDocument } from '../../server/static/menu-document.ts';
import { menuRenderer } from '../../server/static/ssr-renderer.ts';
import { distDir } from '../../server/static/files.ts';
import { startBackend, type BenchBackend, type Engine } from '../lib/backend.ts';
import { generateLoad } from '../lib/load.ts';
import { seedLargeMenu } from '../lib/seed-large-menu.ts';
import { median } from '../lib/stats.ts';
import { lighthouseOnce, medianLoad, startChrome, type PageLoad } from './lighthouse.ts';
import { cpuNote } from './throughput.ts';

const n = (value: number) => Math.round(value).toLocaleString('en-US');

export const STATIC_BUDGETS = {
  /** Our page's requests per second over bare Node's, per database. */
  ratio: { postgres: 0.5, pglite: 0.3 } as Record<Engine, number>,
  bigPageBrotliBytes: 60 * 1024,
  coldRenderMs: 50,
  lcpMs: 1000,
  tbtMs: 200,
};

const CONNECTIONS = 50;
const SECONDS = 3;
const RUNS = 5;
// BENCH_STATIC_RUNS=1 while working on one part; the record is the median of 5.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_STATIC_RUNS ?? 5);
export const SIZES = [24, 200, 1000, 5000] as const;
// While working on one part: BENCH_STATIC_SIZES=1000,5000 (Lighthouse at those sizes only),
// BENCH_STATIC_SIZES=none (the throughput runs alone: no Lighthouse and no 5,000-dish page; the
// block is printed, not written, so a partial run never replaces the last whole one) and
// BENCH_STATIC_THROUGHPUT=0 (no throughput runs).
const SIZES_ENV = process.env.BENCH_STATIC_SIZES;
export const THROUGHPUT_ONLY = SIZES_ENV === 'none';
const LIGHTHOUSE_SIZES = THROUGHPUT_ONLY
  ? []
  : SIZES_ENV
    ? SIZES_ENV.split(',').map(Number)
    : [...SIZES];
const THROUGHPUT = process.env.BENCH_STATIC_THROUGHPUT !== '0';

export interface Throughput {
  engine: Engine;
  first: SideBySide;
  repeat: SideBySide;
}

export interface StaticBench {
  throughput: Throughput[];
  /** Absent from a throughput-only run. */
  bigPage?: { rawBytes: number; brotliBytes: number; coldRenderMs: number };
  lighthouse: { dishes: number; load: PageLoad; runs: PageLoad[] }[];
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

/** Ours beside bare Node: medians of their rates, failures, and whether the generator bound a run. */
interface SideBySide {
  ours: number;
  bare: number;
  failures: number;
  generatorBound: boolean;
}

/** One run from the load generator's own process, after one request shows the expected status. */
async function once(url: string, headers: Record<string, string>, expect: number) {
  const probe = await rawGet(url, headers);
  if (probe.status !== expect) throw new Error(`${url} answered ${probe.status}, not ${expect}`);
  const result = await generateLoad({ url, connections: CONNECTIONS, seconds: SECONDS, headers });
  return { rps: result.rps, failures: result.failures, bound: result.generatorBound, result };
}

/**
 * Ours and bare Node, run after run in turn (ours, bare, ours, bare, ...), each the median of its
 * runs: the machine's load changes over seconds, and alternating puts both sides in the same
 * spells of it, so the ratio moves far less than the figures.
 */
async function side(
  oursUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
  expect: number,
): Promise<SideBySide> {
  const ours: number[] = [];
  const bare: number[] = [];
  let failures = 0;
  let generatorBound = false;
  for (let run = 0; run < RUNS; run++) {
    for (const [url, runs] of [
      [oursUrl, ours],
      [bareUrl, bare],
    ] as const) {
      const result = await once(url, headers, expect);
      runs.push(result.rps);
      failures += result.failures;
      generatorBound ||= result.bound;
      console.log(
        `  ${url === oursUrl ? 'ours' : 'bare'}: ${Math.round(result.rps)}/s; ${cpuNote(result.result)}`,
      );
    }
  }
  return { ours: median(ours), bare: median(bare), failures, generatorBound };
}

/** A response as recorded: status, headers in order as [name, value, ...], body. */
interface Recorded {
  status: number;
  headers: string[];
  body: Buffer;
}

// Headers Node's http server writes itself (the bare server's too): not replayed.
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** GET as rawGet, keeping every header the server wrote, in its order. */
async function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          if (!NODE_OWN.has(name.toLowerCase())) kept.push(name, res.rawHeaders[i + 1] as string);
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * A bare Node server answering exactly what the page answered, from memory: the first visit's
 * bytes and every header, and for a request with the page's ETag in If-None-Match the 304 with
 * every header our 304 carried. Both sides then write the same bytes, so the ratio is the cost of
 * our server's work per request, not of the headers it must send.
 */
async function bareServer(ok: Recorded, notModified: Recorded, etag: string) {
  const server = createServer((req: IncomingMessage, res) => {
    if (etag && req.headers['if-none-match'] === etag) {
      res.writeHead(notModified.status, notModified.headers);
      res.end();
      return;
    }
    res.writeHead(ok.status, ok.headers);
    res.end(ok.body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/democafe/menu`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PAGE_HEADERS = { 'accept-encoding': 'br', 'accept-language': 'en' };

const headerOf = (response: Recorded, name: string) => {
  const at = response.headers.findIndex(
    (header, i) => i % 2 === 0 && header.toLowerCase() === name,
  );
  return at < 0 ? undefined : response.headers[at + 1];
};

export async function measureThroughput(
  backend: BenchBackend,
  log: (line: string) => void,
): Promise<Throughput> {
  const url = `${backend.url}/democafe/menu`;
  // The first request renders and compresses the page; the next ones are what visits get.
  await record(url, PAGE_HEADERS);
  const ok = await record(url, PAGE_HEADERS);
  const { body } = ok;
  const etag = String(headerOf(ok, 'etag') ?? '');
  const notModified = await record(url, { ...PAGE_HEADERS, 'if-none-match': etag });
  if (ok.status !== 200 || notModified.status !== 304 || headerOf(ok, 'content-encoding') !== 'br')
    throw new Error(
      `/democafe/menu answered ${ok.status} and ${notModified.status}, not 200 br and 304`,
    );
  const bare = await bareServer(ok, notModified, etag);
  try {
    log(`${backend.engine}: first visit, ours and bare Node in turn (${body.length} bytes brotli)`);
    const first = await side(url, bare.url, PAGE_HEADERS, 200);
    log(`${backend.engine}: first visit ${n(first.ours)} req/s, bare Node ${n(first.bare)}`);
    log(`${backend.engine}: repeat visit (304), ours and bare Node in turn`);
    const repeatHeaders = { ...PAGE_HEADERS, 'if-none-match': etag };
    const repeat = await side(url, bare.url, repeatHeaders, 304);
    log(`${backend.engine}: repeat visit ${n(repeat.ours)} req/s, bare Node ${n(repeat.bare)}`);
    return { engine: backend.engine, first, repeat };
  } finally {
    await bare.stop();
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

async function measureBigPage(backend: BenchBackend, slug: string) {
  const url = `${backend.url}/${slug}/menu`;
  await rawGet(url, PAGE_HEADERS);
  // The page's brotli form is made in the thread pool by its first request.
  const brotliBytes = (await rawGet(url, PAGE_HEADERS)).body.length;
  const rawBytes = (await rawGet(url, { 'accept-language': 'en', 'accept-encoding': 'identity' }))
    .body.length;
  const renderer = await menuRenderer(distDir);
  if (!renderer) throw new Error('dist/widget-ssr is not built (npm run build)');
  const cached = await cachedPublicMenu(backend.running.db, slug);
  if (!cached) throw new Error(`no menu for ${slug}`);
  const menu = menuValue(cached) as MenuDocument;
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const now = new Date();
    const inlined = (renderer.firstScreenMenu?.(menu, 'en') ?? menu) as MenuDocument;
    const shadow = renderer.renderMenu({ slug, menu: inlined, lang: 'en', now });
    renderedMenuPage({
      slug,
      menu: inlined,
      lang: 'en',
      shadow,
      langAttribute: true,
      table: undefined,
      bootScript: renderer.bootScript,
    });
    if (i >= 2) times.push(performance.now() - start);
  }
  return { rawBytes, brotliBytes, coldRenderMs: median(times) };
}

export async function runStaticBench(
  dataDir: string,
  log: (line: string) => void,
): Promise<StaticBench> {
  const throughput: Throughput[] = [];
  let bigPage: StaticBench['bigPage'] | undefined;
  const lighthouse: StaticBench['lighthouse'] = [];
  for (const engine of THROUGHPUT ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
    log(`starting the server on ${engine}`);
    const backend = await startBackend({ engine, dataDir: path.join(dataDir, engine) });
    try {
      if (THROUGHPUT) throughput.push(await measureThroughput(backend, log));
      if (engine !== 'pglite' || THROUGHPUT_ONLY) continue;
      log('seeding menus of 24, 1,000 and 5,000 dishes');
      const slugs = await seedSizes(backend);
      bigPage = await measureBigPage(backend, slugs.get(5000)!);
      log(
        `5,000-dish page: ${n(bigPage.rawBytes)} raw, ${n(bigPage.brotliBytes)} brotli, cold render ${bigPage.coldRenderMs.toFixed(1)} ms`,
      );
      const chrome = await startChrome();
      try {
        for (const dishes of LIGHTHOUSE_SIZES) {
          const runs: PageLoad[] = [];
          for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
            const url = `${backend.url}/${slugs.get(dishes)}/menu`;
            log(`Lighthouse ${run}/${LIGHTHOUSE_RUNS}: ${dishes} dishes, ${url}`);
            const load = await lighthouseOnce(chrome, url);
            log(`  LCP ${n(load.lcpMs)} ms, TBT ${n(load.tbtMs)} ms, CLS ${load.cls.toFixed(3)}`);
            runs.push(load);
          }
          lighthouse.push({ dishes, load: medianLoad(runs), runs });
        }
      } finally {
        chrome.kill();
      }
    } finally {
      await backend.stop();
    }
  }
  return { throughput, ...(bigPage ? { bigPage } : {}), lighthouse };
}

/** The step's tables and verdicts, as markdown lines; `failed` lists the budgets missed. */
export function staticReport(bench: StaticBench): { lines: string[]; failed: string[] } {
  const failed: string[] = [];
  const verdict = (ok: boolean, what: string) => {
    if (!ok) failed.push(what);
    return `${ok ? 'PASS' : 'FAIL'} ${what}`;
  };
  const lines = [
    `| database | visit | ours (req/s) | bare Node (req/s) | ratio | budget | failures | generator |`,
    `| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |`,
  ];
  const verdicts: string[] = [];
  for (const t of bench.throughput) {
    const budget = STATIC_BUDGETS.ratio[t.engine];
    for (const [visit, figures] of [
      ['first (200, brotli)', t.first],
      ['repeat (304)', t.repeat],
    ] as const) {
      const ratio = figures.ours / figures.bare;
      lines.push(
        `| ${t.engine === 'postgres' ? 'PostgreSQL 15' : 'PGlite'} | ${visit} | ${n(figures.ours)} | ${n(figures.bare)} | ${ratio.toFixed(2)} | ≥ ${budget} | ${figures.failures} | ${figures.generatorBound ? 'bound (a run used a whole core: the ratio is a floor)' : 'not bound'} |`,
      );
      verdicts.push(
        verdict(
          ratio >= budget && figures.failures === 0,
          `${t.engine} ${visit}: ${ratio.toFixed(2)}x bare Node (budget ${budget}x)`,
        ),
      );
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
      `| dishes | LCP (ms) | TBT (ms) | FCP (ms) | CLS | bytes | score |`,
      `| ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    );
  }
  for (const { dishes, load } of bench.lighthouse) {
    lines.push(
      `| ${n(dishes)} | ${n(load.lcpMs)} | ${n(load.tbtMs)} | ${n(load.fcpMs)} | ${load.cls.toFixed(3)} | ${n(load.bytes)} | ${load.score} |`,
    );
    verdicts.push(
      verdict(
        load.lcpMs <= STATIC_BUDGETS.lcpMs,
        `LCP at ${n(dishes)} dishes ${n(load.lcpMs)} ms (budget ${STATIC_BUDGETS.lcpMs})`,
      ),
      verdict(
        load.tbtMs <= STATIC_BUDGETS.tbtMs,
        `TBT at ${n(dishes)} dishes ${n(load.tbtMs)} ms (budget ${STATIC_BUDGETS.tbtMs})`,
      ),
    );
  }
  lines.push('', ...verdicts.map((line) => `- ${line}`));
  return { lines, failed };
}
