// An ending for the order: once WhatsApp has been opened the customer sees what was
// sent and chooses to start a new order (the cart emptied) or to go back to this one; a customer
// who comes back later sees that last order first, never a silently full cart. A cart restored
// from the device is checked against today's menu and every change is told line by line.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, type TestUser } from './support/factories.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

const MENU = '/democafe/menu';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('qr-menu').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after WhatsApp: the order sent, back to it, and later a new order', async ({ page }) => {
    // Monday noon in Muscat: Demo Cafe is open.
    await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'));
    await stubWhatsapp(page);
    await page.goto(MENU);
    await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
    await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
    await page.getByRole('button', { name: 'Add Chicken Shawarma' }).click();
    await page.getByRole('button', { name: /^View cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByRole('radio', { name: 'Dine-in' }).check();
    const popupOpened = page.waitForEvent('popup');
    await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
    const popup = await popupOpened;
    await popup.close();

    // The ending: what was sent, and the two ways on.
    const sent = page.getByRole('dialog', { name: 'Order sent' });
    await expect(sent).toBeVisible();
    await expect(cart).toBeHidden();
    await expect(sent.getByRole('listitem')).toHaveText([
      /^2 x Omani Kahwa\s*1\.000 OMR$/,
      /^1 x Chicken Shawarma\s*1\.200 OMR$/,
    ]);
    await expect(sent.getByText('Total2.200 OMR')).toBeVisible();
    await expect(sent.getByText(/^Sent 23 Nov 2026, \d\d:\d\d$/)).toBeVisible();
    await expect(sent.getByRole('link', { name: 'Open WhatsApp again' })).toHaveAttribute(
      'href',
      popup.url(),
    );
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Back to it: the cart as it was, with its lines.
    await sent.getByRole('button', { name: 'Back to this order' }).click();
    await expect(sent).toBeHidden();
    await expect(cart).toBeVisible();
    await expect(cart.getByLabel('Quantity of Omani Kahwa')).toHaveText('2');
    expect(await stored(page, 'qr-menu:order:democafe')).toBeNull();

    // Sent again, then the customer leaves; coming back later shows the last order first.
    const again = page.waitForEvent('popup');
    await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
    await (await again).close();
    await expect(sent).toBeVisible();
    await page.reload();
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);

    // A new order: the cart is emptied, on the screen and on the device, and focus is on the menu.
    await sent.getByRole('button', { name: 'Start a new order' }).click();
    await expect(sent).toBeHidden();
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Omani Kahwa' })).not.toContainText(/\d/);
    expect(await stored(page, 'qr-menu:cart:democafe')).toBeNull();
    expect(await stored(page, 'qr-menu:order:democafe')).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Omani Kahwa' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);
  });

  test('in Arabic: the order sent screen, and Escape goes back to the order', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'));
    await stubWhatsapp(page);
    await page.goto(`${MENU}?lang=ar`);
    await page.getByRole('button', { name: 'أضف قهوة عمانية' }).click();
    await page.getByRole('button', { name: /^عرض السلة/ }).click();
    const cart = page.getByRole('dialog', { name: 'سلتك' });
    await cart.getByRole('radio', { name: 'محلي' }).check();
    const popupOpened = page.waitForEvent('popup');
    await cart.getByRole('button', { name: 'اطلب عبر واتساب' }).click();
    await (await popupOpened).close();
    const sent = page.getByRole('dialog', { name: 'تم إرسال الطلب' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('listitem')).toHaveText([/^1 × قهوة عمانية\s*0\.500 ر\.ع\.$/]);
    await expect(sent.getByRole('button', { name: 'ابدأ طلبا جديدا' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sent).toBeHidden();
    await expect(cart).toBeVisible();
    await expect(cart.getByLabel('كمية قهوة عمانية')).toHaveText('1');
  });

  test('a host page that takes the checkout over gets no order sent screen', async ({ page }) => {
    await page.goto(MENU);
    await page.evaluate(() =>
      document.addEventListener('qr-menu:checkout', (event) => event.preventDefault()),
    );
    await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
    await page.getByRole('button', { name: /^View cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByRole('radio', { name: 'Pickup' }).check();
    await cart.getByRole('textbox', { name: 'Your name' }).fill('Sara');
    await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
    await expect(cart).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Order sent' })).toHaveCount(0);
    expect(await stored(page, 'qr-menu:order:democafe')).toBeNull();
  });
});

// What a phone kept from an earlier visit: the order sent on WhatsApp and the cart behind it.
const LAST_ORDER = {
  v: 1,
  at: Date.UTC(2026, 10, 23, 8, 5),
  lines: [
    { itemId: 'x', name: 'Omani Kahwa', priceBaisa: 500, qty: 2 },
    {
      itemId: 'y',
      name: 'Karak Tea',
      priceBaisa: 400,
      qty: 1,
      options: [{ choiceId: 'z', name: 'Large', priceBaisa: 100 }],
    },
  ],
  totalBaisa: 1500,
  link: 'https://wa.me/96890000000?text=Hello',
};

for (const width of [390, 1280]) {
  for (const lang of ['en', 'ar'] as const) {
    test(`coming back later at ${width} px in ${lang}: the last order first`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((order) => {
        if (!localStorage.getItem('qr-menu:order:democafe')) {
          localStorage.setItem('qr-menu:order:democafe', order);
        }
      }, JSON.stringify(LAST_ORDER));
      await page.goto(`${MENU}?lang=${lang}`);
      const sent = page.getByRole('dialog', {
        name: lang === 'ar' ? 'تم إرسال الطلب' : 'Order sent',
      });
      await expect(sent).toBeVisible();
      await expect(sent.getByRole('listitem')).toHaveText(
        lang === 'ar'
          ? [/^2 × Omani Kahwa\s*1\.000 ر\.ع\.$/, /^1 × Karak Tea \(Large\)\s*0\.500 ر\.ع\.$/]
          : [/^2 x Omani Kahwa\s*1\.000 OMR$/, /^1 x Karak Tea \(Large\)\s*0\.500 OMR$/],
      );
      // Nothing spills out of the screen, once it has slid in.
      await sent.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = await sent.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
      for (const button of await sent.getByRole('button').all()) {
        const b = await button.boundingBox();
        expect(b!.height).toBeGreaterThanOrEqual(44);
        expect(b!.x + b!.width).toBeLessThanOrEqual(width + 0.5);
      }
      await page.screenshot({ path: `/tmp/customer-order/order-sent-${lang}-${width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

async function insertItem(
  request: APIRequestContext,
  user: TestUser,
  row: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/rest/v1/menu_items', {
    headers: { ...authHeaders(user.accessToken), Prefer: 'return=representation' },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
  const [created] = (await response.json()) as { id: string }[];
  return created!.id;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a restored cart tells every change line by line (${lang})`, async ({ page }) => {
    const user = await createConfirmedOwner(page.request);
    const business = await createBusinessFor(page.request, user);
    const both = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
      headers: authHeaders(user.accessToken),
      data: { languages: ['en', 'ar'], name_ar: 'مقهى الاختبار' },
    });
    expect(both.status(), await both.text()).toBe(204);
    const base = { business_id: business.id };
    const karak = await insertItem(page.request, user, {
      ...base,
      name: 'Karak',
      name_ar: 'كرك',
      price: 0.65,
    });
    const croissant = await insertItem(page.request, user, {
      ...base,
      name: 'Croissant',
      name_ar: 'كرواسون',
      price: 0.6,
      sold_out: true,
    });
    const muffin = await insertItem(page.request, user, {
      ...base,
      name: 'Muffin',
      name_ar: 'مافن',
      price: 0.7,
      hidden: true,
    });
    const tea = await insertItem(page.request, user, {
      ...base,
      name: 'Mint Tea',
      name_ar: 'شاي بالنعناع',
      price: 0.3,
    });
    // The cart this phone saved last week, at last week's prices.
    const lines = [
      { itemId: karak, name: 'Karak', priceBaisa: 500, qty: 2 },
      { itemId: croissant, name: 'Croissant', priceBaisa: 600, qty: 1 },
      { itemId: muffin, name: 'Muffin', priceBaisa: 700, qty: 1 },
      { itemId: tea, name: 'Mint Tea', priceBaisa: 300, qty: 1 },
    ];
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(key!, value!);
        }
      },
      [`qr-menu:cart:${business.slug}`, JSON.stringify({ v: 1, lines })],
    );
    await page.goto(`/${business.slug}/menu?lang=${lang}`);
    const notice = page.locator('qr-menu [data-cart-changes]');
    await expect(notice).toHaveRole('status');
    await expect(notice.getByRole('listitem')).toHaveText(
      lang === 'ar'
        ? [
            'كرك: تغير السعر من 0.500 ر.ع. إلى 0.650 ر.ع.',
            'كرواسون: نفدت الكمية، فأزلناه من سلتك',
            'Muffin: لم يعد في القائمة، فأزلناه من سلتك',
          ]
        : [
            'Karak: price changed from 0.500 OMR to 0.650 OMR',
            'Croissant: sold out, taken out of your cart',
            'Muffin: no longer on the menu, taken out of your cart',
          ],
    );
    // The cart holds what is left, at today's prices: 2 x 0.650 + 0.300.
    await expect(
      page.getByRole('button', { name: lang === 'ar' ? /^عرض السلة/ : /^View cart/ }),
    ).toHaveAccessibleName(
      lang === 'ar' ? 'عرض السلة، عدد الأصناف 3، 1.600 ر.ع.' : 'View cart, 3 items, 1.600 OMR',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/customer-order/cart-changes-${lang}.png` });
    // Read and dismissed: it goes, and a reload (the cart now saved as it is) tells nothing more.
    await notice.getByRole('button', { name: lang === 'ar' ? 'حسنا' : 'OK' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('button', { name: lang === 'ar' ? /^عرض السلة/ : /^View cart/ }),
    ).toBeVisible();
    await expect(page.locator('qr-menu [data-cart-changes]')).toHaveCount(0);
  });
}
