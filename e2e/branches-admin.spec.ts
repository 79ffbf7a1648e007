// Branches, as the owner and a customer live them: the owner adds the branch "Demo Cafe
// Qurum" with its own slug and WhatsApp number on /admin/branches; its page shows that name and
// the shared menu; an order placed there reaches that branch's number and its board, not the first
// branch's; a dish marked sold out at one branch in the menu editor stays available at the other.
// Then the geometry of the header's branch switcher and the Branches page at 360 and 1280 px, in
// English and Arabic.
import type { Browser, Page } from '@playwright/test';
import { authHeaders, SERVICE_ROLE_KEY } from './support/api.ts';
import { useAdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  uniqueSlug,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';
import { stubWhatsapp } from './support/whatsapp.ts';

const MAIN_WHATSAPP = '96891234567';
const QURUM_WHATSAPP = '96898765432';

interface Cafe {
  owner: TestUser;
  business: TestBusiness;
}

/** An owner's cafe with two dishes of one category (the menu every branch shares). */
async function cafe(page: Page): Promise<Cafe> {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, {
    name: 'Demo Cafe Muscat',
    whatsapp: MAIN_WHATSAPP,
  });
  // The first branch's tables; a new branch starts without any.
  const tables = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: { table_labels: ['1', '2'] },
  });
  expect(tables.ok(), await tables.text()).toBe(true);
  const headers = { ...authHeaders(owner.accessToken), Prefer: 'return=representation' };
  const category = await page.request.post('/rest/v1/categories', {
    headers,
    data: { business_id: business.id, name: 'Coffee', name_ar: 'قهوة' },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const [coffee] = (await category.json()) as Array<{ id: string }>;
  for (const [name, nameAr, price] of [
    ['Saffron Latte', 'لاتيه بالزعفران', 1.2],
    ['Date Cake', 'كعكة التمر', 0.8],
  ] as const) {
    const item = await page.request.post('/rest/v1/menu_items', {
      headers,
      data: { business_id: business.id, category_id: coffee!.id, name, name_ar: nameAr, price },
    });
    expect(item.ok(), await item.text()).toBe(true);
  }
  return { owner, business };
}

/** A customer's phone on a branch's hosted page. */
async function customerAt(browser: Browser, slug: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await stubWhatsapp(page);
  await page.goto(`/${slug}/menu`);
  await expect(page.getByRole('button', { name: 'Add Saffron Latte' })).toBeVisible();
  return page;
}

function dishCard(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('the owner adds the branch Demo Cafe Qurum: its own page, WhatsApp number, board and sold out', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { owner, business } = await cafe(page);
  const qurumSlug = uniqueSlug('qurum');
  await loginAs(page, owner.email, owner.password);

  // One branch: no switcher yet; the Branches page lists the business as its main branch.
  await page.getByRole('link', { name: 'Branches' }).click();
  await expect(page.getByRole('heading', { name: 'Branches', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Branch', { exact: true })).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Branches' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Main branch');

  // The form's own refusals, in words, before the database is asked.
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add a branch' }) });
  await form.getByLabel('Branch name', { exact: true }).fill('Demo Cafe Qurum');
  await form.getByLabel('Slug').fill('admin');
  await form.getByLabel('WhatsApp number').fill('2412 3456');
  await form.getByRole('button', { name: 'Add branch' }).click();
  await expect(form).toContainText('"admin" is reserved, please choose another slug');
  await expect(form).toContainText('That is not an Omani mobile number.');
  // A slug already taken (the main branch's own) is the database's refusal.
  await form.getByLabel('Slug').fill(business.slug);
  await form.getByLabel('WhatsApp number').fill('9876 5432');
  await form.getByRole('button', { name: 'Add branch' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This slug is already taken, please choose another',
  );

  await form.getByLabel('Slug').fill(qurumSlug);
  await form.getByRole('button', { name: 'Add branch' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const qurumItem = list.locator(`[data-branch="${qurumSlug}"]`);
  await expect(qurumItem.getByRole('heading', { level: 2 })).toHaveText('Demo Cafe Qurum');
  await expect(qurumItem).toContainText(`/${qurumSlug}/menu`);
  await expect(qurumItem).toContainText(`+${QURUM_WHATSAPP}`);
  // Two branches: the header offers the switcher, on the main branch first.
  const switcher = page.getByLabel('Branch', { exact: true });
  await expect(switcher).toBeVisible();
  await expect(switcher.locator('option:checked')).toHaveText('Demo Cafe Muscat');

  // The customer at Qurum: the branch's name in the header and the shared menu.
  const customer = await customerAt(browser, qurumSlug);
  await expect(customer.locator('qr-menu')).toContainText('Demo Cafe Qurum');
  await expect(customer.getByRole('button', { name: 'Add Date Cake' })).toBeEnabled();
  // Their order goes to Qurum's WhatsApp number, with the number Qurum's board shows.
  await customer.getByRole('button', { name: 'Add Saffron Latte' }).click();
  await customer.getByRole('button', { name: /^View cart/ }).click();
  const cart = customer.getByRole('dialog', { name: 'Your Cart' });
  const popupOpened = customer.waitForEvent('popup');
  await cart.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  const popup = await popupOpened;
  const link = new URL(popup.url());
  expect(link.origin + link.pathname).toBe(`https://wa.me/${QURUM_WHATSAPP}`);
  const message = link.searchParams.get('text') ?? '';
  expect(message).toContain('1 x Saffron Latte - 1.200 OMR');
  const number = Number(/^Order no\.: (\d+)$/m.exec(message)?.[1]);
  expect(number, message).toBeGreaterThan(0);
  await popup.close();

  // The first branch's board has no order; Qurum's has this one.
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.orders-grid [data-order-number]')).toHaveCount(0);
  await switcher.selectOption({ label: 'Demo Cafe Qurum' });
  await expect(page.locator(`.orders-grid [data-order-number="${number}"]`)).toBeVisible();
  await expect(page.locator('.orders-grid [data-order-number]')).toHaveCount(1);
  // The choice is remembered: a reload opens Qurum's board again.
  await page.reload();
  await expect(switcher.locator('option:checked')).toHaveText('Demo Cafe Qurum');
  await expect(page.locator(`.orders-grid [data-order-number="${number}"]`)).toBeVisible();

  // Its QR code and menu link on the dashboard are Qurum's.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`/${qurumSlug}/menu$`) })).toBeVisible();

  // Qurum's own settings, also after a reload: no table yet (the first branch has two).
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Tables' })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tables' })).toHaveValue('');
  await switcher.selectOption({ label: 'Demo Cafe Muscat' });
  await expect(page.getByRole('textbox', { name: 'Tables' })).toHaveValue('1\n2');

  // The day report: the first branch's own has no order; all branches together have Qurum's.
  await page.goto('/admin/orders/report');
  const total = page.locator('.ui-page .day-report [data-report="total"] dd');
  await expect(page.locator('.ui-page .day-report [data-report="orders"] dd')).toHaveText(
    '0 orders',
  );
  await page.getByLabel('Branches', { exact: true }).selectOption({ label: 'All branches' });
  await expect(page.locator('.ui-page .day-report__business')).toHaveText(
    'Demo Cafe Muscat · all branches',
  );
  await expect(page.locator('.ui-page .day-report [data-report="orders"] dd')).toHaveText(
    '1 order',
  );
  await expect(total).toContainText('1.200');
  // The insights likewise: the first branch recorded no order, all branches one.
  await page.goto('/admin/dashboard');
  const recorded = page.locator('[data-figure="recorded"] .qm-figures__value');
  await expect(recorded).toHaveText('0');
  await page.getByLabel('Branches', { exact: true }).selectOption({ label: 'All branches' });
  await expect(recorded).toHaveText('1');
  await switcher.selectOption({ label: 'Demo Cafe Qurum' });

  // Sold out at Qurum only, from the dish's "At each branch" in the menu editor.
  await page.getByRole('link', { name: 'Menu Items' }).click();
  await page.getByRole('button', { name: 'Edit Date Cake' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'At each branch' })).toBeVisible();
  await dialog.getByLabel('Demo Cafe Qurum: availability').selectOption('sold_out');
  await expect(page.getByText('Saved for Demo Cafe Qurum')).toBeVisible();

  // The customer at Qurum cannot order it; at the first branch it is still there to order.
  await customer.reload();
  await expect(dishCard(customer, 'Date Cake')).toContainText('Sold out');
  await expect(customer.getByRole('button', { name: 'Add Date Cake' })).toBeDisabled();
  const first = await customerAt(browser, business.slug);
  await expect(first.getByRole('button', { name: 'Add Date Cake' })).toBeEnabled();
  await expect(dishCard(first, 'Date Cake')).not.toContainText('Sold out');
  await customer.context().close();
  await first.context().close();

  // A cashier the owner limits to Qurum on the team page works there: they land on Qurum's board.
  const cashier = await createConfirmedOwner(page);
  const member = await page.request.post('/rest/v1/business_members', {
    headers: authHeaders(SERVICE_ROLE_KEY),
    data: { business_id: business.id, user_id: cashier.userId, role: 'cashier' },
  });
  expect(member.status(), await member.text()).toBe(201);
  await page.goto('/admin/team');
  const ticks = page.getByRole('group', { name: `Branches of ${cashier.email}` });
  // Each tick is saved at once; the boxes show what the database holds.
  const tick = (name: string) => ticks.getByRole('checkbox', { name, exact: true });
  await tick('Every branch').click();
  await expect(tick('Every branch')).not.toBeChecked();
  await expect(tick('Demo Cafe Muscat')).toBeChecked();
  await tick('Demo Cafe Qurum').click();
  await expect(tick('Demo Cafe Qurum')).toBeChecked();
  await tick('Demo Cafe Muscat').click();
  await expect(tick('Demo Cafe Muscat')).not.toBeChecked();
  // The last branch ticked stays.
  await expect(tick('Demo Cafe Qurum')).toBeDisabled();
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cashierPage = await staff.newPage();
  await loginAs(cashierPage, cashier.email, cashier.password);
  await expect(cashierPage).toHaveURL(/\/admin\/orders$/);
  await expect(cashierPage.locator(`.orders-grid [data-order-number="${number}"]`)).toBeVisible();
  await staff.close();
});

test(
  'geometry: the branch switcher and the Branches page at 360 and 1280, in English and Arabic',
  GEOMETRY,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { owner, business } = await cafe(page);
    const added = await page.request.post('/rest/v1/rpc/create_branch', {
      headers: authHeaders(owner.accessToken),
      data: {
        business_id: business.id,
        slug: uniqueSlug('qurum'),
        name: 'Demo Cafe Qurum with a rather long branch name',
        name_ar: 'مقهى العرض فرع القرم',
        whatsapp: QURUM_WHATSAPP,
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    for (const lang of ['en', 'ar'] as const) {
      for (const width of [360, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const admin = await context.newPage();
        await loginAs(admin, owner.email, owner.password);
        await useAdminLang(context, lang);
        await admin.goto('/admin/branches');
        await expect(admin.locator('.branch-list__item')).toHaveCount(2);
        await expect(admin.locator('#branch-switcher')).toBeVisible();
        await expectGoodGeometry(admin, `/admin/branches ${lang} ${width}`);
        await admin.screenshot({
          path: `test-results/branches-admin-${lang}-${width}.png`,
          fullPage: true,
        });
        // The day report with its choice of this branch or all branches.
        await admin.goto('/admin/orders/report?branches=all');
        await expect(admin.locator('.ui-page .day-report [data-report="total"]')).toBeVisible();
        await expectGoodGeometry(admin, `/admin/orders/report ${lang} ${width}`);
        await admin.screenshot({
          path: `test-results/branches-report-${lang}-${width}.png`,
          fullPage: true,
        });
        // The dashboard's insights with the same choice.
        await admin.goto('/admin/dashboard');
        await expect(admin.locator('[data-figure="recorded"]')).toBeVisible();
        await expectGoodGeometry(admin, `/admin/dashboard ${lang} ${width}`);
        await admin.locator('.insights-panel').screenshot({
          path: `test-results/branches-insights-${lang}-${width}.png`,
        });
        await context.close();
      }
    }
  },
);
