// Pinning: a target's every thread on the target's core, the generator on its own, and nothing
// moved when BENCH_PIN=0.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { generateLoad } from './load.ts';
import { coresOf, onGeneratorCore, pinning, pinToTargetCore } from './pin.ts';
import { readUntil } from './replay.ts';

const SERVER = `
  const server = require('node:http').createServer((_req, res) => res.end('ok'));
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** The cores each thread of `pid` may run on, as the kernel lists them. */
async function threadCores(pid: number): Promise<string[]> {
  const tasks = await readdir(`/proc/${pid}/task`);
  return Promise.all(
    tasks.map(async (task) => {
      const status = await readFile(`/proc/${pid}/task/${task}/status`, 'utf8');
      return /^Cpus_allowed_list:\s*(\S+)$/m.exec(status)?.[1] ?? '';
    }),
  );
}

describe('pinning the load generator and the target apart', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill();
    child = undefined;
    delete process.env.BENCH_PIN;
  });

  async function startServer(): Promise<{ pid: number; url: string }> {
    child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
    const port = await readUntil(child.stdout!, (text) => text.includes('\n'));
    return { pid: child.pid!, url: `http://127.0.0.1:${port.trim()}/` };
  }

  it('moves every thread of a running target to core 1, and runs the generator on core 0', async () => {
    // taskset comes with util-linux (Essential in Debian); one core leaves nothing to pin apart.
    expect(pinning()).toBe(availableParallelism() >= 2);
    const server = await startServer();
    if (!pinning()) {
      const before = await coresOf(server.pid);
      await pinToTargetCore(server.pid);
      expect(await coresOf(server.pid)).toBe(before);
      return;
    }
    // Node starts several threads (the platform's workers, libuv's); all of them move.
    expect((await threadCores(server.pid)).length).toBeGreaterThan(1);
    await pinToTargetCore(server.pid);
    expect(await coresOf(server.pid)).toBe('1');
    expect(new Set(await threadCores(server.pid))).toEqual(new Set(['1']));
    expect(onGeneratorCore('/usr/bin/wrk', ['-t1', 'http://x/'])).toEqual([
      '/usr/bin/taskset',
      ['-c', '0', '/usr/bin/wrk', '-t1', 'http://x/'],
    ]);
    const result = await generateLoad({
      url: server.url,
      connections: 2,
      seconds: 1,
      headers: {},
      serverPid: server.pid,
      pinned: true,
    });
    expect(result.pinned).toBe(true);
    expect(result.failures).toBe(0);
    expect(result.rps).toBeGreaterThan(0);
  });

  it('leaves placement to the scheduler with BENCH_PIN=0', async () => {
    process.env.BENCH_PIN = '0';
    expect(pinning()).toBe(false);
    const server = await startServer();
    const before = await coresOf(server.pid);
    await pinToTargetCore(server.pid);
    expect(await coresOf(server.pid)).toBe(before);
    expect(before).not.toBe('1');
    expect(onGeneratorCore('/usr/bin/wrk', ['-t1'])).toEqual(['/usr/bin/wrk', ['-t1']]);
    const result = await generateLoad({
      url: server.url,
      connections: 2,
      seconds: 1,
      headers: {},
      pinned: true,
    });
    expect(result.pinned).toBe(false);
  });
});
