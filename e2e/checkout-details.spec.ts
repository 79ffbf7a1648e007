// Oman's checkout details: a dish on offer, a business whose prices exclude 5% VAT and
// that asks delivery customers how they pay, and a customer who shares where they are. The
// messages are docs/architecture.md's "Order message" examples, character for character, with the
// Order no. line the database's recorded order gives: Karak Tea is on offer at 0.400 instead of
// 0.500, so its line is the example's 1.200 only if the cart, the message and the database all use
// the offer price, and the total holds only if the database adds the same VAT. The database's clock
// is the real one (the browser's is fixed), so the offer runs until 2126 for it to apply there on
// any day this test runs.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import { demoPage } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';

// Monday 23 November 2026, noon in Muscat: inside the offer's period.
const DURING_OFFER = new Date('2026-11-23T08:00:00Z');
const AFTER_OFFER = new Date('2126-12-02T08:00:00Z');
const MUSCAT = { latitude: 23.588, longitude: 58.3829 };

let slug = '';
let karakHouse: { owner: TestUser; id: string } | undefined;

test.beforeAll(async ({ request }) => {
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner, {
    name: 'Karak House',
    whatsapp: '96890000000',
  });
  slug = business.slug;
  karakHouse = { owner, id: business.id };
  await ownerWrites(request, owner, 'PATCH', `businesses?id=eq.${business.id}`, {
    name_ar: 'بيت الكرك',
    languages: ['en', 'ar'],
    order_types: ['dine-in', 'pickup', 'delivery'],
    delivery_fee: 0.5,
    prices_include_vat: false,
    payment_for: ['delivery'],
  });
  const [category] = (await ownerWrites(request, owner, 'POST', 'categories', {
    business_id: business.id,
    name: 'Drinks and food',
    name_ar: 'مشروبات وأطباق',
  })) as { id: string }[];
  const item = (fields: Record<string, unknown>, groups: unknown[] = []) =>
    ownerWrites(request, owner, 'POST', 'rpc/save_menu_item', {
      item_id: null,
      business_id: business.id,
      fields: { category_id: category?.id, ...fields },
      groups,
    });
  await item(
    {
      name: 'Karak Tea',
      name_ar: 'كرك',
      price: 0.5,
      offer_price: 0.4,
      offer_starts: '2026-11-01T00:00:00+04:00',
      offer_ends: '2126-12-01T00:00:00+04:00',
    },
    [
      {
        name: 'Size',
        name_ar: 'الحجم',
        required: true,
        min_choices: 1,
        max_choices: 1,
        choices: [
          { name: 'Small', name_ar: 'صغير', price_delta_baisa: 0 },
          { name: 'Large', name_ar: 'كبير', price_delta_baisa: 100 },
        ],
      },
      {
        name: 'Extras',
        name_ar: 'إضافات',
        required: false,
        min_choices: 0,
        max_choices: 2,
        choices: [{ name: 'Extra ginger', name_ar: 'زنجبيل إضافي', price_delta_baisa: 100 }],
      },
    ],
  );
  await item({ name: 'Chicken Shawarma', name_ar: 'شاورما دجاج', price: 1.2 });
});

async function ownerWrites(
  request: Page['request'],
  owner: TestUser,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
): Promise<unknown> {
  const response = await request.fetch(`/rest/v1/${path}`, {
    method,
    headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

interface Words {
  lang: 'en' | 'ar';
  add: (item: string) => string;
  sheetAddToCart: RegExp;
  more: string;
  viewCart: RegExp;
  cart: string;
  delivery: string;
  cash: string;
  name: string;
  address: string;
  note: string;
  share: string;
  shared: string;
  refused: string;
  checkout: string;
  karak: string;
  large: string;
  ginger: string;
  shawarma: string;
  offer: string;
}

const EN: Words = {
  lang: 'en',
  add: (item) => `Add ${item}`,
  sheetAddToCart: /^Add to cart/,
  more: 'One more',
  viewCart: /^View cart/,
  cart: 'Your Cart',
  delivery: 'Delivery',
  cash: 'Cash',
  name: 'Your name',
  address: 'Address or area',
  note: 'Note',
  share: 'Share my location',
  shared: 'Location shared',
  refused:
    'Your location was not shared: permission was refused. Type your address or area instead.',
  checkout: 'Checkout on WhatsApp',
  karak: 'Karak Tea',
  large: 'Large',
  ginger: 'Extra ginger',
  shawarma: 'Chicken Shawarma',
  offer: 'Offer',
};

const AR: Words = {
  lang: 'ar',
  add: (item) => `أضف ${item}`,
  sheetAddToCart: /^أضف إلى السلة/,
  more: 'واحد أكثر',
  viewCart: /^عرض السلة/,
  cart: 'سلتك',
  delivery: 'توصيل',
  cash: 'نقدا',
  name: 'اسمك',
  address: 'العنوان أو المنطقة',
  note: 'ملاحظة',
  share: 'شارك موقعي',
  shared: 'تمت مشاركة الموقع',
  refused: 'لم تتم مشاركة موقعك: رُفض الإذن. اكتب عنوانك أو منطقتك بدلا من ذلك.',
  checkout: 'اطلب عبر واتساب',
  karak: 'كرك',
  large: 'كبير',
  ginger: 'زنجبيل إضافي',
  shawarma: 'شاورما دجاج',
  offer: 'عرض',
};

async function openMenu(page: Page, words: Words, at = DURING_OFFER): Promise<void> {
  await page.clock.setFixedTime(at);
  // The popup must never reach the internet: answer wa.me locally.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  await page.goto(`/${slug}/menu?lang=${words.lang}`);
  await expect(page.locator('qr-menu h1')).toBeVisible();
}

function card(page: Page, name: string): Locator {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** 2 x Karak Tea (Large, Extra ginger) and 1 x Chicken Shawarma, then the cart's delivery form. */
async function fillDeliveryCart(page: Page, w: Words): Promise<Locator> {
  await page.getByRole('button', { name: w.add(w.karak) }).click();
  const sheet = page.getByRole('dialog', { name: w.karak });
  await sheet.getByRole('radio', { name: w.large }).check();
  await sheet.getByRole('checkbox', { name: w.ginger }).check();
  await sheet.getByRole('button', { name: w.more }).click();
  await sheet.getByRole('button', { name: w.sheetAddToCart }).click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: w.add(w.shawarma) }).click();
  await page.getByRole('button', { name: w.viewCart }).click();
  const dialog = page.getByRole('dialog', { name: w.cart });
  await dialog.getByRole('radio', { name: w.delivery }).check();
  return dialog;
}

/** Presses checkout and returns the decoded text of the wa.me link that opened. */
async function sendOrder(page: Page, dialog: Locator, w: Words): Promise<string> {
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: w.checkout }).click();
  const popup = await popupOpened;
  const url = new URL(popup.url());
  await popup.close();
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/96890000000');
  return url.searchParams.get('text') ?? '';
}

/**
 * The message's order number (the line right after `Order:`), and the order the owner reads with
 * that number: recorded with the database's own amounts, its payment and the shared location.
 */
async function recordedOrder(page: Page, text: string, numberLine: RegExp) {
  const number = Number(numberLine.exec(text)?.[1]);
  expect(number).toBeGreaterThan(0);
  const response = await page.request.get(
    `/rest/v1/orders?business_id=eq.${karakHouse?.id}&number=eq.${number}&order=created_at.desc&limit=1` +
      '&select=order_type,items_baisa,delivery_fee_baisa,vat_baisa,total_baisa,payment,customer_name,customer_address,customer_location,customer_note,lang,lines',
    { headers: authHeaders(karakHouse?.owner.accessToken ?? '') },
  );
  expect(response.status()).toBe(200);
  const [row] = (await response.json()) as Record<string, unknown>[];
  return { number, row };
}

const RECORDED_AMOUNTS = {
  order_type: 'delivery',
  items_baisa: 2400,
  delivery_fee_baisa: 500,
  vat_baisa: 145,
  total_baisa: 3045,
  payment: 'cash',
  customer_location: 'https://maps.google.com/?q=23.58800,58.38290',
};

async function allowLocation(context: BrowserContext, page: Page): Promise<void> {
  await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
  await context.setGeolocation(MUSCAT);
}

test.describe('a cash delivery with a shared location, prices without VAT', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in English: VAT 5%, Payment and Location lines exactly as docs/architecture.md', async ({
    page,
    context,
  }) => {
    await openMenu(page, EN);
    await allowLocation(context, page);
    const dialog = await fillDeliveryCart(page, EN);
    await expect(dialog.getByText('VAT 5%0.145 OMR')).toBeVisible();
    await expect(dialog.getByText('Total3.045 OMR')).toBeVisible();

    // Payment is required when the business asks.
    await dialog.getByRole('textbox', { name: EN.name }).fill('Ahmed');
    await dialog.getByRole('textbox', { name: EN.address }).fill('Al Khuwair, Way 3021, House 12');
    await dialog.getByRole('button', { name: EN.checkout }).click();
    await expect(dialog.getByText('Choose cash or card')).toBeVisible();
    await dialog.getByRole('radio', { name: EN.cash }).check();

    await dialog.getByRole('button', { name: EN.share }).click();
    await expect(dialog.getByRole('status').filter({ hasText: EN.shared })).toContainText(
      '23.58800, 58.38290',
    );
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${EN.note}`) })
      .fill('Less sugar please');
    await page.screenshot({ path: '/tmp/checkout-details-en-390.png', fullPage: true });
    await expectGoodGeometry(page, 'the English checkout at 390 px');

    const text = await sendOrder(page, dialog, EN);
    const { number, row } = await recordedOrder(page, text, /^Order no\.: (\d+)$/m);
    expect(text).toBe(
      [
        'Hello Karak House, I would like to order:',
        '2 x Karak Tea (Large, Extra ginger) - 1.200 OMR',
        '1 x Chicken Shawarma - 1.200 OMR',
        'Delivery fee: 0.500 OMR',
        'VAT 5%: 0.145 OMR',
        'Total: 3.045 OMR',
        'Order: Delivery',
        `Order no.: ${number}`,
        'Payment: Cash',
        'Name: Ahmed',
        'Address: Al Khuwair, Way 3021, House 12',
        'Location: https://maps.google.com/?q=23.58800,58.38290',
        'Note: Less sugar please',
      ].join('\n'),
    );
    expect(row).toEqual({
      ...RECORDED_AMOUNTS,
      customer_name: 'Ahmed',
      customer_address: 'Al Khuwair, Way 3021, House 12',
      customer_note: 'Less sugar please',
      lang: 'en',
      lines: [
        expect.objectContaining({
          name: 'Karak Tea',
          quantity: 2,
          unit_baisa: 600,
          amount_baisa: 1200,
        }),
        expect.objectContaining({ name: 'Chicken Shawarma', quantity: 1, unit_baisa: 1200 }),
      ],
    });
  });

  test('in Arabic: the same order in the Arabic words of docs/architecture.md', async ({
    page,
    context,
  }) => {
    await openMenu(page, AR);
    await allowLocation(context, page);
    const dialog = await fillDeliveryCart(page, AR);
    await expect(dialog.getByText('ضريبة القيمة المضافة 5%0.145 ر.ع.')).toBeVisible();
    await dialog.getByRole('textbox', { name: AR.name }).fill('أحمد');
    await dialog.getByRole('textbox', { name: AR.address }).fill('الخوير، سكة 3021، منزل 12');
    await dialog.getByRole('radio', { name: AR.cash }).check();
    await dialog.getByRole('button', { name: AR.share }).click();
    await expect(dialog.getByRole('status').filter({ hasText: AR.shared })).toBeVisible();
    await dialog.getByRole('textbox', { name: new RegExp(`^${AR.note}`) }).fill('سكر أقل من فضلك');
    await page.screenshot({ path: '/tmp/checkout-details-ar-390.png', fullPage: true });
    await expectGoodGeometry(page, 'the Arabic checkout at 390 px');

    const text = await sendOrder(page, dialog, AR);
    const { number, row } = await recordedOrder(page, text, /^رقم الطلب: (\d+)$/m);
    expect(text).toBe(
      [
        'مرحبا بيت الكرك، أود أن أطلب:',
        '2 × كرك (كبير، زنجبيل إضافي) - 1.200 ر.ع.',
        '1 × شاورما دجاج - 1.200 ر.ع.',
        'رسوم التوصيل: 0.500 ر.ع.',
        'ضريبة القيمة المضافة 5%: 0.145 ر.ع.',
        'المجموع: 3.045 ر.ع.',
        'نوع الطلب: توصيل',
        `رقم الطلب: ${number}`,
        'الدفع: نقدا',
        'الاسم: أحمد',
        'العنوان: الخوير، سكة 3021، منزل 12',
        'الموقع: https://maps.google.com/?q=23.58800,58.38290',
        'ملاحظة: سكر أقل من فضلك',
      ].join('\n'),
    );
    expect(row).toEqual({
      ...RECORDED_AMOUNTS,
      customer_name: 'أحمد',
      customer_address: 'الخوير، سكة 3021، منزل 12',
      customer_note: 'سكر أقل من فضلك',
      lang: 'ar',
      lines: [
        expect.objectContaining({ name_ar: 'كرك', quantity: 2, unit_baisa: 600 }),
        expect.objectContaining({ name_ar: 'شاورما دجاج', quantity: 1, unit_baisa: 1200 }),
      ],
    });
  });
});

for (const words of [EN, AR]) {
  test(`a refused location says so in ${words.lang} and keeps the typed address`, async ({
    page,
    context,
  }) => {
    await openMenu(page, words);
    // No permission granted: the browser refuses, as when the customer says no.
    await context.clearPermissions();
    const dialog = await fillDeliveryCart(page, words);
    const address = dialog.getByRole('textbox', { name: words.address });
    await address.fill('Ruwi, Way 12');
    await dialog.getByRole('button', { name: words.share }).click();
    await expect(dialog.getByRole('alert')).toHaveText(words.refused);
    await expect(address).toHaveValue('Ruwi, Way 12');
    await expect(dialog.getByRole('button', { name: words.share })).toBeEnabled();
  });
}

for (const width of [390, 1280]) {
  for (const words of [EN, AR]) {
    test(
      `an offer's card at ${width} px in ${words.lang}: old price struck through, badge, no overflow`,
      GEOMETRY,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openMenu(page, words);
        const karak = card(page, words.karak);
        const was = karak.locator('s');
        await expect(was).toHaveText(words.lang === 'en' ? '0.500 OMR' : '0.500 ر.ع.');
        await expect(was).toHaveCSS('text-decoration-line', 'line-through');
        await expect(karak.getByText(words.offer, { exact: true })).toBeVisible();
        await expect(karak).toContainText(words.lang === 'en' ? '0.400 OMR' : '0.400 ر.ع.');
        // The badge, the old price, the price and the add button all inside the card.
        const box = await karak.boundingBox();
        for (const part of [was, karak.getByText(words.offer, { exact: true })]) {
          const inner = await part.boundingBox();
          expect(inner && box).toBeTruthy();
          if (!inner || !box) continue;
          expect(inner.x).toBeGreaterThanOrEqual(box.x);
          expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
        }
        await expect(card(page, words.shawarma).locator('s')).toHaveCount(0);
        await page.screenshot({ path: `/tmp/offer-card-${words.lang}-${width}.png` });
        await expectGoodGeometry(page, `the offer card at ${width} px in ${words.lang}`);
      },
    );
  }
}

test('an offer ends by itself: after its end the card and the cart use the price', async ({
  page,
}) => {
  await openMenu(page, EN, AFTER_OFFER);
  const karak = card(page, EN.karak);
  await expect(karak.locator('s')).toHaveCount(0);
  await expect(karak.getByText(EN.offer, { exact: true })).toHaveCount(0);
  await expect(karak).toContainText('0.500 OMR');
  await page.getByRole('button', { name: EN.add(EN.karak) }).click();
  const sheet = page.getByRole('dialog', { name: EN.karak });
  await sheet.getByRole('radio', { name: 'Small' }).check();
  await expect(sheet.getByRole('button', { name: EN.sheetAddToCart })).toHaveText(
    'Add to cart · 0.500 OMR',
  );
});

test('an owner turns VAT off, asks delivery customers how they pay and puts a dish on offer; the superadmin sees it read-only', async ({
  page,
  browser,
}) => {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name: 'Harbour Karak' });
  await ownerWrites(page.request, owner, 'PATCH', `businesses?id=eq.${business.id}`, {
    order_types: ['pickup', 'delivery'],
  });
  const [category] = (await ownerWrites(page.request, owner, 'POST', 'categories', {
    business_id: business.id,
    name: 'Hot drinks',
  })) as { id: string }[];
  await ownerWrites(page.request, owner, 'POST', 'menu_items', {
    business_id: business.id,
    category_id: category?.id,
    name: 'Karak Tea',
    price: 0.5,
  });

  await loginAs(page, owner.email, owner.password);
  await page.getByRole('link', { name: 'Settings' }).click();
  const vat = page.getByRole('checkbox', { name: 'Menu prices include 5% VAT' });
  await expect(vat).toBeChecked();
  await vat.uncheck();
  await page.getByRole('switch', { name: 'Delivery' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/settings-en-${width}.png`, fullPage: true });
    await expectGoodGeometry(page, `the settings page at ${width} px`);
  }

  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'Edit Karak Tea' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await edit.getByLabel('Offer price (OMR)').fill('0.500');
  await edit.getByLabel('Ends (Muscat time)').fill('2099-12-31T23:00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('The offer price must be lower than the price')).toBeVisible();
  await edit.getByLabel('Offer price (OMR)').fill('0.400');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: '/tmp/item-form-en-390.png', fullPage: true });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  // The owner's grid shows the dish as customers see it.
  await expect(page.getByText('0.500 OMR').first()).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  const saved = await page.request.get(
    `/rest/v1/menu_items?business_id=eq.${business.id}&select=offer_price,offer_starts,offer_ends`,
    { headers: authHeaders(owner.accessToken) },
  );
  expect(await saved.json()).toEqual([
    { offer_price: 0.4, offer_starts: null, offer_ends: '2099-12-31T19:00:00+00:00' },
  ]);

  // The customer: the offer price, VAT and the payment question.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await customer.goto(`/${business.slug}/menu`);
  await customer.getByRole('button', { name: 'Add Karak Tea' }).click();
  await customer.getByRole('button', { name: /^View cart/ }).click();
  const dialog = customer.getByRole('dialog', { name: 'Your Cart' });
  await dialog.getByRole('radio', { name: 'Delivery' }).check();
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeVisible();
  await expect(dialog.getByText('VAT 5%0.020 OMR')).toBeVisible();
  await expect(dialog.getByText('Total0.420 OMR')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Pickup' }).check();
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toHaveCount(0);
  await customer.close();

  // The superadmin's view of the same settings, read-only.
  const admin = await browser.newPage();
  await loginAs(admin, DEMO.superadmin.email, DEMO.superadmin.password);
  await admin.goto(`/superadmin/${business.slug}/settings`);
  await expect(
    admin.getByRole('checkbox', { name: 'Menu prices include 5% VAT' }),
  ).not.toBeChecked();
  await expect(admin.getByRole('switch', { name: 'Delivery' })).toBeChecked();
  await expect(admin.getByRole('switch', { name: 'Delivery' })).toBeDisabled();
  await admin.goto(`/superadmin/${business.slug}/menu`);
  await expect(
    admin.getByText('Offer 0.400 OMR until 2099-12-31 23:00 (Muscat time)'),
  ).toBeVisible();
  await admin.close();
});

for (const width of [390, 1280]) {
  test(
    `the owner's settings and item form in Arabic at ${width} px`,
    GEOMETRY,
    async ({ browser }) => {
      const page = await demoPage(browser, 'owner', 'ar', { width, height: 900 });
      await page.goto('/admin/settings');
      await expect(
        page.getByRole('checkbox', { name: 'أسعار القائمة تشمل ضريبة القيمة المضافة 5%' }),
      ).toBeChecked();
      await expect(page.getByRole('switch', { name: 'توصيل' })).not.toBeChecked();
      await page.screenshot({ path: `/tmp/settings-ar-${width}.png`, fullPage: true });
      await expectGoodGeometry(page, `the Arabic settings page at ${width} px`);
      await page.goto('/admin/menu');
      await page.getByRole('button', { name: 'تعديل كرك' }).click();
      const edit = page.getByRole('dialog');
      await expect(edit.getByLabel('سعر العرض (ر.ع.)')).toHaveValue('');
      await edit.getByLabel('يبدأ (بتوقيت مسقط)').fill('2026-12-01T06:00');
      await edit.getByRole('button', { name: 'حفظ التغييرات' }).click();
      await expect(edit.getByText('أدخل سعر العرض لهذه الفترة، أو امسح التواريخ')).toBeVisible();
      await edit.getByText('سعر العرض (ر.ع.)').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/item-form-ar-${width}.png` });
      await expectGoodGeometry(page, `the Arabic item form at ${width} px`);
      await page.context().close();
    },
  );
}
