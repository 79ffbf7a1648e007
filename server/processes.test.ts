// Two server processes on one PostgreSQL 15 behind nginx, as docs/operations/processes.md runs
// them: started together from deploy/qr-menu@.service (its Environment= lines and ExecStart, the
// port from the instance name), nginx with deploy/nginx-qr-menu-processes.conf's upstream. Real
// supabase-js clients pinned to each process (and one through nginx) show that they behave as
// one: a broadcast crosses, presence crosses and leaves when a process is killed, an order limit
// and a sign-in limit count requests through both, and an edit through one process is on the
// other's cached menu at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildWorld } from '../supabase/tests/database/fixtures.ts';
import { apiKeys } from './http/keys.ts';
import { until } from './realtime/testing.ts';
import { DEPLOY_SITE, renderDeployNginx, startNginx, type RunningNginx } from './testing/nginx.ts';
import { freePort } from './testing/postgres15.ts';
import { rawRequest, type RawOptions } from './testing/raw-request.ts';
import { testDatabase, type TestDatabase } from './testing/shared-postgres15.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const UNIT = path.join(ROOT, 'deploy/qr-menu@.service');

/** The template's settings and command, failing when it no longer takes its port from %i. */
async function readUnit(): Promise<{ env: Record<string, string>; command: string[] }> {
  const text = await readFile(UNIT, 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) {
    env[name!] = value!;
  }
  const command = /^ExecStart=(.*)$/m.exec(text)?.[1]?.split(/\s+/);
  if (!command || env.PORT !== '%i' || !text.includes('EnvironmentFile=/etc/qr-menu.env')) {
    throw new Error(
      'deploy/qr-menu@.service no longer has ExecStart, PORT=%i or its EnvironmentFile',
    );
  }
  return { env, command };
}

/** supabase-js's websocket through nginx: TLS for the site's name, its self-signed certificate. */
class ThroughNginx extends WebSocket {
  constructor(address: string, protocols?: string | string[]) {
    // ws hands servername on to tls.connect, though its ClientOptions type does not list it.
    const options = {
      rejectUnauthorized: false,
      servername: DEPLOY_SITE,
      headers: { host: DEPLOY_SITE },
    };
    super(address, protocols, options as WebSocket.ClientOptions);
  }
}

const clients: SupabaseClient[] = [];

function client(url: string, anonKey: string, transport: typeof WebSocket = WebSocket) {
  const made = createClient(url, anonKey, {
    realtime: { transport: transport as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  clients.push(made);
  return made;
}

function subscribed(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status) => {
      if (status !== 'CLOSED') resolve(status);
    });
  });
}

const keysOf = (channel: RealtimeChannel) => Object.keys(channel.presenceState()).sort();

describe('two server processes on one PostgreSQL 15 behind nginx', () => {
  let database: TestDatabase;
  let work: string;
  let nginx: RunningNginx | undefined;
  let httpsPort: number;
  const processes: ChildProcess[] = [];
  const urls: string[] = [];
  let anonKey: string;
  let serviceKey: string;
  let shawarma: string;

  const viaNginx = (route: string, options: RawOptions = {}) =>
    rawRequest(
      httpsPort,
      route,
      { ...options, headers: { host: DEPLOY_SITE, apikey: anonKey, ...options.headers } },
      { servername: DEPLOY_SITE, rejectUnauthorized: false },
    );

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'qrmenu-processes-'));
    database = await testDatabase();
    // A business with a menu, table cards and orders on (what the owner would have made).
    const setup = new pg.Client({ connectionString: database.url });
    await setup.connect();
    try {
      const db = {
        query: async (sql: string, params?: unknown[]) => {
          const result = await setup.query(sql, params);
          return { rows: result.rows, rowCount: result.rowCount ?? 0 };
        },
        exec: async (sql: string) => void (await setup.query(sql)),
      };
      const world = await buildWorld(db as never);
      await setup.query(
        `update public.businesses set order_types = '{dine-in,pickup}', table_labels = '{5,6}'
         where id = $1`,
        [world.businessA],
      );
      const { rows } = await setup.query<{ id: string }>(
        `select id from public.menu_items where name = 'Chicken Shawarma'`,
      );
      shawarma = rows[0]!.id;
    } finally {
      await setup.end();
    }
    const unit = await readUnit();
    const jwtSecret = randomBytes(32).toString('hex');
    ({ anonKey, serviceKey } = await apiKeys(jwtSecret));
    const ports = [await freePort(), await freePort()];
    const [program, ...args] = unit.command;
    const node = existsSync(program!) ? program! : process.execPath;
    // Both at once, as systemd starts qr-menu@A and qr-menu@B at boot.
    for (const port of ports) {
      const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        ...unit.env,
        PORT: String(port),
        // One state directory for both, as the template's StateDirectory gives them.
        DATA_DIR: path.join(work, 'var-lib-qr-menu'),
        JWT_SECRET: jwtSecret,
        SITE_URL: `https://${DEPLOY_SITE}`,
        DATABASE_URL: database.url,
        ORDER_RATE_LIMIT_PER_ADDRESS: '4',
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '3/600',
        // A process not heard of for 3 heartbeats (0.9 s) is gone.
        REALTIME_CLUSTER_HEARTBEAT_MS: '300',
      };
      processes.push(spawn(node, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] }));
      urls.push(`http://127.0.0.1:${port}`);
    }
    const ready = new Set<string>();
    for (const [index, url] of urls.entries()) {
      for (let attempt = 0; !ready.has(url); attempt += 1) {
        if (processes[index]!.exitCode !== null) throw new Error(`process ${index} exited`);
        if (attempt > 600) throw new Error(`${url} did not answer`);
        await fetch(`${url}/rest/v1/`).then(
          () => ready.add(url),
          () => new Promise((resolve) => setTimeout(resolve, 200)),
        );
      }
    }
    httpsPort = await freePort();
    const siteConf = await renderDeployNginx(work, {
      appPort: ports[0]!,
      appPorts: ports,
      httpPort: await freePort(),
      httpsPort,
    });
    nginx = await startNginx({ prefix: work, siteConf, port: httpsPort });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(clients.splice(0).map((made) => made.removeAllChannels()));
    for (const child of processes) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await nginx?.stop();
    await database?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('delivers a broadcast sent through one process to subscribers on the other and through nginx', async () => {
    const name = `crossing-${Date.now()}`;
    const onB: unknown[] = [];
    const viaProxy: unknown[] = [];
    const listener = client(urls[1]!, anonKey)
      .channel(name)
      .on('broadcast', { event: 'ping' }, ({ payload }) => onB.push(payload));
    const proxied = client(
      `https://127.0.0.1:${httpsPort}`,
      anonKey,
      ThroughNginx as unknown as typeof WebSocket,
    )
      .channel(name)
      .on('broadcast', { event: 'ping' }, ({ payload }) => viaProxy.push(payload));
    expect(await subscribed(listener)).toBe('SUBSCRIBED');
    expect(await subscribed(proxied)).toBe('SUBSCRIBED');
    const sender = client(urls[0]!, anonKey).channel(name);
    expect(await subscribed(sender)).toBe('SUBSCRIBED');
    await sender.send({ type: 'broadcast', event: 'ping', payload: { from: 'a' } });
    await until(() => onB.length === 1 && viaProxy.length === 1, 10_000, 'the broadcast');
    expect(onB).toEqual([{ from: 'a' }]);
    expect(viaProxy).toEqual([{ from: 'a' }]);
  });

  it('counts an order limit and a sign-in limit over orders and sign-ins through both processes', async () => {
    const order = (url: string) =>
      fetch(`${url}/rest/v1/rpc/place_order`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.77',
        },
        body: JSON.stringify({
          slug: 'acafe',
          cart: {
            lines: [{ item_id: shawarma, quantity: 1, unit_baisa: 1200 }],
            total_baisa: 1200,
          },
          details: { type: 'dine-in' },
        }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = await order(urls[index % 2]!);
      statuses.push(answer.status);
      const body = (await answer.json()) as { hint?: string };
      if (answer.status !== 200) expect(body.hint).toBe('order_rate_limited');
    }
    // Four per address in all, not four per process.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const signIn = (url: string) =>
      fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.50',
        },
        body: JSON.stringify({ email: 'a@example.com', password: 'a wrong guess' }),
      }).then((answer) => answer.status);
    const guesses: number[] = [];
    for (let index = 0; index < 5; index += 1) guesses.push(await signIn(urls[index % 2]!));
    expect(guesses).toEqual([400, 400, 400, 429, 429]);
  });

  it("drops the other process's cached menu when an edit goes through one", async () => {
    const menuOf = async (url: string) => {
      const answer = await fetch(`${url}/rest/v1/rpc/public_menu?slug=acafe`, {
        headers: { apikey: anonKey },
      });
      expect(answer.status).toBe(200);
      return answer.text();
    };
    // Both processes hold the menu in their caches.
    for (const url of urls) {
      expect(await menuOf(url)).toContain('Chicken Shawarma');
      expect(await menuOf(url)).toContain('Chicken Shawarma');
    }
    const edit = await fetch(`${urls[0]}/rest/v1/menu_items?id=eq.${shawarma}`, {
      method: 'PATCH',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Chicken Shawarma Royale' }),
    });
    expect(edit.status).toBe(204);
    // The other process learns of it by NOTIFY, within a moment (its cache would keep the old
    // menu for good otherwise: it is served with no query while the process listens).
    const deadline = Date.now() + 3000;
    let latest = '';
    while (Date.now() < deadline) {
      latest = await menuOf(urls[1]!);
      if (latest.includes('Chicken Shawarma Royale')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(latest).toContain('Chicken Shawarma Royale');
    // And through nginx, whichever process it picks. The hosted page is rendered from this same
    // cache; it is not asked here: a checkout that has not run `npm run build` has no page
    // renderer (npm test's integration stage runs before the build).
    const viaProxy = await viaNginx('/rest/v1/rpc/public_menu?slug=acafe');
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.body).toContain('Chicken Shawarma Royale');
  });

  it('shares presence, and a killed process takes its presences with it', async () => {
    const name = `lounge-${Date.now()}`;
    const alice = client(urls[0]!, anonKey).channel(name, {
      config: { presence: { key: 'alice' } },
    });
    const bob = client(urls[1]!, anonKey).channel(name, { config: { presence: { key: 'bob' } } });
    alice.on('presence', { event: 'sync' }, () => undefined);
    bob.on('presence', { event: 'sync' }, () => undefined);
    expect(await subscribed(alice)).toBe('SUBSCRIBED');
    expect(await subscribed(bob)).toBe('SUBSCRIBED');
    expect(await alice.track({ name: 'Alice' })).toBe('ok');
    expect(await bob.track({ name: 'Bob' })).toBe('ok');
    await until(() => keysOf(alice).join() === 'alice,bob', 10_000, 'bob seen on process a');
    await until(() => keysOf(bob).join() === 'alice,bob', 10_000, 'alice seen on process b');
    // Killed: no goodbye. Its heartbeats stop, and process a drops bob after three of them.
    const killed = processes[1]!;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;
    await until(() => keysOf(alice).join() === 'alice', 10_000, 'bob leaving process a');
  });
});
