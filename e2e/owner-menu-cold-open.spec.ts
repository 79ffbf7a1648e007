import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { authHeaders, DEMO, SERVICE_ROLE_KEY } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';

// docs/guide/performance.md, "The owner's menu, opened cold": the guard's and the list's reads start
// from the early chunk before the app has loaded, and the app adopts each of them once.
const SESSION_KEY = 'sb-127-auth-token';

/** The API and route-chunk requests of the next navigation, in the order they started. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/^\/(rest|auth)\/v1\//.test(url.pathname) || /\/assets\/admin-shell-/.test(url.pathname)) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

async function firstItemName(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored ?? '{}') as { access_token: string }).access_token;
  const business = await page.request.get(`/rest/v1/businesses?select=id&slug=eq.democafe`, {
    headers: authHeaders(token),
  });
  const { id } = ((await business.json()) as { id: string }[])[0]!;
  const rows = await page.request.get(
    `/rest/v1/menu_items?select=name&business_id=eq.${id}&order=name.asc,id.asc&limit=1`,
    { headers: authHeaders(token) },
  );
  return ((await rows.json()) as { name: string }[])[0]!.name;
}

/**
 * A fresh context (empty cache) holding the signed-in page's session, its expiry moved by
 * `shiftSeconds`: the page opened in it is a cold open by the same owner.
 */
async function coldPage(browser: Browser, signedIn: Page, shiftSeconds = 0): Promise<Page> {
  const state = await signedIn.context().storageState();
  for (const origin of state.origins) {
    for (const entry of origin.localStorage) {
      if (entry.name !== SESSION_KEY) continue;
      const session = JSON.parse(entry.value) as { expires_at: number };
      entry.value = JSON.stringify({ ...session, expires_at: session.expires_at + shiftSeconds });
    }
  }
  await signedIn.close();
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

const count = (seen: string[], request: string) => seen.filter((line) => line === request).length;

test('a cold open of /admin/menu reads before the app loads, and each read goes out once', async ({
  browser,
  page,
}) => {
  await loginAs(page, DEMO.owner.email, DEMO.owner.password);
  const name = await firstItemName(page);
  const cold = await coldPage(browser, page);
  const seen = recordRequests(cold);
  await cold.goto('/admin/menu');
  await expect(cold.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  // The guard's first read and the list's start before the app has even run its router, which
  // asks for the admin shell's stylesheet as it loads the route (the early read preloads only
  // the route's scripts).
  const shellRead = seen.findIndex((line) => /\/assets\/admin-shell-.*\.css$/.test(line));
  expect(shellRead).toBeGreaterThanOrEqual(0);
  expect(seen.indexOf('GET /auth/v1/user')).toBeGreaterThanOrEqual(0);
  expect(seen.indexOf('GET /auth/v1/user')).toBeLessThan(shellRead);
  expect(seen.indexOf('GET /rest/v1/menu_items')).toBeLessThan(shellRead);
  for (const read of [
    'GET /auth/v1/user',
    'GET /rest/v1/user_roles',
    'GET /rest/v1/businesses',
    'POST /rest/v1/rpc/business_role',
    'GET /rest/v1/categories',
    'GET /rest/v1/menu_items',
  ]) {
    expect(count(seen, read), read).toBe(1);
  }
  await cold.context().close();
});

test('an expired access token is refreshed by the app as before, and the early read stays out', async ({
  browser,
  page,
}) => {
  await loginAs(page, DEMO.owner.email, DEMO.owner.password);
  const name = await firstItemName(page);
  const cold = await coldPage(browser, page, -7200);
  const seen = recordRequests(cold);
  await cold.goto('/admin/menu');
  await expect(cold.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  // The refresh came first; no read went out with the old token, so none was made twice.
  expect(seen.find((line) => !line.includes('/assets/'))).toBe('POST /auth/v1/token');
  expect(count(seen, 'GET /rest/v1/menu_items')).toBe(1);
  expect(count(seen, 'GET /auth/v1/user')).toBe(1);
  await cold.context().close();
});

test('without a session /admin/menu goes to login and reads no menu', async ({ page }) => {
  const seen = recordRequests(page);
  await page.goto('/admin/menu');
  await expect(page).toHaveURL(/\/login$/);
  expect(seen.filter((line) => /menu_items|categories|businesses/.test(line))).toEqual([]);
});

/** The API requests and the answers to them of the next navigation, in the order they happened. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  const api = (url: string) => /^\/(rest|auth)\/v1\//.test(new URL(url).pathname);
  page.on('request', (request) => {
    if (api(request.url())) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('response', (response) => {
    if (api(response.url())) seen.push(`answered ${new URL(response.url()).pathname}`);
  });
  return seen;
}

test('a returning owner: the list is asked for without waiting for the business, and signing out forgets it', async ({
  browser,
  page,
  request,
}) => {
  // An owner of its own: signing out ends every session of the account, and journeys running
  // beside this one are signed in as the demo owner.
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const name = 'Returning Saffron Latte';
  const item = await request.post('/rest/v1/menu_items', {
    headers: authHeaders(SERVICE_ROLE_KEY),
    data: { business_id: business.id, name, price: 1.5 },
  });
  expect(item.status()).toBe(201);
  await loginAs(page, owner.email, owner.password);
  // The guard's answer is remembered in this browser (lib/business/business-hint.ts).
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  const hints = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('qrmenu.business.')),
    );
  expect(await hints()).toHaveLength(1);
  const cold = await coldPage(browser, page);
  const seen = recordTraffic(cold);
  await cold.goto('/admin/menu');
  await expect(cold.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  // The list's read went out before the business's answer came back, and once.
  expect(seen.indexOf('GET /rest/v1/menu_items')).toBeGreaterThanOrEqual(0);
  expect(seen.indexOf('GET /rest/v1/menu_items')).toBeLessThan(
    seen.indexOf('answered /rest/v1/businesses'),
  );
  expect(count(seen, 'GET /rest/v1/menu_items')).toBe(1);
  expect(count(seen, 'GET /rest/v1/businesses')).toBe(1);
  await cold.getByRole('button', { name: 'Logout' }).click();
  await expect(cold).toHaveURL(/\/login$/);
  expect(
    await cold.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('qrmenu.business.')),
    ),
  ).toEqual([]);
  await cold.context().close();
});

test('a cold open of /admin/menu loads its code in a handful of chunks, and the landing page none of the admin', async ({
  browser,
  page,
}) => {
  await loginAs(page, DEMO.owner.email, DEMO.owner.password);
  const name = await firstItemName(page);
  const cold = await coldPage(browser, page);
  const scripts: string[] = [];
  cold.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.*\.js$/.test(pathname)) scripts.push(pathname);
  });
  await cold.goto('/admin/menu');
  await expect(cold.getByRole('heading', { name, exact: true }).first()).toBeVisible();
  // Automatic splitting made about sixty; over HTTP/1.1 they queued behind each other.
  expect(scripts.length).toBeLessThanOrEqual(20);
  const visitor = await browser.newPage();
  const landing: string[] = [];
  visitor.on('request', (request) => landing.push(new URL(request.url()).pathname));
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  expect(landing.filter((path) => /\/assets\/(admin-|account-)/.test(path))).toEqual([]);
  await visitor.close();
  await cold.context().close();
});
