// Every dish opens: a tap on a dish's card, photo or name opens its sheet (large photo
// in a right-sized rendition, the whole description, badges, calories, quantity and add), with or
// without options; `?item=<id>` is the sheet's address, so a dish can be shared, and the phone's
// back button closes it. On the hosted page, in both languages, and embedded on another site.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { authHeaders } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner, type TestUser } from './support/factories.ts';
import { shortName } from '../shared/short-names.ts';

const MENU = '/democafe/menu';
const KAHWA_TEXT = 'Light roasted coffee with cardamom and rose water, served with dates.';

function card(page: Page, name: string) {
  return page
    .locator('qr-menu li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The element's focused node, through its shadow root. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      text: active?.textContent ?? '',
      inDialog: !!active?.closest('[role=dialog]'),
    };
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('qr-menu').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a dish without options opens from its name; back closes it and focus returns', async ({
    page,
  }) => {
    await page.goto(MENU);
    const kahwa = card(page, 'Omani Kahwa');
    const id = await kahwa.getAttribute('data-item-id');
    // The name is a button of its own (a keyboard reaches it), as well as the whole card.
    await kahwa.getByRole('button', { name: 'Omani Kahwa', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Omani Kahwa' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(KAHWA_TEXT);
    await expect(sheet.getByRole('button', { name: 'Add to cart · 0.500 OMR' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('item')).toBe(id);
    expect((await focused(page)).inDialog).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // The phone's back button closes the sheet and leaves the customer on the menu.
    await page.goBack();
    await expect(sheet).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(MENU);
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    await expect.poll(() => focused(page)).toEqual({ text: 'Omani Kahwa', inDialog: false });

    // A tap anywhere on the card (here its description) opens it too; add two from the sheet.
    const text = await kahwa.getByText(KAHWA_TEXT).boundingBox();
    const box = await kahwa.boundingBox();
    await kahwa.click({ position: { x: text!.x - box!.x + 10, y: text!.y - box!.y + 5 } });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'One more' }).click();
    await sheet.getByRole('button', { name: 'Add to cart · 1.000 OMR' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
      'View cart, 2 items, 1.000 OMR',
    );
    // Adding took the sheet's history entry back: the address is the menu's again.
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    // The "+" of a dish without options still adds at once, without a sheet.
    await kahwa.getByRole('button', { name: 'Add Omani Kahwa' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
      'View cart, 3 items, 1.500 OMR',
    );
  });

  test('?item= opens a shared dish; closing it drops item from the address', async ({ page }) => {
    await page.goto(MENU);
    const id = await card(page, 'Karak Tea').getAttribute('data-item-id');
    await page.goto(`${MENU}?table=5&item=${id}`);
    const sheet = page.getByRole('dialog', { name: 'Karak Tea' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('radio', { name: 'Large' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    const url = new URL(page.url());
    expect(url.searchParams.get('table')).toBe('5');
    expect(url.searchParams.has('item')).toBe(false);
    // An id that is not on this menu opens nothing and breaks nothing.
    await page.goto(`${MENU}?item=00000000-0000-4000-8000-000000000000`);
    await expect(card(page, 'Karak Tea')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('in Arabic, a tap on a name opens the sheet in Arabic; Escape closes it', async ({
    page,
  }) => {
    await page.goto(`${MENU}?lang=ar`);
    await card(page, 'قهوة عمانية')
      .getByRole('button', { name: 'قهوة عمانية', exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: 'قهوة عمانية' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('قهوة خفيفة التحميص بالهيل وماء الورد، تقدم مع التمر.');
    await expect(sheet.getByRole('button', { name: 'أضف إلى السلة · 0.500 ر.ع.' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    expect(new URL(page.url()).searchParams.has('item')).toBe(false);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
  });
});

// A dish with a photo in renditions, a description far longer than three lines, badges and calories.
const LONG =
  'Slow-cooked lamb shoulder on saffron rice with fried onions, raisins and toasted almonds. ' +
  'Served with tomato daqoos and a green salad. Allergens: nuts (almonds), dairy (ghee). ' +
  'Ask for it without nuts; the rice is cooked in the same kitchen as other nut dishes. ' +
  'ALLERGY-END';

/** A real WebP picture, made by the browser (storage checks a file's content against its type). */
async function webp(page: Page, width: number): Promise<Buffer> {
  const data = await page.evaluate((w) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = (w * 3) / 4;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#a4441f';
    context.fillRect(0, 0, w, w);
    context.fillStyle = '#f4d9a8';
    context.fillRect(w / 4, w / 8, w / 2, w / 4);
    return canvas.toDataURL('image/webp');
  }, width);
  return Buffer.from(data.split(',')[1]!, 'base64');
}

async function photoDish(page: Page): Promise<{ slug: string }> {
  const request = page.request;
  const user = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, user);
  // Both languages, so ?lang=ar shows the Arabic texts.
  const bilingual = await request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(user.accessToken),
    data: { languages: ['en', 'ar'], name_ar: 'مقهى الاختبار' },
  });
  expect(bilingual.status(), await bilingual.text()).toBe(204);
  const stem = `${user.userId}/${Date.now()}`;
  const upload = async (file: string, width: number) => {
    const response = await request.post(`/storage/v1/object/menu-images/${file}`, {
      headers: { ...authHeaders(user.accessToken), 'Content-Type': 'image/webp' },
      data: await webp(page, width),
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const widths = [320, 480, 640, 960, 1000];
  await upload(`${stem}.webp`, 1000);
  for (const width of widths) await upload(`${stem}-${width}.webp`, width);
  await insertItem(request, user, {
    business_id: business.id,
    name: 'Lamb Kabuli',
    name_ar: 'كابولي لحم',
    description: LONG,
    description_ar: 'لحم ضأن مطبوخ ببطء على أرز بالزعفران. يحتوي على مكسرات. نهاية-الحساسية',
    price: 3.2,
    image_url: `/storage/v1/object/public/menu-images/${stem}.webp`,
    image_path: `${stem}.webp`,
    image_widths: widths,
    badges: ['contains_nuts', 'popular'],
    calories: 850,
  });
  return { slug: business.slug };
}

async function insertItem(
  request: APIRequestContext,
  user: TestUser,
  row: Record<string, unknown>,
): Promise<void> {
  const response = await request.post('/rest/v1/menu_items', {
    headers: { ...authHeaders(user.accessToken), Prefer: 'return=minimal' },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

const chosenSheetPhoto = (page: Page) =>
  page
    .locator(`qr-menu img.${shortName('qm-sheet-image')}`)
    .evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : ''));

for (const { width, rendition } of [
  { width: 390, rendition: 480 },
  { width: 1280, rendition: 640 },
]) {
  test(`at ${width} px a tap on the photo opens the whole dish with a ${rendition} px photo`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/about');
    const { slug } = await photoDish(page);
    await page.goto(`/${slug}/menu`);
    const dish = card(page, 'Lamb Kabuli');
    // In the grid the description is cut at three lines; the photo is the card's top.
    await expect(dish.locator('img')).toBeVisible();
    // Once the badge filter has come (with the on-demand chunk), nothing moves under the finger.
    await expect(page.getByRole('group', { name: 'Filter by' })).toBeVisible();
    await dish.click({ position: { x: 30, y: 30 } });
    const sheet = page.getByRole('dialog', { name: 'Lamb Kabuli' });
    await expect(sheet).toBeVisible();
    // The photo at the sheet's size: the rendition for its width, never the original.
    await expect.poll(() => chosenSheetPhoto(page)).toMatch(new RegExp(`-${rendition}\\.webp$`));
    // The full description, not clamped: its last words are on screen and nothing is cut off.
    const description = sheet.locator(
      `.${shortName('qm-sheet-details')} .${shortName('qm-description')}`,
    );
    await expect(description).toHaveText(LONG);
    const cut = await description.evaluate((p) => p.scrollHeight - p.clientHeight);
    expect(cut).toBeLessThanOrEqual(1);
    await sheet.getByText('ALLERGY-END', { exact: false }).scrollIntoViewIfNeeded();
    await expect(sheet.locator('[data-badge=contains_nuts]')).toContainText('Contains nuts');
    await expect(sheet.getByText('850 kcal')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Add to cart · 3.200 OMR' })).toBeVisible();
    await page.screenshot({ path: `/tmp/customer-order/sheet-en-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/${slug}/menu?lang=ar`);
    await expect(page.getByRole('group', { name: 'تصفية حسب' })).toBeVisible();
    await card(page, 'كابولي لحم').click({ position: { x: 30, y: 30 } });
    const arabic = page.getByRole('dialog', { name: 'كابولي لحم' });
    await expect(arabic).toContainText('نهاية-الحساسية');
    await expect(arabic.locator('[data-badge=contains_nuts]')).toContainText('يحتوي على مكسرات');
    await expect.poll(() => chosenSheetPhoto(page)).toMatch(new RegExp(`-${rendition}\\.webp$`));
    await page.screenshot({ path: `/tmp/customer-order/sheet-ar-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('embedded on a business site', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let host: Server;
  let hostUrl: string;

  test.beforeAll(async () => {
    const html = (
      await readFile(new URL('./fixtures/embed.html', import.meta.url), 'utf8')
    ).replaceAll('__WIDGET_ORIGIN__', E2E_BASE_URL);
    host = createServer((req, res) => {
      if (new URL(req.url ?? '/', 'http://x').pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html);
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  test("the sheet opens and closes without touching the host page's own history", async ({
    page,
  }) => {
    await page.goto(`${hostUrl}?page=menu#top`);
    // The host's own router state, which the element must leave as it found it.
    await page.evaluate(() => history.replaceState({ hostRoute: 'menu', idx: 0 }, ''));
    const menu = page.locator('qr-menu[slug="democafe"]');
    const kahwa = menu
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: 'Omani Kahwa', exact: true }) });
    await kahwa.getByRole('button', { name: 'Omani Kahwa', exact: true }).click();
    const sheet = menu.getByRole('dialog', { name: 'Omani Kahwa' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(KAHWA_TEXT);
    const opened = new URL(page.url());
    expect(opened.searchParams.get('page')).toBe('menu');
    expect(opened.searchParams.get('item')).toBe(await kahwa.getAttribute('data-item-id'));
    expect(opened.hash).toBe('#top');

    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    expect(page.url()).toBe(`${hostUrl}?page=menu#top`);
    expect(await page.evaluate(() => history.state as unknown)).toEqual({
      hostRoute: 'menu',
      idx: 0,
    });

    // Back closes it as well, and then the host's page is where it was.
    await kahwa.getByRole('button', { name: 'Omani Kahwa', exact: true }).click();
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(sheet).toBeHidden();
    expect(page.url()).toBe(`${hostUrl}?page=menu#top`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
