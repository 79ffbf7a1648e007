// Orders a cafe can trust, with a business of its own (prices without VAT, tables "2" and
// "Terrace 1", delivery), in English and Arabic:
// - the same cart sent twice from table 2 is one order: going back and sending again reopens
//   WhatsApp with the same message and number, and the database holds one order; another phone
//   sending the same cart is marked "possible repeat" on the board, cancelled there in one tap;
// - the order-sent screen lists the message's lines: items, VAT and a total that adds up;
// - the cancelled screen says so and why, in the customer's language (a usual reason is a code),
//   or in the owner's own words, and offers a new order instead of WhatsApp;
// - a named table is its name on the menu, in the message and on the board;
// - a delivery's location is a map link and its address copies in one tap, on the board and the
//   kitchen display.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shortName } from '../shared/short-names.ts';
import { authHeaders } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry } from './support/geometry.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

const PHONE = { width: 360, height: 780 };
const TABLET = { width: 1280, height: 800 };

interface Cafe {
  owner: TestUser;
  business: TestBusiness;
}

/** A cafe with tables "2" and "Terrace 1", delivery at 0.500, prices without VAT, and Karak. */
async function trustCafe(page: Page): Promise<Cafe> {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name: 'Trust Tea' });
  const settings = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: {
      name_ar: 'شاي الثقة',
      languages: ['en', 'ar'],
      order_types: ['dine-in', 'pickup', 'delivery'],
      table_labels: ['2', 'Terrace 1'],
      delivery_fee: 0.5,
      prices_include_vat: false,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const item = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.accessToken),
    data: { business_id: business.id, name: 'Karak', name_ar: 'كرك', price: 0.3 },
  });
  expect(item.status(), await item.text()).toBe(201);
  return { owner, business };
}

async function ordersOf(page: Page, cafe: Cafe) {
  const response = await page.request.get(
    `/rest/v1/orders?business_id=eq.${cafe.business.id}&select=number,status,repeat_of_number,cancel_code,cancel_reason&order=number`,
    { headers: authHeaders(cafe.owner.accessToken) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    number: number;
    status: string;
    repeat_of_number: number | null;
    cancel_code: string | null;
    cancel_reason: string | null;
  }[];
}

interface Texts {
  lang: AdminLang;
  add: string;
  viewCart: RegExp;
  cart: string;
  checkout: string;
  sent: string;
  cancelled: string;
  back: string;
  startNew: string;
  openAgain: string;
  sendHint: string;
  numberLine: RegExp;
  vatLine: string;
  totalLine: string;
  vatRow: string;
  totalRow: string;
  repeatOf: (n: number) => string;
  cancelRepeat: string;
  duplicateReason: string;
}

const ENGLISH: Texts = {
  lang: 'en',
  add: 'Add Karak',
  viewCart: /^View cart/,
  cart: 'Your Cart',
  checkout: 'Checkout on WhatsApp',
  sent: 'Order sent',
  cancelled: 'Order cancelled',
  back: 'Back to this order',
  startNew: 'Start a new order',
  openAgain: 'Open WhatsApp again',
  sendHint: 'If you have not pressed send',
  numberLine: /^Order no\.: (\d+)$/m,
  vatLine: 'VAT 5%: 0.015 OMR',
  totalLine: 'Total: 0.315 OMR',
  vatRow: 'VAT 5%0.015 OMR',
  totalRow: 'Total0.315 OMR',
  repeatOf: (n) => `Possible repeat of order ${n}`,
  cancelRepeat: 'Cancel as a repeat',
  duplicateReason: 'Reason: It repeats an order you had already sent.',
};

const ARABIC: Texts = {
  lang: 'ar',
  add: 'أضف كرك',
  viewCart: /^عرض السلة/,
  cart: 'سلتك',
  checkout: 'اطلب عبر واتساب',
  sent: 'تم إرسال الطلب',
  cancelled: 'أُلغي الطلب',
  back: 'عودة إلى هذا الطلب',
  startNew: 'ابدأ طلبا جديدا',
  openAgain: 'افتح واتساب مرة أخرى',
  sendHint: 'إن لم تضغط إرسال',
  numberLine: /^رقم الطلب: (\d+)$/m,
  vatLine: 'ضريبة القيمة المضافة 5%: 0.015 ر.ع.',
  totalLine: 'المجموع: 0.315 ر.ع.',
  vatRow: 'ضريبة القيمة المضافة 5%0.015 ر.ع.',
  totalRow: 'المجموع0.315 ر.ع.',
  repeatOf: (n) => `قد يكون تكرارا للطلب ${n}`,
  cancelRepeat: 'ألغِه كطلب مكرر',
  duplicateReason: 'السبب: إنه تكرار لطلب أرسلته من قبل.',
};

async function phone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await stubWhatsapp(page);
  await page.goto(path);
  return page;
}

/** Opens the cart with one Karak in it. */
async function cartWithKarak(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.add }).click();
  await page.getByRole('button', { name: t.viewCart }).click();
  const dialog = page.getByRole('dialog', { name: t.cart });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses checkout; the decoded text of the wa.me tab it opened. */
async function checkout(page: Page, t: Texts): Promise<string> {
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: t.cart })
    .getByRole('button', { name: t.checkout })
    .click();
  const popup = await popupOpened;
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  await popup.close();
  return text;
}

async function ownerBoard(browser: Browser, cafe: Cafe, lang: AdminLang, path = '/admin/orders') {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, cafe.owner.email, cafe.owner.password);
  await useAdminLang(context, lang);
  await page.goto(path);
  return page;
}

for (const t of [ENGLISH, ARABIC]) {
  test(`${t.lang}: the same cart sent twice is one order, a second phone's is a possible repeat cancelled in one tap`, async ({
    page,
    browser,
  }) => {
    const cafe = await trustCafe(page);
    const menu = `/${cafe.business.slug}/menu?table=2${t.lang === 'ar' ? '&lang=ar' : ''}`;
    const customer = await phone(browser, menu);
    await cartWithKarak(customer, t);
    const first = await checkout(customer, t);
    const number = Number(t.numberLine.exec(first)?.[1]);
    expect(number).toBeGreaterThan(0);
    expect(first).toContain(t.vatLine);
    expect(first).toContain(t.totalLine);

    // The order-sent screen lists what the message lists: the dish, VAT, and their total.
    let sent = customer.getByRole('dialog', { name: t.sent });
    await expect(sent).toBeVisible();
    await expect(sent.locator('[data-sum="vat"]')).toHaveText(t.vatRow);
    await expect(sent.locator('[data-sum="total"]')).toHaveText(t.totalRow);

    // Back, and the same cart sent again: the same message, the same number, no second order.
    await sent.getByRole('button', { name: t.back }).click();
    expect(await checkout(customer, t)).toBe(first);
    sent = customer.getByRole('dialog', { name: t.sent });
    await expect(sent).toBeVisible();
    await expect(sent.locator('[data-order-number]')).toContainText(String(number));
    expect(await ordersOf(page, cafe)).toHaveLength(1);

    // Another phone at table 2 sends the same cart: recorded, and marked on the board.
    const other = await phone(browser, menu);
    await cartWithKarak(other, t);
    const second = Number(t.numberLine.exec(await checkout(other, t))?.[1]);
    expect(second).toBe(number + 1);
    const board = await ownerBoard(browser, cafe, t.lang);
    const card = board.locator(`article[data-order-number="${second}"]`);
    await expect(card).toHaveAttribute('data-repeat-of', String(number));
    await expect(card).toContainText(t.repeatOf(number));
    await expect(board.locator(`article[data-order-number="${number}"]`)).not.toHaveAttribute(
      'data-repeat-of',
    );
    await card.getByRole('button', { name: t.cancelRepeat }).click();
    await expect(card).toHaveAttribute('data-status', 'cancelled');
    expect((await ordersOf(page, cafe)).map((o) => [o.status, o.cancel_code])).toEqual([
      ['new', null],
      ['cancelled', 'duplicate'],
    ]);

    // The second phone is told, in its language, and offered a new order, not WhatsApp.
    const cancelled = other.getByRole('dialog', { name: t.cancelled });
    await expect(cancelled).toBeVisible();
    await expect(cancelled.locator('[data-cancel-reason]')).toHaveText(t.duplicateReason);
    await expect(cancelled.getByRole('link', { name: t.openAgain })).toHaveCount(0);
    await expect(cancelled).not.toContainText(t.sendHint);
    await expect(cancelled.getByRole('button', { name: t.startNew })).toBeVisible();

    // "Start a new order" makes the same dishes a new order, not the one opened again.
    await customer
      .getByRole('dialog', { name: t.sent })
      .getByRole('button', { name: t.startNew })
      .click();
    await cartWithKarak(customer, t);
    const third = Number(t.numberLine.exec(await checkout(customer, t))?.[1]);
    expect(third).toBe(second + 1);
    await expect(board.locator(`article[data-order-number="${third}"]`)).toHaveAttribute(
      'data-repeat-of',
      String(number),
    );
  });
}

const REASONS = [
  {
    lang: 'en' as const,
    query: '?table=2',
    tableShown: 'Table 2',
    orderLine: 'Order: Dine-in, Table 2',
    boardWhere: 'Table 2',
    reason: { typed: 'Out of milk' },
    shown: 'Reason: Out of milk',
    t: ENGLISH,
  },
  {
    lang: 'ar' as const,
    query: '?table=terrace%201&lang=ar',
    tableShown: 'Terrace 1',
    orderLine: 'نوع الطلب: محلي، Terrace 1',
    boardWhere: 'Terrace 1',
    reason: { preset: 'Sold out' },
    shown: 'السبب: نفدت كمية أحد أصنافه.',
    t: ARABIC,
  },
];

for (const c of REASONS) {
  test(`${c.lang}: a named table is its name, and the cancelled screen gives the owner's reason in the customer's language`, async ({
    page,
    browser,
  }) => {
    const cafe = await trustCafe(page);
    const customer = await phone(browser, `/${cafe.business.slug}/menu${c.query}`);
    // The line under the name: "Terrace 1" as the owner named it, "Table 2" for a number.
    await expect(customer.locator(`qr-menu .${shortName('qm-order-status')} strong`)).toHaveText(
      c.tableShown,
    );
    await expect(customer.locator('qr-menu')).not.toContainText(/Table Terrace|طاولة Terrace/);
    await cartWithKarak(customer, c.t);
    const text = await checkout(customer, c.t);
    expect(text.split('\n')).toContain(c.orderLine);
    const number = Number(c.t.numberLine.exec(text)?.[1]);

    // The owner's board is in English; the customer reads Arabic or English.
    const board = await ownerBoard(browser, cafe, 'en');
    const card = board.locator(`article[data-order-number="${number}"]`);
    await expect(card.locator('.order-card__meta strong')).toHaveText(c.boardWhere);
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = board.getByRole('dialog', { name: `Cancel order ${number}?` });
    if ('preset' in c.reason) {
      await dialog.getByRole('button', { name: c.reason.preset }).click();
    } else {
      await dialog.getByLabel('Or write the reason').fill(c.reason.typed);
    }
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(card).toHaveAttribute('data-status', 'cancelled');

    const screen = customer.getByRole('dialog', { name: c.t.cancelled });
    await expect(screen).toBeVisible();
    await expect(screen.locator('[data-status="cancelled"]')).toBeVisible();
    await expect(screen.locator('[data-cancel-reason]')).toHaveText(c.shown);
    await expect(screen.getByRole('link', { name: c.t.openAgain })).toHaveCount(0);
    await expect(screen).not.toContainText(c.t.sendHint);
    // After a reload too: the status is read again.
    await customer.reload();
    await expect(customer.getByRole('dialog', { name: c.t.cancelled })).toBeVisible();
    await expect(
      customer.getByRole('dialog', { name: c.t.cancelled }).locator('[data-cancel-reason]'),
    ).toHaveText(c.shown);
  });
}

const PLACES = {
  en: {
    openMap: 'Open the location in maps',
    copy: 'Copy address',
    copied: 'Address copied',
  },
  ar: {
    openMap: 'افتح الموقع في الخرائط',
    copy: 'انسخ العنوان',
    copied: 'نُسخ العنوان',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a delivery's location opens the map and its address copies in one tap, on the board and the kitchen display`, async ({
    page,
    browser,
  }) => {
    const cafe = await trustCafe(page);
    const address = 'Al Khuwair, Way 3021, House 12';
    const location = 'https://maps.google.com/?q=23.58800,58.38290';
    const placed = await page.request.post('/rest/v1/rpc/place_order', {
      data: {
        slug: cafe.business.slug,
        cart: {
          lines: [
            {
              item_id: await karakId(page, cafe),
              quantity: 10,
              unit_baisa: 300,
              choices: [],
            },
          ],
          total_baisa: 3675,
        },
        details: { type: 'delivery', name: 'Salim', address, location, lang: 'en' },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { number } = (await placed.json()) as { number: number };
    const p = PLACES[lang];

    for (const path of ['/admin/orders', '/admin/orders/kitchen']) {
      const board = await ownerBoard(browser, cafe, lang, path);
      const order = board.locator(`article[data-order-number="${number}"]`);
      const map = order.getByRole('link', { name: p.openMap });
      await expect(map).toHaveAttribute('href', location);
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', /\bnoopener\b/);
      await order.getByRole('button', { name: p.copy }).click();
      await expect(order.getByRole('status')).toHaveText(p.copied);
      expect(await board.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await board.context().close();
    }
  });
}

async function karakId(page: Page, cafe: Cafe): Promise<string> {
  const response = await page.request.get(
    `/rest/v1/menu_items?business_id=eq.${cafe.business.id}&select=id`,
    { headers: authHeaders(cafe.owner.accessToken) },
  );
  const [row] = (await response.json()) as { id: string }[];
  if (!row) throw new Error('no Karak');
  return row.id;
}

for (const lang of ['en', 'ar'] as const) {
  test(`geometry: a possible repeat and a delivery on the board and the kitchen display in ${lang} at 360 and 1280 @geometry`, async ({
    page,
    browser,
  }) => {
    const cafe = await trustCafe(page);
    const item = await karakId(page, cafe);
    const order = (details: Record<string, string>, quantity: number) =>
      page.request.post('/rest/v1/rpc/place_order', {
        data: {
          slug: cafe.business.slug,
          cart: {
            lines: [{ item_id: item, quantity, unit_baisa: 300, choices: [] }],
            // Prices without VAT: 5% on top, rounded half up.
            total_baisa: quantity * 300 + Math.floor((quantity * 300 * 5 + 50) / 100),
          },
          details: { lang: 'en', ...details },
        },
      });
    for (let i = 0; i < 2; i++) {
      const placed = await order({ type: 'dine-in', table: 'Terrace 1' }, 2);
      expect(placed.ok(), await placed.text()).toBe(true);
    }
    const delivery = await page.request.post('/rest/v1/rpc/place_order', {
      data: {
        slug: cafe.business.slug,
        cart: {
          lines: [{ item_id: item, quantity: 10, unit_baisa: 300, choices: [] }],
          total_baisa: 3675,
        },
        details: {
          type: 'delivery',
          name: 'Salim',
          address: 'Al Khuwair, Way 3021, Building 1234, Flat 56, near the Lulu hypermarket',
          location: 'https://maps.google.com/?q=23.58800,58.38290',
          lang: 'en',
        },
      },
    });
    expect(delivery.ok(), await delivery.text()).toBe(true);
    const board = await ownerBoard(browser, cafe, lang);
    for (const width of [360, 1280]) {
      await board.setViewportSize({ width, height: 900 });
      for (const path of ['/admin/orders', '/admin/orders/kitchen']) {
        await board.goto(path);
        await expect(board.locator('html')).toHaveAttribute('lang', lang);
        await expect(board.locator('[data-map-link]').first()).toBeVisible();
        if (path === '/admin/orders') await expect(board.locator('[data-repeat-of]')).toBeVisible();
        await board.evaluate(() => document.fonts.ready);
        await expectGoodGeometry(board, `${path} at ${width} in ${lang}`, { minTapTarget: 44 });
      }
    }
    await board.context().close();
  });
}
