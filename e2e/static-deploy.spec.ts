// The static deploy, for real: `npm run deploy:config`'s nginx server block in Debian's nginx,
// serving a build made for a Supabase URL on another origin (the suite's local backend standing in
// for hosted Supabase). The customer, the owner and the superadmin go through their journeys there
// and Chromium reports no Content-Security-Policy violation: not on the console, not as a
// securitypolicyviolation event, not to the report endpoint. nginx and the build start once.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { contentSecurityPolicy, inlineScripts } from '../scripts/host-config.ts';
import { prerenderMenus } from '../server/static/prerender.ts';
import { shortName } from '../shared/short-names.ts';
import { ANON_KEY, authHeaders, DEMO } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  uniqueSlug,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { startStaticSite, type StaticSite } from './support/static-site.ts';

test.describe.configure({ mode: 'serial' });

let site: StaticSite;
const pages: { page: Page; violations: string[] }[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startStaticSite();
});

test.afterAll(async () => {
  await site?.stop();
});

/** A page on the static site that records every CSP violation Chromium reports in it. */
async function sitePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  pages.push({ page, violations });
  return page;
}

test.afterEach(async () => {
  for (const { page, violations } of pages.splice(0)) {
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    await page.context().close();
  }
});

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

test('the generated headers carry the hash of every inline script of the built pages', async ({
  request,
}) => {
  const menuCsp = contentSecurityPolicy(site.config.input, 'menu');
  const adminCsp = contentSecurityPolicy(site.config.input, 'admin');
  const publish = site.config.site;
  for (const file of ['menu.html', 'democafe/menu/index.html']) {
    const scripts = inlineScripts(await readFile(path.join(publish, file), 'utf8'));
    expect(scripts.length, file).toBeGreaterThan(0);
    for (const code of scripts) expect(menuCsp, file).toContain(sha256(code));
  }
  expect(inlineScripts(await readFile(path.join(publish, 'index.html'), 'utf8'))).toEqual([]);

  const get = (route: string) => request.get(`${site.url}${route}`, { maxRedirects: 0 });
  const prerendered = await get('/democafe/menu');
  expect(prerendered.status()).toBe(200);
  expect(await prerendered.text()).toContain('data-revalidate');
  expect(prerendered.headers()['content-security-policy']).toBe(menuCsp);
  expect(prerendered.headers()['cache-control']).toBe('no-cache');
  expect(prerendered.headers()['x-frame-options']).toBeUndefined();
  const shell = await get('/someothercafe/menu');
  expect(await shell.text()).toContain('<title>Menu</title>');
  expect(shell.headers()['content-security-policy']).toBe(menuCsp);
  for (const route of ['/', '/login', '/admin/menu', '/superadmin/dashboard']) {
    const answer = await get(route);
    expect(answer.status(), route).toBe(200);
    expect(answer.headers()['content-security-policy'], route).toBe(adminCsp);
    expect(answer.headers()['x-frame-options'], route).toBe('DENY');
    expect(answer.headers()['x-content-type-options'], route).toBe('nosniff');
  }
  const widget = await get('/qr-menu.js');
  expect(widget.headers()['cache-control']).toBe('public, max-age=300');
  expect(widget.headers()['access-control-allow-origin']).toBe('*');
  const assetName = /src="(\/assets\/[^"]+\.js)"/.exec(await (await get('/')).text())?.[1];
  const asset = await get(assetName!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('javascript');
  expect((await get('/assets/nosuchfile-12345678.js')).status()).toBe(404);
});

test('a blocked inline script is reported, so the journeys below would catch one', async ({
  browser,
}) => {
  const page = await sitePage(browser);
  await page.goto('/democafe/menu?csp-probe=1');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.probeRan = true;';
    document.body.append(script);
  });
  expect(await page.evaluate(() => 'probeRan' in window)).toBe(false);
  // All three ways hear of it: the console, the page's event and the report endpoint.
  const { violations } = pages.find((entry) => entry.page === page)!;
  await expect.poll(() => violations.length).toBe(2);
  expect(violations[0]).toContain('Executing inline script violates');
  await expect.poll(() => site.reports.length).toBe(1);
  expect(JSON.stringify(site.reports)).toContain('csp-probe');
  expect(violations.join('\n')).toContain('script-src-elem blocked inline');
  violations.length = 0;
  site.reports.length = 0;
});

test('a customer orders from the prerendered menu', async ({ browser }) => {
  const page = await sitePage(browser);
  await page.goto('/democafe/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(page.locator(`qr-menu .${shortName('qm-menu')}`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  const cartButton = page.getByRole('button', { name: /^View cart/ });
  await expect(cartButton).toHaveAccessibleName('View cart, 2 items, 1.000 OMR');
  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByLabel('Quantity of Omani Kahwa')).toHaveText('2');
  // The banner comes from Storage on the API's origin.
  await expect(page.locator('qr-menu header img')).toHaveAttribute(
    'src',
    new RegExp(`^${site.apiUrl}/storage/v1/object/public/banners/`),
  );
});

let owner: TestUser;
let business: TestBusiness;

test('an owner changes a price and the menu page shows it', async ({ browser, request }) => {
  owner = await createConfirmedOwner(request);
  business = await createBusinessFor(request, owner, { name: `Static Cafe ${uniqueSlug('')}` });
  const category = await request.post('/rest/v1/categories', {
    headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
    data: { business_id: business.id, name: 'Hot drinks' },
  });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { id: string }[])[0]!.id;
  const item = await request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.accessToken),
    data: { business_id: business.id, category_id: categoryId, name: 'Saffron Latte', price: 1 },
  });
  expect(item.status(), await item.text()).toBe(201);

  const page = await sitePage(browser);
  await loginAs(page, owner.email, owner.password);
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { name: 'Menu items' })).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Saffron Latte' });
  await expect(card).toContainText('1.000 OMR');
  await card.getByRole('button', { name: 'Edit Saffron Latte' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await edit.getByLabel('Price (OMR) *').fill('1.25');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Item updated')).toBeVisible();
  await expect(card).toContainText('1.250 OMR');

  const customer = await sitePage(browser);
  await customer.goto(`/${business.slug}/menu`);
  await expect(customer.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await expect(customer.locator('qr-menu li').filter({ hasText: 'Saffron Latte' })).toContainText(
    '1.250 OMR',
  );
});

test('the superadmin sees every business', async ({ browser }) => {
  const page = await sitePage(browser);
  await loginAs(page, DEMO.superadmin.email, DEMO.superadmin.password);
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'All businesses' })).toBeVisible();
  await page.getByLabel('Search businesses').fill(owner.email);
  await expect(page.getByRole('article', { name: business.name })).toBeVisible();
  await page.getByLabel('Search businesses').fill(DEMO.slug);
  await expect(page.getByRole('article', { name: DEMO.businessName })).toBeVisible();
});

/** Opens a menu page and says what its first paint showed and when the dish was on screen. */
async function firstPaint(browser: Browser, url: string, dish: string, scriptOn: boolean) {
  const page = await sitePage(browser);
  if (!scriptOn) await page.route('**/qr-menu.js', (route) => route.abort('blockedbyclient'));
  await page.goto(url);
  const card = page.locator('qr-menu li').filter({ hasText: dish });
  await expect(card).toBeVisible();
  const visibleAt = await page.evaluate(() => performance.now());
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  return { text: (await card.textContent()) ?? '', fcp, visibleAt, page };
}

test('after an owner changes a price the next first paint shows it, with the page server', async ({
  browser,
  request,
}) => {
  // A build-time deploy: the business's page prerendered into the published folder.
  await prerenderMenus({
    apiUrl: site.apiUrl,
    anonKey: ANON_KEY,
    slugs: [business.slug],
    distDir: site.dist,
    outDir: site.config.site,
  });
  const menuPath = `/${business.slug}/menu`;
  const before = await request.get(`${site.pageServerSiteUrl}${menuPath}`);
  expect(before.status()).toBe(200);
  const etag = before.headers()['etag']!;
  expect(before.headers()['content-security-policy']).toBe(
    contentSecurityPolicy(site.config.input, 'menu'),
  );
  const again = await request.get(`${site.pageServerSiteUrl}${menuPath}`, {
    headers: { 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);

  const change = await request.patch(`/rest/v1/menu_items?business_id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: { price: 1.5 },
  });
  expect(change.status(), await change.text()).toBe(204);

  // The HTML alone (qr-menu.js blocked): what the phone paints before any script runs.
  const fresh = await firstPaint(
    browser,
    `${site.pageServerSiteUrl}${menuPath}`,
    'Saffron Latte',
    false,
  );
  expect(fresh.text).toContain('1.500 OMR');
  const stale = await firstPaint(browser, `${site.url}${menuPath}`, 'Saffron Latte', false);
  // The prerendered page paints the price of its build; only its script corrects it later.
  expect(stale.text).toContain('1.250 OMR');
  const changed = await request.get(`${site.pageServerSiteUrl}${menuPath}`, {
    headers: { 'if-none-match': etag },
  });
  expect(changed.status()).toBe(200);

  // With the script on, each way ends at the current price; how soon the dish is on screen:
  const timings: Record<string, { fcp: number; visibleAt: number }> = {};
  for (const [name, url] of [
    ['page server', `${site.pageServerSiteUrl}${menuPath}`],
    ['prerendered', `${site.url}${menuPath}`],
    ['menu shell', `${site.url}/menu.html?slug=${business.slug}`],
  ] as const) {
    const shown = await firstPaint(browser, url, 'Saffron Latte', true);
    await expect(
      shown.page.locator('qr-menu li').filter({ hasText: 'Saffron Latte' }),
    ).toContainText('1.500 OMR');
    timings[name] = { fcp: Math.round(shown.fcp), visibleAt: Math.round(shown.visibleAt) };
  }
  console.log(`first paint (ms): ${JSON.stringify(timings)}`);
  test.info().annotations.push({ type: 'first paint (ms)', description: JSON.stringify(timings) });
  expect(timings['page server']!.fcp).toBeGreaterThan(0);
});

test('no page reported a violation to the report endpoint', async () => {
  // Reports are posted after the fact; give the last ones a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(site.reports).toEqual([]);
});
