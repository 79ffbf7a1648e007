// The customer menu in Arabic and English on a phone, with the bilingual demo data:
// the phone's language, ?lang=, the switch, right-to-left layout and the Arabic order message.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkoutOpens, stubWhatsapp } from './support/whatsapp.ts';
import { shortName } from '../shared/short-names.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const MENU = '/democafe/menu';

/** The element's root inside its shadow root, where lang and dir are set. */
function root(page: Page) {
  return page.locator(`qr-menu .${shortName('qm-menu')}`);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('a phone whose language is Arabic', () => {
  test.use({ locale: 'ar-OM' });

  test('sees the demo menu in Arabic, right to left, and can switch to English for good', async ({
    page,
  }) => {
    await page.goto(MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'مقهى العرض' })).toBeVisible();
    await expect(root(page)).toHaveAttribute('lang', 'ar');
    await expect(root(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مشروبات ساخنة' })).toBeVisible();
    const karak = page
      .locator('qr-menu li')
      .filter({ has: page.getByRole('heading', { name: 'كرك', exact: true }) });
    await expect(karak).toContainText('0.400 ر.ع.');

    // Mirrored: the chips start at the right, the price sits right of the add button.
    const chips = page.getByRole('navigation', { name: 'أقسام القائمة' }).getByRole('button');
    const [all, hot] = [await box(chips.nth(0)), await box(chips.nth(1))];
    expect(all.x).toBeGreaterThan(hot.x);
    const add = await box(page.getByRole('button', { name: 'أضف كرك' }));
    const price = await box(karak.getByText('0.400 ر.ع.'));
    expect(price.x).toBeGreaterThan(add.x);

    // The cart button and panel in Arabic (Karak Tea asks for a size, Kahwa adds at once).
    await page.getByRole('button', { name: 'أضف قهوة عمانية' }).click();
    await page.getByRole('button', { name: /^عرض السلة/ }).click();
    const panel = page.getByRole('dialog', { name: 'سلتك' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('المجموع')).toBeVisible();
    // Measured once the panel has slid in (a clean run measured it mid-way, the title still off
    // the screen): its finite animations end first.
    await panel.evaluate((el) => {
      const root = el.getRootNode() as Document | ShadowRoot;
      const running = root
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity);
      return Promise.all(running.map((a) => a.finished));
    });
    // Its title reads from the right, the close button sits on the left, the total's amount too.
    const title = await box(panel.getByRole('heading', { name: 'سلتك' }));
    const close = await box(panel.getByRole('button', { name: 'إغلاق السلة' }));
    expect(close.x).toBeLessThan(title.x);
    const label = await box(panel.getByText('المجموع'));
    const amount = await box(panel.getByText('0.500 ر.ع.').last());
    expect(amount.x).toBeLessThan(label.x);
    await panel.getByRole('button', { name: 'إغلاق السلة' }).click();

    await page
      .getByRole('group', { name: 'اللغة' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
    await expect(root(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The cart keeps its line, now named in English.
    await page.getByRole('button', { name: /^View cart, 1 item/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Your Cart' }).getByText('Omani Kahwa'),
    ).toBeVisible();

    // Remembered on this device, over the phone's Arabic.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'مقهى العرض' })).toBeVisible();
  });
});

test('?lang=ar on a phone orders two items and gets the Arabic message of docs/architecture.md exactly', async ({
  page,
}) => {
  await stubWhatsapp(page);
  // The browser itself is English: ?lang= decides.
  await page.goto(`${MENU}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(root(page)).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'أضف قهوة عمانية' }).click();
  await page.getByRole('button', { name: 'أضف شاورما دجاج' }).click();
  await page.getByRole('button', { name: /^عرض السلة/ }).click();
  const panel = page.getByRole('dialog', { name: 'سلتك' });
  await expect(panel).toContainText('1.700 ر.ع.');

  // Demo Cafe takes dine-in, pickup and delivery, so the customer picks one.
  await panel.getByRole('radio', { name: 'محلي' }).check();
  // Written out by hand from docs/architecture.md's Arabic shape and the demo prices (0.500, 1.200).
  const expectedText =
    'مرحبا مقهى العرض، أود أن أطلب:\n' +
    '1 × قهوة عمانية - 0.500 ر.ع.\n' +
    '1 × شاورما دجاج - 1.200 ر.ع.\n' +
    'المجموع: 1.700 ر.ع.\n' +
    'نوع الطلب: محلي\n' +
    'رقم الطلب: {n}';
  await checkoutOpens(page, () => panel.getByRole('button', { name: 'اطلب عبر واتساب' }).click(), {
    number: '96890000000',
    text: expectedText,
  });
});

test('the English menu stays English where the business offers both and the phone is English', async ({
  page,
}) => {
  await page.goto(MENU);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(root(page)).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
});

for (const lang of ['ar', 'en'] as const) {
  test(`no serious or critical accessibility violations in ${lang}, with and without the cart`, async ({
    page,
  }) => {
    await page.goto(`${MENU}?lang=${lang}`);
    const add = lang === 'ar' ? 'أضف قهوة عمانية' : 'Add Omani Kahwa';
    await expect(page.getByRole('button', { name: add })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: add }).click();
    await page.getByRole('button', { name: lang === 'ar' ? /^عرض السلة/ : /^View cart/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the element follows a host page that changes its lang attribute or slug property', async ({
  page,
}) => {
  await page.goto(`${MENU}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'مقهى العرض' })).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('qr-menu')!.lang = 'en';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(root(page)).toHaveAttribute('dir', 'ltr');
  const slug = await page.evaluate(() => {
    const element = document.querySelector('qr-menu')!;
    element.slug = 'nosuchcafe';
    return element.getAttribute('slug');
  });
  expect(slug).toBe('nosuchcafe');
  await expect(page.getByRole('heading', { name: 'Menu not found' })).toBeVisible();
});

test('a host page that sets lang before qr-menu.js runs gets the whole menu in that language', async ({
  page,
}) => {
  // The server's markup paints before the script runs; a host page's own script (or a slow phone)
  // can set lang in between. Hold the script until it has.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/qr-menu.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${MENU}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'مقهى العرض' })).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('qr-menu')!.lang = 'en';
  });
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(root(page)).toHaveAttribute('dir', 'ltr');
  await expect(root(page)).toHaveAttribute('lang', 'en');
  await expect(
    page.locator('qr-menu').getByRole('button', { name: 'Add Karak Tea' }),
  ).toBeVisible();
});
