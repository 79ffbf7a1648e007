import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  createBusinessFor,
  createConfirmedOwner,
  latestMail,
  loginAs,
  signUpUnconfirmed,
  uniqueEmail,
  uniqueSlug,
} from './support/factories.ts';
import { authHeaders } from './support/api.ts';
import { decodeQrPng, makePng } from './support/images.ts';

test('a new owner signs up, confirms, registers a business and gets a working QR code', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail();
  const password = 'secret-pass-123';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Need an account? Create one' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  // Typed with spaces and capitals: the screen trims and lowercases it.
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Check your email to verify your account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // The confirmation link brings the owner back to /login signed in, then on to registration.
  const mail = await latestMail(page, email);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/register-business$/);
  await expect(page.getByRole('heading', { name: 'Register your business' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(isSevere)).toEqual([]);

  // The slug follows the name until it is edited by hand; then the hand edit sticks.
  await page.getByLabel('Business name').fill('Karak House Muscat');
  await expect(page.getByLabel('Slug')).toHaveValue('karakhousemuscat');
  const slug = uniqueSlug('karak');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Business name').fill('Karak House');
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await expect(page.getByText('(available)')).toBeVisible();

  await page.getByLabel('Category').fill('coffee shop');
  await page.getByLabel('Description').fill('Karak tea and snacks');
  await page.getByLabel('WhatsApp number').fill('+968 9123 4567');
  await page.getByLabel('Headline').fill('Fresh karak all day');
  // A large photo: stored resized to 1600 px on its longest side, under the owner's folder.
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: makePng(2400, 1000),
  });
  await expect(page.getByRole('img', { name: 'Banner preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Register Business' }).click();

  await expect(page.getByText('Your business registered successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Karak House' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'QR Menu Admin navigation' });
  for (const link of ['Dashboard', 'Menu Items', 'Banner Upload']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter(isSevere)).toEqual([]);

  const menu = await page.request.post('/rest/v1/rpc/public_menu', {
    headers: authHeaders(),
    data: { slug },
  });
  const { business } = (await menu.json()) as {
    business: { name: string; whatsapp: string; headline: string; banner_url: string };
  };
  expect(business).toMatchObject({
    name: 'Karak House',
    whatsapp: '96891234567',
    headline: 'Fresh karak all day',
  });
  expect(business.banner_url).toMatch(
    /\/storage\/v1\/object\/public\/banners\/[0-9a-f-]{36}\/banner-\d+\.(webp|jpg)$/,
  );
  const bannerSize = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, business.banner_url);
  expect(bannerSize).toEqual([1600, 667]);

  // The downloaded PNG decodes to the public menu address.
  const menuUrl = `${baseURL}/${slug}/menu`;
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  const png = await download;
  expect(png.suggestedFilename()).toBe(`${slug}-menu-qr.png`);
  expect(await decodeQrPng(await png.path())).toBe(menuUrl);

  const svgDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download SVG' }).click();
  expect((await svgDownload).suggestedFilename()).toBe(`${slug}-menu-qr.svg`);

  await expect(page.getByTestId('qr-table-card')).toContainText('Karak House');
  await expect(page.getByLabel('Embed code')).toHaveValue(
    `<script type="module" src="${baseURL}/qr-menu.js"></script>\n<qr-menu slug="${slug}"></qr-menu>`,
  );

  // Copy puts the snippet on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.getByText('Embed code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `<qr-menu slug="${slug}"></qr-menu>`,
  );

  // Printing shows the table card alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('qr-table-card')).toBeVisible();
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy embed code' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Open menu shows the business's public menu in a new tab.
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open menu' }).click();
  const menuPage = await popup;
  await expect(menuPage).toHaveURL(menuUrl);
  await expect(menuPage.getByText('Karak House').first()).toBeVisible();

  await page.getByRole('link', { name: 'Manage Menu' }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
});

test('registration validates before anything is saved', async ({ page }) => {
  // Confirming through the mailed link signs the new user in on its way to registration.
  const { email } = await signUpUnconfirmed(page);
  const mail = await latestMail(page, email);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/register-business$/);

  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Business name')).toBeFocused();

  await page.getByLabel('Business name').fill('Admin');
  await expect(page.getByText('"admin" is reserved, please choose another slug')).toBeVisible();
  // Taken: the demo business already uses democafe.
  await page.getByLabel('Slug').fill('democafe');
  await expect(page.getByText('This slug is already taken, please choose another')).toBeVisible();

  await page.getByLabel('Banner image').setInputFiles({
    name: 'menu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('Only image files are accepted')).toBeVisible();

  await page.getByLabel('Category').fill('restaurant');
  await page.getByLabel('Description').fill('Food');
  await page.getByLabel('WhatsApp number').fill('12');
  await page.getByRole('button', { name: 'Register Business' }).click();
  // The message says what to type, as an Omani writes a mobile or with a country code.
  await expect(
    page
      .getByText(/Type an Omani mobile number \(for example 9123 4567\), or another country/)
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register-business$/);
});

test('a banner that cannot be uploaded leaves no business behind', async ({ page }) => {
  const owner = await createConfirmedOwner(page);
  await loginAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/register-business$/);
  const slug = uniqueSlug('broken');
  await fillRegistration(page, slug);
  await page.getByLabel('Banner image').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByText('Failed to upload Banner Image')).toBeVisible();
  await expect(page).toHaveURL(/\/register-business$/);
  expect(await publicMenu(page, slug)).toBeNull();
  // Nothing was lost: the form still holds what the owner typed.
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
});

test('a failed insert is shown inline and its uploaded banner is removed again', async ({
  page,
}) => {
  const owner = await createConfirmedOwner(page);
  await loginAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/register-business$/);
  // The form shows once the page has checked the owner has no business yet.
  await expect(page.getByRole('heading', { name: 'Register your business' })).toBeVisible();
  // Meanwhile the same owner registers a business elsewhere: one business per owner.
  await createBusinessFor(page, owner);
  const uploads: string[] = [];
  page.on('request', (request) => {
    const match = /\/storage\/v1\/object\/(banners\/[^?]+)/.exec(request.url());
    if (match?.[1] && request.method() === 'POST') uploads.push(match[1]);
  });
  const slug = uniqueSlug('second');
  await fillRegistration(page, slug);
  await page.getByLabel('Banner image').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: makePng(800, 400),
  });
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Error: / })).toContainText(
    'This account already has a business',
  );
  expect(await publicMenu(page, slug)).toBeNull();
  // The banner and its renditions were uploaded, and every one is removed again.
  expect(uploads.map((u) => u.replace(/.*\/banner-\d+/, 'banner'))).toEqual([
    'banner.webp',
    'banner-320.webp',
    'banner-480.webp',
    'banner-640.webp',
    'banner-800.webp',
  ]);
  for (const upload of uploads) {
    const stored = await page.request.get(`/storage/v1/object/public/${upload}`);
    // storage-api answers a missing object with HTTP 400 and code NoSuchKey (statusCode '404').
    expect(stored.status(), upload).toBe(400);
    expect(((await stored.json()) as { code: string }).code, upload).toBe('NoSuchKey');
  }
});

test('registering without logging in is refused', async ({ page }) => {
  await page.goto('/register-business');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByLabel('Business name').fill('Nobody Cafe');
  await page.getByLabel('Category').fill('cafe');
  await page.getByLabel('Description').fill('Coffee');
  await page.getByLabel('WhatsApp number').fill('96891234567');
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByText('You must be logged in to register your business')).toBeVisible();
});

async function fillRegistration(page: Page, slug: string) {
  await page.getByLabel('Business name').fill('Second Cafe');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Category').fill('cafe');
  await page.getByLabel('Description').fill('Coffee');
  await page.getByLabel('WhatsApp number').fill('96891234567');
}

async function publicMenu(page: Page, slug: string): Promise<unknown> {
  const response = await page.request.post('/rest/v1/rpc/public_menu', {
    headers: authHeaders(),
    data: { slug },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

function isSevere(violation: { impact?: string | null }): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical';
}
