// The owner's board with two browsers: a phone orders at table 5 of the demo cafe and a
// tablet signed in as its owner shows the order within 2 s, with the number the WhatsApp message
// carries; Accepted and Ready tapped on the tablet reach the phone; the same in Arabic. "Ask for
// the bill" from table 5 appears on the board and is cleared there. The kitchen display survives
// a dropped connection. Geometry of the board, the kitchen display and the table's buttons at
// 390 px, a laptop and a landscape tablet, in both languages.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { ANON_KEY, DEMO } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import { loginAs } from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

// The tests share table 5 of the demo cafe (its one open bill request, its orders): one at a time.
test.describe.configure({ mode: 'serial' });

const TABLET = { width: 1280, height: 800 };

/** The demo owner through supabase-js, to read what the database holds. */
async function ownerClient() {
  const client = createClient(E2E_BASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword(DEMO.owner);
  expect(error).toBeNull();
  return client;
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
}

async function tabletPage(
  browser: Browser,
  lang: AdminLang,
  viewport: { width: number; height: number } = TABLET,
): Promise<Page> {
  // A sign-in of its own, not a saved one: another spec signing the demo owner out everywhere
  // must not end this tablet's session.
  const context = await browser.newContext({ viewport, hasTouch: true });
  const page = await context.newPage();
  await loginAs(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/admin\//);
  await useAdminLang(context, lang);
  return page;
}

/** An order placed from a page as the widget places it: place_order with the menu's own prices. */
async function placeOrderFrom(page: Page, table: string, item = 'Omani Kahwa'): Promise<number> {
  return page.evaluate(
    async ({ table, item }) => {
      const menu = (await (await fetch('/rest/v1/rpc/public_menu?slug=democafe')).json()) as {
        items: { id: string; name: string; price: number }[];
      };
      const dish = menu.items.find((i) => i.name === item)!;
      const unit = Math.round(dish.price * 1000);
      const response = await fetch('/rest/v1/rpc/place_order', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          slug: 'democafe',
          cart: {
            lines: [{ item_id: dish.id, quantity: 1, unit_baisa: unit, choices: [] }],
            total_baisa: unit,
          },
          details: { type: 'dine-in', table, lang: 'en' },
        }),
      });
      const body = (await response.json()) as { number?: number; message?: string };
      if (!body.number) throw new Error(`place_order refused: ${JSON.stringify(body)}`);
      return body.number;
    },
    { table, item },
  );
}

interface Texts {
  lang: AdminLang;
  query: string;
  add: string;
  viewCart: RegExp;
  cart: string;
  checkout: string;
  numberLine: RegExp;
  table5: string;
  line: string;
  accept: string;
  markReady: string;
  complete: string;
  accepted: string;
  ready: string;
  completed: string;
  newOrders: RegExp;
  live: string;
  askBill: string;
  billSent: string;
  done: string;
}

const ENGLISH: Texts = {
  lang: 'en',
  query: '?table=5',
  add: 'Add Omani Kahwa',
  viewCart: /^View cart/,
  cart: 'Your Cart',
  checkout: 'Checkout on WhatsApp',
  numberLine: /^Order no\.: (\d+)$/m,
  table5: 'Table 5',
  line: '2 × Omani Kahwa',
  accept: 'Accept',
  markReady: 'Mark ready',
  complete: 'Complete',
  accepted: 'Accepted',
  ready: 'Ready',
  completed: 'Completed',
  newOrders: /new orders?/,
  live: 'Live',
  askBill: 'Ask for the bill',
  billSent: 'Sent: staff will bring the bill to your table.',
  done: 'Done: table 5, Asks for the bill',
};

const ARABIC: Texts = {
  lang: 'ar',
  query: '?table=5&lang=ar',
  add: 'أضف قهوة عمانية',
  viewCart: /^عرض السلة/,
  cart: 'سلتك',
  checkout: 'اطلب عبر واتساب',
  numberLine: /^رقم الطلب: (\d+)$/m,
  table5: 'طاولة 5',
  line: '2 × قهوة عمانية',
  accept: 'قبول',
  markReady: 'جاهز',
  complete: 'إكمال',
  accepted: 'مقبول',
  ready: 'جاهز',
  completed: 'مكتمل',
  newOrders: /طلب جديد|طلبان جديدان|طلبات جديدة|طلبا جديدا/,
  live: 'مباشر',
  askBill: 'طلب الفاتورة',
  billSent: 'تم الإرسال: سيحضر الموظفون الفاتورة إلى طاولتك.',
  done: 'تم: طاولة 5، تطلب الفاتورة',
};

for (const t of [ENGLISH, ARABIC]) {
  test(`${t.lang}: an order from table 5 is on the tablet's board within 2 s with its WhatsApp number; Accepted and Ready reach the phone`, async ({
    browser,
  }) => {
    const owner = await ownerClient();
    const tablet = await tabletPage(browser, t.lang);
    await tablet.goto('/admin/orders');
    await expect(tablet.locator('[data-connection="live"]')).toHaveText(t.live);

    const phoneCtx = await phoneContext(browser);
    const phone = await phoneCtx.newPage();
    await stubWhatsapp(phone);
    await phone.goto(`/democafe/menu${t.query}`);
    for (let i = 0; i < 2; i++) await phone.getByRole('button', { name: t.add }).click();
    await phone.getByRole('button', { name: t.viewCart }).click();
    const cart = phone.getByRole('dialog', { name: t.cart });
    const popupOpened = phone.waitForEvent('popup');
    await cart.getByRole('button', { name: t.checkout }).click();
    const popup = await popupOpened;
    const message = new URL(popup.url()).searchParams.get('text') ?? '';
    await popup.close();
    const number = Number(t.numberLine.exec(message)?.[1]);
    expect(number, message).toBeGreaterThan(0);

    // The board shows the same number within 2 s of WhatsApp opening, with where and what.
    const card = tablet.locator(`.orders-grid [data-order-number="${number}"]`);
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(card).toContainText(t.table5);
    await expect(card.locator('.order-lines')).toHaveText(t.line);
    await expect(card.locator('.order-status')).toHaveText(t.lang === 'en' ? 'New' : 'جديد');
    // The navigation counts it among the new orders.
    await expect(tablet.locator('.sidebar__badge')).toContainText(t.newOrders);

    const status = phone.locator('[data-order-sent]').getByRole('status');
    await card.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(card.locator('.order-status')).toHaveText(t.accepted);
    await expect(status.locator('strong')).toHaveText(t.accepted, { timeout: 2_000 });

    await card.getByRole('button', { name: t.markReady, exact: true }).click();
    await expect(card.locator('.order-status')).toHaveText(t.ready);
    await expect(status.locator('strong')).toHaveText(t.ready, { timeout: 2_000 });

    await card.getByRole('button', { name: t.complete, exact: true }).click();
    await expect(card.locator('.order-status')).toHaveText(t.completed);
    const { data } = await owner
      .from('orders')
      .select('status, table_label')
      .eq('number', number)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(data).toEqual({ status: 'completed', table_label: '5' });

    // "Ask for the bill" from the same table (another phone: this one shows its order first):
    // on the board at once, cleared with one tap.
    const diner = await phoneCtx.browser()!.newContext({ viewport: { width: 390, height: 844 } });
    const second = await diner.newPage();
    await second.goto(`/democafe/menu${t.query}`);
    await second.getByRole('button', { name: t.askBill }).click();
    await expect(second.locator('[data-table-service] [role="status"]')).toHaveText(t.billSent);
    const request = tablet.locator('[data-table-request="bill"][data-table="5"]');
    await expect(request).toBeVisible({ timeout: 2_000 });
    await request.getByRole('button', { name: t.done }).click();
    await expect(request).toHaveCount(0);
    const open = await owner
      .from('table_requests')
      .select('id', { count: 'exact', head: true })
      .eq('table_label', '5')
      .is('done_at', null);
    expect(open.count).toBe(0);

    await diner.close();
    await phoneCtx.close();
    await tablet.context().close();
    // Local: a global sign-out would end the tablet's saved session too.
    await owner.auth.signOut({ scope: 'local' });
  });
}

test('cancelling needs a reason, and the order shows it', async ({ browser }) => {
  const tablet = await tabletPage(browser, 'en');
  await tablet.goto('/admin/orders');
  await expect(tablet.locator('[data-connection="live"]')).toBeVisible();
  const number = await placeOrderFrom(tablet, '3', 'Espresso');
  const card = tablet.locator(`.orders-grid [data-order-number="${number}"]`);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = tablet.getByRole('dialog', { name: `Cancel order ${number}?` });
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the order is cancelled.');
  await dialog.getByRole('button', { name: 'Sold out' }).click();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('.order-status')).toHaveText('Cancelled');
  await expect(card).toContainText('Cancelled: Sold out');
  // The filters: table 3 shows it, table 5 does not; Cancelled shows it, Open does not.
  await tablet.getByRole('combobox', { name: 'Table', exact: true }).selectOption('3');
  await expect(card).toBeVisible();
  await tablet.getByRole('combobox', { name: 'Status', exact: true }).selectOption('open');
  await expect(card).toHaveCount(0);
  await tablet.getByRole('combobox', { name: 'Status', exact: true }).selectOption('cancelled');
  await expect(card).toBeVisible();
  await tablet.context().close();
});

test('the kitchen display says it is reconnecting when the network drops and shows what came meanwhile; one tap moves a ticket on', async ({
  browser,
}) => {
  const kitchen = await tabletPage(browser, 'en', { width: 1024, height: 768 });
  await kitchen.goto('/admin/orders/kitchen');
  await expect(kitchen.locator('[data-connection="live"]')).toBeVisible();

  await kitchen.context().setOffline(true);
  await expect(kitchen.locator('[data-connection="reconnecting"]')).toHaveText(
    'Reconnecting… orders will appear when the connection is back.',
  );
  // An order arrives while the kitchen is offline.
  const phoneCtx = await phoneContext(browser);
  const phone = await phoneCtx.newPage();
  await phone.goto('/democafe/menu?table=7');
  const number = await placeOrderFrom(phone, '7', 'Mango Juice');

  await kitchen.context().setOffline(false);
  await expect(kitchen.locator('[data-connection="live"]')).toBeVisible();
  const ticket = kitchen.locator(`[data-column="new"] [data-order-number="${number}"]`);
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('Table 7');
  await expect(ticket.locator('.order-lines')).toHaveText('1 × Mango Juice');
  await ticket.getByRole('button', { name: 'Accept' }).click();
  await expect(
    kitchen.locator(`[data-column="accepted"] [data-order-number="${number}"]`),
  ).toBeVisible();
  await phoneCtx.close();
  await kitchen.context().close();
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

for (const lang of ['en', 'ar'] as const) {
  test(
    `geometry: the board, the kitchen display and the table's buttons in ${lang} at 390, 1280 and tablet landscape`,
    GEOMETRY,
    async ({ browser }) => {
      const page = await tabletPage(browser, lang);
      await page.goto('/admin/orders');
      // Something on every part of the board: an open order of table 5 and a request from table 2.
      // Not a breakfast dish: the database takes those only 06:00-11:00 Muscat, by its real clock.
      await placeOrderFrom(page, '5', 'Chicken Shawarma');
      await page.evaluate(() =>
        fetch('/rest/v1/rpc/request_table_service', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ slug: 'democafe', table_label: '2', kind: 'waiter' }),
        }),
      );
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const path of ['/admin/orders', '/admin/orders/kitchen']) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('[data-connection="live"]')).toBeVisible();
          await expect(page.locator('[data-order-number]').first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await expectGoodGeometry(
            page,
            `${path} at ${viewport.width}x${viewport.height} in ${lang}`,
            {
              minTapTarget: 44,
            },
          );
        }
      }
      await page.context().close();

      const phone = await (await phoneContext(browser)).newPage();
      await phone.goto(`/democafe/menu?table=5${lang === 'ar' ? '&lang=ar' : ''}`);
      await expect(phone.locator('[data-table-service] button')).toHaveCount(2);
      await expectGoodGeometry(phone, `the table's buttons at 390 in ${lang}`, {});
      // Once the element answers them: until then it may be taking the server's line over, and a
      // button just replaced measures 0 px (found, then detached before it was measured).
      const buttons = phone.locator('[data-table-service] button');
      await expect(buttons.and(phone.locator(':enabled'))).toHaveCount(2);
      await expect
        .poll(() =>
          buttons.evaluateAll((all) =>
            all.filter((b) => b.isConnected).map((b) => b.getBoundingClientRect().height >= 44),
          ),
        )
        .toEqual([true, true]);
      await phone.context().close();
    },
  );
}

test("a table's page comes with its buttons (disabled until the element answers them); a page without a table has none", async ({
  request,
}) => {
  const table = await (await request.get('/democafe/menu?table=5')).text();
  expect(table).toMatch(/<button[^>]*disabled[^>]*>Call the waiter<\/button>/);
  expect(table).toMatch(/<button[^>]*disabled[^>]*>Ask for the bill<\/button>/);
  const plain = await (await request.get('/democafe/menu')).text();
  expect(plain).not.toContain('Call the waiter');
  const unknown = await (await request.get('/democafe/menu?table=99')).text();
  expect(unknown).not.toContain('Call the waiter');
});
