// A Chromium performance trace of a hosted menu page at 4x CPU throttling (what Lighthouse's
// mobile run multiplies each task's time by): every main-thread task of the load over 50 ms, how
// long, and what it did (by trace event and by JavaScript function, from the trace's samples).
// `npx tsx bench/trace-menu.ts [5000ar|5000] [--out=/tmp/trace.json]` (run under the measure lock).
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBackend } from './lib/backend.ts';
import { seedLargeMenu } from './lib/seed-large-menu.ts';

const target = process.argv[2] ?? '5000ar';
const out = process.argv.find((a) => a.startsWith('--out='))?.slice(6);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
  id?: string;
}

const saved = process.argv.find((a) => a.startsWith('--analyse='))?.slice(10);
if (saved) {
  analyse(JSON.parse(await readFile(saved, 'utf8')).traceEvents as TraceEvent[]);
  process.exit(0);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'trace-menu-'));
const backend = await startBackend({ engine: 'pglite', dataDir });
try {
  const bilingual = target === '5000ar';
  const slug = bilingual ? 'bench5000ar' : 'bench5000';
  await seedLargeMenu(backend.running.db, backend.config, {
    slug,
    email: `${slug}@example.com`,
    items: 5000,
    categories: 100,
    bilingual,
  });
  const page = `${backend.url}/${slug}/menu${bilingual ? '?lang=ar' : ''}`;
  // Warm the server: the page and the menu's answer rendered and compressed before the trace.
  for (let i = 0; i < 3; i++) {
    await fetch(page, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
    await fetch(`${backend.url}/rest/v1/rpc/public_menu?slug=${slug}`, {
      headers: { 'accept-encoding': 'br' },
    }).then((r) => r.arrayBuffer());
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(tab, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
        'disabled-by-default-v8.gc',
        'latencyInfo',
      ],
    });
    await tab.goto(page, { waitUntil: 'load' });
    // The whole menu arrives after the first paint; quiet for a while after that.
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(4000);
    const buffer = await browser.stopTracing();
    if (out) await writeFile(out.replace(/(\.json)?$/, `-${run}.json`), buffer);
    analyse(JSON.parse(buffer.toString()).traceEvents as TraceEvent[]);
    await context.close();
  }
  await browser.close();
} finally {
  await backend.stop();
}

function analyse(events: TraceEvent[]): void {
  // The page's renderer main thread: the CrRendererMain with the most ParseHTML / the page's URL.
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = names.filter((e) => e.args?.['name'] === 'CrRendererMain');
  let main = mains[0]!;
  let best = -1;
  for (const m of mains) {
    const count = events.filter(
      (e) => e.pid === m.pid && e.tid === m.tid && e.name === 'EvaluateScript',
    ).length;
    if (count > best) [best, main] = [count, m];
  }
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // Top-level tasks only (a RunTask inside another is the same task).
  const tasks: TraceEvent[] = [];
  for (const e of onMain) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + last.dur!) continue;
    tasks.push(e);
  }
  const navStart =
    events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]!.ts;
  // JS samples (the trace's cpu profile) of the main thread.
  const nodes = new Map<number, { name: string; url: string; line: number; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  // The main thread's profile (the service worker's has its own, in the same process).
  const mainProfile = events.find(
    (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
  );
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid || e.id !== mainProfile?.id) continue;
    const data = e.args?.data as
      | {
          cpuProfile?: {
            nodes?: {
              id: number;
              parent?: number;
              callFrame: { functionName: string; url: string; lineNumber: number };
            }[];
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    const profile = data?.cpuProfile;
    for (const node of profile?.nodes ?? [])
      nodes.set(node.id, {
        name: node.callFrame.functionName || '(anonymous)',
        url: (node.callFrame.url ?? '').split('/').pop() ?? '',
        line: node.callFrame.lineNumber,
        ...(node.parent !== undefined ? { parent: node.parent } : {}),
      });
    let ts = samples.length ? samples[samples.length - 1]!.ts : 0;
    const profileStart = events.find(
      (p) => p.name === 'Profile' && p.pid === main.pid && p.id === e.id,
    );
    if (!samples.length)
      ts = Number((profileStart?.args?.data as { startTime?: number })?.startTime ?? 0);
    for (const [i, node] of (profile?.samples ?? []).entries()) {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    }
  }
  let tbt = 0;
  console.log(
    `\nmain thread ${main.pid}:${main.tid}; tasks over 50 ms (ms after navigation start):`,
  );
  for (const task of tasks) {
    const ms = task.dur! / 1000;
    if (ms > 50) tbt += ms - 50;
    if (ms < Number(process.env.TRACE_MIN_MS ?? 50)) continue;
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Self time per event name.
    const self = new Map<string, number>();
    for (const e of inside) {
      const children = inside.filter(
        (c) => c !== e && c.ts >= e.ts && c.ts + c.dur! <= e.ts + e.dur! && c.ts >= e.ts,
      );
      // Direct children only: those not inside another child.
      const direct = children.filter(
        (c) =>
          !children.some(
            (o) => o !== c && o.ts <= c.ts && o.ts + o.dur! >= c.ts + c.dur! && o.dur! > c.dur!,
          ),
      );
      const childTime = direct.reduce((sum, c) => sum + c.dur!, 0);
      const label = describe(e);
      self.set(label, (self.get(label) ?? 0) + Math.max(0, e.dur! - childTime));
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `- at ${((task.ts - navStart) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms` +
        `\n    events (self ms): ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join('; ')}`,
    );
    // JS functions by self samples within the task.
    const fns = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    for (const [i, s] of within.entries()) {
      const node = nodes.get(s.node);
      if (!node) continue;
      const next = within[i + 1]?.ts ?? s.ts;
      const key = `${node.name}@${node.url}:${node.line}`;
      fns.set(key, (fns.get(key) ?? 0) + (next - s.ts));
    }
    const topFns = [...fns.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (topFns.length)
      console.log(
        `    js (self ms): ${topFns.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join('; ')}`,
      );
  }
  console.log(`sum of (task - 50 ms) over the whole trace: ${tbt.toFixed(0)} ms`);
}

function describe(e: TraceEvent): string {
  const data = e.args?.data;
  const url = (data?.['url'] as string | undefined) ?? '';
  const file = url ? ` ${url.split('/').pop()?.split('?')[0]}` : '';
  if (e.name === 'ResourceFinish' || e.name === 'ResourceReceivedData') return `${e.name}${file}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall')
    return `${e.name}${file}`;
  return e.name;
}
