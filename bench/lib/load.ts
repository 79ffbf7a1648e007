// HTTP load from a process of its own: wrk where it is installed (`.ci/run` need not, the bench is
// not part of `npm test`; `apt-get install wrk`), else autocannon in a child Node process. Never in
// the bench's own process, which runs the server under test: a generator sharing the server's
// thread (autocannon tops out near 6-7k requests/s on one core) makes every target look alike.
//
// Each run reports the generator's CPU, the server's (its own process when given, else this
// process: every thread, PGlite's included) and the database server's when it is a PostgreSQL of its own, and marks a run whose
// generator used (nearly) a whole core: its figure is the generator's limit, not the target's.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onGeneratorCore, pinning } from './pin.ts';
import { cpuSeconds, postgresPids, withChildren } from './proc-cpu.ts';

export type Generator = 'wrk' | 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** A POST body (JSON); without it the requests are GETs. */
  body?: string;
  /**
   * Paths asked for in turn, one after another across all connections (many businesses' pages in
   * rotation); without them every request asks for `url`'s. GETs only.
   */
  paths?: readonly string[];
  /** The database server's data directory, when it is a PostgreSQL of its own (its CPU is read). */
  postgresDataDir?: string;
  /**
   * The target's process when it is not this one (the static step runs every target in a process
   * of its own): its CPU and its children's (nginx's worker) is read from /proc. Without it, the
   * server's CPU is this process's.
   */
  serverPid?: number;
  /**
   * Run the generator on its own core (lib/pin.ts), for a target pinned to the other: the static
   * step's side-by-side runs, whose ratios must not depend on where the scheduler put each side.
   */
  pinned?: boolean;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers of 400 and above, socket errors and timeouts: a figure means nothing unless 0. */
  failures: number;
  generator: Generator;
  /** CPU used per second of the run, in cores: the generator, the server, the database. */
  cpu: { generator: number; server: number; database?: number };
  /** The generator used 90% of a core or more: the figure may be the generator's limit. */
  generatorBound: boolean;
  /** The generator ran on a core of its own (lib/pin.ts). */
  pinned: boolean;
}

const WRK = process.env.BENCH_WRK ?? '/usr/bin/wrk';

/** The generator this machine has (BENCH_LOAD=autocannon forces the fallback). */
export function loadGenerator(): Generator {
  return process.env.BENCH_LOAD !== 'autocannon' && existsSync(WRK) ? 'wrk' : 'autocannon';
}

/** One run of load against `url`, from a process of its own. */
export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const generator = loadGenerator();
  const dbBefore = options.postgresDataDir ? await pgCpu(options.postgresDataDir) : undefined;
  const serverBefore = options.serverPid ? await treeCpu(options.serverPid) : undefined;
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const pinned = options.pinned === true && pinning();
  const run =
    generator === 'wrk' ? await runWrk(options, pinned) : await runAutocannon(options, pinned);
  const elapsed = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const server =
    serverBefore && options.serverPid
      ? cpuDelta(serverBefore, await treeCpu(options.serverPid))
      : (own.user + own.system) / 1e6;
  const database =
    dbBefore && options.postgresDataDir
      ? cpuDelta(dbBefore, await pgCpu(options.postgresDataDir)) / elapsed
      : undefined;
  const generatorCores = run.cpuSeconds / elapsed;
  return {
    rps: run.rps,
    p50Ms: run.p50Ms,
    p99Ms: run.p99Ms,
    failures: run.failures,
    generator,
    cpu: {
      generator: generatorCores,
      server: server / elapsed,
      ...(database === undefined ? {} : { database }),
    },
    generatorBound: generatorCores >= 0.9,
    pinned,
  };
}

interface GeneratorRun {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  cpuSeconds: number;
}

/** Runs a child process, sampling its CPU until it exits (a process gone has no /proc entry). */
async function runSampled(
  file: string,
  args: string[],
  pinned: boolean,
): Promise<{ out: string; cpu: number }> {
  // taskset runs the command in its own place (exec): the child's pid is the generator's.
  const [command, commandArgs] = pinned ? onGeneratorCore(file, args) : [file, args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  let cpu = 0;
  const sample = setInterval(() => {
    void cpuSeconds(child.pid ?? 0).then((seconds) => {
      if (seconds !== undefined) cpu = Math.max(cpu, seconds);
    });
  }, 250);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).finally(() => clearInterval(sample));
  if (code !== 0) throw new Error(`${path.basename(file)} exited with ${code}: ${err || out}`);
  return { out, cpu };
}

async function runWrk(options: LoadOptions, pinned: boolean): Promise<GeneratorRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-wrk-'));
  try {
    const args = [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--latency',
      // A slow answer is a slow answer, not a failure (wrk gives up after 2 s by default).
      '--timeout',
      '10s',
      ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ];
    if (options.body !== undefined) {
      const script = path.join(dir, 'post.lua');
      await writeFile(
        script,
        `wrk.method = "POST"\nwrk.body = ${luaString(options.body)}\n` +
          `wrk.headers["Content-Type"] = "application/json"\n`,
      );
      args.push('-s', script);
    } else if (options.paths?.length) {
      const script = path.join(dir, 'rotation.lua');
      await writeFile(script, rotationScript(options.paths));
      args.push('-s', script);
    }
    const { out, cpu } = await runSampled(WRK, [...args, options.url], pinned);
    return { ...parseWrk(out), cpuSeconds: cpu };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A wrk script asking for `paths` in turn (one Lua state per wrk thread; the bench runs one). */
export function rotationScript(paths: readonly string[]): string {
  return [
    `local paths = {${paths.map(luaString).join(',')}}`,
    'local n = #paths',
    'local i = 0',
    'request = function()',
    '  i = i % n + 1',
    '  return wrk.format(nil, paths[i])',
    'end',
    '',
  ].join('\n');
}

/** A Lua long string holding `text` exactly (its closing bracket level not found inside). */
export function luaString(text: string): string {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  return `[${level}[${text}]${level}]`;
}

/** wrk's report (with --latency): requests/s, the 50% and 99% latencies, and its failures. */
export function parseWrk(out: string): Omit<GeneratorRun, 'cpuSeconds'> {
  const number = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? Number.NaN);
  const latency = (percent: string) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
    if (!match) return Number.NaN;
    const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
    return Number(match[1]) * scale;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const rps = number(/Requests\/sec:\s+([\d.]+)/);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${out}`);
  return {
    rps,
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    failures: (number(/Non-2xx or 3xx responses: (\d+)/) || 0) + socketErrors,
  };
}

// The fallback: autocannon in a child Node process, its result printed as JSON.
const AUTOCANNON_CHILD = `
const autocannon = require('autocannon');
const o = JSON.parse(process.argv[1]);
let turn = 0;
const rotation = o.paths && o.paths.length
  ? { requests: [{ setupRequest: (req) => ({ ...req, path: o.paths[turn++ % o.paths.length] }) }] }
  : {};
autocannon({ url: o.url, connections: o.connections, duration: o.seconds, headers: o.headers,
  ...(o.body === undefined ? {} : { method: 'POST', body: o.body }), ...rotation })
  .then((r) => process.stdout.write(JSON.stringify({ rps: r.requests.average, p50Ms: r.latency.p50,
    p99Ms: r.latency.p99, failures: r.non2xx - r['3xx'] + r.errors + r.timeouts })));
`;

async function runAutocannon(options: LoadOptions, pinned: boolean): Promise<GeneratorRun> {
  const { out, cpu } = await runSampled(
    process.execPath,
    ['-e', AUTOCANNON_CHILD, JSON.stringify(options)],
    pinned,
  );
  return { ...(JSON.parse(out) as Omit<GeneratorRun, 'cpuSeconds'>), cpuSeconds: cpu };
}

async function pgCpu(dataDir: string): Promise<Map<number, number>> {
  return cpuOf(await postgresPids(dataDir));
}

async function treeCpu(pid: number): Promise<Map<number, number>> {
  return cpuOf(await withChildren(pid));
}

async function cpuOf(pids: number[]): Promise<Map<number, number>> {
  const seconds = await Promise.all(pids.map(cpuSeconds));
  return new Map(pids.map((pid, i) => [pid, seconds[i] ?? 0]));
}

/** CPU seconds used between two snapshots (processes started meanwhile count from 0). */
function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** wrk's version line, for the machine's description (undefined without wrk). */
export function wrkVersion(): Promise<string | undefined> {
  return new Promise((resolve) =>
    execFile(WRK, ['-v'], (_error, stdout, stderr) =>
      resolve(/wrk [\d.]+/.exec(`${stdout}${stderr}`)?.[0]),
    ),
  );
}
