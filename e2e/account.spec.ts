// Account recovery and settings: a forgotten password recovered through the mailed link,
// and an owner changing password and email and signing out everywhere, all through the dev mailbox.
import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  latestMail,
  loginAs,
  uniqueEmail,
} from './support/factories.ts';
import { DEV_HEADERS } from '../server/testing/dev-token.ts';

async function passwordWorks(page: Page, email: string, password: string): Promise<boolean> {
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: authHeaders(),
    data: { email, password },
  });
  return response.ok();
}

test('a forgotten password is recovered through the mailed link', async ({ page }) => {
  const owner = await createConfirmedOwner(page);
  await createBusinessFor(page, owner);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill(owner.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = 'If an account uses that email, a reset link is on its way. Check your inbox.';
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();

  // An unknown address gets the very same answer and no mail.
  const stranger = uniqueEmail('nobody');
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();
  expect(
    await (await page.request.get(`/_dev/mail?to=${stranger}`, { headers: DEV_HEADERS })).json(),
  ).toEqual([]);

  const mail = await latestMail(page, owner.email);
  expect(mail.link).toContain('type=recovery');
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(`For ${owner.email}.`)).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-typo');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  expect(await passwordWorks(page, owner.email, 'brand-new-pass')).toBe(true);
  expect(await passwordWorks(page, owner.email, owner.password)).toBe(false);

  // The link works once.
  await page.goto(mail.link);
  await expect(page.getByText(/This reset link cannot be used/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('an owner changes password and email and signs out everywhere', async ({ page, browser }) => {
  const owner = await createConfirmedOwner(page);
  await createBusinessFor(page, owner);
  // Another device of the owner, signed in before any of this.
  const other = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: authHeaders(),
    data: { email: owner.email, password: owner.password },
  });
  const otherRefresh = ((await other.json()) as { refresh_token: string }).refresh_token;

  await loginAs(page, owner.email, owner.password);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(`You log in as ${owner.email}.`)).toBeVisible();

  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('New password', { exact: true }).fill(owner.password);
  await passwordForm.getByLabel('Confirm new password').fill(owner.password);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(
      'Could not change the password: New password should be different from the old password.',
    ),
  ).toBeVisible();
  // A failed save keeps what was typed.
  await expect(passwordForm.getByLabel('Confirm new password')).toHaveValue(owner.password);
  await passwordForm.getByLabel('New password', { exact: true }).fill('second-pass-1');
  await passwordForm.getByLabel('Confirm new password').fill('second-pass-1');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  expect(await passwordWorks(page, owner.email, 'second-pass-1')).toBe(true);

  const newEmail = uniqueEmail('moved');
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await emailForm.getByLabel('Email').fill(newEmail);
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(
    page.getByText(`Check ${newEmail} and open the link to confirm the change.`),
  ).toBeVisible();
  // Nothing changes until the new address confirms.
  expect(await passwordWorks(page, owner.email, 'second-pass-1')).toBe(true);
  const mail = await latestMail(page, newEmail);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/admin\/account/);
  await expect(page.getByText(`You log in as ${newEmail}.`)).toBeVisible();
  expect(await passwordWorks(page, newEmail, 'second-pass-1')).toBe(true);
  expect(await passwordWorks(page, owner.email, 'second-pass-1')).toBe(false);

  // A second browser signed in now, to be signed out by the button too.
  const context = await browser.newContext();
  const second = await context.newPage();
  await loginAs(second, newEmail, 'second-pass-1');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You are signed out on every device.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const refreshed = await page.request.post('/auth/v1/token?grant_type=refresh_token', {
    headers: authHeaders(),
    data: { refresh_token: otherRefresh },
  });
  expect(refreshed.status()).toBe(400);
  // The other browser's next start finds its session gone.
  await second.reload();
  await second.goto('/admin/account');
  await expect(second).toHaveURL(/\/login$/);
  await context.close();
});
