// An owner whose sign-in is older than the server's window changes the password on the
// account page by typing the code GoTrue's reauthentication mailed, in English and in Arabic. This
// journey runs its own server in the test process (the built app from dist/), because making a
// session old means writing auth.sessions, which only the server's own database handle can.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { confirmedUser, mailTo } from '../server/auth/test-users.ts';
import { anonClient } from '../server/testing/clients.ts';
import { startTestServer, type TestServer } from '../server/testing/test-server.ts';

let ts: TestServer;

test.beforeAll(async () => {
  ts = await startTestServer({ distDir: path.resolve('dist') });
});
test.afterAll(async () => {
  await ts?.stop();
});

async function ownerWithBusiness(label: string) {
  const owner = await confirmedUser(ts.url, label);
  const slug = `reauth${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const { error } = await owner.client
    .from('businesses')
    .insert({ name: 'Reauth Cafe', whatsapp: '96890000001', slug, owner_id: owner.id });
  expect(error).toBeNull();
  return owner;
}

async function logIn(page: Page, email: string) {
  await page.goto(`${ts.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}

/** The sign-in happened an hour ago, as far as the server knows. */
async function ageSessions(userId: string) {
  await ts.db.query(
    `update auth.sessions set created_at = now() - interval '1 hour' where user_id = $1`,
    [userId],
  );
}

async function latestCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const [mail] = await mailTo(ts.url, email);
      code = mail?.subject === 'Confirm reauthentication' ? (mail.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('an older session changes the password with the mailed code', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await ownerWithBusiness('reauth-en');
  await logIn(page, owner.email);
  await ageSessions(owner.id);

  await page.goto(`${ts.url}/admin/account`);
  await page.getByLabel('New password', { exact: true }).fill('changed-password');
  await page.getByLabel('Confirm new password').fill('changed-password');
  await page.getByRole('button', { name: 'Change password' }).click();

  const form = page.getByRole('form', { name: 'Confirm it is you' });
  await expect(form).toBeVisible();
  await page.screenshot({ path: '/tmp/la-reauth-en-1280.png' });
  await expect(form).toContainText(`enter the 6-digit code we just sent to ${owner.email}`);
  const code = await latestCode(owner.email);

  // A wrong code is refused in words, and spends the code: a new one must be sent.
  await form.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/This code is wrong or has expired/)).toBeVisible();

  await ts.db.query(
    `update auth.users set reauthentication_sent_at = now() - interval '2 minutes' where id = $1`,
    [owner.id],
  );
  await form.getByRole('button', { name: 'Send a new code' }).click();
  await expect(form.getByRole('status')).toHaveText('A new code is on its way.');
  await expect.poll(() => latestCode(owner.email)).not.toBe(code);
  await form.getByLabel('Code from the email').fill(await latestCode(owner.email));
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form).toBeHidden();

  const signIn = await anonClient(ts.url).auth.signInWithPassword({
    email: owner.email,
    password: 'changed-password',
  });
  expect(signIn.error).toBeNull();
});

test('the code is asked for in Arabic too, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerWithBusiness('reauth-ar');
  await logIn(page, owner.email);
  await ageSessions(owner.id);
  // The admin app's language, remembered per device (admin/lib/i18n/language.ts).
  await page.evaluate(() => window.localStorage.setItem('qrmenu.admin.lang', 'ar'));
  await page.goto(`${ts.url}/admin/account`);
  await page.locator('input[autocomplete="new-password"]').first().fill('changed-password');
  await page.locator('input[autocomplete="new-password"]').nth(1).fill('changed-password');
  await page
    .locator('form')
    .filter({ has: page.locator('input[autocomplete="new-password"]') })
    .getByRole('button')
    .click();

  const form = page.getByRole('form', { name: 'أكّد أنك صاحب الحساب' });
  await expect(form).toBeVisible();
  await expect(form).toContainText('أدخل الرمز المكوّن من 6 أرقام');
  await form.getByLabel('الرمز من البريد').fill(await latestCode(owner.email));
  await page.screenshot({ path: '/tmp/la-reauth-ar-390.png', fullPage: true });
  // Nothing spills sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: 'تأكيد' }).click();
  await expect(form).toBeHidden();
});

test('a refused second mail leaves the code box open for the code already mailed, and a changed password leaves its fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const owner = await ownerWithBusiness('reauth-again');
  await logIn(page, owner.email);
  await ageSessions(owner.id);

  await page.goto(`${ts.url}/admin/account`);
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  await password.fill('changed-password');
  await confirm.fill('changed-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Confirm it is you' });
  await expect(form).toBeVisible();
  const code = await latestCode(owner.email);

  // Cancelled, then tried again within the minute: the server sends no second mail, and says so.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/seconds|minute/).first()).toBeVisible();
  // The box is there all the same, and the code from the first mail still works.
  await expect(form).toBeVisible();
  await form.getByLabel('Code from the email').fill(code);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(password).toHaveValue('');
  await expect(confirm).toHaveValue('');
});
