// The superadmin's journey in Chromium: log in, see every business, open one's menu, edit and delete
// its items from All Menus, and the customer menu follows. Always on a business this test creates,
// never on democafe (other suites read it in parallel). Owners are kept out, by the app and the database.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  uniqueSlug,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';

// A 1x1 PNG: menu images must be images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Item {
  id: string;
  name: string;
  image_path: string | null;
  image_url: string | null;
}

async function createCategory(
  request: APIRequestContext,
  owner: TestUser,
  business: TestBusiness,
  name: string,
): Promise<string> {
  const response = await request.post('/rest/v1/categories', {
    headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
    data: { business_id: business.id, name },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

/** Uploads a picture into the owner's folder of menu-images, as the menu screen does. */
async function uploadImage(request: APIRequestContext, owner: TestUser): Promise<string> {
  const imagePath = `${owner.userId}/${Date.now()}.png`;
  const response = await request.post(`/storage/v1/object/menu-images/${imagePath}`, {
    headers: { ...authHeaders(owner.accessToken), 'Content-Type': 'image/png' },
    data: PNG,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return imagePath;
}

async function createItem(
  request: APIRequestContext,
  owner: TestUser,
  business: TestBusiness,
  fields: {
    name: string;
    price: number;
    category_id: string;
    image_path?: string;
    hidden?: boolean;
    sold_out?: boolean;
  },
): Promise<Item> {
  // Same origin as the app, so a root-relative public URL is enough here.
  const image_url = fields.image_path
    ? `/storage/v1/object/public/menu-images/${fields.image_path}`
    : null;
  const response = await request.post('/rest/v1/menu_items', {
    headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
    data: {
      business_id: business.id,
      description: 'Made in the test kitchen',
      image_url,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [row] = (await response.json()) as Item[];
  return row!;
}

/** Serious and critical accessibility violations axe finds on the page as it is now. */
async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

/** The business card on the dashboard, found through the search box like a superadmin would. */
async function findCard(page: Page, search: string, businessName: string) {
  await page.getByLabel('Search businesses').fill(search);
  const card = page.getByRole('article', { name: businessName });
  await expect(card).toBeVisible();
  return card;
}

test('the superadmin reviews every business and edits and deletes items across them', async ({
  page,
  request,
}) => {
  const owner = await createConfirmedOwner(request);
  const slug = uniqueSlug('spice');
  const business = await createBusinessFor(request, owner, {
    slug,
    name: `Spice Corner ${slug}`,
    category: 'restaurant',
  });
  const categoryId = await createCategory(request, owner, business, 'Grills');
  const tag = slug.slice(-6);
  const keep = await createItem(request, owner, business, {
    name: `Mixed Grill ${tag}`,
    price: 3.5,
    category_id: categoryId,
  });
  const imagePath = await uploadImage(request, owner);
  const doomed = await createItem(request, owner, business, {
    name: `Shish Tawook ${tag}`,
    price: 2.25,
    category_id: categoryId,
    image_path: imagePath,
    hidden: true,
    sold_out: true,
  });
  const imageUrl = `/storage/v1/object/public/menu-images/${imagePath}`;
  expect((await request.get(imageUrl)).status()).toBe(200);

  // Logging in as the superadmin lands on the dashboard.
  await loginAs(page, DEMO.superadmin.email, DEMO.superadmin.password);
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'All businesses' })).toBeVisible();
  await expect(page.getByText(/^\d+ businesses$/)).toBeVisible();

  // Every business is there: the demo one and the one this test made, with owner and item count.
  const demo = await findCard(page, DEMO.slug, DEMO.businessName);
  await expect(demo).toContainText(DEMO.owner.email);
  const card = await findCard(page, owner.email, business.name);
  await expect(card).toContainText(slug);
  await expect(card).toContainText('restaurant');
  await expect(card).toContainText('2 items');
  await expect(card.locator('[data-status]')).toHaveText('Live');
  expect(await severeViolations(page)).toEqual([]);
  await expect(card.getByRole('link', { name: `Public menu of ${business.name}` })).toHaveAttribute(
    'href',
    `/${slug}/menu`,
  );

  // Manage Menu opens that business's menu list.
  await card.getByRole('link', { name: `Manage Menu of ${business.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/superadmin/${slug}/menu$`));
  await expect(page.getByRole('heading', { name: business.name })).toBeVisible();
  const menu = page.getByRole('list', { name: 'Menu items' });
  await expect(menu.getByRole('listitem')).toHaveCount(2);
  await expect(menu.getByRole('listitem').filter({ hasText: keep.name })).toContainText(
    '3.500 OMR',
  );
  await expect(menu.getByRole('listitem').filter({ hasText: doomed.name })).toContainText('Grills');
  // What customers do not see, or cannot order, is marked; a dish on sale is not.
  await expect(
    menu.getByRole('heading', { name: `${doomed.name} Hidden Sold out`, exact: true }),
  ).toBeVisible();
  await expect(menu.getByRole('heading', { name: keep.name, exact: true })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  // All Menus from the sidebar: edit one item.
  await page.getByRole('link', { name: 'All Menus' }).click();
  await expect(page).toHaveURL(/\/superadmin\/all-menu/);
  await expect(page.getByRole('columnheader', { name: 'Price (OMR)' })).toBeVisible();
  await page.getByLabel('Search items').fill(tag);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  const keepRow = table.getByRole('row').filter({ hasText: keep.name });
  await expect(keepRow).toContainText(business.name);
  await expect(keepRow).toContainText('3.500');

  await keepRow.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await expect(dialog.getByLabel('Name')).toHaveValue(keep.name);
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByLabel('Name').fill(' ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Required fields missing');
  await dialog.getByLabel('Name').fill(keep.name);
  await dialog.getByLabel('Price (OMR)').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter the price as a number, for example 1.500',
  );
  const renamed = `Royal Grill ${tag}`;
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByLabel('Price (OMR)').fill('4.125');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${renamed} updated`)).toBeVisible();
  const renamedRow = table.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toContainText('4.125');

  // Delete the other, after the confirmation.
  const doomedRow = table.getByRole('row').filter({ hasText: doomed.name });
  await doomedRow.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(doomedRow).toBeVisible();
  await doomedRow.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${doomed.name} deleted`)).toBeVisible();
  await expect(doomedRow).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Its image left storage with it.
  // storage-api's missing object: HTTP 400 with code NoSuchKey.
  const image = await request.get(imageUrl);
  expect(image.status()).toBe(400);
  expect(((await image.json()) as { code: string }).code).toBe('NoSuchKey');

  // The customer menu shows the change.
  await page.goto(`/${slug}/menu`);
  await expect(page.getByText(renamed)).toBeVisible();
  await expect(page.getByText('4.125 OMR')).toBeVisible();
  await expect(page.getByText(doomed.name)).toHaveCount(0);
  await expect(page.getByText(keep.name)).toHaveCount(0);
});

test('an unknown slug shows Business not found', async ({ page }) => {
  await loginAs(page, DEMO.superadmin.email, DEMO.superadmin.password);
  await page.goto('/superadmin/nosuchbusiness404/menu');
  await expect(page.getByRole('heading', { name: 'Business not found' })).toBeVisible();
});

test('an owner cannot open the superadmin pages nor change another business through the API', async ({
  page,
  request,
}) => {
  const [victim, intruder] = await Promise.all([
    createConfirmedOwner(request),
    createConfirmedOwner(request),
  ]);
  const victimBusiness = await createBusinessFor(request, victim);
  await createBusinessFor(request, intruder);
  const categoryId = await createCategory(request, victim, victimBusiness, 'Sweets');
  const item = await createItem(request, victim, victimBusiness, {
    name: 'Kunafa',
    price: 1.5,
    category_id: categoryId,
  });

  await loginAs(page, intruder.email, intruder.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  for (const path of [
    '/superadmin/dashboard',
    '/superadmin/all-menu',
    `/superadmin/${victimBusiness.slug}/menu`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Only the superadmin can open that page')).toBeVisible();
  }

  // Straight at the API with the owner's own token: the database matches no row to change.
  const where = `/rest/v1/menu_items?id=eq.${item.id}`;
  const headers = { ...authHeaders(intruder.accessToken), Prefer: 'return=representation' };
  const update = await request.patch(where, { headers, data: { name: 'Hijacked', price: 0 } });
  expect(update.ok()).toBe(true);
  expect(await update.json()).toEqual([]);
  const remove = await request.delete(where, { headers });
  expect(await remove.json()).toEqual([]);

  const menu = await request.post('/rest/v1/rpc/public_menu', {
    headers: authHeaders(),
    data: { slug: victimBusiness.slug },
  });
  const body = (await menu.json()) as { items: { id: string; name: string; price: number }[] };
  expect(body.items).toEqual([
    expect.objectContaining({ id: item.id, name: 'Kunafa', price: 1.5 }),
  ]);
});
