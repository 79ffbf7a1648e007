// Production mode: what a stranger on the network, a page rebinding its name to this
// server, or a proxy in front of it can reach, on the embedded database and on PostgreSQL 15.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer } from './boot.ts';
import { DEFAULT_JWT_SECRET, readServerConfig } from './config.ts';
import { checkProduction, StartRefusedError } from './production.ts';
import { BACKUP_SECRET_HEADER, readBackupToken } from './backup/token.ts';
import { apiKeys } from './http/keys.ts';
import { DEMO_OWNER_EMAIL, DEMO_SUPERADMIN_EMAIL } from './seed/demo.ts';
import { anonClient, serviceClient, userClient } from './testing/clients.ts';
import { copyPgliteTemplate } from './testing/pglite-template.ts';
import { rawRequest, type RawOptions, type RawResponse } from './testing/raw-request.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';
import { DEV_HEADERS, TEST_DEV_TOKEN } from './testing/dev-token.ts';

const STRONG_SECRET = 'a-production-secret-that-nobody-else-has-0123456789';

/** A request exactly as written (fetch may not set Host, and tidies paths). */
function raw(url: string, pathAndQuery: string, options: RawOptions = {}): Promise<RawResponse> {
  return rawRequest(Number(new URL(url).port), pathAndQuery, options);
}

async function token(claims: Record<string, unknown>, exp: number | undefined): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
}

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('starting in production mode', () => {
  let work: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'qrmenu-prod-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('listens on loopback by default, out of reach of other addresses of the machine', async () => {
    const dataDir = path.join(work, 'default');
    await copyPgliteTemplate(dataDir);
    const running = await bootServer(readServerConfig({ PORT: '0', DATA_DIR: dataDir }));
    try {
      const address = running.server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const response = await fetch(`http://127.0.0.1:${address.port}/rest/v1/`);
      expect(response.status).toBe(200);
      // Every other address this machine has: connecting there is refused.
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((info) => info && !info.internal && info.family === 'IPv4')
        .map((info) => info!.address);
      for (const other of others) {
        const outcome = await new Promise<string>((resolve) => {
          const socket = connect(address.port, other);
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        expect(outcome, other).toBe('ECONNREFUSED');
      }
    } finally {
      await running.stop();
    }
  });

  it('refuses to listen beyond loopback with the local secret and no SITE_URL, and says which', async () => {
    const dataDir = path.join(work, 'exposed');
    await copyPgliteTemplate(dataDir);
    const start = bootServer(readServerConfig({ HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir }));
    await expect(start).rejects.toThrow(StartRefusedError);
    await expect(start).rejects.toThrow(
      /HOST=0\.0\.0\.0 is reachable beyond this machine[\s\S]*JWT_SECRET is the well-known local secret[\s\S]*SITE_URL is not set/,
    );
  });

  it('`npm start` exits non-zero with the reasons when exposed with the defaults', async () => {
    const dataDir = path.join(work, 'npm-start');
    await copyPgliteTemplate(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir, NODE_ENV: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start in production mode');
    expect(stderr).toContain('JWT_SECRET is the well-known local secret');
    expect(stderr).toContain('SITE_URL is not set');
  }, 120_000);

  it('`npm start` in production mode prints the anon key but not the service_role key', async () => {
    const dataDir = path.join(work, 'npm-start-production');
    await copyPgliteTemplate(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: STRONG_SECRET,
        SITE_URL: 'https://menu.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('email confirm:')) resolve();
      });
      void exited.then(() => reject(new Error(`npm start exited: ${stdout}`)));
    });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const keys = await apiKeys(STRONG_SECRET);
    expect(stdout).toContain('production mode');
    expect(stdout).toContain(keys.anonKey);
    expect(stdout).not.toContain(keys.serviceKey);
    expect(stdout).not.toContain('/_dev/mail');
  }, 120_000);

  it('starts in production with its own secret and SITE_URL: no /_dev, HSTS for https, leftovers swept', async () => {
    const dataDir = path.join(work, 'production');
    await copyPgliteTemplate(dataDir);
    // What an interrupted backup and upload leave behind.
    await mkdir(path.join(dataDir, '.backup-interrupted', 'storage'), { recursive: true });
    await writeFile(path.join(dataDir, '.backup-interrupted.tar.gz'), 'partial');
    await mkdir(path.join(dataDir, 'storage', '.tmp'), { recursive: true });
    await writeFile(path.join(dataDir, 'storage', '.tmp', 'upload-part'), 'partial');
    const running = await bootServer(
      readServerConfig({
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: STRONG_SECRET,
        SITE_URL: 'https://menu.example',
      }),
    );
    try {
      expect(existsSync(path.join(dataDir, '.backup-interrupted'))).toBe(false);
      expect(existsSync(path.join(dataDir, '.backup-interrupted.tar.gz'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'storage', '.tmp', 'upload-part'))).toBe(false);
      // The backup token the backup script reads, readable by the owner only.
      expect(await readBackupToken(dataDir)).toMatch(/^[0-9a-f]{64}$/);

      const url = `http://127.0.0.1:${running.port}`;
      for (const devPath of ['/_dev/mail', '/_dev/csp-report', '/_dev/anything']) {
        const response = await raw(url, devPath);
        expect(response.status, devPath).toBe(404);
        expect(JSON.parse(response.body)).toEqual({ message: 'Not found' });
      }
      const page = await raw(url, '/', { headers: { host: 'menu.example' } });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      // No CSP report goes to a collector that production does not have.
      expect(page.headers['content-security-policy']).not.toContain('report-uri');
    } finally {
      await running.stop();
    }
  });
});

describe.each(ENGINES)('production checks and the server in front of %s', (engine) => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({
      engine,
      env: {
        SEED_DEMO: 'true',
        ALLOWED_HOSTS: 'menu.example',
        TRUSTED_PROXIES: '1',
        EVENT_RATE_LIMIT: '2/600',
      },
    });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('refuses demo accounts that still have the demo password, and only those', async () => {
    const production = {
      ...ts.config,
      production: true,
      host: '0.0.0.0',
      jwtSecret: STRONG_SECRET,
      siteUrlSet: true,
    };
    const refused = checkProduction(production, ts.db);
    await expect(refused).rejects.toThrow(StartRefusedError);
    await expect(refused).rejects.toThrow(
      new RegExp(`${DEMO_OWNER_EMAIL} still has the demo password`),
    );
    await expect(refused).rejects.toThrow(
      new RegExp(`${DEMO_SUPERADMIN_EMAIL} still has the demo password`),
    );

    const service = serviceClient(ts.url);
    const { data } = await service.auth.admin.listUsers();
    const superadmin = data.users.find((user) => user.email === DEMO_SUPERADMIN_EMAIL)!;
    const owner = data.users.find((user) => user.email === DEMO_OWNER_EMAIL)!;
    expect(
      (await service.auth.admin.updateUserById(superadmin.id, { password: 'a new long password' }))
        .error,
    ).toBeNull();
    const still = await checkProduction(production, ts.db).catch((error: Error) => error);
    expect(still).toBeInstanceOf(StartRefusedError);
    expect((still as StartRefusedError).problems).toEqual([
      expect.stringContaining(`${DEMO_OWNER_EMAIL} still has the demo password`),
    ]);
    expect(
      (await service.auth.admin.updateUserById(owner.id, { password: 'another long password' }))
        .error,
    ).toBeNull();
    await expect(checkProduction(production, ts.db)).resolves.toBeUndefined();
  });

  it('answers only its own host names (no DNS rebinding)', async () => {
    const port = new URL(ts.url).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'menu.example',
    ]) {
      expect((await raw(ts.url, '/rest/v1/', { headers: { host } })).status, host).toBe(200);
    }
    const rebound = await raw(ts.url, '/rest/v1/', { headers: { host: `evil.example:${port}` } });
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body).message).toContain('"evil.example"');
    // No HSTS over a plain-http SITE_URL.
    expect(rebound.headers['strict-transport-security']).toBeUndefined();
  });

  it('shows the mailbox to this machine asking directly, never through a proxy or another name', async () => {
    const port = new URL(ts.url).port;
    const mail = (headers: Record<string, string>) =>
      raw(ts.url, '/_dev/mail', { headers: { ...DEV_HEADERS, ...headers } });
    expect((await mail({ host: `127.0.0.1:${port}` })).status).toBe(200);
    // Even on loopback, only with the token printed at start: a bare proxy_pass adds no header.
    const bare = await raw(ts.url, '/_dev/mail', { headers: { host: `127.0.0.1:${port}` } });
    expect(bare.status).toBe(401);
    expect(JSON.parse(bare.body).message).toContain('X-Dev-Token');
    expect((await mail({ 'x-dev-token': `${TEST_DEV_TOKEN}x` })).status).toBe(401);
    expect(
      (
        await raw(ts.url, `/_dev/mail?token=${TEST_DEV_TOKEN}`, {
          headers: { host: `127.0.0.1:${port}` },
        })
      ).status,
    ).toBe(200);
    expect(
      (await raw(ts.url, '/_dev/csp-report', { headers: { host: `127.0.0.1:${port}` } })).status,
    ).toBe(401);
    expect(
      (await mail({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` })).status,
    ).toBe(200);
    // Through a reverse proxy on this machine: the socket is loopback, the client is not.
    expect(
      (await mail({ host: `127.0.0.1:${port}`, 'x-forwarded-for': '203.0.113.5' })).status,
    ).toBe(403);
    expect((await mail({ host: `127.0.0.1:${port}`, forwarded: 'for=203.0.113.5' })).status).toBe(
      403,
    );
    // A page whose name resolves here, allowed as a site name but not this machine's own.
    expect((await mail({ host: 'menu.example', origin: 'http://menu.example' })).status).toBe(403);
    expect((await mail({ host: `127.0.0.1:${port}`, origin: 'http://evil.example' })).status).toBe(
      403,
    );
    expect(
      (await raw(ts.url, '/_dev/csp-report', { headers: { 'x-real-ip': '203.0.113.5' } })).status,
    ).toBe(403);
  });

  it('takes a backup only with the backup secret, never through a proxy', async () => {
    const secret = (await readBackupToken(ts.dataDir))!;
    const backup = (headers: Record<string, string>) =>
      raw(ts.url, '/_backup', { method: 'POST', headers });
    // The service_role key alone was enough before; it is not now.
    const service = { apikey: ts.serviceKey, authorization: `Bearer ${ts.serviceKey}` };
    expect((await backup(service)).status).toBe(403);
    expect((await backup({ [BACKUP_SECRET_HEADER]: 'wrong' })).status).toBe(403);
    expect(
      (await backup({ [BACKUP_SECRET_HEADER]: secret, 'x-forwarded-for': '203.0.113.5' })).status,
    ).toBe(403);
    const taken = await backup({ [BACKUP_SECRET_HEADER]: secret });
    if (engine === 'pglite') {
      expect(taken.status).toBe(200);
      expect(taken.headers['content-type']).toBe('application/gzip');
    } else {
      // PostgreSQL is backed up with pg_dump: the server says so.
      expect(taken.status).toBe(409);
      expect(taken.body).toContain('pg_dump');
    }
  });

  it('refuses tokens without an expiry', async () => {
    const forever = await token({ role: 'service_role', iss: 'supabase-demo' }, undefined);
    const rest = await fetch(`${ts.url}/rest/v1/businesses?select=id`, {
      headers: { apikey: forever, authorization: `Bearer ${forever}` },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({
      code: 'PGRST301',
      message: 'JWT has no expiry (exp claim)',
      details: null,
      hint: null,
    });
    const admin = await fetch(`${ts.url}/auth/v1/admin/users`, {
      headers: { apikey: forever, authorization: `Bearer ${forever}` },
    });
    expect(admin.status).toBeGreaterThanOrEqual(401);
    expect(admin.status).toBeLessThanOrEqual(403);
    expect(JSON.stringify(await admin.json())).not.toContain(DEMO_OWNER_EMAIL);
    // The same token with an expiry is the service role.
    const expiring = await token(
      { role: 'service_role', iss: 'supabase-demo' },
      Math.floor(Date.now() / 1000) + 60,
    );
    const allowed = await fetch(`${ts.url}/auth/v1/admin/users`, {
      headers: { apikey: expiring, authorization: `Bearer ${expiring}` },
    });
    expect(allowed.status).toBe(200);
  });

  it('counts a client behind the proxy by the right-most hop the proxy did not write', async () => {
    const event = (forwardedFor: string) =>
      raw(ts.url, '/rest/v1/rpc/record_menu_event', {
        method: 'POST',
        headers: {
          apikey: ts.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ slug: 'nosuchmenu', event: 'view', source: 'hosted' }),
      });
    // The client writes any first entry it likes; the proxy appends the address it saw.
    expect((await event('10.0.0.1, 198.51.100.30')).status).toBe(400);
    expect((await event('10.0.0.2, 198.51.100.30')).status).toBe(400);
    expect((await event('10.0.0.3, 198.51.100.30')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await event('10.0.0.3, 198.51.100.31')).status).toBe(400);
  });

  it('counts every spelling of the menu-event route as the route', async () => {
    const event = (route: string) =>
      raw(ts.url, route, {
        method: 'POST',
        headers: {
          apikey: ts.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.40',
        },
        body: JSON.stringify({ slug: 'nosuchmenu', event: 'view', source: 'hosted' }),
      });
    expect((await event('/rest/v1/rpc/record_menu_event')).status).toBe(400);
    expect((await event('/rest/v1/rpc/record_menu_event')).status).toBe(400);
    for (const variant of [
      '/rest/v1/rpc/record_menu_event',
      '/rest/v1/rpc/record_menu_event/',
      '/rest/v1//rpc/record_menu_event',
      '//rest/v1/rpc/record_menu_event',
      '/rest/v1/rpc/record%5Fmenu%5Fevent',
      '/rest/v1/rpc/record%5fmenu_event//',
      '/rest/%76%31/rpc/record_menu_event',
    ]) {
      expect((await event(variant)).status, variant).toBe(429);
    }
  });

  it('answers deep JSON with a 400 in the API error shape, not a 500', async () => {
    const headers = { apikey: ts.serviceKey, authorization: `Bearer ${ts.serviceKey}` };
    const rpc = await raw(ts.url, '/rest/v1/rpc/record_menu_event', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"slug":"democafe","event":${deep(100_000)},"source":"hosted"}`,
    });
    expect(rpc.status).toBe(400);
    expect(JSON.parse(rpc.body)).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: 'JSON nested deeper than 128 levels',
      hint: null,
    });
    const insert = await raw(ts.url, '/rest/v1/categories', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"name":${deep(100_000)}}`,
    });
    expect(insert.status).toBe(400);
    expect(JSON.parse(insert.body).code).toBe('PGRST102');
    const query = await raw(
      ts.url,
      `/rest/v1/rpc/public_menu?slug=${encodeURIComponent(deep(1000))}`,
      { headers },
    );
    expect(query.status).toBe(400);
    expect(JSON.parse(query.body)).toMatchObject({ code: 'PGRST100' });
    const remove = await raw(ts.url, '/storage/v1/object/banners', {
      method: 'DELETE',
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"prefixes":${deep(100_000)}}`,
    });
    expect(remove.status).toBe(400);
    const signup = await raw(ts.url, '/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: ts.anonKey, 'content-type': 'application/json' },
      body: `{"email":"deep@example.com","password":"long enough","data":${deep(100_000)}}`,
    });
    expect(signup.status).toBe(400);
    expect(JSON.parse(signup.body).code).toBe('bad_json');
    // The server is fine afterwards.
    expect((await raw(ts.url, '/rest/v1/', { headers })).status).toBe(200);
  });

  it('lists no owner ids to anonymous callers, and other owners only their own folder', async () => {
    const service = serviceClient(ts.url);
    const owners = await Promise.all(
      ['lister-a', 'lister-b'].map(async (name) => {
        const email = `${name}-${engine}@example.com`;
        const { data, error } = await service.auth.admin.createUser({
          email,
          password: 'a long password',
          email_confirm: true,
        });
        if (error) throw error;
        return { id: data.user.id, email };
      }),
    );
    const [a, b] = owners as [{ id: string; email: string }, { id: string; email: string }];
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const clientA = await userClient(ts.url, a);
    const uploaded = await clientA.storage
      .from('banners')
      .upload(`${a.id}/banner.png`, png, { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();

    const anon = anonClient(ts.url);
    const root = await anon.storage.from('banners').list('');
    expect(root.error).toBeNull();
    expect(JSON.stringify(root.data)).not.toContain(a.id);
    expect(JSON.stringify(root.data)).not.toContain('00000000-0000-4000-8000-00000000d001');
    expect((await anon.storage.from('banners').list(a.id)).data).toEqual([]);
    // The picture itself stays public.
    const publicUrl = anon.storage.from('banners').getPublicUrl(`${a.id}/banner.png`)
      .data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);

    const clientB = await userClient(ts.url, b);
    const seenByB = await clientB.storage.from('banners').list('');
    expect(JSON.stringify(seenByB.data)).not.toContain(a.id);
    const seenByA = await clientA.storage.from('banners').list(a.id);
    expect(seenByA.data?.map((entry) => entry.name)).toEqual(['banner.png']);
  });
});
