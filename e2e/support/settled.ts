// Waits until a page has what it shows before it is measured: none of its requests still open for a
// short quiet spell, nothing marked busy, and its fonts loaded. Playwright's 'networkidle' waits for
// 500 ms without a request, and the admin's background reads (the team's membership check) restart
// that wait: it cost the geometry journeys most of their time. Requests are counted from the
// page's creation (watchRequests), so one started before the wait is not missed; the realtime
// WebSocket is not a request and never holds it up.
import { expect, type Page, type Request } from '@playwright/test';

interface Watch {
  open: Set<Request>;
  /** When the last request started or ended (ms since the epoch). */
  changed: number;
}

const watches = new WeakMap<Page, Watch>();

/** Starts counting the page's requests; call it before the page's first navigation. */
export function watchRequests(page: Page): Page {
  if (watches.has(page)) return page;
  const watch: Watch = { open: new Set(), changed: Date.now() };
  const end = (request: Request) => {
    watch.open.delete(request);
    watch.changed = Date.now();
  };
  page.on('request', (request) => {
    watch.open.add(request);
    watch.changed = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  watches.set(page, watch);
  return page;
}

/**
 * Resolves once no request of the page has been open for `quietMs` (a read that starts when
 * another ends, as dependent queries do, starts within a frame), nothing is aria-busy and the
 * fonts are ready. Fails after `timeoutMs`, naming the requests still open.
 */
export async function settled(page: Page, { quietMs = 150, timeoutMs = 15_000 } = {}) {
  const watch = watches.get(page);
  if (!watch) throw new Error('settled(page) needs watchRequests(page) before the page loads');
  const deadline = Date.now() + timeoutMs;
  while (watch.open.size > 0 || Date.now() - watch.changed < quietMs) {
    if (Date.now() > deadline) {
      const open = [...watch.open].map((request) => request.url()).join(', ');
      throw new Error(`the page kept loading for ${timeoutMs} ms; still open: ${open || 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
