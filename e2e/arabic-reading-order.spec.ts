// Numbers inside Arabic read in their own order on every admin page: serving times "06:00-11:00"
// from 06:00 to 11:00, dates, phone numbers, and the fields that hold them. The rule
// (support/reading-order.ts) measures where each part is drawn; the first test shows it catches a
// range drawn backwards.
import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import { createConfirmedOwner, uniqueSlug, type TestUser } from './support/factories.ts';
import { findBackwardsNumbers, expectNumbersInReadingOrder } from './support/reading-order.ts';
import { useAdminLang } from './support/demo-login.ts';

test('the rule finds a range, a date and a phone number drawn backwards, and passes them isolated', async ({
  page,
}) => {
  await page.setContent(`
    <p dir="rtl" id="bare">يقدم 06:00-11:00 · من 2026-03-01 · مثلا 9123 4567</p>
    <p dir="rtl" id="isolated">يقدم \u206606:00-11:00\u2069 · من \u20662026-03-01\u2069 · مثلا \u20669123 4567\u2069</p>
    <p dir="rtl"><input inputmode="decimal" name="price" value="0.100"></p>
  `);
  const problems = await findBackwardsNumbers(page);
  expect(problems.map((p) => [p.text, p.drawn])).toEqual([
    ['06:00-11:00', ['11:00', '06:00']],
    ['2026-03-01', ['01', '03', '2026']],
    ['9123 4567', ['4567', '9123']],
    ['0.100', ['a right-to-left field']],
  ]);
});

/** Logs in on the login screen, whatever its language. */
async function logIn(page: Page, owner: TestUser) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(owner.email);
  await page.locator('input[type="password"]').fill(owner.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function arabicOwnerWithTimes(page: Page): Promise<TestUser> {
  const owner = await createConfirmedOwner(page);
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  const made = await page.request.post('/rest/v1/businesses', {
    headers,
    data: {
      name: 'Reading Cafe',
      name_ar: 'مقهى القراءة',
      languages: ['ar', 'en'],
      primary_language: 'ar',
      whatsapp: '96891234567',
      slug: uniqueSlug('reading'),
      owner_id: owner.userId,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const [business] = (await made.json()) as Array<{ id: string }>;
  const category = await page.request.post('/rest/v1/categories', {
    headers,
    data: {
      business_id: business!.id,
      name: 'Breakfast',
      name_ar: 'فطور',
      available_windows: [
        { days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' },
        { days: [5], from: '17:30', to: '23:00' },
      ],
    },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const [breakfast] = (await category.json()) as Array<{ id: string }>;
  const item = await page.request.post('/rest/v1/menu_items', {
    headers,
    data: {
      business_id: business!.id,
      category_id: breakfast!.id,
      name: 'Eggs',
      name_ar: 'بيض',
      price: 1.2,
      available_windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '07:00', to: '10:30' }],
    },
  });
  expect(item.ok(), await item.text()).toBe(true);
  const period = await page.request.post('/rest/v1/special_periods', {
    headers,
    data: {
      business_id: business!.id,
      name: 'Ramadan',
      name_ar: 'رمضان',
      starts_on: '2027-02-08',
      ends_on: '2027-03-09',
      opening_hours: Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]),
      windows: { [breakfast!.id]: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '03:00', to: '23:00' }] },
    },
  });
  expect(period.ok(), await period.text()).toBe(true);
  return owner;
}

for (const width of [360, 1280]) {
  test(`every number on the Arabic owner pages reads in its own order at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await arabicOwnerWithTimes(page);
    await useAdminLang(page, 'ar');
    await logIn(page, owner);
    for (const path of [
      '/admin/dashboard',
      '/admin/menu',
      '/admin/orders',
      '/admin/profile',
      '/admin/banner',
      '/admin/settings',
      '/admin/account',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('main h1').first()).toBeVisible();
      if (path === '/admin/menu') {
        // The serving-time grid: the category's and the dish's own.
        await expect(page.getByText('17:30\u201123:00').first()).toBeAttached();
        await expect(page.getByText('07:00\u201110:30').first()).toBeAttached();
      }
      if (path === '/admin/settings') {
        await expect(page.getByText('03:00\u201123:00').first()).toBeAttached();
      }
      await expectNumbersInReadingOrder(page, path);
    }
    // The dish dialog: prices, surcharges and times in fields.
    await page.goto('/admin/menu');
    await page.getByRole('button', { name: 'تعديل بيض' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNumbersInReadingOrder(page, 'the dish dialog');
  });
}

test('the registration form reads its WhatsApp example and number in order in Arabic', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 900 });
  const owner = await createConfirmedOwner(page);
  await useAdminLang(page, 'ar');
  await logIn(page, owner);
  await expect(page).toHaveURL(/\/register-business$/);
  await page.getByLabel('رقم واتساب').fill('+968 9123 4567');
  await expectNumbersInReadingOrder(page, '/register-business');
});
