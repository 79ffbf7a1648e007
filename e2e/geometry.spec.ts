// Every screen of the admin app, as a person sees it, at phones' 390 and 360 px and a laptop's 1280 px, in
// English and Arabic: no sideways scrolling, no overlapping controls, no text cut off by its box and,
// on the screens owners and the superadmin work in, controls at least 44 px to tap. Read-only against
// the demo data; the sign-ins are made once per worker and reused.
import type { Browser, Page } from '@playwright/test';
import { DEMO } from './support/api.ts';
import { demoPage, useAdminLang, type AdminLang, type DemoUser } from './support/demo-login.ts';
import { createConfirmedOwner, loginAs } from './support/factories.ts';
import { expectGoodGeometry, GEOMETRY } from './support/geometry.ts';
import { settled, watchRequests } from './support/settled.ts';
import { expect, test } from './support/text-size.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'small phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const LANGS: AdminLang[] = ['en', 'ar'];

interface Screen {
  path: string;
  /** The page's address in a language, where the path alone does not choose it. */
  url?: (lang: AdminLang) => string;
  /** The customer's clock, for pages that follow it. */
  at?: Date;
  who: DemoUser | null | 'new-owner';
  /** Screens where people work (the admin and the account pages) must have 44 px tap targets. */
  tap: boolean;
  /** What must be on screen before the page is measured. */
  ready: (page: Page) => Promise<void>;
  /** Opens something on the page (a dialog) before measuring. */
  open?: (page: Page, lang: AdminLang) => Promise<void>;
  name?: string;
}

const heading = (page: Page) => expect(page.locator('h1, h2').first()).toBeVisible();
const karak = { en: 'Edit Karak Tea', ar: 'تعديل كرك' };

const SCREENS: Screen[] = [
  {
    // The customer menu at 13:00 Muscat: breakfast greyed with its hours, every price shown.
    path: `/${DEMO.slug}/menu`,
    url: (lang) => `/${DEMO.slug}/menu?lang=${lang}`,
    at: new Date('2026-11-26T13:00:00+04:00'),
    who: null,
    tap: false,
    ready: (page) => expect(page.locator('qr-menu h1')).toBeVisible(),
  },
  { path: '/', who: null, tap: false, ready: heading },
  { path: '/about', who: null, tap: false, ready: heading },
  { path: '/login', who: null, tap: true, ready: heading },
  { path: '/forgot-password', who: null, tap: true, ready: heading },
  {
    // Without a recovery link the page says so and offers a new one.
    path: '/reset-password',
    who: null,
    tap: true,
    ready: (page) => expect(page.locator('main a[href="/forgot-password"]')).toBeVisible(),
  },
  { path: '/register-business', who: 'new-owner', tap: true, ready: heading },
  {
    path: '/admin/dashboard',
    who: 'owner',
    tap: true,
    ready: (page) => expect(page.getByTestId('qr-table-card')).toBeVisible(),
  },
  {
    path: '/admin/menu',
    who: 'owner',
    tap: true,
    ready: (page) => expect(page.locator('.menu-grid .qm-item').first()).toBeVisible(),
  },
  {
    path: '/admin/menu',
    name: '/admin/menu with the item dialog of Karak Tea (option groups)',
    who: 'owner',
    tap: true,
    ready: (page) => expect(page.locator('.menu-grid .qm-item').first()).toBeVisible(),
    open: async (page, lang) => {
      await page.getByRole('button', { name: karak[lang], exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The option groups are part of the form once the item's options are loaded.
      await expect(page.getByRole('dialog').locator('input').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    path: '/admin/banner',
    who: 'owner',
    tap: true,
    ready: heading,
  },
  { path: '/admin/settings', who: 'owner', tap: true, ready: heading },
  {
    path: '/admin/table-cards',
    who: 'owner',
    tap: true,
    ready: (page) => expect(page.getByTestId('table-card-sheet')).toBeVisible(),
  },
  { path: '/admin/account', who: 'owner', tap: true, ready: heading },
  {
    path: '/admin/team',
    who: 'owner',
    tap: true,
    ready: (page) => expect(page.locator('#team-members')).toBeVisible(),
  },
  {
    // Without an invitation link the page says so.
    path: '/join',
    who: null,
    tap: true,
    ready: (page) => expect(page.locator('.page-status--error')).toBeVisible(),
  },
  { path: '/admin/profile', who: 'owner', tap: true, ready: heading },
  // With orders in it and one opened: e2e/order-history.spec.ts, on a cafe of its own.
  { path: '/admin/orders/history', who: 'owner', tap: true, ready: heading },
  { path: '/admin/devices', who: 'owner', tap: true, ready: heading },
  { path: '/admin/pair', who: null, tap: true, ready: heading },
  { path: '/superadmin/dashboard', who: 'superadmin', tap: true, ready: heading },
  { path: '/superadmin/all-menu', who: 'superadmin', tap: true, ready: heading },
  {
    path: '/superadmin/all-menu',
    // Newest first: dishes other journeys add push an old demo dish off the first page, so the
    // search names one no journey creates (other journeys add dozens of "Karak Tea").
    url: () => '/superadmin/all-menu?q=Halloumi',
    name: '/superadmin/all-menu with the edit dialog of Halloumi Sandwich',
    who: 'superadmin',
    tap: true,
    ready: heading,
    open: async (page, lang) => {
      const name =
        lang === 'en' ? 'Edit Halloumi Sandwich (Demo Cafe)' : 'تعديل ساندويتش حلوم (مقهى العرض)';
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { path: `/superadmin/${DEMO.slug}/menu`, who: 'superadmin', tap: true, ready: heading },
  { path: `/superadmin/${DEMO.slug}/settings`, who: 'superadmin', tap: true, ready: heading },
  { path: `/superadmin/${DEMO.slug}/profile`, who: 'superadmin', tap: true, ready: heading },
];

// One brand-new owner (no business yet) per worker, for the registration screen.
let newOwnerState: Promise<string> | undefined;
async function newOwnerPage(
  browser: Browser,
  lang: AdminLang,
  viewport: (typeof VIEWPORTS)[number],
) {
  newOwnerState ??= (async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const owner = await createConfirmedOwner(page);
    await loginAs(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/register-business$/);
    const file = test.info().outputPath(`new-owner-${process.pid}.json`);
    await context.storageState({ path: file });
    await context.close();
    return file;
  })();
  const context = await browser.newContext({ viewport, storageState: await newOwnerState });
  await useAdminLang(context, lang);
  return context.newPage();
}

// One test per screen and language; every width in it, so each sign-in and page load is reused.
for (const screen of SCREENS) {
  for (const lang of LANGS) {
    const name = screen.name ?? screen.path;
    test(`geometry: ${name} in ${lang} at 390, 360 and 1280 px`, GEOMETRY, async ({ browser }) => {
      const [phone] = VIEWPORTS;
      const page = watchRequests(
        screen.who === 'new-owner'
          ? await newOwnerPage(browser, lang, phone)
          : await demoPage(browser, screen.who, lang, { width: phone.width, height: phone.height }),
      );
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        if (screen.at) await page.clock.setFixedTime(screen.at);
        await page.goto(screen.url?.(lang) ?? screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await screen.ready(page);
        // Late reads, images and web fonts settle before measuring.
        await settled(page);
        if (screen.open) await screen.open(page, lang);
        await expectGoodGeometry(page, `${name} at ${viewport.width}px in ${lang}`, {
          minTapTarget: screen.tap ? 44 : 0,
        });
      }
      await page.context().close();
    });
  }
}

test(
  'on a phone, the first dish of /admin/menu shows without scrolling past the navigation',
  GEOMETRY,
  async ({ browser }) => {
    for (const lang of LANGS) {
      const page = await demoPage(browser, 'owner', lang, { width: 390, height: 844 });
      await page.goto('/admin/menu');
      const first = page.locator('.menu-grid .qm-item').first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      expect(box, 'the first dish has a box').not.toBeNull();
      // Its name and picture: at least the top 200px of the card are in the first screen.
      expect(box!.y + 200, `first dish top at ${box!.y}px (${lang})`).toBeLessThanOrEqual(844);
      await page.context().close();
    }
  },
);
