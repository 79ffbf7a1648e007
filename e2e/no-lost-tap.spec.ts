// No lost tap: the hosted page is drawn by the server and qr-menu.js takes it over
// later; on a slow signal a customer taps before that. The tap is kept, shown as pending, and
// carried out once the element has taken over: with qr-menu.js held back 3 s, a tap on "+" at
// 0.5 s ends with the dish in the cart.
import { expect, test, type Page } from '@playwright/test';
import { shortName } from '../shared/short-names.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SCRIPT_DELAY_MS = 3000;

/**
 * Holds qr-menu.js back SCRIPT_DELAY_MS, and in any case until the test has tapped (on a machine
 * busy enough to take seconds over the page itself, the tap still comes first). `answered` lists
 * when each request for it was let through.
 */
async function slowScript(page: Page) {
  const answered: number[] = [];
  let tapped = () => {};
  const tap = new Promise<void>((resolve) => (tapped = resolve));
  await page.route('**/qr-menu.js', async (route) => {
    await Promise.all([new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS)), tap]);
    answered.push(Date.now());
    await route.continue();
  });
  return { answered, tapped };
}

/** A finger on the button's centre: no waiting for it to be enabled, as a real tap does not. */
async function tapOn(page: Page, name: string): Promise<number> {
  const button = page.getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return Date.now();
}

for (const { lang, query, add, name, cart } of [
  {
    lang: 'English',
    query: '',
    add: 'Add Omani Kahwa',
    name: 'Karak Tea',
    cart: 'View cart, 1 item, 0.500 OMR',
  },
  {
    lang: 'Arabic',
    query: '?lang=ar',
    add: 'أضف قهوة عمانية',
    name: 'كرك',
    cart: 'عرض السلة، عدد الأصناف 1، 0.500 ر.ع.',
  },
]) {
  test(`${lang}: a tap on "+" at 0.5 s, before qr-menu.js has arrived, adds the dish`, async ({
    page,
  }) => {
    const { answered, tapped } = await slowScript(page);
    const started = Date.now();
    await page.goto(`/democafe/menu${query}`, { waitUntil: 'domcontentloaded' });
    const plus = page.getByRole('button', { name: add, exact: true });
    await expect(plus).toBeVisible();
    // Drawn by the server, not yet taken over: the menu says its buttons do nothing yet.
    await expect(page.locator(`qr-menu .${shortName('qm-menu')}`)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.waitForTimeout(Math.max(0, 500 - (Date.now() - started)));
    const tappedAt = await tapOn(page, add);
    tapped();

    // Kept and visibly pending while the script is on its way.
    await expect(plus).toHaveAttribute('aria-busy', 'true');
    expect(answered).toEqual([]);

    // Once the element has taken over, the tap is carried out: the dish is in the cart, once.
    const cartButton = page.getByRole('button', { name: cart, exact: true });
    await expect(cartButton).toBeVisible({ timeout: 15_000 });
    expect(answered.length).toBe(1);
    expect(answered[0]!).toBeGreaterThan(tappedAt);
    await expect(page.locator(`qr-menu .${shortName('qm-menu')}`)).not.toHaveAttribute(
      'aria-disabled',
      /.*/,
    );
    await expect(plus).not.toHaveAttribute('aria-busy', /.*/);
    await expect(plus).toContainText('1');
    // The cart was saved like any other add: a reload still has it.
    await page.unroute('**/qr-menu.js');
    await page.reload();
    await expect(page.getByRole('button', { name: cart, exact: true })).toBeVisible();
  });

  test(`${lang}: a tap on a dish's name before qr-menu.js has arrived opens its sheet`, async ({
    page,
  }) => {
    const { tapped } = await slowScript(page);
    await page.goto(`/democafe/menu${query}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    await tapOn(page, name);
    tapped();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('dialog', { name })).toBeVisible({ timeout: 15_000 });
    // The address follows the open sheet once it has rendered (use-sheet-history.ts).
    await expect
      .poll(() => new URL(page.url()).searchParams.get('item'))
      .toMatch(/^[0-9a-f-]{36}$/);
  });
}
