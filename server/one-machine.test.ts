// One machine with PostgreSQL, as docs/operations/one-machine.md installs it and docs/operations/static-host-and-hosted-supabase.md backs it up:
// the server started exactly as deploy/qr-menu.service starts it (its Environment= lines and
// ExecStart, the settings of /etc/qr-menu.env), on a real PostgreSQL 15, behind
// deploy/nginx-qr-menu.conf in Debian's nginx. An owner signs up, opens a business and uploads a
// photo through nginx; the documented backup (pg_dump, a tar of the storage folder) survives losing
// the database and the files, and after the documented restore everything is back.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from './http/keys.ts';
import { DEPLOY_SITE, renderDeployNginx, startNginx, type RunningNginx } from './testing/nginx.ts';
import { freePort, PG_BIN, startPostgres15, type TestPostgres } from './testing/postgres15.ts';
import { rawRequest, type RawOptions } from './testing/raw-request.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const UNIT = path.join(ROOT, 'deploy/qr-menu.service');
// A 1x1 PNG: the buckets take images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The unit's settings and command, failing when it no longer has what this test relies on. */
async function readUnit(): Promise<{ env: Record<string, string>; command: string[] }> {
  const text = await readFile(UNIT, 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) {
    env[name!] = value!;
  }
  const command = /^ExecStart=(.*)$/m.exec(text)?.[1]?.split(/\s+/);
  if (!command || env.PORT !== '54321' || !text.includes('EnvironmentFile=/etc/qr-menu.env')) {
    throw new Error(
      'deploy/qr-menu.service no longer has ExecStart, PORT=54321 or its EnvironmentFile',
    );
  }
  return { env, command };
}

describe('one machine: the systemd unit on PostgreSQL 15 behind nginx, backed up and restored', () => {
  let postgres: TestPostgres;
  let work: string;
  let nginx: RunningNginx | undefined;
  let app: ChildProcess | undefined;
  let httpsPort: number;
  let databaseUrl: string;
  let superUrl: string;
  let env: Record<string, string>;
  let command: string[];
  let anonKey: string;
  const dataDir = () => path.join(work, 'var-lib-qr-menu');

  const viaNginx = (route: string, options: RawOptions = {}) =>
    rawRequest(
      httpsPort,
      route,
      { ...options, headers: { host: DEPLOY_SITE, apikey: anonKey, ...options.headers } },
      { servername: DEPLOY_SITE, rejectUnauthorized: false },
    );

  /** Starts the server as systemd would and waits until nginx reaches it. */
  async function startService(): Promise<void> {
    const [program, ...args] = command;
    // The unit names Debian's node; a machine with node elsewhere runs the same command with it.
    const node = existsSync(program!) ? program! : process.execPath;
    app = spawn(node, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (app.exitCode !== null) throw new Error(`the service exited with ${app.exitCode}`);
      const answer = await viaNginx('/rest/v1/').catch(() => undefined);
      if (answer && answer.status !== 502) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the service did not answer through nginx');
  }

  async function stopService(): Promise<void> {
    if (!app || app.exitCode !== null) return;
    const exited = new Promise((resolve) => app!.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }

  async function superuser(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: superUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'qrmenu-one-machine-'));
    postgres = await startPostgres15();
    superUrl = postgres.url;
    // docs/operations/one-machine.md step 2: a superuser role and its database.
    await superuser('create role qrmenu login superuser');
    await superuser('create database qrmenu owner qrmenu');
    databaseUrl = superUrl
      .replace('postgres://postgres@', 'postgres://qrmenu@')
      .replace(/\/postgres$/, '/qrmenu');
    const unit = await readUnit();
    command = unit.command;
    const appPort = await freePort();
    httpsPort = await freePort();
    const jwtSecret = randomBytes(32).toString('hex');
    anonKey = (await apiKeys(jwtSecret)).anonKey;
    env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...unit.env,
      // What this machine differs in: the port and the state directory.
      PORT: String(appPort),
      DATA_DIR: dataDir(),
      // /etc/qr-menu.env; mail is not sent, so sign-ups confirm themselves here.
      JWT_SECRET: jwtSecret,
      SITE_URL: `https://${DEPLOY_SITE}`,
      DATABASE_URL: databaseUrl,
      AUTH_AUTOCONFIRM: 'true',
    };
    const siteConf = await renderDeployNginx(work, {
      appPort,
      httpPort: await freePort(),
      httpsPort,
    });
    nginx = await startNginx({ prefix: work, siteConf, port: httpsPort });
    await startService();
  }, 180_000);

  afterAll(async () => {
    await stopService();
    await nginx?.stop();
    await postgres?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('serves owners and customers, and comes back whole from the documented backup', async () => {
    expect(env.NODE_ENV).toBe('production');
    const email = `owner-${Date.now()}@example.test`;
    const signUp = await viaNginx('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long password 1' }),
    });
    expect(signUp.status, signUp.body).toBe(200);
    const session = JSON.parse(signUp.body) as { access_token: string; user: { id: string } };
    const owner = { authorization: `Bearer ${session.access_token}` };
    const slug = `onemachine${Date.now()}`;
    const business = await viaNginx('/rest/v1/businesses', {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({
        name: 'One Machine Cafe',
        slug,
        category: 'cafe',
        whatsapp: '96891234567',
        owner_id: session.user.id,
      }),
    });
    expect(business.status, business.body).toBe(201);
    const imagePath = `${session.user.id}/photo.png`;
    const upload = await new Promise<number>((resolve, reject) => {
      httpsRequest(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: DEPLOY_SITE,
          rejectUnauthorized: false,
          method: 'POST',
          path: `/storage/v1/object/menu-images/${imagePath}`,
          headers: { host: DEPLOY_SITE, apikey: anonKey, ...owner, 'content-type': 'image/png' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end(PNG);
    });
    expect(upload).toBe(200);
    const expectWhole = async () => {
      const page = await viaNginx(`/${slug}/menu`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('One Machine Cafe');
      const image = await viaNginx(`/storage/v1/object/public/menu-images/${imagePath}`);
      expect(image.status).toBe(200);
      const signIn = await viaNginx('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a long password 1' }),
      });
      expect(signIn.status).toBe(200);
    };
    await expectWhole();

    // The backup (docs/operations/static-host-and-hosted-supabase.md): the database as pg_dump's custom format, the stored files as a tar.
    const dump = path.join(work, 'qrmenu.dump');
    const files = path.join(work, 'qrmenu-storage.tar.gz');
    await run(path.join(PG_BIN, 'pg_dump'), ['--format=custom', `--file=${dump}`, databaseUrl]);
    await run('tar', ['-C', dataDir(), '-czf', files, 'storage']);

    // Everything is lost.
    await stopService();
    await superuser('drop database qrmenu');
    await rm(path.join(dataDir(), 'storage'), { recursive: true, force: true });

    // The restore (docs/operations/static-host-and-hosted-supabase.md), then the service starts again.
    await superuser('create database qrmenu owner qrmenu');
    await run(path.join(PG_BIN, 'pg_restore'), [`--dbname=${databaseUrl}`, dump]);
    await run('tar', ['-C', dataDir(), '-xzf', files]);
    await startService();
    await expectWhole();
  }, 180_000);
});
