// `npm run bench -- --pages`: only the hosted menu page's load, the figures the page budgets are about.
// Lighthouse mobile with simulated throttling, median of 5, on Demo Cafe and the 200-item menu:
// Largest Contentful Paint, Cumulative Layout Shift and the bytes of the first screen (with
// images) against docs/architecture.md's budgets. Writes its section of bench/RESULTS.md
// between their `bench:pages` markers; exits non-zero when a budget is missed.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { startBackend, type BenchBackend } from './lib/backend.ts';
import { startFrontServer } from './lib/front-server.ts';
import { describeMachine } from './lib/machine.ts';
import { LARGE_ITEM_COUNT } from './lib/seed-large-menu.ts';
import { judgePages } from './lib/page-budgets.ts';
import { replaceBetweenMarkers, stepMarkers } from './lib/readme.ts';
import { kb } from './lib/sizes.ts';
import { ms } from './lib/table.ts';
import { REFERENCE_OUT_DIR } from './reference/vite.config.ts';
import { lighthouseOnce, medianLoad, startChrome, type PageLoad } from './steps/lighthouse.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const MARKERS = stepMarkers('pages');

const log = (line: string) => console.log(`[bench --pages] ${line}`);

/** Replaces the text between the `bench:pages` markers (appended when absent), then formats. */
async function replaceSection(file: string, block: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const replaced =
    replaceBetweenMarkers(text, block, MARKERS) ??
    `${text.trimEnd()}\n\n${MARKERS.start}\n\n${block.trim()}\n\n${MARKERS.end}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(replaced, { ...options, filepath: file }));
}

export async function runPagesBench(skipBuild: boolean): Promise<number> {
  const machine = describeMachine();
  if (!skipBuild) {
    log('npm run build');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  // The front server gzips like a CDN; the reference SPA is not loaded here.
  const front = await startFrontServer(REFERENCE_OUT_DIR);
  let backend: BenchBackend | undefined;
  const runs = new Map<string, PageLoad[]>();
  try {
    backend = await startBackend({
      engine: 'pglite',
      dataDir: path.join(ROOT, '.data/bench-pages'),
      siteUrl: front.appUrl,
    });
    front.setTarget(backend.url);
    const menus = [
      ['Demo Cafe', `${front.appUrl}/democafe/menu`],
      [`${LARGE_ITEM_COUNT}-item menu`, `${front.appUrl}/${backend.large.slug}/menu`],
    ] as const;
    const chrome = await startChrome();
    try {
      for (let run = 1; run <= RUNS; run++) {
        for (const [name, url] of menus) {
          log(`Lighthouse ${run}/${RUNS}: ${url}`);
          runs.set(name, [...(runs.get(name) ?? []), await lighthouseOnce(chrome, url)]);
        }
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await backend?.stop();
    await front.stop();
  }
  const verdict = judgePages(
    [...runs].map(([name, loads], index) => ({
      name,
      load: medianLoad(loads),
      bytesBudget: index === 0,
    })),
  );
  const every = [...runs].map(
    ([name, loads]) =>
      `- ${name}: ` +
      loads.map((l) => `LCP ${ms(l.lcpMs)}, CLS ${l.cls.toFixed(3)}, ${kb(l.bytes)}`).join(' | '),
  );
  const block = [
    `Hosted menu page, \`npm run bench -- --pages\` on ${machine.date} (${machine.cores} cores, Node ${machine.node}): Lighthouse mobile, simulated throttling, median of ${RUNS}, behind the bench's gzipping front server.`,
    '',
    verdict.table,
    '',
    ...verdict.budgets,
  ].join('\n');
  await replaceSection(
    path.join(ROOT, 'bench/RESULTS.md'),
    [block, '', 'Every run:', '', ...every].join('\n'),
  );
  console.log(`\n${verdict.table}\n\n${verdict.budgets.join('\n')}`);
  if (verdict.failed.length) {
    console.error(`\nbench --pages: ${verdict.failed.length} budget(s) missed.`);
    return 1;
  }
  return 0;
}
