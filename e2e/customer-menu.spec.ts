// The customer's journey on a phone: the hosted page /democafe/menu with the demo data,
// read-only. Every test starts with an empty cart (a fresh browser context, so empty localStorage).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../shared/api/config.ts';
import { checkoutOpens, stubWhatsapp } from './support/whatsapp.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

const MENU = '/democafe/menu';
// The anonymous insights event is sent after the paint and carries no menu data.
const isMenuRequest = (request: Request) =>
  request.url().includes('/rest/v1/') && !request.url().includes('/rpc/record_menu_event');

function cartButton(page: Page) {
  return page.getByRole('button', { name: /^View cart/ });
}

function cartDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Your Cart' });
}

/** The card of one dish, found by its heading. */
function card(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openMenu(page: Page) {
  await page.goto(MENU);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the hosted page shows the business, its banner, categories in order and prices with no data request', async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (isMenuRequest(request)) dataRequests.push(`${request.method()} ${request.url()}`);
  });
  // Breakfast shows its price while it is served, 06:00-11:00 in Muscat.
  await page.clock.setFixedTime(new Date('2026-11-26T08:00:00+04:00'));
  await openMenu(page);
  await expect(card(page, 'Karak Tea')).toBeVisible();
  // The page itself carries the menu (server-rendered, its data inlined).
  expect(dataRequests).toEqual([]);

  await expect(page).toHaveTitle('Demo Cafe');
  await expect(page.getByText('Fresh karak and breakfast, every morning from 6')).toBeVisible();
  const banner = page.locator('qr-menu header img');
  await expect(banner).toHaveAttribute('src', /\/storage\/v1\/object\/public\/banners\//);

  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
  await expect(chips).toHaveText(['All', 'Hot Drinks', 'Cold Drinks', 'Breakfast', 'Sandwiches']);
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

  await expect(card(page, 'Karak Tea')).toContainText('0.400 OMR');
  await expect(card(page, 'Omani Breakfast Platter')).toContainText('2.750 OMR');
  await expect(card(page, 'Falafel Wrap')).toContainText('1.000 OMR');
  // Image boxes are reserved before the pictures arrive, and pictures below the fold wait.
  const image = card(page, 'Tuna Melt').locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '400');
  await expect(image).toHaveAttribute('height', '300');
  // No cart yet, so no floating cart button.
  await expect(cartButton(page)).toHaveCount(0);
  expect(dataRequests).toEqual([]);
});

test('nothing moves while the menu and its lazy photos load (no layout shift)', async ({
  page,
}) => {
  // Collected from the very start of the page, before qr-menu.js runs.
  await recordLayoutShifts(page);
  await openMenu(page);
  const images = page.locator('qr-menu li img');
  await expect(images).toHaveCount(21);
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  const shifts = await layoutShifts(page);
  expect(shifts).toEqual([]);
});

// The page that still asks for the menu: the static menu.html (the hosted page inlines it).
const FETCHING_MENU = '/widget/menu.html?slug=democafe';

test('shows Loading Business... until the menu arrives', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/public_menu?*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(FETCHING_MENU);
  await expect(page.getByText('Loading Business...')).toBeVisible();
  release();
  await expect(card(page, 'Karak Tea')).toBeVisible();
  await expect(page.getByText('Loading Business...')).toHaveCount(0);
});

test('browsing by category shows only that category, All shows every group', async ({ page }) => {
  await openMenu(page);
  const chips = page.getByRole('navigation', { name: 'Menu categories' });
  const groupHeadings = page.locator('qr-menu section h2');
  await expect(groupHeadings).toHaveText(['Hot Drinks', 'Cold Drinks', 'Breakfast', 'Sandwiches']);

  await chips.getByRole('button', { name: 'Breakfast', exact: true }).click();
  await expect(chips.getByRole('button', { name: 'Breakfast', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(groupHeadings).toHaveText(['Breakfast']);
  await expect(page.locator('qr-menu li h3')).toHaveText([
    'Chebab with Date Syrup',
    'Foul Medames',
    'Omani Breakfast Platter',
    'Pancakes with Honey',
    'Shakshuka',
  ]);
  await expect(card(page, 'Karak Tea')).toHaveCount(0);

  await chips.getByRole('button', { name: 'Cold Drinks' }).click();
  await expect(groupHeadings).toHaveText(['Cold Drinks']);
  await expect(card(page, 'Mango Juice')).toBeVisible();

  await chips.getByRole('button', { name: 'All' }).click();
  await expect(groupHeadings).toHaveText(['Hot Drinks', 'Cold Drinks', 'Breakfast', 'Sandwiches']);
  await expect(page.locator('qr-menu li h3')).toHaveCount(21);
});

test('add, increment, decrement and remove update the cart button and the Your Cart panel', async ({
  page,
}) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('View cart, 1 item, 0.500 OMR');
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('View cart, 2 items, 1.000 OMR');
  await page.getByRole('button', { name: 'Add Chicken Shawarma' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('View cart, 3 items, 2.200 OMR');
  await expect(cartButton(page)).toContainText('2.200 OMR');

  await cartButton(page).click();
  const dialog = cartDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const lines = dialog.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Omani Kahwa');
  await expect(lines.nth(0)).toContainText('1.000 OMR');
  await expect(lines.nth(1)).toContainText('Chicken Shawarma');
  await expect(dialog.getByText('Total')).toBeVisible();
  await expect(dialog).toContainText('2.200 OMR');

  await dialog.getByRole('button', { name: 'Remove one Omani Kahwa' }).click();
  await expect(lines.nth(0)).toContainText('0.500 OMR');
  await expect(dialog.getByLabel('Quantity of Omani Kahwa')).toHaveText('1');
  await expect(dialog).toContainText('1.700 OMR');

  await dialog.getByRole('button', { name: 'Remove one Chicken Shawarma' }).click();
  await expect(lines).toHaveCount(1);
  await expect(dialog).not.toContainText('Chicken Shawarma');

  await dialog.getByRole('button', { name: 'Add one more Omani Kahwa' }).click();
  await expect(dialog.getByLabel('Quantity of Omani Kahwa')).toHaveText('2');
  await expect(dialog).toContainText('1.000 OMR');

  await dialog.getByRole('button', { name: 'Remove one Omani Kahwa' }).click();
  await dialog.getByRole('button', { name: 'Remove one Omani Kahwa' }).click();
  await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Checkout on WhatsApp' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close cart' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cartButton(page)).toHaveCount(0);
});

test('the cart panel traps focus, closes with Escape and gives focus back to the cart button', async ({
  page,
}) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Add Espresso' }).click();
  await cartButton(page).click();
  const dialog = cartDialog(page);
  await expect(dialog.getByRole('button', { name: 'Close cart' })).toBeFocused();

  const focusInDialog = () =>
    page.evaluate(() => {
      const active = document.querySelector('qr-menu')?.shadowRoot?.activeElement;
      return Boolean(active?.closest('[role="dialog"]'));
    });
  // Close, minus, plus, checkout: more Tabs than controls must wrap around inside the dialog.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();
});

test('a reload keeps the cart of this business', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Club Sandwich' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('View cart, 3 items, 3.750 OMR');

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('View cart, 3 items, 3.750 OMR');
  await cartButton(page).click();
  await expect(cartDialog(page).getByLabel('Quantity of Omani Kahwa')).toHaveText('2');
  await expect(cartDialog(page).getByLabel('Quantity of Club Sandwich')).toHaveText('1');
});

test('a stored cart is reconciled with the fresh menu: gone items dropped, old prices replaced', async ({
  page,
}) => {
  const response = await page.request.post('/rest/v1/rpc/public_menu', {
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` },
    data: { slug: 'democafe' },
  });
  const menu = (await response.json()) as { items: { id: string; name: string }[] };
  const kahwa = menu.items.find((item) => item.name === 'Omani Kahwa');
  expect(kahwa).toBeDefined();
  // What an older visit left behind: Omani Kahwa at an old price and a dish since deleted.
  const stored = JSON.stringify({
    v: 1,
    lines: [
      { itemId: kahwa!.id, name: 'Kahwa', priceBaisa: 300, qty: 2 },
      { itemId: '00000000-0000-4000-8000-000000000000', name: 'Old Dish', priceBaisa: 900, qty: 1 },
    ],
  });
  await page.addInitScript((value) => {
    if (!localStorage.getItem('qr-menu:cart:democafe')) {
      localStorage.setItem('qr-menu:cart:democafe', value);
    }
  }, stored);

  await openMenu(page);
  await expect(cartButton(page)).toHaveAccessibleName('View cart, 2 items, 1.000 OMR');
  await cartButton(page).click();
  const dialog = cartDialog(page);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText('Omani Kahwa');
  await expect(dialog).not.toContainText('Old Dish');
});

test('checkout opens exactly the expected wa.me link and announces it to the host page', async ({
  page,
}) => {
  await stubWhatsapp(page);
  // No breakfast dish: the database records the order at its own (real) time, whatever the
  // browser's clock says, and breakfast is served only 06:00-11:00 in Muscat.
  await openMenu(page);
  await page.evaluate(() => {
    const events: unknown[] = [];
    Object.assign(window, { checkoutEvents: events });
    document.addEventListener('qr-menu:checkout', (event) => {
      events.push((event as CustomEvent).detail);
    });
  });
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Chicken Shawarma' }).click();
  await page.getByRole('button', { name: 'Add Mineral Water' }).click();
  await cartButton(page).click();

  // Demo Cafe takes dine-in, pickup and delivery, so the customer picks one.
  await cartDialog(page).getByRole('radio', { name: 'Dine-in' }).check();
  // Written out by hand from the demo prices (0.500, 1.200, 0.200), not by buildOrderMessage.
  const expectedText =
    'Hello Demo Cafe, I would like to order:\n' +
    '2 x Omani Kahwa - 1.000 OMR\n' +
    '1 x Chicken Shawarma - 1.200 OMR\n' +
    '1 x Mineral Water - 0.200 OMR\n' +
    'Total: 2.400 OMR\n' +
    'Order: Dine-in\n' +
    'Order no.: {n}';
  const popup = await checkoutOpens(
    page,
    () => cartDialog(page).getByRole('button', { name: 'Checkout on WhatsApp' }).click(),
    { number: '96890000000', text: expectedText },
  );

  const events = await page.evaluate(
    () => (window as unknown as { checkoutEvents: unknown[] }).checkoutEvents,
  );
  // The event carries the recorded order's number too.
  const sent = new URL(popup.url()).searchParams.get('text') ?? '';
  const number = Number(/^Order no\.: (\d+)$/m.exec(sent)?.[1]);
  expect(events).toEqual([{ message: sent, link: popup.url(), number }]);
});

test('a host page that cancels the checkout event keeps WhatsApp closed', async ({ page }) => {
  await openMenu(page);
  await page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    document.addEventListener('qr-menu:checkout', (event) => event.preventDefault());
  });
  await page.getByRole('button', { name: 'Add Mango Juice' }).click();
  await cartButton(page).click();
  await cartDialog(page).getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  // The click handler ran to completion (the dialog is still there), without opening anything.
  await expect(cartDialog(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(MENU);
});

test('an unknown slug shows Menu not found, on the hosted page and in the element', async ({
  page,
}) => {
  const response = await page.goto('/nosuchcafe/menu');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Menu not found' })).toBeVisible();
  await expect(page).toHaveTitle('Menu not found');

  // The static page (dist/widget/menu.html) asks the backend and shows the element's own state.
  await page.goto('/widget/menu.html?slug=nosuchcafe');
  await expect(
    page.locator('qr-menu').getByRole('heading', { name: 'Menu not found' }),
  ).toBeVisible();
  await expect(page.getByText('Loading Business...')).toHaveCount(0);
});

test('a slug printed with capitals still opens the menu', async ({ page }) => {
  await page.goto('/DemoCafe/menu');
  await expect(page).toHaveTitle('Demo Cafe');
  await expect(card(page, 'Karak Tea')).toBeVisible();
});

test('the static menu.html shows the menu of the slug it is given', async ({ page }) => {
  await page.goto('/widget/menu.html?slug=democafe');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(card(page, 'Karak Tea')).toContainText('0.400 OMR');
});

test('when the backend is unreachable an error with Retry appears, and Retry loads the menu', async ({
  page,
}) => {
  let failures = 0;
  await page.route('**/rest/v1/rpc/public_menu?*', async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await page.goto(FETCHING_MENU);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Could not load the menu');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, 'Karak Tea')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(failures).toBe(1);
});

test('no serious or critical accessibility violations, with and without the cart panel', async ({
  page,
}) => {
  await openMenu(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await cartButton(page).click();
  await expect(cartDialog(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
