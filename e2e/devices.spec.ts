// A kitchen tablet without the owner's password, in English and Arabic: the owner adds a device
// on the board and gets a code; a second browser opens /admin/pair with it and shows the kitchen
// display, where it marks an order Ready; the order's history on the owner's board names the
// device; the owner removes it and the tablet is back on the pairing page within 5 s, told why.
// Then the pairing page and the devices list at 360 and 1280 px in both languages, and the
// superadmin's read-only list of the business's devices.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { authHeaders, SERVICE_ROLE_KEY } from './support/api.ts';
import { demoPage, useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry } from './support/geometry.ts';
import { expectNumbersInReadingOrder } from './support/reading-order.ts';
import { expect, test } from './support/text-size.ts';

interface Words {
  add: string;
  name: string;
  kitchen: string;
  showCode: string;
  codeLabel: string;
  pair: string;
  accept: string;
  markReady: string;
  history: (n: number) => string;
  readyByDevice: RegExp;
  devicesLink: string;
  remove: (name: string) => string;
  confirmRemove: string;
  removed: string;
  lastSeen: string;
  invalid: string;
}

const WORDS: Record<AdminLang, Words> = {
  en: {
    add: 'Add a device',
    name: 'Device name',
    kitchen: 'Kitchen display',
    showCode: 'Show the code',
    codeLabel: 'Pairing code',
    pair: 'Pair',
    accept: 'Accept',
    markReady: 'Mark ready',
    history: (n) => `History of order ${n}`,
    readyByDevice: /Ready\s+by Pass tablet \(device, kitchen\)/,
    devicesLink: 'Devices',
    remove: (name) => `Remove ${name}`,
    confirmRemove: 'Remove',
    removed: 'This device was removed by the business.',
    lastSeen: 'Last activity',
    invalid: 'This code is wrong, used or expired.',
  },
  ar: {
    add: 'إضافة جهاز',
    name: 'اسم الجهاز',
    kitchen: 'شاشة المطبخ',
    showCode: 'اعرض الرمز',
    codeLabel: 'رمز الاقتران',
    pair: 'اقتران',
    accept: 'قبول',
    markReady: 'جاهز',
    history: (n) => `سجل الطلب \u2068${n}\u2069`,
    readyByDevice: /جاهز\s+بواسطة \u2068Pass tablet\u2069 \(جهاز، مطبخ\)/,
    devicesLink: 'الأجهزة',
    remove: (name) => `إزالة \u2068${name}\u2069`,
    confirmRemove: 'إزالة',
    removed: 'أزال النشاط هذا الجهاز.',
    lastSeen: 'آخر نشاط',
    invalid: 'هذا الرمز خاطئ أو مستخدم أو منتهي الصلاحية.',
  },
};

/** A new owner with a business that records orders, and one order waiting on its board. */
async function cafeWithAnOrder(
  request: APIRequestContext,
): Promise<{ owner: TestUser; business: TestBusiness; number: number }> {
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const settings = await request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: { records_orders: true },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  // Placed as the database would record it; the history starts with the customer.
  const order = await request.post('/rest/v1/orders', {
    headers: { ...authHeaders(SERVICE_ROLE_KEY), Prefer: 'return=representation' },
    data: {
      business_id: business.id,
      number: 7,
      business_day: new Date().toISOString().slice(0, 10),
      order_type: 'pickup',
      lang: 'en',
      lines: [],
      total_baisa: 1200,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return { owner, business, number: 7 };
}

async function ownerPage(browser: Browser, owner: TestUser, lang: AdminLang, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, owner.email, owner.password);
  await useAdminLang(context, lang);
  return page;
}

/** Adds a device on the board and answers the code the dialog shows. */
async function addDevice(page: Page, w: Words, name: string): Promise<string> {
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: w.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.name).fill(name);
  await dialog.getByLabel(w.kitchen).check();
  await dialog.getByRole('button', { name: w.showCode }).click();
  const code = dialog.getByTestId('pairing-code');
  await expect(code).toHaveText(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  await expect(dialog.getByRole('img')).toBeVisible();
  return (await code.textContent())!;
}

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  test(`${lang}: a tablet paired with a code shows the kitchen display, marks an order Ready, is named in its history, and is signed out within 5 s of its removal`, async ({
    browser,
    request,
  }, testInfo) => {
    const { owner, number } = await cafeWithAnOrder(request);
    const board = await ownerPage(browser, owner, lang);
    const code = await addDevice(board, w, 'Pass tablet');

    const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await useAdminLang(tabletContext, lang);
    const tablet = await tabletContext.newPage();
    await tablet.goto('/admin/pair');
    await tablet.getByLabel(w.codeLabel).fill(code);
    await tablet.getByRole('button', { name: w.pair, exact: true }).click();
    await expect(tablet).toHaveURL(/\/admin\/device$/);
    await expect(tablet.locator('[data-device-screen="kitchen"] .kitchen')).toBeVisible();
    const ticket = (column: string) =>
      tablet.locator(`[data-column="${column}"] [data-order-number="${number}"]`);
    await ticket('new').getByRole('button', { name: w.accept }).click();
    await ticket('accepted').getByRole('button', { name: w.markReady }).click();
    await expect(ticket('ready')).toBeVisible();
    await expectGoodGeometry(tablet, `kitchen display of a device ${lang}`);
    await tablet.screenshot({ path: testInfo.outputPath(`device-kitchen-${lang}.png`) });

    // The owner's board names the device in the order's history.
    await board.goto('/admin/orders');
    const card = board.locator(`.order-card[data-order-number="${number}"]`);
    await card.getByLabel(w.history(number)).click();
    await expect(card.locator('.order-history__list li')).toHaveCount(3);
    await expect(card.locator('.order-history__list li[data-status="ready"]')).toHaveText(
      // The time as the board's clock writes it (Arabic adds ص or م).
      new RegExp(`^\\d\\d:\\d\\d(?: [صم])?\\s+${w.readyByDevice.source}$`),
    );
    await card.scrollIntoViewIfNeeded();
    if (lang === 'ar') await expectNumbersInReadingOrder(board, 'the order history in Arabic');
    await board.screenshot({ path: testInfo.outputPath(`history-${lang}.png`) });

    // The devices list shows it with its last activity; removing it signs the tablet out.
    await board.getByRole('link', { name: w.devicesLink }).click();
    const row = board.locator('.devices-list__item[data-device-name="Pass tablet"]');
    await expect(row).toContainText(w.kitchen);
    await expect(row.locator('time')).toBeVisible();
    await row.getByRole('button', { name: w.remove('Pass tablet') }).click();
    await board.getByRole('alertdialog').getByRole('button', { name: w.confirmRemove }).click();
    const removedAt = Date.now();
    await expect(tablet).toHaveURL(/\/admin\/pair\?removed=1$/, { timeout: 5_000 });
    expect(Date.now() - removedAt).toBeLessThan(5_000);
    await expect(tablet.getByRole('alert')).toContainText(w.removed);
    // The session is gone from the tablet, and a second look does not let it back in.
    await tablet.goto('/admin/device');
    await expect(tablet).toHaveURL(/\/admin\/pair\?device=none$/);
    await expect(row).not.toContainText(w.remove('Pass tablet'));

    // The same code does not pair a second tablet.
    await tablet.getByLabel(w.codeLabel).fill(code);
    await tablet.getByRole('button', { name: w.pair, exact: true }).click();
    await expect(tablet.getByRole('alert')).toContainText(w.invalid);
    await tabletContext.close();
    await board.context().close();
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the pairing page and the devices list at 360 and 1280 px`, async ({
    browser,
    request,
  }, testInfo) => {
    const { owner, business } = await cafeWithAnOrder(request);
    for (const width of [360, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await useAdminLang(context, lang);
      const pairPage = await context.newPage();
      await pairPage.goto('/admin/pair?removed=1');
      await expect(pairPage.getByLabel(WORDS[lang].codeLabel)).toBeVisible();
      await expectGoodGeometry(pairPage, `pairing page ${lang} ${width}`);
      if (lang === 'ar')
        await expectNumbersInReadingOrder(pairPage, `the pairing page at ${width}`);
      await pairPage.screenshot({
        path: testInfo.outputPath(`pair-${lang}-${width}.png`),
        fullPage: true,
      });
      await context.close();

      const page = await ownerPage(browser, owner, lang, width);
      const code = await addDevice(page, WORDS[lang], 'Counter tablet');
      await expectGoodGeometry(page, `add a device ${lang} ${width}`);
      if (lang === 'ar') await expectNumbersInReadingOrder(page, `the pairing code at ${width}`);
      await page.screenshot({ path: testInfo.outputPath(`code-${lang}-${width}.png`) });
      // A tablet uses the code (as /admin/pair does), so the list has a device to show.
      const paired = await request.post('/functions/v1/pair-device', {
        headers: authHeaders(),
        data: { code },
      });
      expect(paired.status(), await paired.text()).toBe(200);
      await page.goto('/admin/devices');
      await expect(page.locator('.devices-list__item')).toHaveCount(width === 360 ? 1 : 2);
      await expectGoodGeometry(page, `devices list ${lang} ${width}`);
      if (lang === 'ar') await expectNumbersInReadingOrder(page, `the devices list at ${width}`);
      await page.screenshot({
        path: testInfo.outputPath(`devices-${lang}-${width}.png`),
        fullPage: true,
      });
      await page.context().close();
    }
    // The superadmin sees the business's devices, read only.
    const admin = await demoPage(browser, 'superadmin', lang, { width: 1280, height: 900 });
    await admin.goto(`/superadmin/${business.slug}/profile`);
    const listed = admin.locator('[data-business-devices] .devices-list__item');
    await expect(listed).toHaveCount(2);
    await expect(admin.locator('[data-business-devices] button')).toHaveCount(0);
    await admin.context().close();
  });
}
