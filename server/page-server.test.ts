// The page server (npm run page-server) sends the security headers of its own, without nginx in
// front: the menu pages' Content-Security-Policy on every HTML page (its boot script by hash, the
// Supabase project for the API and images), nosniff and the referrer and permissions policies.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../supabase/tests/database/fixtures.ts';
import { createPageServer } from './page-server.ts';
import { menuRenderer } from './static/ssr-renderer.ts';
import { buildSsrDist, type SsrDist } from './testing/ssr-build.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('the page server', () => {
  let ts: TestServer;
  let dist: SsrDist;
  let pages: Server;
  let url: string;

  beforeAll(async () => {
    [ts, dist] = await Promise.all([startTestServer({ engine: 'pglite' }), buildSsrDist()]);
    await buildWorld(ts.db);
    pages = createPageServer({ apiUrl: ts.url, anonKey: ts.anonKey, distDir: dist.distDir });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => pages?.close(resolve));
    await ts?.stop();
    await dist?.remove();
  });

  it("sends the menu page's policy with its boot script's hash, and the other security headers", async () => {
    const renderer = await menuRenderer(dist.distDir);
    const response = await fetch(`${url}/acafe/menu`);
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe(`'self' ${renderer!.bootHash}`);
    expect(csp.get('connect-src')).toBe(`'self' ${ts.url} ${ts.url.replace('http', 'ws')} blob:`);
    expect(csp.get('img-src')).toBe(`'self' ${ts.url} data: blob:`);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    // The boot script the policy allows is the one in the page.
    expect(await response.text()).toContain(renderer!.bootScript);
  });

  it('gives its not-found page a policy too, and every other answer the base headers', async () => {
    const missing = await fetch(`${url}/nosuchcafe/menu`);
    expect(missing.status).toBe(404);
    expect(directives(missing.headers.get('content-security-policy')).get('script-src')).toBe(
      "'self'",
    );
    const icon = await fetch(`${url}/acafe/icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('permissions-policy')).toContain('camera=()');
  });
});
