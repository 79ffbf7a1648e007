// The order history with a cafe of its own (Karak 0.300 and Shawarma 1.200, tables "2" and
// "Terrace 1", pickup paid by cash or card): three orders placed through place_order, the history
// opened from the board, filtered by type, searched by name, a row opened for its lines, and
// today's orders downloaded as CSV (one row per order, then one per line) with the dishes' names
// and amounts, Arabic intact and a name that looks like a formula neutralised. Then the page in
// Arabic and English at 360 and 1280 px with a row open: its geometry, and a screenshot of each.
import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { authHeaders } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';

interface Cafe {
  owner: TestUser;
  business: TestBusiness;
  items: Record<'karak' | 'shawarma', string>;
}

async function historyCafe(page: Page): Promise<Cafe> {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name: 'History Tea' });
  const settings = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: {
      name_ar: 'شاي السجل',
      languages: ['en', 'ar'],
      order_types: ['dine-in', 'pickup'],
      table_labels: ['2', 'Terrace 1'],
      payment_for: ['pickup'],
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const items = await page.request.post('/rest/v1/menu_items', {
    headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
    data: [
      { business_id: business.id, name: 'Karak', name_ar: 'كرك', price: 0.3 },
      { business_id: business.id, name: 'Shawarma', name_ar: 'شاورما', price: 1.2 },
    ],
  });
  expect(items.status(), await items.text()).toBe(201);
  const rows = (await items.json()) as { id: string; name: string }[];
  const id = (name: string) => rows.find((row) => row.name === name)!.id;
  return { owner, business, items: { karak: id('Karak'), shawarma: id('Shawarma') } };
}

async function placeOrder(
  page: Page,
  cafe: Cafe,
  lines: [keyof Cafe['items'], number][],
  details: Record<string, string>,
): Promise<number> {
  const price = { karak: 300, shawarma: 1200 };
  const placed = await page.request.post('/rest/v1/rpc/place_order', {
    data: {
      slug: cafe.business.slug,
      cart: {
        lines: lines.map(([item, quantity]) => ({
          item_id: cafe.items[item],
          quantity,
          unit_baisa: price[item],
          choices: [],
        })),
        total_baisa: lines.reduce((sum, [item, quantity]) => sum + price[item] * quantity, 0),
      },
      details: { lang: 'en', ...details },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { number: number }).number;
}

/** Three orders today: 2 Karak at table 2; Shawarma for Salim (card); Karak and Shawarma (cash). */
async function threeOrders(page: Page, cafe: Cafe) {
  await placeOrder(page, cafe, [['karak', 2]], { type: 'dine-in', table: '2' });
  await placeOrder(page, cafe, [['shawarma', 1]], {
    type: 'pickup',
    name: 'Salim',
    payment: 'card',
  });
  await placeOrder(
    page,
    cafe,
    [
      ['karak', 1],
      ['shawarma', 1],
    ],
    { type: 'pickup', name: '=1+1 مريم', payment: 'cash' },
  );
}

async function ownerPage(browser: Browser, cafe: Cafe, lang: AdminLang, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, cafe.owner.email, cafe.owner.password);
  await useAdminLang(context, lang);
  return page;
}

async function downloadCsv(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("the history exports today's orders as a CSV with the dishes' names and amounts", async ({
  page,
  browser,
}) => {
  const cafe = await historyCafe(page);
  await threeOrders(page, cafe);
  const owner = await ownerPage(browser, cafe, 'en');
  await owner.goto('/admin/orders');
  await owner.getByRole('link', { name: 'Order history' }).click();
  await expect(owner).toHaveURL(/\/admin\/orders\/history$/);
  await expect(owner.getByRole('heading', { name: 'Order history' })).toBeVisible();
  const rows = owner.locator('details.history-row');
  await expect(owner.locator('.history-count')).toHaveText('3 orders');
  await expect(rows).toHaveCount(3);

  // Pickups only, then Salim's by name; his row opens on its line.
  await owner.getByLabel('Type').selectOption('pickup');
  await expect(owner.locator('.history-count')).toHaveText('2 orders');
  await expect(owner).toHaveURL(/type=pickup/);
  await owner.getByRole('searchbox', { name: 'Search' }).fill('salim');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Salim');
  await expect(rows.first()).toContainText('1.200 OMR');
  await rows.first().locator('summary').click();
  await expect(rows.first().locator('.order-lines')).toHaveText(/1 ×\s*Shawarma/);
  // A number finds that order.
  await owner.getByRole('searchbox', { name: 'Search' }).fill('1');
  await expect(rows).toHaveCount(0);
  await owner.getByLabel('Type').selectOption('');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Table 2');
  await owner.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(rows).toHaveCount(3);

  // Today's orders, one row each: a byte order mark, CRLF, names and amounts.
  const orders = await downloadCsv(owner);
  expect(orders.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...orders.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = orders.bytes.toString('utf8').slice(1);
  const lines = text.split('\r\n');
  expect(lines[0]).toMatch(/^day,time,number,type,table,customer_name,status,/);
  expect(lines).toHaveLength(5);
  expect(text).toContain(',1,dine_in,2,,new,,,,0.600,,,0.600,2 x Karak\r\n');
  expect(text).toContain(',2,pickup,,Salim,new,,,card,1.200,,,1.200,1 x Shawarma\r\n');
  expect(text).toContain(",3,pickup,,'=1+1 مريم,new,,,cash,1.500,,,1.500,1 x Karak; 1 x Shawarma");

  // One row per line, both names.
  await owner.getByLabel('Rows').selectOption('lines');
  const perLine = await downloadCsv(owner);
  expect(perLine.name).toMatch(/-lines\.csv$/);
  const lineText = perLine.bytes.toString('utf8');
  expect(lineText.split('\r\n')).toHaveLength(6);
  expect(lineText).toContain(',Karak,كرك,,,2,0.300,0.000,0.600\r\n');
  expect(lineText).toContain(',Shawarma,شاورما,,,1,1.200,0.000,1.200\r\n');
  await owner.context().close();
});

for (const lang of ['en', 'ar'] as const) {
  test(
    `geometry: the history with a row open in ${lang} at 360 and 1280`,
    GEOMETRY,
    async ({ page, browser }) => {
      const cafe = await historyCafe(page);
      await threeOrders(page, cafe);
      const owner = await ownerPage(browser, cafe, lang, 360);
      for (const width of [360, 1280]) {
        await owner.setViewportSize({ width, height: 900 });
        await owner.goto('/admin/orders/history');
        await expect(owner.locator('html')).toHaveAttribute('lang', lang);
        await expect(owner.locator('details.history-row')).toHaveCount(3);
        await owner.locator('details.history-row summary').last().click();
        await expect(owner.locator('details.history-row[open] .order-lines')).toBeVisible();
        await owner.evaluate(() => document.fonts.ready);
        await expectGoodGeometry(owner, `/admin/orders/history at ${width} in ${lang}`, {
          minTapTarget: 44,
        });
        await owner.screenshot({
          path: test.info().outputPath(`history-${lang}-${width}.png`),
          fullPage: true,
        });
      }
      await owner.context().close();
    },
  );
}
