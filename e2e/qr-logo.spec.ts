// The logo in the middle of the QR codes, as paper and files show it. A business with a logo
// (a magenta square, a colour nothing else on a card has) and "Show the logo in the middle of the
// QR code" on: the dashboard's A6 card and the A4 sheet of table cards are printed (page.pdf, then
// pdftoppm), and every code must decode (jsQR) to its table's link with the logo's colour in its
// middle, not a broken-image icon. The PNG and SVG downloads, of the menu's code and of a table's,
// decode the same; the SVG carries the logo as data, not as a link an image viewer cannot load.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { authHeaders } from './support/api.ts';
import { useAdminLang, type AdminLang } from './support/demo-login.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  tableTokens,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';
import { decodeQr, printToPages, type MmRect, type RenderedPage } from './support/pdf-pages.ts';

const LABELS = ['1', '2', '3', '4', '5', '6', '7', 'Terrace 1'];
const A4 = { width: 210, height: 297, margin: 10, gap: 5 };

interface Rgba {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const isMagenta = (data: Rgba['data'], i: number) =>
  data[i]! > 180 && data[i + 1]! < 90 && data[i + 2]! > 180;

/** The share of logo-coloured pixels in the middle fifth of an image (where the logo sits). */
function logoShareInMiddle({ data, width, height }: Rgba, box = { x: 0, y: 0, width, height }) {
  const x0 = Math.round(box.x + box.width * 0.42);
  const x1 = Math.round(box.x + box.width * 0.58);
  const y0 = Math.round(box.y + box.height * 0.42);
  const y1 = Math.round(box.y + box.height * 0.58);
  let hits = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) if (isMagenta(data, (y * width + x) * 4)) hits++;
  }
  return hits / Math.max(1, (x1 - x0) * (y1 - y0));
}

function magentaSquare(): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([230, 0, 230, 255], i);
  return PNG.sync.write(png);
}

interface Cafe {
  owner: TestUser;
  business: TestBusiness;
  /** Each table's token, which its card's link carries. */
  tokens: Map<string, string>;
}

async function cafeWithLogo(page: Page, baseURL: string): Promise<Cafe> {
  const owner = await createConfirmedOwner(page);
  const business = await createBusinessFor(page, owner, { name: 'Logo Cafe' });
  const name = `${owner.userId}/logo-${Date.now()}.png`;
  const upload = await page.request.post(`/storage/v1/object/banners/${name}`, {
    headers: { ...authHeaders(owner.accessToken), 'Content-Type': 'image/png' },
    data: magentaSquare(),
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const settings = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(owner.accessToken),
    data: {
      name_ar: 'مقهى الشعار',
      languages: ['en', 'ar'],
      table_labels: LABELS,
      logo_url: `${baseURL}/storage/v1/object/public/banners/${name}`,
      logo_in_qr: true,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return { owner, business, tokens: await tableTokens(page, owner, business.id) };
}

async function ownerPage(page: Page, cafe: Cafe, lang: AdminLang): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await context.newPage();
  await loginAs(owner, cafe.owner.email, cafe.owner.password);
  await useAdminLang(context, lang);
  return owner;
}

/** Logo-coloured pixels in a rectangle of a printed page (every other pixel, both ways). */
function magentaHits(printed: RenderedPage, rect: MmRect): number {
  const { png, scale } = printed;
  let hits = 0;
  const x1 = Math.min(png.width, (rect.x + rect.width) * scale);
  const y1 = Math.min(png.height, (rect.y + rect.height) * scale);
  for (let y = Math.round(rect.y * scale); y < y1; y += 2) {
    for (let x = Math.round(rect.x * scale); x < x1; x += 2) {
      if (isMagenta(png.data, (y * png.width + x) * 4)) hits++;
    }
  }
  return hits;
}

/** A code file drawn as an image in a page, as a print shop's viewer or a phone would show it. */
async function renderImage(page: Page, src: string): Promise<Rgba> {
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 700, height: 700 });
  await view.setContent(
    `<body style="margin:0;background:#fff"><img id="code" src="${src}" width="600" height="600" style="margin:50px"></body>`,
  );
  await expect(view.locator('#code')).toHaveJSProperty('complete', true);
  const png = PNG.sync.read(await view.locator('#code').screenshot());
  await view.close();
  return png;
}

function decodeRgba({ data, width, height }: Rgba): string | null {
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

async function downloaded(download: Promise<Download>): Promise<Buffer> {
  const path = await (await download).path();
  return readFile(path);
}

/** Checks an SVG code: the logo inside as data, and the drawn code decodes to `url`. */
async function expectSvgCode(page: Page, svg: string, url: string) {
  expect(svg).toMatch(/<image href="data:image\/png;base64,/);
  expect(svg).not.toMatch(/<image href="http/);
  const drawn = await renderImage(
    page,
    `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  );
  expect(decodeRgba(drawn)).toBe(url);
  expect(logoShareInMiddle(drawn)).toBeGreaterThan(0.3);
}

async function expectPngCode(png: Buffer, url: string) {
  const image = PNG.sync.read(png);
  expect(decodeRgba(image)).toBe(url);
  expect(logoShareInMiddle(image)).toBeGreaterThan(0.3);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: with the logo on, every printed code (A6 card, A4 table cards) decodes to its link and shows the logo`, async ({
    page,
    baseURL,
  }) => {
    const cafe = await cafeWithLogo(page, baseURL!);
    const owner = await ownerPage(page, cafe, lang);
    const menuUrl = `${baseURL}/${cafe.business.slug}/menu`;

    await owner.goto('/admin/dashboard');
    const code = owner.locator('.qr-table-card__code');
    await expect(code).toHaveJSProperty('complete', true);
    // The logo is in the code as data (a linked one prints as a broken image).
    const src = (await code.getAttribute('src')) ?? '';
    expect(decodeURIComponent(src)).toMatch(/<image href="data:image\/png;base64,/);
    const [card] = await printToPages(owner);
    if (!card) throw new Error('nothing printed');
    expect(card.widthMm).toBeCloseTo(105, 0);
    const whole = { x: 0, y: 0, width: card.widthMm, height: card.heightMm };
    expect(decodeQr(card, whole)).toBe(menuUrl);
    // The logo printed in the middle of the code: its colour is on the page (a broken image has none).
    expect(magentaHits(card, whole)).toBeGreaterThan(50);

    await owner.goto('/admin/table-cards?perPage=6');
    const sheet = owner.getByTestId('table-card-sheet');
    await expect(sheet.getByRole('listitem')).toHaveCount(LABELS.length);
    await expect(owner.locator('.tc-card__code').last()).toHaveJSProperty('complete', true);
    for (const image of await owner.locator('.tc-card__code').all()) {
      expect(decodeURIComponent((await image.getAttribute('src')) ?? '')).toMatch(
        /<image href="data:image\/png;base64,/,
      );
    }
    const pages = await printToPages(owner);
    expect(pages).toHaveLength(2);
    const rtl = lang === 'ar';
    const layout = { cols: 2, rows: 3 };
    for (const [p, printed] of pages.entries()) {
      for (let slot = 0; slot < 6; slot++) {
        const label = LABELS[p * 6 + slot];
        if (label === undefined) continue;
        const width = (A4.width - 2 * A4.margin - (layout.cols - 1) * A4.gap) / layout.cols;
        const height = (A4.height - 2 * A4.margin - (layout.rows - 1) * A4.gap) / layout.rows - 1;
        const col = slot % layout.cols;
        const visualCol = rtl ? layout.cols - 1 - col : col;
        const cell = {
          x: A4.margin + visualCol * (width + A4.gap),
          y: A4.margin + Math.floor(slot / layout.cols) * (height + A4.gap),
          width,
          height,
        };
        expect(decodeQr(printed, cell), `QR code of table ${label}`).toBe(
          `${menuUrl}?table=${encodeURIComponent(label)}&t=${cafe.tokens.get(label)}`,
        );
        // The logo printed: its colour in the cell (a broken image has none).
        expect(magentaHits(printed, cell), `logo of table ${label}`).toBeGreaterThan(50);
      }
    }
    await owner.context().close();
  });
}

test('with the logo on, the PNG and SVG downloads of the menu and of a table decode and show the logo', async ({
  page,
  baseURL,
}) => {
  const cafe = await cafeWithLogo(page, baseURL!);
  const owner = await ownerPage(page, cafe, 'en');
  const menuUrl = `${baseURL}/${cafe.business.slug}/menu`;
  await owner.goto('/admin/dashboard');
  await expect(owner.locator('.qr-table-card__code')).toHaveJSProperty('complete', true);

  await expectPngCode(
    await downloaded(
      Promise.all([
        owner.waitForEvent('download'),
        owner.getByRole('link', { name: 'Download PNG' }).click(),
      ]).then(([d]) => d),
    ),
    menuUrl,
  );
  const svg = await downloaded(
    Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Download SVG' }).click(),
    ]).then(([d]) => d),
  );
  await expectSvgCode(owner, svg.toString('utf8'), menuUrl);

  const terrace = `${menuUrl}?table=${encodeURIComponent('Terrace 1')}&t=${cafe.tokens.get('Terrace 1')}`;
  await expectPngCode(
    await downloaded(
      Promise.all([
        owner.waitForEvent('download'),
        owner.getByRole('button', { name: 'Terrace 1 PNG' }).click(),
      ]).then(([d]) => d),
    ),
    terrace,
  );
  const tableSvg = await downloaded(
    Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Terrace 1 SVG' }).click(),
    ]).then(([d]) => d),
  );
  await expectSvgCode(owner, tableSvg.toString('utf8'), terrace);
  await owner.context().close();
});
