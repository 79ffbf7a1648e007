// CPU read from /proc: a process's children are found (nginx's worker, a postmaster's backends),
// and a busy child's CPU is counted.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, totalCpuSeconds, withChildren } from './proc-cpu.ts';
import { readUntil } from './replay.ts';

describe('withChildren', () => {
  it("finds a process's children beside it, and their CPU", async () => {
    // Busy for 300 ms of CPU (however long a loaded machine takes), then idle until killed.
    const busy =
      'const u = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1e6; };' +
      'while (u() < 0.3); console.log("done"); setInterval(() => {}, 1000)';
    const child = spawn(process.execPath, ['-e', busy], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await readUntil(child.stdout, (text) => text.includes('done'));
      const pids = await withChildren(process.pid);
      expect(pids[0]).toBe(process.pid);
      expect(pids).toContain(child.pid);
      expect(await cpuSeconds(child.pid!)).toBeGreaterThanOrEqual(0.25);
      expect(await totalCpuSeconds(pids)).toBeGreaterThan((await cpuSeconds(child.pid!))!);
    } finally {
      child.kill();
    }
  });
});
