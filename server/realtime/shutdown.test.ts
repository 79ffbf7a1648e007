// `npm start` stopped with SIGTERM while realtime clients are connected: their sockets close with
// 1001 (going away), the database closes and the process exits 0. PGlite: the process under test
// is the server itself (server/main.ts), as `npm start` runs it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/postgres15.ts';
import { copyPgliteTemplate } from '../testing/pglite-template.ts';
import { RawSocket } from './testing.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm start and SIGTERM', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('closes realtime sockets with 1001 and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-rt-sigterm-'));
    dirs.push(dataDir);
    await copyPgliteTemplate(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      for (let attempt = 0; !output.includes('QR Menu is running'); attempt++) {
        if (child.exitCode !== null || attempt > 1200) throw new Error(`no start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = `http://127.0.0.1:${port}`;
      const sockets = [await RawSocket.open(url), await RawSocket.open(url, { vsn: '1.0.0' })];
      await sockets[0]!.join('realtime:closing');
      child.kill('SIGTERM');
      for (const socket of sockets) expect((await socket.closed).code).toBe(1001);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
