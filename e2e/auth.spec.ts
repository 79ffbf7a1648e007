import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  latestMail,
  removeRole,
  signUpUnconfirmed,
} from './support/factories.ts';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

test('the login screen checks the email and the password before sending', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Confirmation' })).toBeVisible();
  const severe = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe).toEqual([]);

  await fillLogin(page, 'owner.example.com', '123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();

  // Sign-up mode has the other title, the same checks and no Resend Confirmation.
  await page.getByRole('button', { name: 'Need an account? Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Confirmation' })).toHaveCount(0);
  await fillLogin(page, 'someone@example.test', '12345');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing up with a registered email shows the backend reason', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Need an account? Create one' }).click();
  await fillLogin(page, DEMO.owner.email, 'another-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Sign up failed: User already registered')).toBeVisible();
});

test('an unconfirmed user is refused, can resend the mail, and a wrong password is refused', async ({
  page,
}) => {
  const { email, password } = await signUpUnconfirmed(page);
  await page.goto('/login');
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please confirm your email before logging in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const first = await latestMail(page, email);
  await page.getByRole('button', { name: 'Resend Confirmation' }).click();
  await expect(page.getByText('Confirmation email resent. Please check your inbox.')).toBeVisible();
  await expect.poll(async () => (await latestMail(page, email)).link).not.toBe(first.link);

  await fillLogin(page, email, 'wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login failed: Invalid login credentials')).toBeVisible();
});

test('a resend the backend refuses is reported', async ({ page }) => {
  await page.goto('/login');
  // Valid to the form (it has an @) but longer than any mailbox the backend accepts.
  await page.getByLabel('Email').fill(`${'x'.repeat(250)}@example.test`);
  await page.getByRole('button', { name: 'Resend Confirmation' }).click();
  await expect(page.getByText(/^Failed to resend Confirmation: /)).toBeVisible();
});

test('log in routes the superadmin, an owner and a user without a business', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, `  ${DEMO.superadmin.email.toUpperCase()} `, DEMO.superadmin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/superadmin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, DEMO.owner.email, DEMO.owner.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.businessName}` })).toBeVisible();
  await page.getByRole('navigation').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const newcomer = await createConfirmedOwner(page);
  await fillLogin(page, newcomer.email, newcomer.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/register-business$/);
});

test('an owner whose role row is missing is told and signed out', async ({ page }) => {
  const owner = await createConfirmedOwner(page);
  await createBusinessFor(page, owner);
  await removeRole(page, owner.userId);
  await page.goto('/login');
  await fillLogin(page, owner.email, owner.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('User role not assigned, please contact admin')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out: the guarded pages send them back to log in.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
