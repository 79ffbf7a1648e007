// A customer's visits and order become the owner's insights. A business of its own (the
// demo menu's counters change with every other spec that opens it): three scans of table 5, one
// visit from the menu link, one item added and sent on WhatsApp; then the owner's dashboard shows
// those views, that table and that item, and the order's value.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { authHeaders, DEMO } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 800 } });

/** A new owner's business with one item on its menu. */
async function ownerWithItem(page: Page, name: string, item: { name: string; price: number }) {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name });
  const headers = authHeaders(owner.accessToken);
  const created = await page.request.post('/rest/v1/menu_items', {
    headers,
    data: { business_id: business.id, ...item },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { owner, business, headers };
}

/** Opens the menu and waits until its anonymous view has been recorded. */
async function visit(page: Page, path: string) {
  const recorded = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/rpc/record_menu_event') && r.status() === 204,
  );
  await page.goto(path);
  await expect(page.locator('qr-menu h1')).toBeVisible();
  await recorded;
}

test('visits from a table and the menu link, an item added and an order sent reach the owner’s dashboard', async ({
  page,
}) => {
  const { owner, business, headers } = await ownerWithItem(page, 'Insight Cafe', {
    name: 'Saffron Karak',
    price: 0.45,
  });
  const tables = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers,
    data: { table_labels: ['5', 'Terrace 1'] },
  });
  expect(tables.ok(), await tables.text()).toBe(true);

  await stubWhatsapp(page);
  const menu = `/${business.slug}/menu`;
  await visit(page, menu);
  for (let i = 0; i < 3; i++) await visit(page, `${menu}?table=5`);

  const added = page.waitForResponse((r) => r.url().includes('record_menu_event'));
  await page.getByRole('button', { name: 'Add Saffron Karak' }).click();
  expect((await added).status()).toBe(204);
  await page.getByRole('button', { name: /^View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  const ordered = page.waitForResponse((r) => r.url().includes('record_menu_event'));
  const popupOpened = page.waitForEvent('popup');
  await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const popup = await popupOpened;
  expect(new URL(popup.url()).searchParams.get('text')).toContain('1 x Saffron Karak - 0.450 OMR');
  await popup.close();
  expect((await ordered).status()).toBe(204);

  await loginAs(page, owner.email, owner.password);
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.locator('[data-figure="views"]')).toHaveText('4');
  await expect(insights.locator('[data-figure="orders"]')).toHaveText('1');
  await expect(insights.locator('[data-figure="value"]')).toHaveText('0.450 OMR');
  await expect(insights.locator('[data-figure="conversion"]')).toHaveText('25%');
  await expect(insights.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Each chart's figures, read from its data table as a screen reader user would.
  async function chartTable(name: string) {
    const chart = insights.getByRole('figure', { name });
    await chart.getByText('Show as a table').click();
    return chart.getByRole('table', { name });
  }
  const bySource = await chartTable('Views by source');
  await expect(bySource.getByRole('row', { name: 'Table QR code 3' })).toBeVisible();
  await expect(bySource.getByRole('row', { name: 'Menu link 1' })).toBeVisible();
  const byTable = await chartTable('Scans per table');
  await expect(byTable.getByRole('row', { name: 'Table 5 3' })).toBeVisible();
  await expect(byTable.getByRole('row')).toHaveCount(2);
  const items = await chartTable('Top 10 items added to a cart');
  await expect(items.getByRole('row', { name: 'Saffron Karak 1' })).toBeVisible();
  await expect(
    insights.getByRole('img', { name: /^4 menu views and 1 orders sent/ }),
  ).toBeVisible();

  // The 7-day view holds today too; in Arabic the same figures read right to left.
  await insights.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(insights.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(insights.locator('[data-figure="views"]')).toHaveText('4');
});

test('a host page with analytics="off" sends nothing; without it, its visit counts as your website', async ({
  page,
}) => {
  const { business, headers } = await ownerWithItem(page, 'Quiet Cafe', {
    name: 'Cardamom Tea',
    price: 0.3,
  });

  // The business's own site pasting the embed snippet, on another origin served by this test.
  let attribute = ' analytics="off"';
  const host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Our cafe</title><main>
      <script type="module" src="${E2E_BASE_URL}/qr-menu.js"></script>
      <qr-menu slug="${business.slug}"${attribute}></qr-menu></main></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(host.address() as AddressInfo).port}/our-cafe.html`;
  try {
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('record_menu_event')) events.push(r.postData() ?? '');
    });
    await page.goto(site);
    await expect(page.getByRole('heading', { name: 'Cardamom Tea' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Cardamom Tea' }).click();
    await expect(page.getByRole('button', { name: /^View cart/ })).toBeVisible();

    attribute = '';
    const recorded = page.waitForResponse((r) => r.url().includes('record_menu_event'));
    await page.goto(site);
    expect((await recorded).status()).toBe(204);
    expect(events.map((body) => JSON.parse(body) as unknown)).toEqual([
      { slug: business.slug, event: 'view', source: 'embed' },
    ]);

    const summary = await page.request.post('/rest/v1/rpc/menu_insights_summary', {
      headers,
      data: { business_id: business.id, days: 7 },
    });
    const figures = (await summary.json()) as { views: number; items: unknown[]; sources: unknown };
    expect([figures.views, figures.items, figures.sources]).toEqual([
      1,
      [],
      [{ source: 'embed', views: 1 }],
    ]);
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});

test('the superadmin sees the platform’s figures and a business’s last 30 days on its card', async ({
  page,
}) => {
  const { business } = await ownerWithItem(page, 'Busy Corner', { name: 'Tea', price: 0.1 });
  for (const data of [
    { slug: business.slug, event: 'view', source: 'hosted' },
    { slug: business.slug, event: 'view', source: 'embed' },
    { slug: business.slug, event: 'order', item_count: 1, total_baisa: 100 },
  ]) {
    const sent = await page.request.post('/rest/v1/rpc/record_menu_event', {
      headers: authHeaders(),
      data,
    });
    expect(sent.status(), await sent.text()).toBe(204);
  }

  await loginAs(page, DEMO.superadmin.email, DEMO.superadmin.password);
  const platform = page.getByRole('region', { name: 'Platform activity, last 30 days' });
  await expect(
    platform.getByRole('figure', { name: 'Menu views and orders sent per day' }),
  ).toBeVisible();
  // Other specs add businesses and views all the time: at least this one's are counted.
  await expect(platform.locator('[data-figure="views"]')).not.toHaveText('0');
  await page.getByLabel('Search businesses').fill(business.slug);
  const card = page.getByRole('article', { name: 'Busy Corner' });
  await expect(card.locator('[data-activity]')).toHaveText('2 views, 1 order');
});
