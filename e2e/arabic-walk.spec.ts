// Every page of the site, the admin and the superadmin, and their main dialogs, walked in
// Arabic; the walk fails on any English a person would read there (text, placeholders, labels,
// titles, toasts). Owner data, brand names, emails, URLs and numbers are not UI text.
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../admin/lib/i18n/ar.ts';
import { problemText } from '../admin/lib/i18n/problem-text.ts';
import { DEMO } from './support/api.ts';
import { createConfirmedOwner } from './support/factories.ts';
import { settled as loaded, watchRequests } from './support/settled.ts';
import { englishOnPage, ownerTexts } from './support/visible-english.ts';

// A phone or laptop set to Arabic: the admin app starts in Arabic.
test.use({ locale: 'ar-OM' });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

test.beforeEach(({ page }) => {
  watchRequests(page);
});

/** Waits until the page has loaded what it shows, in Arabic. */
async function settled(page: Page) {
  await loaded(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(ar.auth.email).fill(email);
  await page.getByLabel(ar.auth.password).fill(password);
  await page.getByRole('button', { name: ar.auth.logIn }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

for (const size of WIDTHS) {
  test.describe(`in Arabic at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the public pages show no English', async ({ page }) => {
      const found: string[] = [];
      const look = async () => {
        await settled(page);
        // Owner data read now, after the page: journeys running beside this one add businesses.
        found.push(...(await englishOnPage(page, await ownerTexts(page.request))));
      };
      for (const path of [
        '/',
        '/about',
        '/login',
        '/forgot-password',
        '/reset-password',
        '/nowhere',
      ]) {
        await page.goto(path);
        await look();
      }
      // Sign-up mode of the login screen, and a refused log-in's toast.
      await page.goto('/login');
      await page.getByRole('button', { name: ar.auth.needAccount }).click();
      await look();
      await page.getByRole('button', { name: ar.auth.alreadyRegistered }).click();
      await page.getByLabel(ar.auth.email).fill(DEMO.owner.email);
      await page.getByLabel(ar.auth.password).fill('wrong-password');
      await page.getByRole('button', { name: ar.auth.logIn }).click();
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
      await look();

      // A new user registers a business: the form, then its messages for an empty submit.
      const user = await createConfirmedOwner(page);
      await login(page, user.email, user.password);
      await expect(page).toHaveURL(/\/register-business$/);
      await look();
      await page.getByRole('button', { name: ar.register.submit }).click();
      await expect(
        page.getByText(problemText({ code: 'required_fields' }, 'ar')).first(),
      ).toBeVisible();
      await look();
      expect(found).toEqual([]);
    });

    test('the owner pages and dialogs show no English', async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      const look = async () => {
        await settled(page);
        // Owner data read now, after the page: journeys running beside this one add businesses.
        found.push(...(await englishOnPage(page, await ownerTexts(page.request))));
      };
      await login(page, DEMO.owner.email, DEMO.owner.password);
      for (const path of [
        '/admin/dashboard',
        '/admin/menu',
        '/admin/banner',
        '/admin/settings',
        '/admin/account',
        '/admin/profile',
        '/admin/table-cards',
        '/admin/team',
      ]) {
        await page.goto(path);
        await look();
      }

      // The menu page's dialogs, each closed again without saving.
      await page.goto('/admin/menu');
      await settled(page);
      const dialogs: (() => Promise<void>)[] = [
        () => page.getByRole('button', { name: ar.menu.addItem }).first().click(),
        () =>
          page
            .getByRole('button', { name: /^تعديل / })
            .first()
            .click(),
        () => page.getByRole('button', { name: /^حذف / }).first().click(),
        () => page.getByRole('button', { name: ar.menuImport.open }).first().click(),
        () => page.getByRole('button', { name: ar.options.arrange }).first().click(),
      ];
      for (const open of dialogs) {
        await open();
        await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
        await look();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
      }
      expect(found).toEqual([]);
    });

    test('the superadmin pages and dialogs show no English', async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      const look = async () => {
        await settled(page);
        // Owner data read now, after the page: journeys running beside this one add businesses.
        found.push(...(await englishOnPage(page, await ownerTexts(page.request))));
      };
      await login(page, DEMO.superadmin.email, DEMO.superadmin.password);
      for (const path of [
        '/superadmin/dashboard',
        '/superadmin/all-menu',
        `/superadmin/${DEMO.slug}/menu`,
        `/superadmin/${DEMO.slug}/settings`,
        `/superadmin/${DEMO.slug}/profile`,
      ]) {
        await page.goto(path);
        await look();
      }
      await page.goto('/superadmin/all-menu');
      await settled(page);
      for (const name of [/^تعديل /, /^حذف /]) {
        await page.getByRole('button', { name }).first().click();
        await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
        await look();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
      }
      expect(found).toEqual([]);
    });
  });
}
