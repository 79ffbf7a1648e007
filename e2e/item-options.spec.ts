// Journeys: sizes and extras from the owner's form to the customer's WhatsApp text,
// sold out from one click in the grid to a customer who cannot order it, and the owner's order of
// items as customers see it. Fresh owners per test; the demo menu is only read.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { makePng } from './support/images.ts';
import { orderText } from './support/whatsapp.ts';
import { shortName } from '../shared/short-names.ts';

interface Owner {
  user: TestUser;
  business: TestBusiness;
}

async function newOwner(page: Page): Promise<Owner> {
  const user = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, user);
  return { user, business };
}

/** Inserts through the owner's REST client, as the admin app does, and returns the row's id. */
async function insert(
  request: APIRequestContext,
  owner: Owner,
  table: string,
  row: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(`/rest/v1/${table}`, {
    headers: { ...authHeaders(owner.user.accessToken), Prefer: 'return=representation' },
    data: row,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [created] = (await response.json()) as Array<{ id: string }>;
  return created!.id;
}

function customerCard(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * Opens the cart, picks the order type when the business offers several and checks out,
 * answering wa.me locally; returns the decoded message.
 */
async function checkoutText(page: Page, orderType?: string): Promise<string> {
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'ok' }));
  await page.getByRole('button', { name: /^View cart/ }).click();
  if (orderType) await page.getByRole('radio', { name: orderType }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const popup = await popupOpened;
  return new URL(popup.url()).searchParams.get('text') ?? '';
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

  test('a new customer orders 2 x Karak Tea (Large, Extra ginger) from the demo menu', async ({
    page,
  }) => {
    // Monday noon in Muscat: Demo Cafe is open, so nothing here depends on the hour of the run.
    await page.clock.setFixedTime(new Date('2026-11-23T08:00:00Z'));
    await page.goto('/democafe/menu');
    await page.getByRole('button', { name: 'Add Karak Tea' }).click();
    const sheet = page.getByRole('dialog', { name: 'Karak Tea' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    const add = sheet.getByRole('button', { name: /^Add to cart/ });
    await expect(add).toHaveText('Add to cart · 0.400 OMR');

    // Nothing chosen yet: the sheet says what is missing instead of adding.
    await add.click();
    await expect(sheet.getByRole('alert')).toHaveText('Choose a size');
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);

    await sheet.getByRole('radio', { name: 'Large' }).check();
    await sheet.getByRole('checkbox', { name: 'Extra ginger' }).check();
    await expect(sheet.getByRole('alert')).toHaveCount(0);
    await expect(add).toHaveText('Add to cart · 0.600 OMR');
    await sheet.getByRole('button', { name: 'One more' }).click();
    await expect(add).toHaveText('Add to cart · 1.200 OMR');
    await add.click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
      'View cart, 2 items, 1.200 OMR',
    );

    // A small one is a line of its own.
    await page.getByRole('button', { name: 'Add Karak Tea' }).click();
    await sheet.getByRole('radio', { name: 'Small' }).check();
    await sheet.getByRole('button', { name: /^Add to cart/ }).click();
    await page.getByRole('button', { name: /^View cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart.getByRole('listitem')).toHaveCount(2);
    await expect(cart.getByRole('listitem').nth(0)).toContainText('Large, Extra ginger');
    await cart.getByRole('button', { name: 'Remove one Karak Tea (Small)' }).click();
    await expect(cart.getByRole('listitem')).toHaveCount(1);
    await cart.getByRole('button', { name: 'Close cart' }).click();

    // docs/architecture.md "Order message": the choices on the item's line, then the order's details.
    expect(await checkoutText(page, 'Dine-in')).toMatch(
      orderText(
        'Hello Demo Cafe, I would like to order:\n' +
          '2 x Karak Tea (Large, Extra ginger) - 1.200 OMR\n' +
          'Total: 1.200 OMR\n' +
          'Order: Dine-in\n' +
          'Order no.: {n}',
      ),
    );
  });

  test('the item sheet traps focus, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/democafe/menu');
    const opener = page.getByRole('button', { name: 'Add Karak Tea' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Karak Tea' });
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    const focusInSheet = () =>
      page.evaluate(() => {
        const active = document.querySelector('qr-menu')?.shadowRoot?.activeElement;
        return Boolean(active?.closest('[role="dialog"]'));
      });
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInSheet()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test('an owner gives a new item a required size and an optional extra; a customer orders it', async ({
  page,
}) => {
  const owner = await newOwner(page);
  await insert(page.request, owner, 'categories', {
    business_id: owner.business.id,
    name: 'Hot drinks',
  });
  await loginAs(page, owner.user.email, owner.user.password);
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Menu Item' });
  await form.getByLabel('Name *').fill('Karak Tea');
  await form.getByLabel('Price (OMR) *').fill('0.400');
  await form.getByLabel('Category *').selectOption({ label: 'Hot drinks' });
  await form.getByLabel('Image *').setInputFiles({
    name: 'karak.png',
    mimeType: 'image/png',
    buffer: makePng(64, 48),
  });
  await form.getByLabel('Vegetarian').check();
  await form.getByLabel('Calories (kcal, optional)').fill('120');

  await form.getByRole('button', { name: 'Add option group' }).click();
  await form.getByLabel('Option group 1 name').fill('Size');
  await form.getByLabel('Option group 1 choice 1 name').fill('Small');
  await form.getByRole('button', { name: 'Option group 1: Add choice' }).click();
  await form.getByLabel('Option group 1 choice 2 name').fill('Large');
  await form.getByLabel('Option group 1 choice 2 price change (OMR)').fill('0.1.0');

  await form.getByRole('button', { name: 'Add option group' }).click();
  await form.getByLabel('Option group 2 name').fill('Extras');
  await form.getByLabel('Option group 2 required').uncheck();
  await form.getByLabel('Option group 2 maximum').fill('3');
  await form.getByLabel('Option group 2 choice 1 name').fill('Extra ginger');
  await form.getByLabel('Option group 2 choice 1 price change (OMR)').fill('0.100');

  // A bad price change is explained, and what the owner typed stays.
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    '"Large": Enter the price as a number, for example 1.500',
  );
  await expect(form.getByLabel('Option group 2 choice 1 name')).toHaveValue('Extra ginger');
  await form.getByLabel('Option group 1 choice 2 price change (OMR)').fill('0.100');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('listitem', { name: 'Karak Tea' });
  await expect(card).toContainText('Vegetarian');
  await expect(card).toContainText('120 kcal');

  // The database holds both groups, in the owner's order, with their rules.
  const response = await page.request.get(
    `/rest/v1/item_option_groups?business_id=eq.${owner.business.id}&select=name,required,min_choices,max_choices,item_option_choices(name,price_delta_baisa)&order=sort_order`,
    { headers: authHeaders(owner.user.accessToken) },
  );
  expect(await response.json()).toEqual([
    {
      name: 'Size',
      required: true,
      min_choices: 1,
      max_choices: 1,
      item_option_choices: expect.arrayContaining([
        { name: 'Small', price_delta_baisa: 0 },
        { name: 'Large', price_delta_baisa: 100 },
      ]),
    },
    {
      name: 'Extras',
      required: false,
      min_choices: 0,
      max_choices: 3,
      item_option_choices: [{ name: 'Extra ginger', price_delta_baisa: 100 }],
    },
  ]);

  await page.context().clearCookies();
  await page.goto(`/${owner.business.slug}/menu`);
  await expect(customerCard(page, 'Karak Tea')).toContainText('Vegetarian');
  await page.getByRole('button', { name: 'Add Karak Tea' }).click();
  const sheet = page.getByRole('dialog', { name: 'Karak Tea' });
  await sheet.getByRole('radio', { name: 'Large' }).check();
  await sheet.getByRole('checkbox', { name: 'Extra ginger' }).check();
  await sheet.getByRole('button', { name: 'Add to cart · 0.600 OMR' }).click();
  expect(await checkoutText(page)).toBe(
    `Hello ${owner.business.name}, I would like to order:\n` +
      '1 x Karak Tea (Large, Extra ginger) - 0.600 OMR\n' +
      // A new business takes dine-in only: nothing to pick, so no order line either.
      'Total: 0.600 OMR\n' +
      // It records orders (on for new businesses): its first order of the day.
      'Order no.: 1',
  );
});

test('an item marked sold out in one click cannot be ordered, and leaves restored carts', async ({
  page,
}) => {
  const owner = await newOwner(page);
  const base = { business_id: owner.business.id, image_url: null };
  const croissantId = await insert(page.request, owner, 'menu_items', {
    ...base,
    name: 'Croissant',
    price: 0.6,
  });
  await insert(page.request, owner, 'menu_items', { ...base, name: 'Muffin', price: 0.7 });

  // A customer's cart from earlier this morning, with a croissant in it.
  const slug = owner.business.slug;
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [
      `qr-menu:cart:${slug}`,
      JSON.stringify({
        v: 1,
        lines: [{ itemId: croissantId, name: 'Croissant', priceBaisa: 600, qty: 2 }],
      }),
    ],
  );

  await loginAs(page, owner.user.email, owner.user.password);
  await page.goto('/admin/menu');
  const toggle = page.getByRole('button', { name: 'Croissant: sold out' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  // Marking sold out asks for how long.
  await page.getByRole('button', { name: 'Until I change it' }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/rest/v1/menu_items?id=eq.${croissantId}&select=sold_out`,
        { headers: authHeaders(owner.user.accessToken) },
      );
      return response.json();
    })
    .toEqual([{ sold_out: true }]);

  await page.goto(`/${slug}/menu`);
  const croissant = customerCard(page, 'Croissant');
  await expect(croissant).toContainText('Sold out');
  await expect(page.getByRole('button', { name: 'Add Croissant' })).toBeDisabled();
  // The restored cart's changes are told line by line.
  await expect(page.getByRole('status').getByRole('listitem')).toHaveText([
    'Croissant: sold out, taken out of your cart',
  ]);
  await expect(page.getByRole('button', { name: /^View cart/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Muffin' }).click();
  await expect(page.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
    'View cart, 1 item, 0.700 OMR',
  );
});

test('a failed sold-out click goes back and says why', async ({ page }) => {
  const owner = await newOwner(page);
  await insert(page.request, owner, 'menu_items', {
    business_id: owner.business.id,
    name: 'Croissant',
    price: 0.6,
  });
  await loginAs(page, owner.user.email, owner.user.password);
  await page.goto('/admin/menu');
  await page.route('**/rest/v1/rpc/set_menu_item_sold_out', (route) =>
    route.abort('internetdisconnected'),
  );
  const toggle = page.getByRole('button', { name: 'Croissant: sold out' });
  await toggle.click();
  await page.getByRole('button', { name: 'Until I change it' }).click();
  await expect(page.getByText(/^Could not change "Croissant"/)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test("the owner's order of items and categories is what customers see", async ({ page }) => {
  const owner = await newOwner(page);
  const drinks = await insert(page.request, owner, 'categories', {
    business_id: owner.business.id,
    name: 'Drinks',
    sort_order: 1,
  });
  const bakery = await insert(page.request, owner, 'categories', {
    business_id: owner.business.id,
    name: 'Bakery',
    sort_order: 2,
  });
  // Customers are told only of categories with a dish.
  await insert(page.request, owner, 'menu_items', {
    business_id: owner.business.id,
    category_id: bakery,
    name: 'Croissant',
    price: 1,
  });
  for (const name of ['Americano', 'Karak Tea', 'Zaatar Tea']) {
    await insert(page.request, owner, 'menu_items', {
      business_id: owner.business.id,
      category_id: drinks,
      name,
      price: 1,
    });
  }
  await loginAs(page, owner.user.email, owner.user.password);
  await page.goto('/admin/menu');

  // Categories: Bakery first, by keyboard.
  await page.getByRole('button', { name: 'Move Bakery up' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Move Bakery up' })).toBeDisabled();

  // Items: Zaatar Tea to the top by keyboard, then Karak Tea dragged above Americano.
  await page.getByRole('button', { name: 'Arrange items' }).click();
  const arrange = page.getByRole('dialog', { name: 'Arrange items' });
  await arrange.getByLabel('Category').selectOption({ label: 'Drinks' });
  const list = arrange.getByRole('list', { name: 'Item order' });
  const names = list.locator('li > span');
  await expect(names).toHaveText(['Americano', 'Karak Tea', 'Zaatar Tea']);
  const zaatarUp = arrange.getByRole('button', { name: 'Move Zaatar Tea up' });
  await zaatarUp.focus();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['Americano', 'Zaatar Tea', 'Karak Tea']);
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['Zaatar Tea', 'Americano', 'Karak Tea']);
  // Items can be dragged once the keyboard moves are saved (the list is busy until then).
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await list.getByText('Karak Tea').dragTo(list.getByText('Americano'));
  await expect(names).toHaveText(['Zaatar Tea', 'Karak Tea', 'Americano']);
  await arrange.getByRole('button', { name: 'Done' }).click();

  await expect
    .poll(async () => {
      const response = await page.request.post('/rest/v1/rpc/public_menu', {
        headers: authHeaders(),
        data: { slug: owner.business.slug },
      });
      const menu = (await response.json()) as {
        categories: Array<{ name: string }>;
        items: Array<{ name: string }>;
      };
      return [menu.categories.map((c) => c.name), menu.items.map((i) => i.name)];
    })
    .toEqual([
      ['Bakery', 'Drinks'],
      ['Croissant', 'Zaatar Tea', 'Karak Tea', 'Americano'],
    ]);
  await page.goto(`/${owner.business.slug}/menu`);
  await expect(page.locator('qr-menu li h3')).toHaveText([
    'Croissant',
    'Zaatar Tea',
    'Karak Tea',
    'Americano',
  ]);
  await expect(page.locator(`qr-menu .${shortName('qm-chip')}`)).toHaveText([
    'All',
    'Bakery',
    'Drinks',
  ]);
});
