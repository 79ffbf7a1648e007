// The pages' security headers: the admin app and landing refuse framing and run only this
// origin's scripts; the hosted menu page may be framed; violations reported by browsers are kept.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../static/menu-document.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { DEV_HEADERS } from '../testing/dev-token.ts';

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  let ts: TestServer;

  beforeAll(async () => {
    ts = await startTestServer({ engine: 'pglite', env: { SITE_URL: 'http://menu.example:8080' } });
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('gives the admin app and landing a strict policy that no other site may frame', async () => {
    for (const route of ['/', '/login', '/admin/menu']) {
      const response = await fetch(ts.url + route);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), route).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('connect-src')).toBe(
        "'self' http://menu.example:8080 ws://menu.example:8080 blob:",
      );
      expect(csp.get('img-src')).toBe("'self' http://menu.example:8080 data: blob:");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      // Only the hosted menu asks for a location (checkout's "Share my location").
      expect(response.headers.get('permissions-policy'), route).toContain('geolocation=()');
    }
  });

  it('lets any site frame the hosted menu page, with the same script rules', async () => {
    const response = await fetch(`${ts.url}/nosuchcafe/menu`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // "Share my location": geolocation for the page itself, nothing else allowed.
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
    );
  });

  it('keeps the violations browsers report, readable from this machine', async () => {
    const report = {
      'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' },
    };
    const posted = await fetch(`${ts.url}/_dev/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(posted.status).toBe(204);
    const listed = await fetch(`${ts.url}/_dev/csp-report`, { headers: DEV_HEADERS });
    expect(await listed.json()).toEqual([report]);
    const bad = await fetch(`${ts.url}/_dev/csp-report`, { method: 'POST', body: 'not json' });
    expect(bad.status).toBe(400);
  });
});

describe("the static hosts' menu page, /widget/menu.html", () => {
  let ts: TestServer;
  let distDir: string;
  const inline = "const menu = document.createElement('qr-menu'); document.body.append(menu);";

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-widget-'));
    await mkdir(path.join(distDir, 'widget'), { recursive: true });
    await writeFile(
      path.join(distDir, 'widget', 'menu.html'),
      `<!doctype html><html><head><script type="module">${inline}</script>` +
        '<script type="application/json">{"data":1}</script>' +
        '<script type="module" src="/qr-menu.js"></script></head><body></body></html>',
    );
    await writeFile(path.join(distDir, 'widget', 'qr-menu.js'), 'export {};');
    ts = await startTestServer({
      engine: 'pglite',
      env: { SITE_URL: 'http://menu.example:8080' },
      distDir,
    });
  });
  afterAll(async () => {
    await ts?.stop();
    await rm(distDir, { recursive: true, force: true });
  });

  it("gets the menu page's policy, its inline script allowed by hash and nothing else", async () => {
    const response = await fetch(`${ts.url}/widget/menu.html`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe(`'self' ${scriptHash(inline)}`);
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('object-src')).toBe("'none'");
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The widget's script is a script, not a page: no page policy on it.
    const script = await fetch(`${ts.url}/qr-menu.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
  });
});
