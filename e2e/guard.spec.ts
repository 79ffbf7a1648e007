import { expect, test } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  removeRole,
} from './support/factories.ts';

test('anonymous visitors are sent to /login from every guarded page', async ({ page }) => {
  for (const path of ['/admin/dashboard', '/admin/menu', '/superadmin/dashboard', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }
});

test('an owner cannot open the superadmin pages', async ({ page }) => {
  await loginAs(page, DEMO.owner.email, DEMO.owner.password);
  await page.goto('/superadmin/dashboard');
  await expect(page.getByText('Only the superadmin can open that page')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a business owner without a role row is refused', async ({ page }) => {
  const owner = await createConfirmedOwner(page);
  await createBusinessFor(page, owner);
  await loginAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await removeRole(page, owner.userId);
  await page.goto('/admin/menu');
  await expect(page.getByText('User role not assigned, please contact admin')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an owner whose business is gone is sent home', async ({ page }) => {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner);
  await loginAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const removed = await page.request.delete(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
  });
  expect(removed.ok()).toBe(true);
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Your Business not found')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user without a business is sent home from /admin', async ({ page }) => {
  const user = await createConfirmedOwner(page);
  await loginAs(page, user.email, user.password);
  await expect(page).toHaveURL(/\/register-business$/);
  await page.goto('/admin/banner');
  await expect(page.getByText('Your Business not found')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the superadmin passes the guard without a business', async ({ page }) => {
  await loginAs(page, DEMO.superadmin.email, DEMO.superadmin.password);
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'QR Menu Superadmin navigation' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'All Menus' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'All Menus' }).click();
  await expect(page).toHaveURL(/\/superadmin\/all-menu$/);
});
