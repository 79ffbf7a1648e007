// Safe to run for real: <qr-menu> under the CSP a business site needs, the admin app's
// own policy enforced by Chromium (no inline script, no framing), and the rate limit's message.
import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { bootServer, type RunningServer } from '../server/boot.ts';
import { readServerConfig } from '../server/config.ts';
import { DEV_HEADERS } from '../server/testing/dev-token.ts';

/** The policy docs/reference/qr-menu.md ("Embed it under a Content-Security-Policy") tells a business to send. */
function embedPolicy(qrMenuHost: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self' ${qrMenuHost}`,
    `connect-src 'self' ${qrMenuHost} ${qrMenuHost.replace(/^http/, 'ws')}`,
    `img-src 'self' ${qrMenuHost} data:`,
    `style-src 'self' 'unsafe-inline'`,
  ].join('; ');
}

const PAGES: Record<string, { csp?: string; html: string }> = {
  '/strict-site': {
    csp: embedPolicy(E2E_BASE_URL),
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cafe website</title>` +
      `<script type="module" src="${E2E_BASE_URL}/qr-menu.js"></script></head>` +
      `<body><h1>Our cafe</h1><qr-menu slug="democafe"></qr-menu></body></html>`,
  },
  '/framing-site': {
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framing</title></head><body>` +
      `<iframe id="menu" title="menu" src="${E2E_BASE_URL}/democafe/menu" width="400" height="600"></iframe>` +
      `<iframe id="admin" title="admin" src="${E2E_BASE_URL}/login" width="400" height="600"></iframe>` +
      `</body></html>`,
  },
};

let host: Server;
let hostUrl: string;

test.beforeAll(async () => {
  host = createServer((req, res) => {
    const page = PAGES[req.url ?? ''];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(page.csp ? { 'content-security-policy': page.csp } : {}),
    });
    res.end(page.html);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

/** Every CSP violation the page sees, from the DOM event and from the console. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  // Init scripts run outside the page's CSP, so the listener is there before anything loads.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test('<qr-menu> works on a business site that sends the documented Content-Security-Policy', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  const response = await page.goto(`${hostUrl}/strict-site`);
  expect(response?.headers()['content-security-policy']).toContain('script-src');
  const menu = page.locator('qr-menu[slug="democafe"]');
  await expect(menu.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Karak Tea' })).toBeVisible();
  // The banner photo came from the storage origin the policy allows, and the styles applied.
  await expect
    .poll(() =>
      menu
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  const addButton = menu.getByRole('button', { name: 'Add Omani Kahwa' });
  expect((await addButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await addButton.click();
  await expect(menu.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
    'View cart, 1 item, 0.500 OMR',
  );
  expect(await violations()).toEqual([]);
});

test('Chromium enforces the admin policy: no inline script runs, and it reports the attempt', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await page.goto('/login?csp-probe=inline');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await violations()).toEqual([]);
  // What an injected <script> would do (say, through a stored-XSS bug): refused.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect
    .poll(violations)
    .toContainEqual(expect.stringMatching(/^script-src(-elem)? inline$/));
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  // The report reached the server (the run fails on any report not marked as a probe like this).
  await expect
    .poll(async () =>
      JSON.stringify(
        await (await page.request.get('/_dev/csp-report', { headers: DEV_HEADERS })).json(),
      ),
    )
    .toContain('csp-probe=inline');
});

test('another site can frame the hosted menu but not the admin app', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${hostUrl}/framing-site`);
  await expect(
    page.frameLocator('#menu').getByRole('heading', { level: 1, name: 'Demo Cafe' }),
  ).toBeVisible();
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  await expect(
    page.frameLocator('#admin').getByRole('heading', { name: 'Welcome Back' }),
  ).toHaveCount(0);
});

test.describe('rate limits in the admin app', () => {
  let server: RunningServer;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-e2e-limits-'));
    const config = readServerConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '2/120',
    });
    server = await bootServer(config, { host: '127.0.0.1' });
    config.siteUrl = `http://127.0.0.1:${server.port}`;
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('password guessing is stopped with a message that says how long to wait', async ({
    page,
  }) => {
    await page.goto(`http://127.0.0.1:${server.port}/login`);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await page.getByLabel('Email').fill('owner@example.com');
      await page.getByLabel('Password').fill(`guess-${attempt}`);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByText('Login failed: Invalid login credentials')).toHaveCount(attempt);
    }
    await page.getByLabel('Password').fill('guess-3');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(
      page.getByText('Login failed: Too many attempts, try again in 2 minutes.'),
    ).toBeVisible();
  });
});
