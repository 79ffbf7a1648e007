// Live menus in real Chromium against the real server: an owner's change reaches a customer's menu
// that is already open (hosted page and embed) within 2 s, without a reload; an open cart and an
// open item sheet are told what changed, in the customer's language; a phone that went offline
// catches up when it is back. Fresh owners per test; the demo menu is only read.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';

/** The promise: a change is on an open menu within 2 s of the owner's write. */
const LIVE_MS = 2000;

interface Owner {
  user: TestUser;
  business: TestBusiness;
  croissant: string;
  muffin: string;
}

async function rest(
  request: APIRequestContext,
  owner: { user: TestUser },
  method: 'post' | 'patch',
  path: string,
  data: Record<string, unknown>,
): Promise<Array<{ id: string }>> {
  const response = await request[method](`/rest/v1/${path}`, {
    headers: { ...authHeaders(owner.user.accessToken), Prefer: 'return=representation' },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Array<{ id: string }>;
}

/** A business offering English and Arabic, with a croissant and a muffin. */
async function newOwner(request: APIRequestContext): Promise<Owner> {
  const user = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, user);
  await rest(request, { user }, 'patch', `businesses?id=eq.${business.id}`, {
    languages: ['en', 'ar'],
    name_ar: 'مقهى الاختبار',
  });
  const item = async (name: string, name_ar: string, price: number) =>
    (
      await rest(request, { user }, 'post', 'menu_items', {
        business_id: business.id,
        name,
        name_ar,
        price,
      })
    )[0]!.id;
  return {
    user,
    business,
    croissant: await item('Croissant', 'كرواسون', 0.6),
    muffin: await item('Muffin', 'مافن', 0.7),
  };
}

/** The owner's own write, as the admin app sends it. */
function ownerUpdates(request: APIRequestContext, owner: Owner, id: string, data: object) {
  return rest(request, owner, 'patch', `menu_items?id=eq.${id}`, { ...data });
}

function card(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

const notice = (page: Page) => page.locator('qr-menu [data-live-notice]');

async function customerPage(browser: Browser, width = 390): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.info().annotations.push({ type: 'page errors', description: errors.join('\n') });
  return page;
}

/** The menu is live once its socket has joined: wait for the join's re-read of the menu. */
async function openLive(page: Page, url: string): Promise<void> {
  const joined = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"phx_reply"')) resolve();
      }),
    ),
  );
  await page.goto(url);
  await joined;
}

test('the owner marks a dish sold out in the admin; the open hosted menu and its cart are told', async ({
  browser,
  page,
}) => {
  const owner = await newOwner(page.request);
  const customer = await customerPage(browser);
  await openLive(customer, `/${owner.business.slug}/menu`);
  await customer.getByRole('button', { name: 'Add Croissant' }).click();
  await customer.getByRole('button', { name: 'Add Muffin' }).click();
  await customer.getByRole('button', { name: /^View cart/ }).click();
  const cart = customer.getByRole('dialog', { name: 'Your cart' });
  await expect(cart).toContainText('1.300 OMR');

  await loginAs(page, owner.user.email, owner.user.password);
  await page.goto('/admin/menu');
  const toggle = page.getByRole('button', { name: 'Croissant: sold out' });
  await toggle.click();
  // Marking sold out asks for how long.
  await page.getByRole('button', { name: 'Until I change it' }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Told inside the open cart, in its flow; the line is gone and the total recomputed.
  await expect(cart.locator('[data-live-notice]')).toContainText(
    'Croissant is now sold out, taken out of your cart',
    { timeout: LIVE_MS },
  );
  await expect(cart).not.toContainText('1.300 OMR');
  await expect(cart).toContainText('0.700 OMR');
  await expect(cart.getByText('Croissant', { exact: true })).toHaveCount(0);

  // The notice fits the phone and covers none of the cart's controls.
  const box = (await cart.locator('[data-live-notice]').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await customer.screenshot({ path: '/tmp/live-menus-cart-en-390.png' });
  await cart.getByRole('button', { name: 'OK' }).click();
  await expect(notice(customer)).toHaveCount(0);

  // The menu behind the cart: greyed, cannot be added.
  await expect(card(customer, 'Croissant')).toContainText('Sold out');
  await expect(customer.getByRole('button', { name: 'Add Croissant' })).toBeDisabled();

  // Sending sends the cart as it is now: the muffin only.
  await customer
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  const popup = customer.waitForEvent('popup');
  await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const text = new URL((await popup).url()).searchParams.get('text') ?? '';
  expect(text).toContain('1 x Muffin - 0.700 OMR');
  expect(text).not.toContain('Croissant');
  await customer.context().close();
});

test('an open item sheet in Arabic is told of a new price and then of sold out', async ({
  browser,
  page,
}) => {
  const owner = await newOwner(page.request);
  const customer = await customerPage(browser);
  await openLive(customer, `/${owner.business.slug}/menu?lang=ar`);
  await card(customer, 'كرواسون').getByRole('button', { name: 'كرواسون', exact: true }).click();
  const sheet = customer.getByRole('dialog', { name: 'كرواسون' });
  await expect(sheet).toBeVisible();

  await ownerUpdates(page.request, owner, owner.croissant, { price: 0.8 });
  await expect(sheet.locator('[data-live-notice]')).toContainText(
    'كرواسون: السعر الآن 0.800 ر.ع. (كان 0.600 ر.ع.)',
    { timeout: LIVE_MS },
  );
  await expect(sheet).toContainText('0.800');
  await customer.screenshot({ path: '/tmp/live-menus-sheet-ar-390.png' });

  await ownerUpdates(page.request, owner, owner.croissant, { sold_out: true });
  await expect(sheet.locator('[data-live-notice]')).toContainText('كرواسون: نفدت الكمية الآن', {
    timeout: LIVE_MS,
  });
  // One notice at a time: the newer one replaced the older.
  await expect(notice(customer)).toHaveCount(1);
  await expect(sheet.locator('button[disabled]').last()).toBeVisible();

  // Hidden: the sheet closes, and the notice above the menu says why.
  await ownerUpdates(page.request, owner, owner.croissant, { hidden: true });
  await expect(notice(customer)).toContainText('كرواسون: لم يعد في القائمة', { timeout: LIVE_MS });
  await expect(sheet).toHaveCount(0);
  await expect(card(customer, 'كرواسون')).toHaveCount(0);
  await customer.context().close();
});

test.describe('the embed on another site', () => {
  let host: Server;
  let hostUrl: string;
  let slug = '';

  test.beforeAll(async () => {
    host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<script type="module" src="${E2E_BASE_URL}/qr-menu.js"></script></head>` +
          `<body><h1>Our cafe</h1><qr-menu slug="${slug}"></qr-menu></body></html>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  test('sold out, hidden and a new price reach it within 2 s each', async ({ browser, page }) => {
    const owner = await newOwner(page.request);
    slug = owner.business.slug;
    const customer = await customerPage(browser);
    await openLive(customer, hostUrl);
    await expect(card(customer, 'Croissant')).toContainText('0.600 OMR');

    await ownerUpdates(page.request, owner, owner.croissant, { sold_out: true });
    await expect(customer.getByRole('button', { name: 'Add Croissant' })).toBeDisabled({
      timeout: LIVE_MS,
    });
    await ownerUpdates(page.request, owner, owner.muffin, { hidden: true });
    await expect(card(customer, 'Muffin')).toHaveCount(0, { timeout: LIVE_MS });
    await ownerUpdates(page.request, owner, owner.croissant, { sold_out: false, price: 0.9 });
    await expect(card(customer, 'Croissant')).toContainText('0.900 OMR', { timeout: LIVE_MS });
    await expect(customer.getByRole('button', { name: 'Add Croissant' })).toBeEnabled();
    // Nothing in a cart, no sheet open: nothing to tell.
    await expect(notice(customer)).toHaveCount(0);
    await customer.context().close();
  });
});

test('a phone that was offline catches up when it is back, without a reload', async ({
  browser,
  page,
}) => {
  const owner = await newOwner(page.request);
  const customer = await customerPage(browser);
  await openLive(customer, `/${owner.business.slug}/menu`);
  await customer.getByRole('button', { name: 'Add Muffin' }).click();
  // Never reloaded: a mark on the window survives only if the page is the same one.
  await customer.evaluate(() => ((window as unknown as { kept: number }).kept = 1));

  await customer.context().setOffline(true);
  await ownerUpdates(page.request, owner, owner.muffin, { price: 1.1 });
  await ownerUpdates(page.request, owner, owner.croissant, { hidden: true });
  await customer.waitForTimeout(500);
  await customer.context().setOffline(false);

  await expect(card(customer, 'Croissant')).toHaveCount(0, { timeout: 5000 });
  await expect(notice(customer)).toContainText('Muffin now costs 1.100 OMR (was 0.700 OMR)');
  await expect(customer.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
    'View cart, 1 item, 1.100 OMR',
  );
  expect(await customer.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
  await customer.context().close();
});

for (const [width, lang] of [
  [390, 'en'],
  [390, 'ar'],
  [1280, 'en'],
  [1280, 'ar'],
] as const) {
  test(`the notice over the menu fits at ${width} px in ${lang}`, async ({ browser, page }) => {
    const owner = await newOwner(page.request);
    const customer = await customerPage(browser, width);
    await openLive(customer, `/${owner.business.slug}/menu?lang=${lang}`);
    const muffin = lang === 'ar' ? 'مافن' : 'Muffin';
    await customer
      .getByRole('button', { name: lang === 'ar' ? `أضف ${muffin}` : `Add ${muffin}` })
      .click();
    await ownerUpdates(page.request, owner, owner.muffin, { sold_out: true });
    const shown = notice(customer);
    await expect(shown).toBeVisible({ timeout: LIVE_MS });
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // No text cut off, no sideways scrolling, the button big enough to tap.
    expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(
      await customer.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    const ok = (await shown.getByRole('button').boundingBox())!;
    expect(ok.height).toBeGreaterThanOrEqual(44);
    expect(ok.width).toBeGreaterThanOrEqual(44);
    await customer.screenshot({ path: `/tmp/live-menus-menu-${lang}-${width}.png` });
    await customer.context().close();
  });
}

test('the owner’s dashboard figures follow a customer’s visit without a reload', async ({
  browser,
  page,
}) => {
  const owner = await newOwner(page.request);
  const menu = `/${owner.business.slug}/menu`;
  const visit = async () => {
    const customer = await customerPage(browser);
    const counted = customer.waitForResponse((r) => r.url().includes('record_menu_event'));
    await customer.goto(menu);
    expect((await counted).status()).toBe(204);
    await customer.context().close();
  };
  await visit();
  await loginAs(page, owner.user.email, owner.user.password);
  // Following once the change feed has confirmed the subscription, as hosted Realtime does.
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('Subscribed to PostgreSQL')) resolve();
      }),
    ),
  );
  await page.goto('/admin/dashboard');
  await subscribed;
  const views = page.getByRole('region', { name: 'Insights' }).locator('[data-figure="views"]');
  await expect(views).toHaveText('1');
  // Never reloaded: a mark on the window survives only if the page is the same one.
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  await visit();
  await expect(views).toHaveText('2', { timeout: 5000 });
  expect(await page.evaluate(() => (window as unknown as { kept?: number }).kept)).toBe(1);
});
