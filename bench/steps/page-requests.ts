// What a page downloads before its first menu item is on screen, and the code it loads in all,
// seen by real Chromium through Playwright.
import type { Browser } from '@playwright/test';
import { compressedSize, addSizes, type Compressed } from '../lib/sizes.ts';

export interface PageRequests {
  /** rest/auth calls the page made before the first menu item appeared. */
  dataBeforePaint: number;
  /** Scripts requested before the first menu item appeared. */
  scriptsBeforePaint: number;
  /** Every request before the first menu item appeared (including preflights' visible requests). */
  requestsBeforePaint: number;
  /** Everything the page loaded apart from images and API data: HTML, scripts, styles, fonts. */
  code: Compressed;
  codeFiles: { url: string; size: Compressed }[];
}

const CODE_TYPES = new Set(['document', 'script', 'stylesheet', 'font']);
const DATA_PATH = /\/(rest|auth)\/v1\//;

export async function measurePageRequests(browser: Browser, url: string): Promise<PageRequests> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const seen: { url: string; type: string }[] = [];
    const bodies: Promise<{ url: string; size: Compressed } | undefined>[] = [];
    page.on('request', (request) =>
      seen.push({ url: request.url(), type: request.resourceType() }),
    );
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!CODE_TYPES.has(type)) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), size: compressedSize(body) }),
          () => undefined,
        ),
      );
    });
    await page.goto(url);
    await page.locator('[data-item-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
    const before = seen.slice();
    await page.waitForLoadState('networkidle');
    const codeFiles = (await Promise.all(bodies)).filter((f) => f !== undefined);
    return {
      dataBeforePaint: before.filter((r) => DATA_PATH.test(new URL(r.url).pathname)).length,
      scriptsBeforePaint: before.filter((r) => r.type === 'script').length,
      requestsBeforePaint: before.length,
      code: addSizes(codeFiles.map((f) => f.size)),
      codeFiles,
    };
  } finally {
    await context.close();
  }
}
