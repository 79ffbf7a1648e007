// deploy/nginx-qr-menu.conf in front of the server, as docs/operations/one-machine.md deploys it: the real
// nginx with that file (its ports, certificate and paths rendered for this test, in a temporary
// prefix, as the current user). The menu and the API go through; backups and /_dev/* do not.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_SECRET_HEADER, readBackupToken } from './backup/token.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './seed/demo.ts';
import {
  assertNginxInstalled,
  DEPLOY_SITE,
  renderDeployNginx,
  startNginx,
  type RunningNginx,
} from './testing/nginx.ts';
import { freePort } from './testing/postgres15.ts';
import { rawRequest, type RawOptions, type RawResponse } from './testing/raw-request.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

const SITE = DEPLOY_SITE;

describe.each(ENGINES)('nginx from deploy/ in front of the server on %s', (engine) => {
  let ts: TestServer;
  let prefix: string;
  let nginx: RunningNginx | undefined;
  let httpsPort: number;
  let httpPort: number;

  /** A request to nginx over TLS, for the site's name, exactly as written. */
  const viaNginx = (pathAndQuery: string, options: RawOptions = {}) =>
    rawRequest(
      httpsPort,
      pathAndQuery,
      { ...options, headers: { host: SITE, ...options.headers } },
      { servername: SITE, rejectUnauthorized: false },
    );

  beforeAll(async () => {
    assertNginxInstalled();
    prefix = await mkdtemp(path.join(tmpdir(), 'qrmenu-nginx-'));
    const emptyDist = path.join(prefix, 'dist');
    await mkdir(emptyDist);
    ts = await startTestServer({
      engine,
      distDir: emptyDist,
      env: {
        SEED_DEMO: 'true',
        SITE_URL: `https://${SITE}`,
        TRUSTED_PROXIES: '1',
        EVENT_RATE_LIMIT: '2/600',
      },
    });
    httpsPort = await freePort();
    httpPort = await freePort();
    const siteConf = await renderDeployNginx(prefix, {
      appPort: Number(new URL(ts.url).port),
      httpPort,
      httpsPort,
    });
    nginx = await startNginx({ prefix, siteConf, port: httpsPort });
  });

  afterAll(async () => {
    await nginx?.stop();
    await ts?.stop();
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  it('serves the hosted menu page over https, with HSTS', async () => {
    const page = await viaNginx('/democafe/menu');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Demo Cafe</title>');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('passes the API through: the public menu and a sign-in', async () => {
    const menu = await viaNginx('/rest/v1/rpc/public_menu?slug=democafe', {
      headers: { apikey: ts.anonKey },
    });
    expect(menu.status).toBe(200);
    expect(JSON.parse(menu.body).business.name).toBe('Demo Cafe');
    const signIn = await viaNginx('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: ts.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(JSON.parse(signIn.body).access_token).toEqual(expect.any(String));
  });

  it('never passes backups or /_dev/* on, however the path is spelled', async () => {
    const secret = (await readBackupToken(ts.dataDir))!;
    for (const route of ['/_backup', '/_backup/', '//_backup', '/%5Fbackup']) {
      const answer = await viaNginx(route, {
        method: 'POST',
        headers: { [BACKUP_SECRET_HEADER]: secret },
      });
      expect(answer.status, route).toBe(404);
      // nginx's own page: the request never reached the server.
      expect(answer.body, route).toContain('<center>nginx');
    }
    for (const route of [
      '/_dev/mail',
      `/_dev/mail?to=${DEMO_OWNER_EMAIL}`,
      '//_dev/mail',
      '/%5Fdev/mail',
      '/_dev/csp-report',
      '/_dev',
    ]) {
      const answer = await viaNginx(route);
      expect(answer.status, route).toBe(404);
      expect(answer.body, route).toContain('<center>nginx');
    }
  });

  it('counts clients by the address nginx saw, whatever X-Forwarded-For they send', async () => {
    const event = (spoofed: string) =>
      viaNginx('/rest/v1/rpc/record_menu_event', {
        method: 'POST',
        headers: {
          apikey: ts.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': spoofed,
        },
        body: JSON.stringify({ slug: 'nosuchmenu', event: 'view', source: 'hosted' }),
      });
    expect((await event('203.0.113.1')).status).toBe(400);
    expect((await event('203.0.113.2')).status).toBe(400);
    expect((await event('203.0.113.3')).status).toBe(429);
  });

  it('sends plain http to https', async () => {
    const answer = await new Promise<RawResponse>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/democafe/menu', headers: { host: SITE } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
        },
      )
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${SITE}/democafe/menu`);
  });
});
