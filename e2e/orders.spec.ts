// Orders that say where they go. A customer at table 5 orders dine-in, a pickup needs a
// name, a delivery its minimum; an owner prints table cards and closes the business from the
// settings page. The customer pages run on a fixed clock (Monday 12:00 in Muscat), so nothing here
// depends on the hour the suite runs at.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';
import { shortName } from '../shared/short-names.ts';
import { orderText } from './support/whatsapp.ts';

test.use({ viewport: { width: 390, height: 800 } });

const MONDAY_NOON_MUSCAT = new Date('2026-11-23T08:00:00Z');

async function openMenu(page: Page, path: string) {
  await page.clock.setFixedTime(MONDAY_NOON_MUSCAT);
  // The popup must never reach the internet: answer wa.me locally.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  await page.goto(path);
  await expect(page.locator('qr-menu h1')).toBeVisible();
}

async function openCartWith(page: Page, ...items: string[]): Promise<Locator> {
  for (const item of items) await page.getByRole('button', { name: `Add ${item}` }).click();
  await page.getByRole('button', { name: /^View cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses checkout and returns the decoded text of the wa.me link that opened. */
async function sendOrder(page: Page, dialog: Locator): Promise<string> {
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const popup = await popupOpened;
  const url = new URL(popup.url());
  await popup.close();
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/96890000000');
  return url.searchParams.get('text') ?? '';
}

test("a table's QR code: the menu says Table 5 and the dine-in order carries the table", async ({
  page,
}) => {
  await openMenu(page, '/democafe/menu?table=5');
  await expect(page.locator(`qr-menu .${shortName('qm-order-status')}`)).toHaveText(
    /Table 5\s*Open now · closes 23:00/,
  );
  const dialog = await openCartWith(page, 'Omani Kahwa', 'Omani Kahwa');
  await expect(dialog.getByRole('radio', { name: 'Dine-in, Table 5' })).toBeChecked();
  expect(await sendOrder(page, dialog)).toMatch(
    orderText(
      'Hello Demo Cafe, I would like to order:\n' +
        '2 x Omani Kahwa - 1.000 OMR\n' +
        'Total: 1.000 OMR\n' +
        'Order: Dine-in, Table 5\n' +
        'Order no.: {n}',
    ),
  );
});

test('an unknown table is ignored without any error', async ({ page }) => {
  await openMenu(page, '/democafe/menu?table=99');
  await expect(page.locator(`qr-menu .${shortName('qm-order-status')}`)).toHaveText(
    'Open now · closes 23:00',
  );
  await expect(page.locator('qr-menu')).not.toContainText('Table 99');
  const dialog = await openCartWith(page, 'Omani Kahwa');
  await expect(dialog.getByRole('radio', { name: 'Dine-in' })).not.toBeChecked();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('pickup without a name is refused; with name and note it is sent and the name remembered', async ({
  page,
}) => {
  await openMenu(page, '/democafe/menu');
  let dialog = await openCartWith(page, 'Omani Kahwa');
  await dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  await expect(dialog.getByText('Choose dine-in, pickup or delivery')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Pickup' }).check();
  await dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const name = dialog.getByRole('textbox', { name: 'Your name' });
  await expect(name).toHaveAccessibleDescription(
    'Enter your name so the staff know whose order it is',
  );
  // Nothing was lost: the cart is still there.
  await expect(dialog.getByLabel('Quantity of Omani Kahwa')).toHaveText('1');

  await name.fill('Sara');
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Less sugar please');
  expect(await sendOrder(page, dialog)).toMatch(
    orderText(
      'Hello Demo Cafe, I would like to order:\n' +
        '1 x Omani Kahwa - 0.500 OMR\n' +
        'Total: 0.500 OMR\n' +
        'Order: Pickup\n' +
        'Order no.: {n}\n' +
        'Name: Sara\n' +
        'Note: Less sugar please',
    ),
  );

  // The next visit on this phone starts with the order sent; back to it, the name is
  // filled in.
  await page.reload();
  await expect(page.locator('qr-menu h1')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Order sent' })
    .getByRole('button', { name: 'Back to this order' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sara');
});

test('delivery below the minimum says so; above it the fee is in the total and the message', async ({
  page,
}) => {
  await openMenu(page, '/democafe/menu');
  const dialog = await openCartWith(page, 'Omani Kahwa');
  await dialog.getByRole('radio', { name: 'Delivery' }).check();
  await expect(dialog.getByText('Minimum order for delivery: 3.000 OMR')).toBeVisible();
  await expect(dialog.getByText('Delivery fee0.500 OMR')).toBeVisible();
  await expect(dialog.getByText('Total1.000 OMR')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ahmed');
  await dialog.getByRole('textbox', { name: 'Address or area' }).fill('Al Khuwair, Way 3021');
  await dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  await expect(
    dialog.getByText('Delivery needs an order of at least 3.000 OMR (fee not included)'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Add one more Omani Kahwa' }).click();
  for (let i = 0; i < 4; i += 1) {
    await dialog.getByRole('button', { name: 'Add one more Omani Kahwa' }).click();
  }
  await expect(dialog.getByText('Total3.500 OMR')).toBeVisible();
  expect(await sendOrder(page, dialog)).toMatch(
    orderText(
      'Hello Demo Cafe, I would like to order:\n' +
        '6 x Omani Kahwa - 3.000 OMR\n' +
        'Delivery fee: 0.500 OMR\n' +
        'Total: 3.500 OMR\n' +
        'Order: Delivery\n' +
        'Order no.: {n}\n' +
        'Name: Ahmed\n' +
        'Address: Al Khuwair, Way 3021',
    ),
  );
});

test('an owner lists tables, prints their cards and closes the business from the settings page', async ({
  page,
  browser,
}) => {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name: 'Harbour Tea' });
  const item = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.accessToken),
    data: { business_id: business.id, name: 'Karak', price: 0.3 },
  });
  expect(item.status(), await item.text()).toBe(201);

  await loginAs(page, owner.email, owner.password);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Business settings' })).toBeVisible();
  const tables = page.getByRole('textbox', { name: 'Tables' });
  await tables.fill('1-3\n1');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The table "1" is listed twice')).toBeVisible();
  await expect(tables).toHaveValue('1-3\n1');

  await tables.fill('1-3\nTerrace 1');
  await page.getByRole('checkbox', { name: 'Temporarily closed (for example a holiday)' }).check();
  await page.getByRole('radio', { name: 'No orders while closed' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The dashboard offers every table's code and the sheet of cards to print.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Terrace 1 PNG' })).toBeVisible();
  await page.getByRole('link', { name: 'Print table cards' }).click();
  const cards = page.getByTestId('table-card-sheet').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(3)).toContainText('Harbour Tea');
  // A named table is its name (never "Table Terrace 1"); a number is a table's number.
  await expect(cards.nth(3).locator('.tc-card__table')).toHaveText('Terrace 1');
  await expect(cards.nth(0).locator('.tc-card__table')).toHaveText('Table 1');
  await expect(cards.nth(3).getByRole('img', { name: 'QR code for Terrace 1' })).toBeVisible();

  // A customer (another browser) sees the closed state and cannot send the order.
  const customer = await browser.newPage({ viewport: { width: 390, height: 800 } });
  await openMenu(customer, `/${business.slug}/menu?table=terrace%201`);
  await expect(customer.locator(`qr-menu .${shortName('qm-order-status')}`)).toHaveText(
    /^Terrace 1\s*Closed now · temporarily closed/,
  );
  let dialog = await openCartWith(customer, 'Karak');
  await expect(dialog.getByText('We are closed and not taking orders now.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Checkout on WhatsApp' })).toBeDisabled();

  // Pre-orders instead: checkout works again and the customer is told.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Take orders as pre-orders while closed' }).check();
  // The first save's toast must be gone, so the next one is this save's.
  await expect(page.getByText('Settings saved')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await customer.reload();
  dialog = await openCartWith(customer);
  await expect(dialog.getByText(/your order is sent as a pre-order/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Checkout on WhatsApp' })).toBeEnabled();
  await customer.close();
});

test("the superadmin sees a business's settings read-only", async ({ page }) => {
  await loginAs(page, DEMO.superadmin.email, DEMO.superadmin.password);
  await page.goto('/superadmin/democafe/menu');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Business settings · Demo Cafe' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tables' })).toHaveValue(/^1\n2\n3/);
  await expect(page.getByRole('textbox', { name: 'Tables' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Delivery' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Delivery' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
});
