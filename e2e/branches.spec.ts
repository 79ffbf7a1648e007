// A business with two branches as its customers see them (docs/guide/branches.md): the owner adds
// a branch "Qurum" with its own slug, WhatsApp number and price for one dish; the branch's hosted
// page names the business and the branch, lists the other branch, shows the shared menu at the
// branch's price, and its order goes to the branch's WhatsApp with the branch's number. Marking the
// dish sold out at one branch leaves it on sale at the other. In English and Arabic, at a phone's
// width and a desktop's.
import type { Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  uniqueSlug,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

interface Family {
  owner: TestUser;
  mainSlug: string;
  branchSlug: string;
  branchId: string;
  karak: string;
}

/** A bilingual business with one dish, and a second branch with its own price for it. */
async function family(page: Page): Promise<Family> {
  const owner = await createConfirmedOwner(page);
  const mainSlug = uniqueSlug('main');
  const business = await createBusinessFor(page, owner, { slug: mainSlug, name: 'Demo Cafe' });
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  const settings = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers,
    data: { name_ar: 'مقهى التجربة', languages: ['en', 'ar'], order_types: ['pickup'] },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const item = await page.request.post('/rest/v1/menu_items', {
    headers,
    data: { business_id: business.id, name: 'Karak Tea', name_ar: 'شاي كرك', price: 0.4 },
  });
  expect(item.ok(), await item.text()).toBe(true);
  const karak = ((await item.json()) as Array<{ id: string }>)[0]!.id;
  const branchSlug = uniqueSlug('qurum');
  const branch = await page.request.post('/rest/v1/rpc/create_branch', {
    headers: authHeaders(owner.accessToken),
    data: {
      business_id: business.id,
      slug: branchSlug,
      name: 'Demo Cafe Qurum',
      name_ar: 'مقهى التجربة القرم',
      whatsapp: '96892222222',
      address: 'Qurum, Muscat',
    },
  });
  expect(branch.ok(), await branch.text()).toBe(true);
  const branchId = ((await branch.json()) as { id: string }).id;
  const price = await page.request.post('/rest/v1/branch_menu_items', {
    headers,
    data: { branch_id: branchId, menu_item_id: karak, price: 0.5 },
  });
  expect(price.ok(), await price.text()).toBe(true);
  return { owner, mainSlug, branchSlug, branchId, karak };
}

test("the branch's page: its name, the shared menu at its price, its WhatsApp and number", async ({
  page,
}) => {
  const cafe = await family(page);
  await stubWhatsapp(page);
  await page.goto(`/${cafe.branchSlug}/menu?lang=en`);
  const header = page.locator('qr-menu header');
  // The branch's own name heads its page.
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Demo Cafe Qurum');
  const others = page.getByRole('navigation', { name: 'Our other branches' });
  await expect(others.getByRole('link', { name: 'Demo Cafe', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/${cafe.mainSlug}/menu$`),
  );
  await expect(page.locator('qr-menu').getByText(/0\.500/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Karak Tea' }).click();
  await page.getByRole('button', { name: /^View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await cart.getByLabel('Your name').fill('Salim');
  const popupOpened = page.waitForEvent('popup');
  await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const popup = await popupOpened;
  const url = new URL(popup.url());
  expect(url.pathname).toBe('/96892222222');
  expect(url.searchParams.get('text')).toContain('0.500');
  await popup.close();
  // The order is the branch's: on its board, numbered from its own 1.
  const orders = await page.request.get(
    `/rest/v1/orders?business_id=eq.${cafe.branchId}&select=number,total_baisa`,
    { headers: authHeaders(cafe.owner.accessToken) },
  );
  expect(await orders.json()).toEqual([{ number: 1, total_baisa: 500 }]);

  // The other branch's link opens the main branch's page, at the menu's own price.
  await page
    .getByRole('dialog', { name: 'Order sent' })
    .getByRole('button', { name: 'Start a new order' })
    .click();
  await page
    .getByRole('navigation', { name: 'Our other branches' })
    .getByRole('link', { name: 'Demo Cafe', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${cafe.mainSlug}/menu$`));
  await expect(page.locator('qr-menu').getByText(/0\.400/)).toBeVisible();
  await expect(page.locator('qr-menu header').getByRole('heading', { level: 1 })).toHaveText(
    'Demo Cafe',
  );
  await expect(
    page.getByRole('navigation', { name: 'Our other branches' }).getByRole('link'),
  ).toHaveText(['Demo Cafe Qurum']);
});

test('sold out at one branch, on sale at the other', async ({ page }) => {
  const cafe = await family(page);
  const soldOut = await page.request.post('/rest/v1/rpc/set_menu_item_sold_out', {
    headers: authHeaders(cafe.owner.accessToken),
    data: { item_id: cafe.karak, sold_out: true, branch_id: cafe.branchId },
  });
  expect(soldOut.ok(), await soldOut.text()).toBe(true);
  await page.goto(`/${cafe.branchSlug}/menu?lang=en`);
  await expect(page.locator('qr-menu').getByText('Sold out')).toBeVisible();
  await page.goto(`/${cafe.mainSlug}/menu?lang=en`);
  await expect(page.getByRole('button', { name: 'Add Karak Tea' })).toBeEnabled();
  await expect(page.locator('qr-menu').getByText('Sold out')).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  test(
    `geometry: a branch's page in ${lang} at 360 and 1280`,
    GEOMETRY,
    async ({ page, browser }) => {
      const cafe = await family(page);
      for (const width of [360, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const customer = await context.newPage();
        await customer.goto(`/${cafe.branchSlug}/menu?lang=${lang}`);
        const title = lang === 'ar' ? 'فروعنا الأخرى' : 'Our other branches';
        await expect(customer.getByRole('navigation', { name: title })).toBeVisible();
        await expect(customer.locator('qr-menu header')).toContainText(
          lang === 'ar' ? 'مقهى التجربة القرم' : 'Demo Cafe Qurum',
        );
        await expectGoodGeometry(customer, `/${cafe.branchSlug}/menu ${lang} ${width}`);
        await customer.screenshot({
          path: `test-results/branches-${lang}-${width}.png`,
          fullPage: true,
        });
        await context.close();
      }
    },
  );
}
