// Nothing pops in. The hosted page of a table's QR code carries "Table 5" and
// the open/closed line in its HTML, before any script runs; when qr-menu.js takes the page over
// the line stays as it was drawn (never blank for a moment) and nothing moves.
import { expect, test } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { shortName } from '../shared/short-names.ts';

test.use({ viewport: { width: 390, height: 800 } });

const TABLE_PAGE = '/democafe/menu?table=5';
const HOURS = /(Open now|Closed now)/;

test('the HTML of a table page carries the table and the open state, in both languages', async ({
  request,
}) => {
  const english = await (await request.get(TABLE_PAGE)).text();
  expect(english).toMatch(
    new RegExp(
      `<p class="${shortName('qm-order-status')}"><strong>Table 5</strong><span data-open="(true|false)">`,
    ),
  );
  expect(english).toMatch(HOURS);
  const arabic = await (await request.get(`${TABLE_PAGE}&lang=ar`)).text();
  expect(arabic).toContain('<strong>طاولة 5</strong>');
  expect(arabic).toMatch(/(مفتوح الآن|مغلق الآن)/);
  // A table the cafe does not have is not named.
  const unknown = await (await request.get('/democafe/menu?table=99')).text();
  expect(unknown).not.toContain('Table 99');
  expect(unknown).toMatch(HOURS);
});

test('with qr-menu.js blocked the line is already on the screen', async ({ page }) => {
  await page.route('**/qr-menu.js', (route) => route.abort('blockedbyclient'));
  await page.goto(TABLE_PAGE);
  const line = page.locator(`qr-menu .${shortName('qm-order-status')}`);
  await expect(line.locator('strong')).toHaveText('Table 5');
  // The hours (the table's buttons follow in spans of their own).
  await expect(line.locator('span[data-open]')).toHaveText(HOURS);
  expect(await page.evaluate(() => customElements.get('qr-menu'))).toBeUndefined();
});

test('when the element takes over, the line is never blank and nothing moves', async ({ page }) => {
  await recordLayoutShifts(page);
  // Every state the line passes through, from the parser's first paint on.
  await page.addInitScript(
    (selector) => {
      const seen: string[] = [];
      Object.assign(window, { statusLines: seen });
      const watch = () => {
        const line = document.querySelector('qr-menu')?.shadowRoot?.querySelector(selector);
        if (!line) return void requestAnimationFrame(watch);
        seen.push(line.textContent ?? '');
        const shadow = document.querySelector('qr-menu')!.shadowRoot!;
        new MutationObserver(() => {
          seen.push(shadow.querySelector(selector)?.textContent ?? '(gone)');
        }).observe(shadow, { subtree: true, childList: true, characterData: true });
      };
      document.addEventListener('DOMContentLoaded', watch);
    },
    `.${shortName('qm-order-status')}`,
  );
  // Slow script: the server's line must carry the page on its own for a while.
  await page.route('**/qr-menu.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(TABLE_PAGE);
  await expect(page.locator(`qr-menu .${shortName('qm-menu')}`)).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The cart chunk (which draws the line live) has arrived once a dish can be added.
  await page.getByRole('button', { name: 'Add Omani Kahwa' }).click();
  await expect(page.getByRole('button', { name: /^View cart/ })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { statusLines: string[] }).statusLines,
  );
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) expect(text).toMatch(/^Table 5\s*(Open now|Closed now)/);
  expect(await layoutShifts(page)).toEqual([]);
});
