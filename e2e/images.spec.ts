// Right-sized images and a cached menu. An owner uploads a photo in the admin app; the
// browser stores WebP renditions beside it, and a customer's phone downloads the small one in the
// grid and a larger one in the item sheet. A repeat visit revalidates the menu and gets 304.
import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';
import { makePng } from './support/images.ts';
import { shortName } from '../shared/short-names.ts';

const imageIn = (page: Page, selector: string) => page.locator('qr-menu').locator(selector);

/** The URL the browser chose to download for an <img> (srcset resolved). */
const chosen = (page: Page, selector: string) =>
  imageIn(page, selector).evaluate((img: HTMLImageElement) => img.currentSrc);

test('an uploaded photo reaches customers as renditions sized for the grid and the sheet', async ({
  page,
  browser,
}) => {
  test.slow();
  const user = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, user);
  await loginAs(page, user.email, user.password);
  await page.goto('/admin/menu');
  await page.getByLabel('New category').fill('Hot drinks');
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
  await dialog.getByLabel('Name *').fill('Karak Tea');
  await dialog.getByLabel('Price (OMR) *').fill('0.4');
  await dialog.getByLabel('Category *').selectOption({ label: 'Hot drinks' });
  await dialog.getByLabel('Image *').setInputFiles({
    name: 'karak.png',
    mimeType: 'image/png',
    buffer: makePng(1600, 1200),
  });
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // What the database holds: the 1000 px original and its renditions, all in storage.
  const items = await page.request.get(
    `/rest/v1/menu_items?select=id,image_url,image_widths&business_id=eq.${business.id}`,
    { headers: authHeaders(user.accessToken) },
  );
  const [item] = (await items.json()) as {
    id: string;
    image_url: string;
    image_widths: number[];
  }[];
  expect(item?.image_widths).toEqual([320, 480, 640, 800, 960, 1000]);
  for (const width of item?.image_widths ?? []) {
    const url = item!.image_url.replace(/\.webp$/, `-${width}.webp`);
    const stored = await page.request.get(url);
    expect(stored.status(), url).toBe(200);
    expect(stored.headers()['content-type']).toBe('image/webp');
  }
  // An option group, so the dish opens the item sheet (where the photo is shown large).
  const options = await page.request.post('/rest/v1/rpc/save_item_options', {
    headers: authHeaders(user.accessToken),
    data: {
      item_id: item!.id,
      groups: [
        {
          name: 'Size',
          required: true,
          min_choices: 1,
          max_choices: 1,
          choices: [{ name: 'Regular', price_delta_baisa: 0 }],
        },
      ],
    },
  });
  expect(options.status(), await options.text()).toBeLessThan(300);

  // A phone 390 CSS px wide at 1x: the grid card (about 170 px) needs the 320 px rendition, the
  // sheet (the full width) the 480 px one; the 1000 px original is downloaded by neither.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  const downloaded: string[] = [];
  customer.on('response', (response) => {
    if (response.url().includes('/menu-images/')) downloaded.push(response.url());
  });
  await customer.goto(`/${business.slug}/menu`);
  const card = imageIn(customer, `[data-item-id] img.${shortName('qm-image')}`);
  await expect(card).toHaveAttribute(
    'srcset',
    /-320\.webp 320w, .*-480\.webp 480w, .*-640\.webp 640w, .*-800\.webp 800w, .*-960\.webp 960w, .*-1000\.webp 1000w/,
  );
  await expect
    .poll(() => chosen(customer, `[data-item-id] img.${shortName('qm-image')}`))
    .toMatch(/-320\.webp$/);
  await customer
    .getByRole('button', { name: /Karak Tea/ })
    .first()
    .click();
  await expect(customer.getByRole('dialog', { name: 'Karak Tea' })).toBeVisible();
  await expect
    .poll(() => chosen(customer, `img.${shortName('qm-sheet-image')}`))
    .toMatch(/-480\.webp$/);
  expect(downloaded.some((url) => /\/\d+\.webp$/.test(url))).toBe(false);
  await phone.close();
});

test('a repeat visit revalidates the menu and gets 304 Not Modified, no body', async ({ page }) => {
  // What went over the wire: the raw status line (a revalidated answer is 304 there, while the
  // page's fetch sees the cached 200 it refreshed).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium may deliver a response's ExtraInfo before the request's own event, so both are kept
  // by request id and matched when read.
  const menuRequests: string[] = [];
  const rawStatus = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/rest/v1/rpc/public_menu')) menuRequests.push(event.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    rawStatus.set(event.requestId, event.statusCode);
  });
  const statuses = () =>
    menuRequests.flatMap((id) => (rawStatus.has(id) ? [rawStatus.get(id)!] : []));
  // The static menu.html asks for the menu like an embed does (the hosted page inlines it).
  await page.goto('/widget/menu.html?slug=democafe');
  await expect(page.locator('qr-menu [data-item-id]').first()).toBeVisible();
  await expect.poll(statuses).toEqual([200]);
  // The next visit: the browser sends the ETag it kept, the server answers 304 without a body,
  // and the menu is shown from the browser's cache.
  await page.reload();
  await expect(page.locator('qr-menu [data-item-id]').first()).toBeVisible();
  await expect.poll(statuses).toEqual([200, 304]);
});
