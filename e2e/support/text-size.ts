// The fonts and the text size a journey measures with. Playwright projects choose them
// (playwright.config.ts); a journey that measures geometry imports `test` from here, so that at
// 130% every page it opens gets the phone's large-text setting before its first paint.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The fontconfig files Chromium may use: only the fonts they list exist for the page. */
export const FONT_SETS = {
  /** Noto Sans and Noto Sans Arabic: as narrow as a phone's own fonts. */
  phone: 'e2e/fonts/phone.conf',
  /** DejaVu: what a bare Debian machine has, wider than any phone's font. */
  wide: 'e2e/fonts/wide.conf',
} as const;
export type FontSet = keyof typeof FONT_SETS;

export interface TextSizeOptions {
  /** The browser's default text size as a share of 16 px: a phone's "large text" setting is 1.3. */
  textScale: number;
}

/**
 * Sets the default font size of a page, as the browser's own text-size setting does (it reaches
 * the page as the size of `medium` and so of `1rem`, not as a zoom). It lasts for the page's life.
 */
export async function scaleText(page: Page, scale: number): Promise<void> {
  if (scale === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round(16 * scale), fixed: Math.round(13 * scale) },
  });
  await cdp.detach();
}

// Contexts made by the journey itself (browser.newContext) scale their pages too.
function scalingContext(context: BrowserContext, scale: number): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await scaleText(page, scale);
    return page;
  };
  return context;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures of its own
export const test = base.extend<{}, TextSizeOptions & { browser: Browser }>({
  textScale: [1, { option: true, scope: 'worker' }],
  browser: [
    async ({ browser, textScale }, use) => {
      if (textScale === 1) return use(browser);
      const newContext = browser.newContext.bind(browser);
      const scaled = Object.create(browser) as Browser;
      scaled.newContext = async (options) => scalingContext(await newContext(options), textScale);
      scaled.newPage = async (options) => {
        const page = await browser.newPage(options);
        await scaleText(page, textScale);
        return page;
      };
      await use(scaled);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, textScale }, use) => {
    await scaleText(page, textScale);
    await use(page);
  },
});
export { expect } from '@playwright/test';
