import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import { loginAs } from './support/factories.ts';

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
  // The guard's first read starts before the app even asks for the admin shell's code.
  expect(seen.indexOf('GET /auth/v1/user')).toBeGreaterThanOrEqual(0);
  expect(seen.indexOf('GET /auth/v1/user')).toBeLessThan(
    seen.findIndex((line) => line.includes('/assets/admin-shell-')),
  );
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
