// Menus that follow the clock, in real Chromium with the customer's clock fixed by
// Playwright: the demo's breakfast (06:00-11:00 Muscat) is greyed with its hours at noon and
// orderable at 07:00, a cart holding breakfast after 11:00 is refused with a message, and a dish an
// owner marks "sold out until the next opening" (an instant the database computes from real now)
// is orderable again on a clock past that instant. The demo menu is only read; the sold-out journey
// uses a fresh owner.
import type { Page } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import { demoPage } from './support/demo-login.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';

const MENU = '/democafe/menu';
const BREAKFAST = [
  'Chebab with Date Syrup',
  'Foul Medames',
  'Omani Breakfast Platter',
  'Pancakes with Honey',
  'Shakshuka',
];

// The card's hours, with a non-breaking hyphen (U+2011) so a narrow card never splits them.
const HOURS = '06:00\u201111:00';

// Thursday 26 November 2026 in Muscat (UTC+4 all year).
const muscat = (time: string) => new Date(`2026-11-26T${time}:00+04:00`);

function card(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openMenu(page: Page, at: Date, path = MENU) {
  await page.clock.setFixedTime(at);
  await page.goto(path);
  await expect(page.locator('qr-menu h1')).toBeVisible();
}

test.describe('breakfast served 06:00-11:00', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('at 12:00 Muscat the breakfast dishes are greyed with their hours and cannot be added', async ({
    page,
  }) => {
    await openMenu(page, muscat('12:00'));
    for (const name of BREAKFAST) {
      const dish = card(page, name);
      await expect(dish).toContainText(`Available ${HOURS}`);
      await expect(dish.getByRole('button', { name: `Add ${name}` })).toBeDisabled();
    }
    // Other dishes are served all day.
    await expect(
      card(page, 'Karak Tea').getByRole('button', { name: 'Add Karak Tea' }),
    ).toBeEnabled();
    await expect(card(page, 'Chicken Shawarma')).toContainText('1.200 OMR');
    // Opening the dish says the same and offers no add.
    await card(page, 'Shakshuka').getByRole('button', { name: 'Shakshuka', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Shakshuka' });
    await expect(sheet.getByText(`Available ${HOURS}`).first()).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Available ${HOURS}` })).toBeDisabled();
  });

  test('at 07:00 Muscat they can be added', async ({ page }) => {
    await openMenu(page, muscat('07:00'));
    // The cart chunk has drawn the status line, so the clock has been applied.
    await expect(page.locator('qr-menu').getByText(/^Open now/)).toBeVisible();
    for (const name of BREAKFAST) {
      await expect(card(page, name)).not.toContainText('Available');
      await expect(card(page, name).getByRole('button', { name: `Add ${name}` })).toBeEnabled();
    }
    await card(page, 'Shakshuka').getByRole('button', { name: 'Add Shakshuka' }).click();
    await expect(page.getByRole('button', { name: /^View cart/ })).toContainText('1');
  });

  test('in Arabic, whatever the phone’s time zone, the hours read the same', async ({
    browser,
  }) => {
    // A phone set to London: 08:00 there is 12:00 in Muscat.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId: 'Europe/London',
    });
    const page = await context.newPage();
    await openMenu(page, new Date('2026-11-26T08:00:00Z'), `${MENU}?lang=ar`);
    const dish = card(page, 'شكشوكة');
    await expect(dish).toContainText(`متاح \u2066${HOURS}\u2069`);
    await expect(dish.getByRole('button', { name: 'أضف شكشوكة' })).toBeDisabled();
    await context.close();
  });

  test('a cart holding breakfast after 11:00 is told, and the order is not sent', async ({
    page,
  }) => {
    await openMenu(page, muscat('10:55'));
    await card(page, 'Shakshuka').getByRole('button', { name: 'Add Shakshuka' }).click();
    await card(page, 'Chicken Shawarma')
      .getByRole('button', { name: 'Add Chicken Shawarma' })
      .click();
    // Ten minutes later the customer checks out.
    await page.clock.setFixedTime(muscat('11:05'));
    let whatsappOpened = false;
    page.on('popup', () => {
      whatsappOpened = true;
    });
    await page.getByRole('button', { name: /^View cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByRole('radio', { name: 'Dine-in' }).check();
    await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
    await expect(cart.getByRole('alert')).toHaveText(
      'Not served at this time: Shakshuka. Remove it from your cart to send the order.',
    );
    expect(whatsappOpened).toBe(false);
  });

  for (const width of [360, 390, 1280]) {
    for (const lang of ['en', 'ar'] as const) {
      test(`the greyed card fits at ${width}px in ${lang}`, GEOMETRY, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await openMenu(page, muscat('13:00'), `${MENU}?lang=${lang}`);
        const label = lang === 'ar' ? `متاح \u2066${HOURS}\u2069` : `Available ${HOURS}`;
        const breakfast = page.locator('qr-menu section').filter({ hasText: label });
        await expect(breakfast.locator('li').first()).toContainText(label);
        await breakfast.scrollIntoViewIfNeeded();
        await expectGoodGeometry(page, `greyed breakfast at ${width}px in ${lang}`);
        // The hours stay inside the card beside the disabled add button, in at most two lines (the
        // word, then the hours: the geometry rule fails a split time).
        const first = breakfast.locator('li').first();
        const box = await first.boundingBox();
        const hours = await first.getByText(label).boundingBox();
        const add = await first.getByRole('button').last().boundingBox();
        expect(box && hours && add).toBeTruthy();
        expect(hours!.x).toBeGreaterThanOrEqual(box!.x);
        expect(hours!.x + hours!.width).toBeLessThanOrEqual(box!.x + box!.width);
        expect(hours!.height).toBeLessThan(50);
        expect(hours!.x + hours!.width <= add!.x || add!.x + add!.width <= hours!.x).toBe(true);
        await context.close();
      });
    }
  }
});

test('a dish sold out until the next opening is orderable again after the next opening', async ({
  page,
  request,
}) => {
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  // Open 06:00-23:00 every day (Muscat).
  const hours = Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]);
  const patched = await request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers,
    data: { opening_hours: hours },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const inserted = await request.post('/rest/v1/menu_items', {
    headers,
    data: { business_id: business.id, name: 'Croissant', price: 0.6 },
  });
  expect(inserted.ok(), await inserted.text()).toBe(true);
  const [croissant] = (await inserted.json()) as Array<{ id: string }>;

  // The owner marks it sold out until the next opening from the menu grid.
  await loginAs(page, owner.email, owner.password);
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'Croissant: sold out' }).click();
  const choice = page.getByRole('dialog', { name: 'Croissant sold out until when?' });
  await choice.getByRole('button', { name: 'Until the next opening' }).click();
  await expect(page.getByText(/^Sold out until /)).toBeVisible();

  // The database computed the instant from real now: the next 06:00 in Muscat after it.
  const read = await request.get(
    `/rest/v1/menu_items?id=eq.${croissant!.id}&select=sold_out,sold_out_until`,
    {
      headers,
    },
  );
  const [row] = (await read.json()) as Array<{ sold_out: boolean; sold_out_until: string }>;
  expect(row?.sold_out).toBe(true);
  const until = new Date(row!.sold_out_until);
  const now = Date.now();
  expect(until.getUTCHours()).toBe(2);
  expect(until.getUTCMinutes()).toBe(0);
  expect(until.getTime()).toBeGreaterThan(now);
  expect(until.getTime() - now).toBeLessThanOrEqual(24 * 3600_000);

  // A customer before that instant sees it sold out...
  const customer = await page.context().browser()!.newPage();
  await openMenu(customer, new Date(until.getTime() - 60_000), `/${business.slug}/menu`);
  await expect(card(customer, 'Croissant')).toContainText('Sold out');
  await expect(customer.getByRole('button', { name: 'Add Croissant' })).toBeDisabled();
  // ...and one past it can order it, though the database's clock has not got there yet.
  await customer.clock.setFixedTime(new Date(until.getTime() + 60_000));
  await customer.reload();
  await expect(card(customer, 'Croissant')).toContainText('0.600 OMR');
  await customer.getByRole('button', { name: 'Add Croissant' }).click();
  await expect(customer.getByRole('button', { name: /^View cart/ })).toContainText('1');
  await customer.close();
});

test('during a special period the menu and the open line follow its hours and lifted times', async ({
  page,
  request,
}) => {
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  const hours = Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]);
  const patched = await request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers,
    data: { opening_hours: hours },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const category = await request.post('/rest/v1/categories', {
    headers,
    data: {
      business_id: business.id,
      name: 'Breakfast',
      available_windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }],
    },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const [breakfast] = (await category.json()) as Array<{ id: string }>;
  const item = await request.post('/rest/v1/menu_items', {
    headers,
    data: { business_id: business.id, category_id: breakfast!.id, name: 'Eggs', price: 1 },
  });
  expect(item.ok(), await item.text()).toBe(true);

  // Before the period: at noon breakfast is over and the cafe is open.
  const customer = await page.context().browser()!.newPage();
  await openMenu(customer, muscat('12:00'), `/${business.slug}/menu`);
  await expect(card(customer, 'Eggs')).toContainText(`Available ${HOURS}`);
  await expect(customer.locator('qr-menu').getByText(/^Open now/)).toBeVisible();

  // The owner adds Ramadan over that day: open 19:00 to 03:00, breakfast served any time.
  await loginAs(page, owner.email, owner.password);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Add a special period' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ramadan');
  await page.getByLabel('First day').fill('2026-11-25');
  await page.getByLabel('Last day').fill('2026-11-28');
  for (const day of [
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]) {
    await page.getByLabel(`${day}, hours 1: Opens`).last().fill('19:00');
    await page.getByLabel(`${day}, hours 1: Closes`).last().fill('03:00');
  }
  await page
    .getByRole('group', { name: 'Breakfast', exact: true })
    .getByRole('radio', { name: 'Any time' })
    .check();
  await page.getByRole('button', { name: 'Save period' }).click();
  await expect(page.getByText('Special period saved')).toBeVisible();
  await expect(page.getByText('2026-11-25 to 2026-11-28')).toBeVisible();
  await page.screenshot({ path: '/tmp/clock-settings-1280-en.png', fullPage: true });

  // The customer at noon that day: closed until 19:00, and the eggs no longer wait for morning.
  await customer.reload();
  await expect(customer.locator('qr-menu').getByText('Closed now · opens 19:00')).toBeVisible();
  await expect(card(customer, 'Eggs')).toContainText('1.000 OMR');
  await expect(customer.getByRole('button', { name: 'Add Eggs' })).toBeEnabled();
  await customer.close();
});

test('a special period can give a category its own serving times', async ({ page, request }) => {
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  const hours = Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]);
  const patched = await request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers,
    data: { opening_hours: hours },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const category = await request.post('/rest/v1/categories', {
    headers,
    data: {
      business_id: business.id,
      name: 'Breakfast',
      available_windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }],
    },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const [breakfast] = (await category.json()) as Array<{ id: string }>;
  const item = await request.post('/rest/v1/menu_items', {
    headers,
    data: { business_id: business.id, category_id: breakfast!.id, name: 'Eggs', price: 1 },
  });
  expect(item.ok(), await item.text()).toBe(true);

  // The owner adds a holiday over that day, its hours the usual ones, breakfast 18:00-23:00.
  await loginAs(page, owner.email, owner.password);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Add a special period' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Breakfast night');
  await page.getByLabel('First day').fill('2026-11-25');
  await page.getByLabel('Last day').fill('2026-11-28');
  const times = page.getByRole('group', { name: 'Breakfast', exact: true });
  await expect(times.getByRole('radio', { name: 'Usual times' })).toBeChecked();
  await times.getByRole('radio', { name: 'These times (Muscat time)' }).check();
  // Its own times start from the usual ones.
  await expect(times.getByLabel('Time 1 from')).toHaveValue('06:00');
  await times.getByLabel('Time 1 from').fill('18:00');
  await times.getByLabel('Time 1 until').fill('23:00');
  await page.getByRole('button', { name: 'Save period' }).click();
  await expect(page.getByText('Special period saved')).toBeVisible();
  await expect(page.getByText('Breakfast: 18:00\u201123:00')).toBeVisible();

  // The database holds them in the shape every reader expects.
  const read = await request.get(`/rest/v1/special_periods?business_id=eq.${business.id}`, {
    headers,
  });
  const [period] = (await read.json()) as Array<{ windows: unknown }>;
  expect(period?.windows).toEqual({
    [breakfast!.id]: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '18:00', to: '23:00' }],
  });

  // Editing the period shows the times it was saved with.
  await page.getByRole('button', { name: 'Edit Breakfast night' }).click();
  await expect(times.getByRole('radio', { name: 'These times (Muscat time)' })).toBeChecked();
  await expect(times.getByLabel('Time 1 from')).toHaveValue('18:00');
  await expect(times.getByLabel('Time 1 until')).toHaveValue('23:00');

  // The superadmin's read-only view lists them too.
  const admin = await page.context().browser()!.newPage();
  await loginAs(admin, DEMO.superadmin.email, DEMO.superadmin.password);
  await admin.goto(`/superadmin/${business.slug}/settings`);
  await expect(admin.getByText('Breakfast: 18:00\u201123:00')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Edit Breakfast night' })).toHaveCount(0);
  await admin.close();

  // The customer during the period: breakfast at 19:00, not at noon.
  const customer = await page.context().browser()!.newPage();
  await openMenu(customer, muscat('19:00'), `/${business.slug}/menu`);
  await expect(customer.locator('qr-menu').getByText(/^Open now/)).toBeVisible();
  await expect(card(customer, 'Eggs')).toContainText('1.000 OMR');
  await expect(customer.getByRole('button', { name: 'Add Eggs' })).toBeEnabled();
  await customer.clock.setFixedTime(muscat('12:00'));
  await customer.reload();
  await expect(card(customer, 'Eggs')).toContainText('Available 18:00\u201123:00');
  await expect(customer.getByRole('button', { name: 'Add Eggs' })).toBeDisabled();
  await customer.close();
});

// The owner's screens this work adds to, on the demo data without saving anything: the special
// period form, the sold-out choice, the category's and the dish's serving times.
const OWNER = {
  en: {
    addPeriod: 'Add a special period',
    soldOut: 'Karak Tea: sold out',
    soldOutWhen: 'Karak Tea sold out until when?',
    category: 'Serving times of Breakfast',
    dish: 'Edit Shakshuka',
    limited: 'Only at these times (Muscat time)',
    breakfast: 'Breakfast',
    theseTimes: 'These times (Muscat time)',
  },
  ar: {
    addPeriod: 'أضف فترة خاصة',
    soldOut: 'كرك: نفد',
    soldOutWhen: 'كرك نفد حتى متى؟',
    category: 'أوقات تقديم فطور',
    dish: 'تعديل شكشوكة',
    limited: 'في هذه الأوقات فقط (بتوقيت مسقط)',
    breakfast: 'فطور',
    theseTimes: 'في هذه الأوقات (بتوقيت مسقط)',
  },
} as const;

for (const width of [390, 1280]) {
  for (const lang of ['en', 'ar'] as const) {
    test(
      `the owner's serving times, periods and sold-out choice fit at ${width}px in ${lang}`,
      GEOMETRY,
      async ({ browser }) => {
        const text = OWNER[lang];
        const page = await demoPage(browser, 'owner', lang, { width, height: 900 });
        const measure = async (what: string) => {
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: `/tmp/clock-${what}-${width}-${lang}.png` });
          await expectGoodGeometry(page, `${what} at ${width}px in ${lang}`, { minTapTarget: 44 });
        };

        await page.goto('/admin/settings');
        await page.getByRole('button', { name: text.addPeriod }).click();
        await expect(page.getByLabel(lang === 'en' ? 'First day' : 'اليوم الأول')).toBeVisible();
        await measure('settings-period');
        // A category given its own times for the period: the times and days fit too.
        const times = page.getByRole('group', { name: text.breakfast, exact: true });
        await times.getByRole('radio', { name: text.theseTimes }).check();
        await expect(
          times.getByRole('button', { name: lang === 'en' ? 'Add a time' : 'أضف وقتا' }),
        ).toBeVisible();
        await times.scrollIntoViewIfNeeded();
        await measure('settings-period-times');

        await page.goto('/admin/menu');
        await page.getByRole('button', { name: text.soldOut }).click();
        await expect(page.getByRole('dialog', { name: text.soldOutWhen })).toBeVisible();
        await measure('sold-out-choice');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        // On a phone the categories are folded under their heading.
        const show = page.getByRole('button', { name: lang === 'en' ? 'Show' : 'إظهار' });
        if (await show.isVisible()) await show.click();
        await page.getByRole('button', { name: text.category }).click();
        await expect(page.getByRole('radio', { name: text.limited })).toBeChecked();
        await measure('category-times');
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: text.dish }).click();
        await page.getByRole('radio', { name: text.limited }).check();
        await measure('dish-times');
        await page.context().close();
      },
    );
  }
}
