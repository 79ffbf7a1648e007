// In Chromium: a new owner types WhatsApp "9123 4567" as Omanis write it and orders go to
// wa.me/96891234567; the owner corrects the number and renames the slug on the profile page, and
// the old /{slug}/menu (a printed QR code) still opens the menu; the superadmin suspends the
// business and the menu says it is unavailable while the owner reads why.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import { createConfirmedOwner, loginAs, uniqueSlug, type TestUser } from './support/factories.ts';
import { decodeQrPng, makePng } from './support/images.ts';
import { checkoutOpens, stubWhatsapp } from './support/whatsapp.ts';
import { shortName } from '../shared/short-names.ts';

async function addDish(page: Page, owner: TestUser, businessId: string) {
  const response = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.accessToken),
    data: { business_id: businessId, name: 'Karak Tea', price: 0.2 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A customer in a fresh browser orders one Karak Tea: the wa.me number the checkout opens. */
async function customerOrders(browser: Browser, slug: string, number: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await stubWhatsapp(page);
  await page.goto(`/${slug}/menu`);
  await page.getByRole('button', { name: 'Add Karak Tea' }).click();
  await page.getByRole('button', { name: /^View cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Cart' });
  await checkoutOpens(
    page,
    () => dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click(),
    {
      number,
      // A new business records orders: the message carries the day's number.
      text: `Hello Profile Cafe, I would like to order:\n1 x Karak Tea - 0.200 OMR\nTotal: 0.200 OMR\nOrder no.: {n}`,
    },
  );
  await context.close();
}

test('WhatsApp as Omanis type it, a profile the owner corrects, an old slug that still opens, a suspension', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createConfirmedOwner(page);
  await loginAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/register-business$/);

  const slug = uniqueSlug('prof');
  await page.getByLabel('Business name').fill('Profile Cafe');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Category').fill('coffee shop');
  await page.getByLabel('Description').fill('Karak and snacks');
  // As an Omani writes a mobile number: 8 digits, no country code.
  await page.getByLabel('WhatsApp number').fill('9123 4567');
  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const stored = await page.request.post('/rest/v1/rpc/public_menu', {
    headers: authHeaders(),
    data: { slug },
  });
  const { business } = (await stored.json()) as { business: { id: string; whatsapp: string } };
  expect(business.whatsapp).toBe('96891234567');
  await addDish(page, owner, business.id);
  await customerOrders(browser, slug, '96891234567');

  // The profile page, from the admin navigation: the link orders open, and a test message.
  await page
    .getByRole('navigation', { name: 'QR Menu Admin navigation' })
    .getByRole('link', { name: 'Business profile' })
    .click();
  await expect(page.getByRole('heading', { name: 'Business profile', level: 1 })).toBeVisible();
  const number = page.getByLabel('WhatsApp number');
  await expect(number).toHaveValue('+96891234567');
  await expect(page.getByTestId('wa-link')).toHaveText('https://wa.me/96891234567');

  // A landline is refused with what to type; the failed save keeps everything typed.
  await number.fill('2412 3456');
  await page.getByLabel('Instagram').fill('@profile.cafe');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByText(/That is not an Omani mobile number\. Type the 8 digits/),
  ).toBeVisible();
  await expect(number).toHaveValue('2412 3456');
  await expect(page.getByLabel('Instagram')).toHaveValue('@profile.cafe');

  await number.fill('7123 4567');
  await expect(page.getByTestId('wa-link')).toHaveText('https://wa.me/96871234567');
  await expect(page.getByRole('link', { name: 'Send a test message' })).toHaveAttribute(
    'href',
    `https://wa.me/96871234567?text=${encodeURIComponent('Test message from the QR menu of Profile Cafe')}`,
  );
  await page.getByLabel('Phone number').fill('2412 3456');
  await page.getByLabel('Map link').fill('maps.app.goo.gl/profilecafe');
  const renamed = uniqueSlug('renamed');
  await page.getByLabel('Slug').fill(renamed);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await customerOrders(browser, renamed, '96871234567');

  // A logo, resized in the browser and stored under the owner's folder, shown on the profile page,
  // in the menu header and, when asked, in the middle of the dashboard's QR code, which still reads.
  await page.getByLabel('Logo image').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(1200, 1200),
  });
  await expect(page.getByRole('img', { name: 'Logo of Profile Cafe' })).toBeVisible();
  const logoUrl = await page.getByRole('img', { name: 'Logo of Profile Cafe' }).getAttribute('src');
  expect(logoUrl).toContain(`/storage/v1/object/public/banners/${owner.userId}/logo-`);
  await page.getByLabel('Show the logo in the middle of the dashboard QR code').check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.goto('/admin/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PNG' }).click();
  expect(await decodeQrPng(await (await download).path())).toBe(
    new URL(`/${renamed}/menu`, page.url()).href,
  );

  // The old slug, as printed on a QR code, still opens the menu, now at its new address.
  const customer = await browser.newContext();
  const old = await customer.newPage();
  await old.goto(`/${slug}/menu?table=1`);
  await expect(old).toHaveURL(new RegExp(`/${renamed}/menu\\?table=1$`));
  await expect(old.getByRole('heading', { name: 'Profile Cafe', level: 1 })).toBeVisible();
  await expect(old.locator(`qr-menu header img.${shortName('qm-logo')}`)).toHaveAttribute(
    'src',
    logoUrl ?? '',
  );
  // The header shows the profile's links.
  await expect(old.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/profile.cafe',
  );
  await expect(old.getByRole('link', { name: '+96824123456' })).toHaveAttribute(
    'href',
    'tel:+96824123456',
  );
  await expect(old.getByRole('link', { name: 'Map' })).toHaveAttribute(
    'href',
    'https://maps.app.goo.gl/profilecafe',
  );

  // The superadmin suspends the business with a reason.
  const admin = await browser.newContext();
  const superadmin = await admin.newPage();
  await loginAs(superadmin, DEMO.superadmin.email, DEMO.superadmin.password);
  await superadmin.goto(`/superadmin/${renamed}/profile`);
  await superadmin.getByLabel('Reason, shown to the owner').fill('Unpaid subscription');
  await superadmin.getByRole('button', { name: 'Suspend business' }).click();
  await expect(superadmin.getByText('Business suspended')).toBeVisible();

  // The customer reads whose menu it is, and that it is unavailable.
  await old.goto(`/${renamed}/menu`);
  await expect(old.getByRole('heading', { name: 'Profile Cafe' })).toBeVisible();
  await expect(old.getByText('Menu unavailable')).toBeVisible();
  await expect(old.getByRole('button', { name: 'Add Karak Tea' })).toHaveCount(0);
  await old.goto(`/${slug}/menu`);
  await expect(old.getByRole('heading', { name: 'Profile Cafe' })).toBeVisible();
  await expect(old.getByText('Menu unavailable')).toBeVisible();

  // The superadmin's card says so.
  await superadmin.goto(`/superadmin/dashboard?q=${renamed}`);
  const card = superadmin.locator(`article[data-slug="${renamed}"]`);
  await expect(card.getByText('Suspended · Unpaid subscription')).toBeVisible();

  // The owner reads why on every page, not only the dashboard.
  for (const path of ['/admin/dashboard', '/admin/menu', '/admin/orders', '/admin/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Your menu is suspended' })).toBeVisible();
    await expect(page.getByText('Reason: Unpaid subscription')).toBeVisible();
  }

  // Lifted: the menu is back.
  await superadmin.goto(`/superadmin/${renamed}/profile`);
  await superadmin.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(superadmin.getByText('Suspension lifted')).toBeVisible();
  await old.goto(`/${renamed}/menu`);
  await expect(old.getByRole('button', { name: 'Add Karak Tea' })).toBeVisible();
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { name: 'Your menu is suspended' })).toHaveCount(0);
  await customer.close();
  await admin.close();
});

for (const width of [390, 1280]) {
  for (const lang of ['en', 'ar'] as const) {
    test(`the profile page fits ${width} px in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const owner = await createConfirmedOwner(page);
      const response = await page.request.post('/rest/v1/businesses', {
        headers: { ...authHeaders(owner.accessToken), Prefer: 'return=representation' },
        data: {
          name: 'Profile Cafe',
          name_ar: 'مقهى الملف',
          languages: ['en', 'ar'],
          whatsapp: '96891234567',
          slug: uniqueSlug('fit'),
          owner_id: owner.userId,
          instagram_url: 'https://www.instagram.com/a_really_long_account_name_',
          map_url: `https://maps.app.goo.gl/${'x'.repeat(120)}`,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      await loginAs(page, owner.email, owner.password);
      await page.evaluate((chosen) => localStorage.setItem('qrmenu.admin.lang', chosen), lang);
      await page.goto('/admin/profile');
      const heading = lang === 'en' ? 'Business profile' : 'ملف النشاط التجاري';
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('wa-link')).toHaveText('https://wa.me/96891234567');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      await page.screenshot({ path: `/tmp/profile/profile-${width}-${lang}.png`, fullPage: true });
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
