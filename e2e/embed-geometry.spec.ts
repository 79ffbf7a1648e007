// <qr-menu> keeps its shape on any site. Host pages that change the root font
// size or force every element's font size and line height must not move or resize anything inside
// the element: header, a card, its price, the cart button and the cart panel's -/+ buttons measure
// the same (within 2 px) as on a plain host page, at phone and desktop width, in both languages.
import type { Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { shortName } from '../shared/short-names.ts';
import { GEOMETRY } from './support/geometry.ts';
import { expect, test } from './support/text-size.ts';

const HOSTS: Record<string, string> = {
  plain: '',
  'root 62.5%': 'html { font-size: 62.5% }',
  'root 24px': 'html { font-size: 24px }',
  'everything 40px, line-height 3':
    '* { font-size: 40px !important; line-height: 3 !important; letter-spacing: 2px !important; text-transform: uppercase !important; font-style: italic !important; word-spacing: 8px !important }',
};

function hostPage(css: string, lang: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>html, body { margin: 0 } ${css}</style>
<script type="module" src="${E2E_BASE_URL}/qr-menu.js"></script></head>
<body><qr-menu slug="democafe" lang="${lang}"></qr-menu></body></html>`;
}

let host: Server;
let hostUrl: string;

test.beforeAll(async () => {
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const css = HOSTS[url.searchParams.get('host') ?? ''];
    if (url.pathname !== '/' || css === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage(css, url.searchParams.get('lang') ?? 'en'));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

type Box = { x: number; y: number; width: number; height: number };

/** The boxes that make the element's shape, in page coordinates, plus a few computed styles. */
async function measure(page: Page, lang: 'en' | 'ar', hostName: string) {
  await page.goto(`${hostUrl}?host=${encodeURIComponent(hostName)}&lang=${lang}`);
  // Each test has a fresh context, so the cart starts empty.
  const menu = page.locator('qr-menu');
  const kahwa = lang === 'en' ? 'Add Omani Kahwa' : 'أضف قهوة عمانية';
  const add = menu.getByRole('button', { name: kahwa });
  await expect(add).toBeVisible();
  // Fonts and images settle before measuring.
  await page.evaluate(() => document.fonts.ready);
  const box = async (selector: string) => {
    const found = menu.locator(selector).first();
    await expect(found).toBeVisible();
    return (await found.boundingBox()) as Box;
  };
  const card = menu.locator(`li.${shortName('qm-item')}`, {
    has: page.getByRole('button', { name: kahwa }),
  });
  const shapes: Record<string, Box> = {
    header: await box('header'),
    'header title': await box('header h1'),
    'first chip': await box(`.${shortName('qm-chips')} button`),
    card: (await card.boundingBox()) as Box,
    'card name': (await card.locator('h3').boundingBox()) as Box,
    'card description': (await card
      .locator(`.${shortName('qm-description')}`)
      .boundingBox()) as Box,
    price: (await card
      .locator(`.${shortName('qm-price-row')} > span`)
      .first()
      .boundingBox()) as Box,
    'add button': (await add.boundingBox()) as Box,
  };
  const description = await card.locator(`.${shortName('qm-description')}`).evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.fontSize, style.letterSpacing, style.textTransform, style.fontStyle].join(' ');
  });
  await add.click();
  shapes['cart button'] = await box(`.${shortName('qm-cart-button')}`);
  await menu.locator(`.${shortName('qm-cart-button')}`).click();
  const dialog = menu.getByRole('dialog');
  await expect(dialog).toBeVisible();
  shapes['cart title'] = await box(`.${shortName('qm-panel-head')} h2`);
  shapes['minus'] = (await dialog
    .locator(`.${shortName('qm-stepper')} button`)
    .first()
    .boundingBox()) as Box;
  shapes['plus'] = (await dialog
    .locator(`.${shortName('qm-stepper')} button`)
    .last()
    .boundingBox()) as Box;
  shapes['quantity'] = (await dialog
    .locator(`.${shortName('qm-stepper')} output`)
    .first()
    .boundingBox()) as Box;
  shapes['total'] = await box(`.${shortName('qm-total')}`);
  return { shapes, description };
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  for (const lang of ['en', 'ar'] as const) {
    test(
      `the element measures the same on hostile host pages at ${width} px in ${lang}`,
      GEOMETRY,
      async ({ browser }) => {
        test.setTimeout(120_000);
        const run = async (hostName: string) => {
          // Reduced motion: the cart panel is measured where it rests, not while it slides in.
          const context = await browser.newContext({
            viewport: { width, height },
            reducedMotion: 'reduce',
          });
          const page = await context.newPage();
          try {
            return await measure(page, lang, hostName);
          } finally {
            await context.close();
          }
        };
        const reference = await run('plain');
        // Sanity: the reference is the element's own look (16 px base, .85 for descriptions).
        expect(reference.description).toBe('13.6px normal none normal');
        expect(reference.shapes['minus']!.width).toBeGreaterThanOrEqual(44);
        for (const hostName of Object.keys(HOSTS).filter((name) => name !== 'plain')) {
          const hostile = await run(hostName);
          expect(hostile.description, hostName).toBe(reference.description);
          for (const [part, expected] of Object.entries(reference.shapes)) {
            const actual = hostile.shapes[part]!;
            for (const side of ['x', 'y', 'width', 'height'] as const) {
              expect
                .soft(
                  Math.abs(actual[side] - expected[side]),
                  `${hostName}: ${part} ${side} (${actual[side]} vs ${expected[side]})`,
                )
                .toBeLessThanOrEqual(2);
            }
          }
        }
      },
    );
  }
}
