// Lighthouse's default (mobile, simulated throttling) performance run against Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { median } from '../lib/stats.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PageLoad {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
}

export async function startChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
}

export async function lighthouseOnce(chrome: LaunchedChrome, url: string): Promise<PageLoad> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // BENCH_LIGHTHOUSE_DIR=/tmp/lhr keeps each run's whole report (the LCP element and its phases,
  // the request chains, every request's size and priority) and its artifacts (trace, devtools
  // log), from which Lighthouse's simulation can be run again to see which requests and tasks
  // made up its LCP and TBT (`lighthouse -A=<dir>`, or Lantern's metrics on the loaded artifacts).
  const keepDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keepDir) {
    mkdirSync(keepDir, { recursive: true });
    const name = `${new URL(url).pathname.split('/')[1]}-${Date.now()}.json`;
    writeFileSync(path.join(keepDir, name), JSON.stringify(lhr));
    await saveArtifacts(result.artifacts, path.join(keepDir, name.replace(/\.json$/, '')));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const network = lhr.audits['network-requests']?.details;
  const requests = network && 'items' in network ? network.items.length : Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests,
  };
}

export function medianLoad(runs: readonly PageLoad[]): PageLoad {
  const pick = (key: keyof PageLoad) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    requests: pick('requests'),
  };
}
