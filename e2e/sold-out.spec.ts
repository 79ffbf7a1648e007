// A cashier's one change to the menu: marking dishes sold out and available again from
// /admin/sold-out, which the database allows them (set_menu_item_sold_out) while it refuses any
// other change to the dishes. In English and Arabic, at a phone's width and a desktop's.
import type { Browser, Page } from '@playwright/test';
import { authHeaders, SERVICE_ROLE_KEY } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';

interface Cafe {
  businessId: string;
  cashier: TestUser;
  itemIds: { lemonade: string; shakshuka: string };
}

/** A cafe with two dishes in a category, and a cashier of it (a business_members row). */
async function cafeWithCashier(page: Page): Promise<Cafe> {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner);
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  const category = await page.request.post('/rest/v1/categories', {
    headers,
    data: { business_id: business.id, name: 'Drinks', name_ar: 'مشروبات' },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const [drinks] = (await category.json()) as Array<{ id: string }>;
  const ids: string[] = [];
  for (const [name, nameAr, price] of [
    ['Mint Lemonade', 'ليمون بالنعناع', 0.3],
    ['Shakshuka', 'شكشوكة', 1.8],
  ] as const) {
    const item = await page.request.post('/rest/v1/menu_items', {
      headers,
      data: { business_id: business.id, category_id: drinks!.id, name, name_ar: nameAr, price },
    });
    expect(item.ok(), await item.text()).toBe(true);
    ids.push(((await item.json()) as Array<{ id: string }>)[0]!.id);
  }
  const cashier = await createConfirmedOwner(page);
  const member = await page.request.post('/rest/v1/business_members', {
    headers: authHeaders(SERVICE_ROLE_KEY),
    data: { business_id: business.id, user_id: cashier.userId, role: 'cashier' },
  });
  expect(member.status(), await member.text()).toBe(201);
  return { businessId: business.id, cashier, itemIds: { lemonade: ids[0]!, shakshuka: ids[1]! } };
}

async function cashierPage(browser: Browser, cafe: Cafe, lang: AdminLang, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // The login screen in English (loginAs reads it), then the admin in the language asked for.
  await loginAs(page, cafe.cashier.email, cafe.cashier.password);
  await useAdminLang(context, lang);
  return page;
}

/** sold_out as the database holds it, read with the service key. */
async function soldOutInDatabase(page: Page, itemId: string): Promise<boolean> {
  const response = await page.request.get(`/rest/v1/menu_items?id=eq.${itemId}&select=sold_out`, {
    headers: authHeaders(SERVICE_ROLE_KEY),
  });
  return ((await response.json()) as Array<{ sold_out: boolean }>)[0]!.sold_out;
}

test('a cashier marks a dish sold out and available again, and may change nothing else', async ({
  page,
  browser,
}) => {
  const cafe = await cafeWithCashier(page);
  const staff = await cashierPage(browser, cafe, 'en');
  await staff.getByRole('link', { name: 'Sold out' }).click();
  await expect(staff.getByRole('heading', { name: 'Sold out today', level: 1 })).toBeVisible();
  const lemonade = staff.locator('.sold-out-row', { hasText: 'Mint Lemonade' });
  await expect(lemonade).toContainText('0.300 OMR');
  await expect(lemonade).toContainText('Available');

  await staff.getByRole('button', { name: 'Mint Lemonade: mark sold out' }).click();
  await staff.getByRole('button', { name: 'Until I change it' }).click();
  await expect(
    staff.getByRole('button', { name: 'Mint Lemonade: mark available again' }),
  ).toBeVisible();
  await expect(lemonade).toContainText('Sold out');
  expect(await soldOutInDatabase(page, cafe.itemIds.lemonade)).toBe(true);
  expect(await soldOutInDatabase(page, cafe.itemIds.shakshuka)).toBe(false);

  await staff.getByRole('button', { name: 'Mint Lemonade: mark available again' }).click();
  await expect(staff.getByRole('button', { name: 'Mint Lemonade: mark sold out' })).toBeVisible();
  expect(await soldOutInDatabase(page, cafe.itemIds.lemonade)).toBe(false);

  // The price is not the cashier's to change: the database leaves the row as it was.
  const write = await page.request.patch(`/rest/v1/menu_items?id=eq.${cafe.itemIds.lemonade}`, {
    headers: { ...authHeaders(cafe.cashier.accessToken), Prefer: 'return=representation' },
    data: { price: 0.001 },
  });
  expect(await write.json()).toEqual([]);
  // The menu's editing page is not offered, and its address sends the cashier to the board.
  await expect(staff.getByRole('link', { name: 'Menu Items' })).toHaveCount(0);
  await staff.goto('/admin/menu');
  await expect(staff).toHaveURL(/\/admin\/orders$/);
  await staff.context().close();
});

for (const lang of ['en', 'ar'] as const) {
  test(
    `geometry: the sold-out page in ${lang} at 360 and 1280`,
    GEOMETRY,
    async ({ page, browser }) => {
      const cafe = await cafeWithCashier(page);
      for (const width of [360, 1280]) {
        const staff = await cashierPage(browser, cafe, lang, width);
        await staff.goto('/admin/sold-out');
        const name = lang === 'ar' ? 'ليمون بالنعناع' : 'Mint Lemonade';
        await expect(staff.locator('.sold-out-row', { hasText: name })).toBeVisible();
        await expectGoodGeometry(staff, `/admin/sold-out ${lang} ${width}`);
        await staff.context().close();
      }
    },
  );
}
