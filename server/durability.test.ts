// Killing the server with SIGKILL in the middle of writes loses no acknowledged write, and the
// server starts cleanly afterwards ("Done when"). PGlite only: it is our own storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { LOCAL_SERVICE_KEY } from './http/keys.ts';
import { freePort } from './testing/postgres15.ts';
import { copyPgliteTemplate } from './testing/pglite-template.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const headers = {
  apikey: LOCAL_SERVICE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_KEY}`,
  'content-type': 'application/json',
};

interface Child {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(dataDir: string): Promise<Child> {
  const port = await freePort();
  // Node itself runs the server (tsx as a loader), so SIGKILL reaches the process holding the data.
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
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/rest/v1/`);
      // The banner is written just after the server starts listening; on a loaded machine its pipe
      // can deliver it a moment after the first answer.
      if (response.ok && output.includes('QR Menu is running'))
        return { process: child, url, exited, output: () => output };
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function insertCategory(url: string, businessId: string, name: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/categories`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ business_id: businessId, name }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('start-up checks', () => {
  it('refuses a bad environment with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: PORT must be a whole number');
  });
});

describe('durability on PGlite', () => {
  let dataDir: string;
  let running: Child | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-durability-'));
  });
  afterAll(async () => {
    running?.process.kill('SIGKILL');
    await running?.exited;
    await rm(dataDir, { recursive: true, force: true });
  });

  // Three cold starts of the server: slow on a busy machine, so a generous limit (not a timing check).
  it(
    'keeps every acknowledged write after kill -9 and restarts cleanly',
    { timeout: 240_000 },
    async () => {
      // A business to hang categories on (auth.users is not reachable over REST).
      await copyPgliteTemplate(dataDir);
      const db = await openDatabase({ dataDir, databaseUrl: undefined });
      await migrate(db);
      const { rows } = await db.query<{ id: string }>(
        `with u as (insert into auth.users (email) values ('durable@example.com') returning id)
       insert into public.businesses (name, whatsapp, slug, owner_id) select 'Durable', '96890000000', 'durable', id from u returning id`,
      );
      const businessId = rows[0]!.id;
      await db.close();

      running = await startServer(dataDir);
      // The start-up banner tells a new user everything they need.
      expect(running.output()).toContain('QR Menu is running at http://localhost:');
      expect(running.output()).toContain(LOCAL_SERVICE_KEY);
      expect(running.output()).toContain('/_dev/mail');
      const acknowledged: string[] = [];
      for (let i = 0; i < 15; i++) {
        const name = `acked ${i}`;
        expect(await insertCategory(running.url, businessId, name)).toBe(201);
        acknowledged.push(name);
      }
      // Writes in flight when the process dies: each either committed entirely or not at all.
      const inFlight = Array.from({ length: 10 }, (_, i) =>
        insertCategory(running!.url, businessId, `in flight ${i}`).then(
          (status) => {
            if (status === 201) acknowledged.push(`in flight ${i}`);
          },
          () => undefined,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      running.process.kill('SIGKILL');
      await running.exited;
      await Promise.all(inFlight);
      running = undefined;

      running = await startServer(dataDir);
      const response = await fetch(
        `${running.url}/rest/v1/categories?select=name&business_id=eq.${businessId}`,
        { headers },
      );
      expect(response.status).toBe(200);
      const names = ((await response.json()) as Array<{ name: string }>).map((c) => c.name);
      for (const name of acknowledged) expect(names).toContain(name);
      expect(names.every((n) => /^(acked|in flight) \d+$/.test(n))).toBe(true);
      // And it still takes writes.
      expect(await insertCategory(running.url, businessId, 'after restart')).toBe(201);
      // A graceful SIGTERM closes the database and exits 0.
      running.process.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      running = undefined;
    },
  );
});
