// Settings on a phone is a long page with one Save: a bar stays at the bottom of the screen with the
// Save and the sections not saved yet, in English and Arabic. The demo owner's settings, never saved.
import { expect, test } from '@playwright/test';
import { demoPage } from './support/demo-login.ts';
import { expectGoodGeometry } from './support/geometry.ts';

const TEXT = {
  en: { fee: 'Delivery fee (OMR)', none: 'No unsaved changes', unsaved: 'Not saved yet: Delivery' },
  ar: {
    fee: 'رسوم التوصيل (ر.ع.)',
    none: 'لا تغييرات غير محفوظة',
    unsaved: 'لم يُحفظ بعد: التوصيل',
  },
} as const;

for (const width of [360, 1280]) {
  for (const lang of ['en', 'ar'] as const) {
    test(`the settings' Save stays on screen and names what is unsaved at ${width}px in ${lang}`, async ({
      browser,
    }) => {
      const text = TEXT[lang];
      const page = await demoPage(browser, 'owner', lang, { width, height: 800 });
      await page.goto('/admin/settings');
      const bar = page.locator('.settings-form__bar');
      await expect(bar.getByRole('status')).toHaveText(text.none);
      // Far from the bottom of the page, the bar is on screen.
      const fee = page.getByLabel(text.fee);
      await fee.fill('0.750');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar.getByRole('status')).toHaveText(text.unsaved);
      await expect(bar).toBeInViewport();
      const box = await bar.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(800 + 1);
      await page.screenshot({ path: `/tmp/adminar-settings-bar-${width}-${lang}.png` });
      await expectGoodGeometry(page, `settings bar at ${width}px in ${lang}`, { minTapTarget: 44 });
      await page.context().close();
    });
  }
}
