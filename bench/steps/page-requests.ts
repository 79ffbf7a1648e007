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
  /** Whether the menu appears with every script blocked (the server-rendered hosted page). */
  paintsWithoutScripts: boolean;
  /** The code the first menu paint waits for: the HTML alone when it paints without scripts. */
  firstPaintCode: Compressed;
  codeFiles: { url: string; type: string; size: Compressed }[];
}

const CODE_TYPES = new Set(['document', 'script', 'stylesheet', 'font']);
// The hosted page inlines public_menu's answer: menu data, not code.
const INLINED_DATA = /<script type="application\/json" data-menu>[^<]*<\/script>/;

/**
 * Runs in the page before its own scripts: notes the time of the first animation frame in which a
 * menu item is laid out, in the document or in <qr-menu>'s shadow root. A string, so no helper
 * the bench's TypeScript loader adds to functions travels into the page.
 */
const MARK_FIRST_ITEM_PAINT = `(() => {
  const item = () =>
    document.querySelector('[data-item-id]') ??
    [...document.querySelectorAll('qr-menu')]
      .map((menu) => menu.shadowRoot?.querySelector('[data-item-id]'))
      .find((found) => found);
  const frame = () => {
    const found = item();
    if (found && found.getBoundingClientRect().height > 0) window.firstItemAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** Whether the page shows a menu item with every script refused. */
async function paintsWithoutScripts(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.route(/\.m?js(\?|$)/, (route) => route.abort('blockedbyclient'));
    await page.goto(url);
    return await page
      .locator('[data-item-id]')
      .first()
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
  } finally {
    await context.close();
  }
}
const DATA_PATH = /\/(rest|auth)\/v1\//;
// The anonymous "menu opened" count is sent after the paint and carries no menu data.
const isMenuData = (pathname: string) =>
  DATA_PATH.test(pathname) && !pathname.endsWith('/rpc/record_menu_event');

export async function measurePageRequests(browser: Browser, url: string): Promise<PageRequests> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const bodies: Promise<{ url: string; type: string; size: Compressed } | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!CODE_TYPES.has(type)) return;
      bodies.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            type,
            size: compressedSize(
              type === 'document' ? body.toString('utf8').replace(INLINED_DATA, '') : body,
            ),
          }),
          () => undefined,
        ),
      );
    });
    await page.addInitScript(MARK_FIRST_ITEM_PAINT);
    await page.goto(url);
    await page.waitForFunction(() => 'firstItemAt' in window, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The browser's own clock: which requests started before the frame that drew the first item
    // (a server-rendered page draws it long before its scripts have even arrived).
    const { at, started } = await page.evaluate(() => ({
      at: (window as unknown as { firstItemAt: number }).firstItemAt,
      started: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const before = started.filter((request) => request.start < at);
    const codeFiles = (await Promise.all(bodies)).filter((f) => f !== undefined);
    const withoutScripts = await paintsWithoutScripts(browser, url);
    const paintFiles = withoutScripts ? codeFiles.filter((f) => f.type === 'document') : codeFiles;
    return {
      paintsWithoutScripts: withoutScripts,
      firstPaintCode: addSizes(paintFiles.map((f) => f.size)),
      dataBeforePaint: before.filter((r) => isMenuData(new URL(r.url).pathname)).length,
      scriptsBeforePaint: before.filter((r) => /\.m?js$/.test(new URL(r.url).pathname)).length,
      // Plus the document itself.
      requestsBeforePaint: before.length + 1,
      code: addSizes(codeFiles.map((f) => f.size)),
      codeFiles,
    };
  } finally {
    await context.close();
  }
}
