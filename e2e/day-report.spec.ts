// The end-of-day report as an owner closes the day: a cafe of its own (Karak 0.300, Shawarma
// 1.200, prices without VAT, a 0.500 delivery fee, payment asked for pickup and delivery) takes
// five orders through place_order as the customer menu sends them, one is cancelled as sold out
// from the board's API, and the report opened from the board shows cash and card totals, the
// delivery fees and the VAT equal to the sums of the day's recorded orders (read back from the
// orders table). The report then prints (page.pdf with the page's print CSS) on the 80 mm roll
// and on A4, read back with pdfinfo and pdftotext; the same in Arabic. Then the page at 360 and
// 1280 px in both languages: its geometry and a screenshot of each.
import type { Browser, Page } from '@playwright/test';
import { authHeaders, SERVICE_ROLE_KEY } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { printToText } from './support/pdf-pages.ts';
import { expect, test } from './support/text-size.ts';

const MM_TO_PT = 72 / 25.4;
const PRICE = { karak: 300, shawarma: 1200 } as const;
const FEE = 500;

interface Cafe {
  owner: TestUser;
  business: TestBusiness;
  items: Record<keyof typeof PRICE, string>;
}

async function reportCafe(page: Page): Promise<Cafe> {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name: 'Report Tea' });
  const settings = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: {
      name_ar: 'شاي التقرير',
      languages: ['en', 'ar'],
      order_types: ['dine-in', 'pickup', 'delivery'],
      table_labels: ['2'],
      payment_for: ['pickup', 'delivery'],
      delivery_fee: FEE / 1000,
      prices_include_vat: false,
      ticket_paper_mm: 80,
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

/** The customer's total as the cart shows it: items, the fee, and 5% VAT of both, half up. */
const withVat = (taxable: number) => taxable + Math.round(taxable * 0.05);

async function placeOrder(
  page: Page,
  cafe: Cafe,
  lines: [keyof Cafe['items'], number][],
  details: Record<string, string>,
): Promise<string> {
  const items = lines.reduce((sum, [item, quantity]) => sum + PRICE[item] * quantity, 0);
  const placed = await page.request.post('/rest/v1/rpc/place_order', {
    data: {
      slug: cafe.business.slug,
      cart: {
        lines: lines.map(([item, quantity]) => ({
          item_id: cafe.items[item],
          quantity,
          unit_baisa: PRICE[item],
          choices: [],
        })),
        total_baisa: withVat(items + (details.type === 'delivery' ? FEE : 0)),
      },
      details: { lang: 'en', ...details },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { token: string }).token;
}

/** The day: five orders, the last cancelled as sold out. */
async function theDay(page: Page, cafe: Cafe) {
  await placeOrder(page, cafe, [['karak', 2]], { type: 'dine-in', table: '2' }); // 0.630
  await placeOrder(page, cafe, [['shawarma', 1]], {
    type: 'pickup',
    name: 'Salim',
    payment: 'card',
  }); // 1.260
  await placeOrder(
    page,
    cafe,
    [
      ['karak', 1],
      ['shawarma', 1],
    ],
    { type: 'pickup', name: 'مريم', payment: 'cash' },
  ); // 1.575
  await placeOrder(page, cafe, [['shawarma', 1]], {
    type: 'delivery',
    name: 'Aisha',
    address: 'Way 3021, Al Khuwair',
    payment: 'cash',
  }); // 1.200 + 0.500 fee + 0.085 VAT = 1.785
  await placeOrder(page, cafe, [['karak', 1]], { type: 'pickup', name: 'Ali', payment: 'card' });
  const cancel = await page.request.patch(
    `/rest/v1/orders?business_id=eq.${cafe.business.id}&customer_name=eq.Ali`,
    {
      headers: authHeaders(cafe.owner.accessToken),
      data: { status: 'cancelled', cancel_code: 'sold_out' },
    },
  );
  expect(cancel.ok(), await cancel.text()).toBe(true);
}

interface Recorded {
  status: string;
  payment: string | null;
  delivery_fee_baisa: number | null;
  vat_baisa: number | null;
  total_baisa: number;
}

/** The day's sums as the orders table holds them, added up here. */
async function recordedSums(page: Page, cafe: Cafe) {
  const response = await page.request.get(
    `/rest/v1/orders?business_id=eq.${cafe.business.id}&select=status,payment,delivery_fee_baisa,vat_baisa,total_baisa`,
    { headers: authHeaders(cafe.owner.accessToken) },
  );
  expect(response.ok()).toBe(true);
  const sold = ((await response.json()) as Recorded[]).filter((o) => o.status !== 'cancelled');
  const sum = (pick: (o: Recorded) => number) => sold.reduce((total, o) => total + pick(o), 0);
  return {
    cash: sum((o) => (o.payment === 'cash' ? o.total_baisa : 0)),
    card: sum((o) => (o.payment === 'card' ? o.total_baisa : 0)),
    vat: sum((o) => o.vat_baisa ?? 0),
    fees: sum((o) => o.delivery_fee_baisa ?? 0),
    total: sum((o) => o.total_baisa),
  };
}

const omr = (baisa: number) =>
  `${Math.floor(baisa / 1000)}.${String(baisa % 1000).padStart(3, '0')}`;

/** A signed-in owner's page whose window.print only counts (page.pdf prints instead). */
async function ownerPage(browser: Browser, cafe: Cafe, lang: AdminLang, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const page = await context.newPage();
  await loginAs(page, cafe.owner.email, cafe.owner.password);
  await useAdminLang(context, lang);
  return page;
}

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);

const rowValue = (page: Page, name: string) =>
  page.locator(`.ui-page .day-report [data-report="${name}"] dd`);

test("the day report's cash, card, fees and VAT are the sums of the day's recorded orders, and print on 80 mm and A4", async ({
  page,
  browser,
}) => {
  const cafe = await reportCafe(page);
  await theDay(page, cafe);
  const sums = await recordedSums(page, cafe);
  // The same figures worked out by hand: cash 1.575 + 1.785, card 1.260, VAT 30+60+75+85 baisa.
  expect(sums).toEqual({ cash: 3360, card: 1260, vat: 250, fees: 500, total: 5250 });

  const owner = await ownerPage(browser, cafe, 'en');
  await owner.goto('/admin/orders');
  await owner.getByRole('link', { name: 'Day report' }).click();
  await expect(owner).toHaveURL(/\/admin\/orders\/report$/);
  await expect(owner.getByRole('heading', { name: 'Day report', level: 1 })).toBeVisible();
  await expect(rowValue(owner, 'payment-cash')).toHaveText(`${omr(sums.cash)} OMR`);
  await expect(rowValue(owner, 'payment-card')).toHaveText(`${omr(sums.card)} OMR`);
  await expect(rowValue(owner, 'payment-none')).toHaveText('0.630 OMR');
  await expect(rowValue(owner, 'vat')).toHaveText(`${omr(sums.vat)} OMR`);
  await expect(rowValue(owner, 'fees')).toHaveText(`${omr(sums.fees)} OMR`);
  await expect(rowValue(owner, 'total')).toHaveText(`${omr(sums.total)} OMR`);
  await expect(rowValue(owner, 'items')).toHaveText('4.500 OMR');
  // Every order recorded a VAT line: nothing is left as "not recorded".
  await expect(owner.locator('.ui-page [data-report="no-vat"]')).toHaveCount(0);
  const cancelled = owner.locator('.ui-page .day-report__cancelled li');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Reason: Sold out');
  await expect(cancelled).toContainText('0.315 OMR');
  await expect(owner.locator('.ui-page .day-report__top li').first()).toContainText(
    /3 ×\u2069?\s*Shawarma\s*3\.600 OMR/,
  );
  await expect(owner.locator('.ui-page [data-report="type-pickup"]')).toContainText(/New \u2066?2/);
  await expect(owner.locator('.ui-page [data-report="type-pickup"]')).toContainText(
    /Cancelled \u2066?1/,
  );

  // On the business's 80 mm roll: one page of the roll's width, with the day's figures.
  await owner.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(() => printed(owner)).toBe(1);
  const roll = await printToText(owner, 'report-80mm');
  // Kept beside the screenshots, for a person to look at.
  await owner.pdf({ path: test.info().outputPath('report-80mm.pdf'), preferCSSPageSize: true });
  expect(roll.sizes).toHaveLength(1);
  expect(roll.sizes[0]!.width).toBeCloseTo(80 * MM_TO_PT, 0);
  for (const text of [
    'Report Tea',
    'Day report',
    'Cash',
    `${omr(sums.cash)} OMR`,
    'Card',
    `${omr(sums.card)} OMR`,
    'VAT collected',
    `${omr(sums.vat)} OMR`,
    'Delivery fees',
    'Sold out',
    'Shawarma',
  ]) {
    expect(roll.text).toContain(text);
  }
  // Nothing of the screen around it.
  expect(roll.text).not.toContain('Quick choice');
  expect(roll.text).not.toContain('Back to the board');

  // On A4: portrait A4 pages with the same figures.
  await owner.getByLabel('Paper').selectOption('a4');
  await expect(owner).toHaveURL(/paper=a4/);
  const a4 = await printToText(owner, 'report-a4');
  await owner.pdf({ path: test.info().outputPath('report-a4.pdf'), preferCSSPageSize: true });
  expect(a4.sizes.length).toBeGreaterThanOrEqual(1);
  expect(a4.sizes[0]!.width).toBeCloseTo(210 * MM_TO_PT, 0);
  expect(a4.sizes[0]!.height).toBeCloseTo(297 * MM_TO_PT, 0);
  for (const text of [`${omr(sums.cash)} OMR`, `${omr(sums.card)} OMR`, `${omr(sums.vat)} OMR`]) {
    expect(a4.text).toContain(text);
  }

  // This quarter: today's orders are in it, and the title says it is the VAT summary.
  await owner.getByRole('button', { name: 'This quarter' }).click();
  await expect(owner.locator('.ui-page .day-report__title')).toHaveText(
    /^VAT summary, \u2066?Q[1-4] \d{4}\u2069?$/,
  );
  await expect(rowValue(owner, 'vat')).toHaveText(`${omr(sums.vat)} OMR`);
  // Yesterday had none.
  await owner.getByRole('button', { name: 'Yesterday' }).click();
  await expect(owner.locator('.ui-page [data-report="payment-cash"]')).toHaveCount(0);
  await expect(rowValue(owner, 'total')).toHaveText('0.000 OMR');
  await owner.context().close();
});

test('orders whose prices included VAT are shown apart as sales with no VAT recorded', async ({
  page,
  browser,
}) => {
  const cafe = await reportCafe(page);
  await placeOrder(page, cafe, [['karak', 1]], { type: 'pickup', name: 'Salim', payment: 'cash' });
  // Prices include VAT from now on: the next order records no VAT line and no rate.
  const settings = await page.request.patch(`/rest/v1/businesses?id=eq.${cafe.business.id}`, {
    headers: authHeaders(cafe.owner.accessToken),
    data: { prices_include_vat: true },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const placed = await page.request.post('/rest/v1/rpc/place_order', {
    data: {
      slug: cafe.business.slug,
      cart: {
        lines: [{ item_id: cafe.items.shawarma, quantity: 1, unit_baisa: 1200, choices: [] }],
        total_baisa: 1200,
      },
      details: { lang: 'en', type: 'pickup', name: 'Aisha', payment: 'card' },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  const owner = await ownerPage(browser, cafe, 'en');
  await owner.goto('/admin/orders/report');
  // Only the VAT line the first order recorded; the second's VAT is not made up.
  await expect(rowValue(owner, 'vat')).toHaveText('0.015 OMR');
  await expect(owner.locator('.ui-page [data-report="vat"] dt')).toContainText('from 1 order');
  await expect(rowValue(owner, 'no-vat')).toHaveText('1.200 OMR');
  await expect(owner.locator('.ui-page [data-report="no-vat"] dt')).toContainText(
    'Sales with no VAT recorded 1 order',
  );
  await expect(owner.locator('.ui-page .day-report')).toContainText(
    'an order does not record the rate',
  );
  await expect(rowValue(owner, 'total')).toHaveText('1.515 OMR');
  await owner.context().close();
});

test('a cashier prints from the board but sees no day report or export, and the database refuses them', async ({
  page,
  browser,
}) => {
  const cafe = await reportCafe(page);
  await theDay(page, cafe);
  // A cashier of the cafe: a business_members row, as the team's invitation leaves it.
  const cashier = await createConfirmedOwner(page);
  const member = await page.request.post('/rest/v1/business_members', {
    headers: authHeaders(SERVICE_ROLE_KEY),
    data: { business_id: cafe.business.id, user_id: cashier.userId, role: 'cashier' },
  });
  expect(member.status(), await member.text()).toBe(201);

  const refused = await page.request.post('/rest/v1/rpc/order_report', {
    headers: authHeaders(cashier.accessToken),
    data: { business_id: cafe.business.id, from_day: '2026-01-01', to_day: '2026-01-01' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { hint: string }).hint).toBe('report_forbidden');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await context.newPage();
  await loginAs(staff, cashier.email, cashier.password);
  await staff.goto('/admin/orders');
  await expect(staff.locator('article.order-card').first()).toBeVisible();
  // Tickets and receipts still print from the board.
  await expect(
    staff.getByRole('button', { name: /^Print the kitchen ticket of order/ }).first(),
  ).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Order history' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Day report' })).toHaveCount(0);
  await staff.goto('/admin/orders/history');
  await expect(staff.getByRole('heading', { name: 'Order history' })).toBeVisible();
  await expect(staff.locator('.history-count')).toHaveText(/orders?$/);
  await expect(staff.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Day report' })).toHaveCount(0);
  // The report's address sends the cashier to the board.
  await staff.goto('/admin/orders/report');
  await expect(staff).toHaveURL(/\/admin\/orders$/);
  await context.close();
});

test('the day report in Arabic reads right to left and prints on the roll', async ({
  page,
  browser,
}) => {
  const cafe = await reportCafe(page);
  await theDay(page, cafe);
  const owner = await ownerPage(browser, cafe, 'ar');
  await owner.goto('/admin/orders/report');
  await expect(owner.getByRole('heading', { name: 'تقرير اليوم', level: 1 })).toBeVisible();
  await expect(rowValue(owner, 'payment-cash')).toHaveText('3.360 ر.ع.');
  await expect(owner.locator('.ui-page [data-report="payment-cash"] dt')).toContainText('نقدا');
  await expect(owner.locator('.ui-page .day-report__cancelled')).toContainText('نفدت الكمية');
  await expect(owner.locator('.ui-page .day-report__top li').first()).toContainText('شاورما');
  const sheet = owner.locator('body > .day-report--sheet');
  await expect(sheet).toHaveAttribute('dir', 'rtl');
  // The label reads first (on the right), the amount after it.
  const cash = sheet.locator('[data-report="payment-cash"]');
  const label = await cash.locator('dt').boundingBox();
  const amount = await cash.locator('dd').boundingBox();
  expect(label!.x).toBeGreaterThan(amount!.x);
  await owner.getByRole('button', { name: 'طباعة', exact: true }).click();
  await expect.poll(() => printed(owner)).toBe(1);
  const roll = await printToText(owner, 'report-ar-80mm');
  await owner.pdf({ path: test.info().outputPath('report-ar-80mm.pdf'), preferCSSPageSize: true });
  expect(roll.sizes[0]!.width).toBeCloseTo(80 * MM_TO_PT, 0);
  expect(roll.text).toContain('3.360');
  expect(roll.text).toContain('0.250');
  await owner.context().close();
});

for (const lang of ['en', 'ar'] as const) {
  test(
    `geometry: the day report in ${lang} at 360 and 1280`,
    GEOMETRY,
    async ({ page, browser }) => {
      const cafe = await reportCafe(page);
      await theDay(page, cafe);
      const owner = await ownerPage(browser, cafe, lang, 360);
      for (const width of [360, 1280]) {
        await owner.setViewportSize({ width, height: 900 });
        await owner.goto('/admin/orders/report');
        await expect(owner.locator('html')).toHaveAttribute('lang', lang);
        await expect(owner.locator('.ui-page .day-report__cancelled li')).toHaveCount(1);
        await owner.evaluate(() => document.fonts.ready);
        await expectGoodGeometry(owner, `/admin/orders/report at ${width} in ${lang}`, {
          minTapTarget: 44,
          // The printed copy is laid out off screen on purpose.
          ignore: ['body > .day-report--sheet'],
        });
        await owner.screenshot({
          path: test.info().outputPath(`report-${lang}-${width}.png`),
          fullPage: true,
        });
      }
      await owner.context().close();
    },
  );
}
