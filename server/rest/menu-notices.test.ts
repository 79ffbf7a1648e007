// No database query per scan: the cached public_menu answer and the hosted page are served from
// memory while the server hears menu version notices (NOTIFY menu_versions), and never stale: a
// price changed straight in the database, through another server process on the same PostgreSQL,
// or while the LISTEN connection is down shows on the next request. On PGlite and PostgreSQL 15.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { LOCAL_SERVICE_KEY } from '../http/keys.ts';
import { waitFor } from '../realtime/testing.ts';
import { freePort } from '../testing/postgres15.ts';
import { buildSsrDist, type SsrDist } from '../testing/ssr-build.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { hearsMenuVersions } from './menu-cache.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Menu {
  items: Array<{ id: string; price: number }>;
}

/** A second `npm start` process on the same PostgreSQL. */
async function startSecondServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`second server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/rest/v1/`)).ok && output.includes('QR Menu is running')) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error(`second server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.each(ENGINES)('public_menu and the hosted page from notices on %s', (engine) => {
  let ts: TestServer;
  let world: World;
  let original: string;
  let dist: SsrDist;

  const rpc = async (base = ts.url): Promise<Menu> => {
    const response = await fetch(`${base}/rest/v1/rpc/public_menu?slug=acafe`, {
      headers: { apikey: ts.anonKey },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Menu;
  };
  const priceOf = async (base?: string) =>
    (await rpc(base)).items.find((item) => item.id === world.itemA1)?.price;
  const page = async (): Promise<string> => {
    const response = await fetch(`${ts.url}/acafe/menu?lang=en`);
    expect(response.status).toBe(200);
    return response.text();
  };

  /** Any question about the menu's version now fails: what still answers asked nothing. */
  const refuseVersionQueries = () =>
    ts.db.exec(`create or replace function public.public_menu_etag(slug text) returns text
      language plpgsql stable security definer set search_path = '' as $$
      begin raise exception 'the menu version was asked'; end $$`);
  const answerVersionQueries = () => ts.db.exec(original);

  beforeAll(async () => {
    dist = await buildSsrDist();
    ts = await startTestServer({ engine, distDir: dist.distDir });
    world = await buildWorld(ts.db);
    const { rows } = await ts.db.query<{ def: string }>(
      `select pg_get_functiondef('public.public_menu_etag(text)'::regprocedure) as def`,
    );
    original = rows[0]?.def ?? '';
    await waitFor(() => hearsMenuVersions(ts.db), 'the server to listen');
  });
  afterAll(async () => {
    await ts?.stop();
    await dist?.remove();
  });

  it('answers a repeated scan without asking the database, then a direct write on the next one', async () => {
    const before = await priceOf();
    await page();
    await refuseVersionQueries();
    try {
      // Served from memory: the version function would fail if it were asked.
      expect(await priceOf()).toBe(before);
      expect(await page()).toContain('Karak');
    } finally {
      await answerVersionQueries();
    }
    await ts.db.query(`update public.menu_items set price = 7.654 where id = $1`, [world.itemA1]);
    expect(await priceOf()).toBe(7.654);
    expect(await page()).toContain('7.654');
  });

  if (engine !== 'postgres') return;

  it("counts none of the realtime feed's reads of its queue as this process's statements", async () => {
    await priceOf();
    const before = ts.db.completed?.();
    expect(before).toBeGreaterThan(0);
    // The feed reads its queue every second (REALTIME_POLL_MS): counted, each read made the next
    // scan of a cached menu confirm it had heard every notice before trusting them.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(ts.db.completed?.()).toBe(before);
  });

  it('serves a price written by a second server process on the same PostgreSQL on the next request', async () => {
    await priceOf();
    await page();
    const second = await startSecondServer(ts.config.databaseUrl ?? '', `${ts.dataDir}/second`);
    try {
      const headers = {
        apikey: LOCAL_SERVICE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_KEY}`,
        'content-type': 'application/json',
      };
      // The second process caches the menu too, then the first process's owner writes.
      expect(await priceOf(second.url)).toBe(await priceOf());
      const written = await fetch(`${second.url}/rest/v1/menu_items?id=eq.${world.itemA1}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ price: 3.21 }),
      });
      expect(written.status).toBe(204);
      expect(await priceOf()).toBe(3.21);
      expect(await page()).toContain('3.210');
      // And the other way round: a write through the first shows on the second.
      const back = await fetch(`${ts.url}/rest/v1/menu_items?id=eq.${world.itemA1}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ price: 4.32 }),
      });
      expect(back.status).toBe(204);
      expect(await priceOf(second.url)).toBe(4.32);
    } finally {
      await second.stop();
    }
  });

  it('checks versions while the LISTEN connection is lost, and trusts notices again once it is back', async () => {
    await priceOf();
    await page();
    await ts.db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'qrmenu realtime listen' and datname = current_database()`,
    );
    await waitFor(() => !hearsMenuVersions(ts.db), 'the server to notice the lost connection');
    // Written from outside the server while nobody listens: no notice will ever come.
    const outside = new pg.Client({ connectionString: ts.config.databaseUrl });
    await outside.connect();
    try {
      await outside.query(`update public.menu_items set price = 5.43 where id = $1`, [
        world.itemA1,
      ]);
    } finally {
      await outside.end();
    }
    expect(await priceOf()).toBe(5.43);
    expect(await page()).toContain('5.430');
    // Reconnected (a second later): one checked request, then no question per scan again.
    await waitFor(() => hearsMenuVersions(ts.db), 'the server to listen again', 15_000);
    await priceOf();
    await page();
    await refuseVersionQueries();
    try {
      expect(await priceOf()).toBe(5.43);
      expect(await page()).toContain('5.430');
    } finally {
      await answerVersionQueries();
    }
  });
});
