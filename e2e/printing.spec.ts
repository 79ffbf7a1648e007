// Printing as an owner does it: window.print() in Chromium, here page.pdf() with the page's own @page
// size, then each PDF page rendered to pixels. The table-card sheet must give A4 pages with the chosen
// number of cards per page, ink in every card and a QR code in each that opens its table's menu; the
// dashboard's card must be one A6 page. Both stylesheets are loaded first (the app never unloads CSS),
// which is how the sheet used to print blank.
import { expect, test, type Page } from '@playwright/test';
import { authHeaders, DEMO } from './support/api.ts';
import { signInWithPassword, tableTokens } from './support/factories.ts';
import { demoPage, type AdminLang } from './support/demo-login.ts';
import { decodeQr, inkShare, printToPages, type MmRect } from './support/pdf-pages.ts';

const A4 = { width: 210, height: 297, margin: 10, gap: 5 };
const LAYOUTS = { 4: { cols: 2, rows: 2 }, 6: { cols: 2, rows: 3 }, 8: { cols: 2, rows: 4 } };

/** The demo's tables, each with the token its card's link carries. */
async function demoTables(page: Page): Promise<{ labels: string[]; tokens: Map<string, string> }> {
  const owner = await signInWithPassword(page, DEMO.owner.email, DEMO.owner.password);
  const response = await page.request.get(
    `/rest/v1/businesses?slug=eq.${DEMO.slug}&select=id,table_labels`,
    { headers: authHeaders(owner.accessToken) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const [row] = (await response.json()) as { id: string; table_labels: string[] }[];
  return { labels: row?.table_labels ?? [], tokens: await tableTokens(page, owner, row!.id) };
}

/** Where the n-th card of a page sits on A4 (right to left in Arabic, as the grid flows). */
function cellOf(index: number, layout: { cols: number; rows: number }, rtl: boolean): MmRect {
  const width = (A4.width - 2 * A4.margin - (layout.cols - 1) * A4.gap) / layout.cols;
  const height = (A4.height - 2 * A4.margin - (layout.rows - 1) * A4.gap) / layout.rows - 1;
  const col = index % layout.cols;
  const row = Math.floor(index / layout.cols);
  const visualCol = rtl ? layout.cols - 1 - col : col;
  return {
    x: A4.margin + visualCol * (width + A4.gap),
    y: A4.margin + row * (height + A4.gap),
    width,
    height,
  };
}

const sheetCases: { lang: AdminLang; perPage: keyof typeof LAYOUTS }[] = [
  { lang: 'en', perPage: 6 },
  { lang: 'ar', perPage: 8 },
  { lang: 'ar', perPage: 4 },
];

for (const { lang, perPage } of sheetCases) {
  test(`the table-card sheet prints ${perPage} readable cards per A4 page (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await demoPage(browser, 'owner', lang, { width: 1280, height: 900 });
    const { labels, tokens } = await demoTables(page);
    expect(labels.length).toBeGreaterThan(perPage);

    // The dashboard first, so its single-card print rules are loaded too, then the sheet by its link.
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('qr-table-card')).toBeVisible();
    await page.locator('a[href="/admin/table-cards"]').first().click();
    const sheet = page.getByTestId('table-card-sheet');
    await expect(sheet.getByRole('listitem')).toHaveCount(labels.length);
    await page.locator('.tc-print-bar select').selectOption(String(perPage));
    await expect(page).toHaveURL(new RegExp(`perPage=${perPage}`));
    await expect(sheet).toHaveAttribute('data-per-page', String(perPage));
    await expect(page.locator('.tc-card__code').last()).toHaveJSProperty('complete', true);

    const pages = await printToPages(page);
    expect(pages).toHaveLength(Math.ceil(labels.length / perPage));
    const layout = LAYOUTS[perPage];
    const rtl = lang === 'ar';
    for (const [p, printed] of pages.entries()) {
      expect(printed.widthMm, `page ${p + 1} width`).toBeCloseTo(A4.width, 0);
      expect(printed.heightMm, `page ${p + 1} height`).toBeCloseTo(A4.height, 0);
      // Nothing but cards: the margin above the first row has no ink (no header, no navigation).
      expect(inkShare(printed, { x: 0, y: 0, width: A4.width, height: A4.margin - 1 })).toBe(0);
      for (let slot = 0; slot < perPage; slot++) {
        const label = labels[p * perPage + slot];
        const cell = cellOf(slot, layout, rtl);
        if (label === undefined) {
          expect(inkShare(printed, cell), `empty slot ${slot + 1} of page ${p + 1}`).toBe(0);
          continue;
        }
        expect(inkShare(printed, cell), `ink of table ${label}`).toBeGreaterThan(0.03);
        expect(decodeQr(printed, cell), `QR code of table ${label}`).toBe(
          `${baseURL}/${DEMO.slug}/menu?table=${encodeURIComponent(label)}&t=${tokens.get(label)}`,
        );
      }
    }
    await page.context().close();
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`the dashboard's table card prints as one A6 page with a readable QR code (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const page = await demoPage(browser, 'owner', lang, { width: 1280, height: 900 });
    // The sheet first, so its print rules are loaded too, then the dashboard by its link.
    await page.goto('/admin/table-cards');
    await expect(page.getByTestId('table-card-sheet')).toBeVisible();
    await page.locator('main a[href="/admin/dashboard"]').click();
    await expect(page.getByTestId('qr-table-card')).toBeVisible();
    await expect(page.locator('.qr-table-card__code')).toHaveJSProperty('complete', true);

    const pages = await printToPages(page);
    expect(pages).toHaveLength(1);
    const [card] = pages;
    if (!card) throw new Error('no page');
    expect(card.widthMm).toBeCloseTo(105, 0);
    expect(card.heightMm).toBeCloseTo(148, 0);
    const whole = { x: 0, y: 0, width: card.widthMm, height: card.heightMm };
    expect(inkShare(card, whole)).toBeGreaterThan(0.05);
    expect(decodeQr(card, whole)).toBe(`${baseURL}/${DEMO.slug}/menu`);
    await page.context().close();
  });
}
