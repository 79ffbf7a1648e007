// The hosted menu page rendered on the server: the first screen is in the HTML, so the
// customer sees the menu before qr-menu.js runs (or with JavaScript off); once it runs, the element
// takes the markup over without moving anything and the menu works fully, with no data request.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { prerenderMenus } from '../server/static/prerender.ts';
import { LOCAL_ANON_KEY } from '../shared/api/config.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { shortName } from '../shared/short-names.ts';

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

const MENU = '/democafe/menu';

function card(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** What the demo menu's first screen must show, whoever rendered it. */
async function expectDemoMenu(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(page.getByText('Fresh karak and breakfast, every morning from 6')).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
  await expect(chips).toHaveText(['All', 'Hot Drinks', 'Cold Drinks', 'Breakfast', 'Sandwiches']);
  await expect(card(page, 'Karak Tea')).toContainText('0.400 OMR');
  await expect(card(page, 'Omani Kahwa')).toContainText('0.500 OMR');
  await expect(page.locator('qr-menu header img')).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/banners\//,
  );
}

test('with qr-menu.js blocked the demo menu is already on the page', async ({ page }) => {
  const blocked: string[] = [];
  await page.route('**/qr-menu.js', async (route) => {
    blocked.push(route.request().url());
    await route.abort('blockedbyclient');
  });
  await page.goto(MENU);
  await expectDemoMenu(page);
  expect(blocked).toHaveLength(1);
  // Nothing of the element's code ran: this is the server's HTML alone.
  expect(await page.evaluate(() => customElements.get('qr-menu'))).toBeUndefined();
});

test('once qr-menu.js runs the page works fully, without a data request or a layout shift', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/public_menu')) dataRequests.push(request.url());
  });
  await page.goto(MENU);
  await expectDemoMenu(page);
  // The element has taken the markup over: its buttons work (aria-disabled is gone).
  await expect(page.locator(`qr-menu .${shortName('qm-menu')}`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(await page.evaluate(() => customElements.get('qr-menu') !== undefined)).toBe(true);

  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await page.getByRole('button', { name: 'Add Falafel Wrap' }).click();
  const cartButton = page.getByRole('button', { name: /^View cart/ });
  await expect(cartButton).toHaveAccessibleName('View cart, 3 items, 2.000 OMR');
  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByLabel('Quantity of Omani Kahwa')).toHaveText('2');
  await expect(cart.getByText('Total')).toBeVisible();
  await expect(cart).toContainText('2.000 OMR');

  // The inlined menu was enough: the element never asked for it.
  expect(dataRequests).toEqual([]);
  expect(await layoutShifts(page)).toEqual([]);
});

test('the element takes the markup over as the server wrote it, then draws the photos it left', async ({
  page,
}) => {
  // Each batch of mutations the shadow root sees, in order: the takeover is one task, so its
  // changes arrive together, with the removal of aria-disabled that ends it.
  await page.addInitScript(`
    window.__batches = [];
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.querySelector('qr-menu').shadowRoot;
      const name = (node) => node.nodeType === 1 ? node.localName : '#text in ' + node.parentNode?.localName;
      new MutationObserver((records) => {
        window.__batches.push(records.map((r) => ({
          type: r.type,
          attribute: r.attributeName,
          target: r.target.nodeType === 1 ? r.target.localName : '#text in ' + r.target.parentNode?.localName,
          added: [...r.addedNodes].map(name),
          removed: [...r.removedNodes].map((node) => node.nodeType === 1 ? node.localName : '#text'),
        })));
      }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  `);
  await page.goto(MENU);
  const photo = card(page, 'Falafel Wrap').locator(`img.${shortName('qm-image')}`);
  await expect(photo).toHaveCount(1);
  type Change = {
    type: string;
    attribute: string | null;
    target: string;
    added: string[];
    removed: string[];
  };
  const batches = await page.evaluate(
    () => (window as unknown as { __batches: Change[][] }).__batches,
  );
  const takeover = batches.findIndex((batch) =>
    batch.some((change) => change.attribute === 'aria-disabled'),
  );
  expect(takeover).toBeGreaterThanOrEqual(0);
  // Nothing created, replaced or moved, and the stylesheet's text as it was: only the photos'
  // <noscript> copies gone from the boxes the server left (the element draws the photos) and
  // aria-disabled gone.
  const changes = batches.slice(0, takeover + 1).flat();
  expect(changes.filter((change) => change.added.length > 0)).toEqual([]);
  expect(changes.filter((change) => change.type === 'characterData')).toEqual([]);
  const childList = changes.filter((change) => change.type === 'childList');
  expect(childList.length).toBeGreaterThan(0);
  expect(
    childList.filter(
      (change) =>
        !(change.target === 'span' && change.removed.every((node) => node === 'noscript')),
    ),
  ).toEqual([]);
  // Then, in a task of its own, each box the server left becomes its photo.
  const later = batches.slice(takeover + 1).flat();
  expect(later.some((change) => change.added.includes('img'))).toBe(true);
  await expect(
    card(page, 'Falafel Wrap').locator(`.${shortName('qm-photo-placeholder')}`),
  ).toHaveCount(0);
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the customer still sees the menu, whose buttons say they do nothing', async ({ page }) => {
    await page.goto(MENU);
    await expectDemoMenu(page);
    // (The page's <noscript> note is not rendered by Playwright's script switch, so not checked.)
    await expect(page.getByRole('button', { name: 'Add Omani Kahwa' })).toBeDisabled();
    // …and look it: greyed, not the accent-coloured button that would seem to work.
    await expect(page.getByRole('button', { name: 'Add Omani Kahwa' })).toHaveCSS(
      'opacity',
      '0.45',
    );
  });

  test('every dish shows its photo, also those the page leaves to the element', async ({
    page,
  }) => {
    await page.goto(MENU);
    // Falafel Wrap is far below the first screen: its photo is in the card's <noscript>.
    const photo = card(page, 'Falafel Wrap').locator(`img.${shortName('qm-image')}`);
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The photo is the card's picture, at the top of the card, full width: its box keeps no
    // second one around it.
    const [cardBox, photoBox] = await Promise.all([
      card(page, 'Falafel Wrap').boundingBox(),
      photo.boundingBox(),
    ]);
    expect(Math.abs(photoBox!.y - cardBox!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(photoBox!.width - cardBox!.width)).toBeLessThanOrEqual(2);
  });
});

test('the banner and the first screen come first; qr-menu.js once it has painted, then the other photos', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/menu-images/')) requests.push('photo');
    else if (url.pathname.includes('/banners/')) requests.push('banner');
    else if (url.pathname.endsWith('.js')) requests.push(url.pathname);
  });

  await page.goto(MENU);
  await expect(page.locator(`qr-menu .${shortName('qm-menu')}`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const element = requests.indexOf('/qr-menu.js');
  const before = requests.slice(0, element);
  expect(element).toBeGreaterThan(0);
  expect(before).toContain('banner');
  expect(before.filter((request) => request.endsWith('.js'))).toEqual([]);
  // The page's inline script asked for qr-menu.js once the banner was on screen: after the
  // browser's largest-paint entry for it (its time is when the frame was shown).
  const bannerShown = await page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        new PerformanceObserver((list) => {
          const paints = list.getEntries() as (PerformanceEntry & { url: string })[];
          resolve(paints.find((paint) => paint.url.includes('/banners/'))?.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const elementFetched = await page.evaluate(
    () => performance.getEntriesByName(new URL('/qr-menu.js', location.href).href)[0]?.startTime,
  );
  expect(bannerShown).toBeDefined();
  expect(elementFetched).toBeGreaterThanOrEqual(bannerShown!);
  // At most the first screen's two rows of two photos before the element's script.
  expect(before.filter((request) => request === 'photo').length).toBeLessThanOrEqual(4);
  // Once the element has the page, a dish far down gets its photo as a lazy image.
  const photo = card(page, 'Falafel Wrap').locator(`img.${shortName('qm-image')}`);
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    card(page, 'Falafel Wrap').locator(`.${shortName('qm-photo-placeholder')}`),
  ).toHaveCount(0);
});

test('an unknown slug answers a 404 page in English and Arabic', async ({ page }) => {
  const response = await page.goto('/nosuchcafe/menu');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Menu not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'القائمة غير موجودة' })).toBeVisible();
});

test('a page prerendered for static hosting shows the menu at once, then refreshes it from the API', async ({
  page,
  baseURL,
}) => {
  const out = await mkdtemp(path.join(tmpdir(), 'qrmenu-prerender-'));
  try {
    const [file] = await prerenderMenus({
      apiUrl: baseURL!,
      anonKey: LOCAL_ANON_KEY,
      slugs: ['democafe'],
      distDir: fileURLToPath(new URL('../dist', import.meta.url)),
      outDir: out,
    });
    const html = await readFile(file!, 'utf8');
    // Served as a static host would serve the file, beside the real qr-menu.js and API.
    await page.route('**/static-host/democafe/menu', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
    const refreshed = page.waitForRequest('**/rest/v1/rpc/public_menu?*');
    await page.goto('/static-host/democafe/menu');
    await expectDemoMenu(page);
    await refreshed;
    await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
      'View cart, 1 item, 0.500 OMR',
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
