// Beside the item form and the banner editor, the owner sees the customer menu drawn by the
// same shared/ui/menu components, with what they type and before anything is saved.
import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';

async function ownerWithItem(page: Page) {
  const owner = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, owner, { name: 'Preview Cafe' });
  const headers = authHeaders(owner.accessToken);
  const category = await page.request.post('/rest/v1/categories', {
    headers: { ...headers, Prefer: 'return=representation' },
    data: { business_id: business.id, name: 'Hot drinks' },
  });
  expect(category.status(), await category.text()).toBe(201);
  const [{ id: categoryId }] = (await category.json()) as [{ id: string }];
  const created = await page.request.post('/rest/v1/menu_items', {
    headers,
    data: { business_id: business.id, category_id: categoryId, name: 'Karak Tea', price: 0.2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginAs(page, owner.email, owner.password);
  return { owner, business, headers };
}

async function saved(page: Page, path: string, headers: Record<string, string>) {
  const response = await page.request.get(`/rest/v1/${path}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

test('the item preview follows the name and price as the owner types, and saves nothing until Save', async ({
  page,
}) => {
  const { business, headers } = await ownerWithItem(page);
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'Edit Karak Tea' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
  const preview = edit.getByTestId('customer-preview');
  const card = preview.locator('.qm-item');
  await expect(preview.getByRole('heading', { name: 'Hot drinks' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Karak Tea' })).toBeVisible();
  await expect(card).toContainText('0.200 OMR');

  await edit.getByLabel('Name *').fill('Saffron Karak');
  await expect(card.getByRole('heading', { name: 'Saffron Karak' })).toBeVisible();
  await edit.getByLabel('Price (OMR) *').fill('0.45');
  await expect(card).toContainText('0.450 OMR');
  await edit.getByRole('checkbox', { name: /Sold out/ }).check();
  await expect(card).toContainText('Sold out');

  // Nothing reached the database while typing.
  const before = await saved(
    page,
    `menu_items?business_id=eq.${business.id}&select=name,price`,
    headers,
  );
  expect(before).toEqual([{ name: 'Karak Tea', price: 0.2 }]);

  await edit.getByRole('checkbox', { name: /Sold out/ }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const after = await saved(
    page,
    `menu_items?business_id=eq.${business.id}&select=name,price`,
    headers,
  );
  expect(after).toEqual([{ name: 'Saffron Karak', price: 0.45 }]);
});

test('the banner preview shows the new headline before it is saved', async ({ page }) => {
  const { business, headers } = await ownerWithItem(page);
  await page.goto('/admin/banner');
  const preview = page.getByTestId('customer-preview');
  await expect(preview.getByRole('heading', { name: 'Preview Cafe' })).toBeVisible();

  await page.getByLabel('Headline').fill('Fresh karak every morning');
  await expect(preview.getByText('Fresh karak every morning')).toBeVisible();
  expect(await saved(page, `businesses?id=eq.${business.id}&select=headline`, headers)).toEqual([
    { headline: null },
  ]);

  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByText('Banner updated successfully')).toBeVisible();
  expect(await saved(page, `businesses?id=eq.${business.id}&select=headline`, headers)).toEqual([
    { headline: 'Fresh karak every morning' },
  ]);
});

test('on a phone-width screen the preview folds below the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await ownerWithItem(page);
  await page.goto('/admin/banner');
  const form = await page.getByRole('button', { name: 'Save banner' }).boundingBox();
  const phone = await page.getByTestId('customer-preview').boundingBox();
  expect(phone!.y).toBeGreaterThan(form!.y);
});
