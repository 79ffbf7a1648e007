// The out-of-process load generator: wrk's report read right, and a real run from a child process
// counting the failures a target answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLoad, luaString, parseWrk } from './load.ts';
import { cpuSeconds } from './proc-cpu.ts';
import { readUntil } from './replay.ts';

const WRK_REPORT = `Running 1s test @ http://127.0.0.1:54377/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.30ms    6.43ms  68.62ms   93.43%
    Req/Sec    22.39k    11.33k   35.00k    70.00%
  Latency Distribution
     50%  240.00us
     75%    1.32ms
     90%    5.73ms
     99%   39.89ms
  22516 requests in 1.01s, 3.11MB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 2251
Requests/sec:  22237.87
Transfer/sec:      3.07MB
`;

describe('parseWrk', () => {
  it('reads the rate, the median and 99th percentile in ms, and counts errors and 4xx/5xx answers', () => {
    expect(parseWrk(WRK_REPORT)).toEqual({
      rps: 22237.87,
      p50Ms: 0.24,
      p99Ms: 39.89,
      failures: 2251 + 5,
    });
  });

  it('refuses a report without a rate rather than measuring 0', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /no rate/,
    );
  });
});

describe('luaString', () => {
  it('holds any body exactly, closing brackets included', () => {
    expect(luaString('{"a":1}')).toBe('[[{"a":1}]]');
    expect(luaString('x]]y')).toBe('[=[x]]y]=]');
    expect(luaString('x]]y]=]z')).toBe('[==[x]]y]=]z]==]');
  });
});

describe('generateLoad from a child process (autocannon)', () => {
  let server: Server;
  let url: string;
  let served = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      served += 1;
      res.writeHead(served % 4 === 0 ? 500 : 200);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('loads the target from another process and counts its 500s as failures', async () => {
    process.env.BENCH_LOAD = 'autocannon';
    try {
      const result = await generateLoad({ url, connections: 4, seconds: 1, headers: {} });
      expect(result.generator).toBe('autocannon');
      expect(result.rps).toBeGreaterThan(0);
      expect(served).toBeGreaterThan(0);
      // About one answer in four was a 500.
      expect(result.failures).toBeGreaterThan(served / 8);
      expect(result.failures).toBeLessThan(served / 2);
      // The generator's work was in its own process: it used CPU, measured from /proc.
      expect(result.cpu.generator).toBeGreaterThan(0);
    } finally {
      delete process.env.BENCH_LOAD;
    }
  });
});

describe('generateLoad with paths in rotation', () => {
  let server: Server;
  let url: string;
  const served = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      served.set(req.url ?? '', (served.get(req.url ?? '') ?? 0) + 1);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(['wrk', 'autocannon'] as const)('asks for every path in turn (%s)', async (generator) => {
    if (generator === 'autocannon') process.env.BENCH_LOAD = 'autocannon';
    served.clear();
    try {
      const paths = ['/a/menu', '/b/menu', '/c/menu'];
      const result = await generateLoad({ url, paths, connections: 2, seconds: 1, headers: {} });
      expect(result.failures).toBe(0);
      expect([...served.keys()].sort()).toEqual(paths);
      // In turn: each path about a third of the requests.
      for (const count of served.values()) expect(count).toBeGreaterThan(result.rps / 6);
    } finally {
      delete process.env.BENCH_LOAD;
    }
  });
});

describe('generateLoad against a server in a process of its own', () => {
  // Each answer burns about a millisecond of CPU in the child, none in this process.
  const CHILD = `
    const server = require('node:http').createServer((_req, res) => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      res.end('ok');
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
  `;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    child = spawn(process.execPath, ['-e', CHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await readUntil(child.stdout!, (text) => text.includes('\n'));
    url = `http://127.0.0.1:${port.trim()}/`;
  });
  afterAll(() => {
    child.kill();
  });

  it("reports that process's CPU as the server's, not this process's", async () => {
    const before = (await cpuSeconds(child.pid!))!;
    const started = performance.now();
    const result = await generateLoad({
      url,
      connections: 4,
      seconds: 1,
      headers: {},
      serverPid: child.pid!,
    });
    const childCores =
      ((await cpuSeconds(child.pid!))! - before) / ((performance.now() - started) / 1000);
    expect(result.failures).toBe(0);
    // The child was busy answering (as busy as a shared machine let it be); this process waited.
    expect(childCores).toBeGreaterThan(0.05);
    expect(result.cpu.server).toBeGreaterThan(childCores * 0.8);
    expect(result.cpu.server).toBeLessThan(childCores * 1.25);
  });
});
