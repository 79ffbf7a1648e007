// A business's page styles the inside of <qr-menu> through the parts the element exposes: every
// part its JSDoc documents (custom-elements.json, docs/reference/qr-menu.md) takes the host's
// `qr-menu::part(...)` rule, while the host's other CSS still stops at the shadow root.
import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from '../playwright.config.ts';
import { elementManifest, elementOf } from '../scripts/element-manifest.ts';

test.use({ viewport: { width: 360, height: 740 } });

const parts = (elementOf(elementManifest(), 'qr-menu')?.cssParts ?? []).map((part) => part.name);
// A colour per part, so each rule is seen to land on its own part and nowhere else.
const colour = (index: number) => `rgb(${index + 1}, 2, 3)`;

test('a host page styles every documented part with qr-menu::part()', async ({ page }) => {
  expect(parts).toEqual(
    expect.arrayContaining(['header', 'categories', 'item', 'cart-button', 'checkout-button']),
  );
  const rules = parts
    .map((part, index) => `qr-menu::part(${part}) { outline: 3px solid ${colour(index)}; }`)
    .join('\n');
  // The business's own website, on an origin of its own.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <style>${rules} h3 { outline: 3px solid rgb(9, 9, 9); }</style>
    <script type="module" src="${E2E_BASE_URL}/qr-menu.js"></script></head>
    <body><qr-menu slug="democafe"></qr-menu></body></html>`;
  const host = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(hostUrl);
    const menu = page.locator('qr-menu');
    await expect(menu.getByRole('heading', { name: 'Omani Kahwa' })).toBeVisible();
    // Each part's outline, where it is in the element now.
    const outlines = () =>
      menu.evaluate((host, names) => {
        const found: Record<string, string[]> = {};
        for (const name of names) {
          const nodes = [...host.shadowRoot!.querySelectorAll(`[part~="${name}"]`)];
          found[name] = nodes.map((el) => getComputedStyle(el).outlineColor);
        }
        const heading = host.shadowRoot!.querySelector('h3');
        return { found, heading: heading ? getComputedStyle(heading).outlineColor : null };
      }, parts);
    // The cart button exists once the cart has an item; the cart's own parts once it is open.
    await menu.getByRole('button', { name: 'Add Omani Kahwa' }).click();
    await expect(menu.getByRole('button', { name: /^View cart/ })).toBeVisible();
    const menuShown = await outlines();
    await menu.getByRole('button', { name: /^View cart/ }).click();
    await expect(menu.getByRole('button', { name: 'Checkout on WhatsApp' })).toBeVisible();
    const cartShown = await outlines();
    const found = (part: string) => [
      ...(menuShown.found[part] ?? []),
      ...(cartShown.found[part] ?? []),
    ];

    parts.forEach((part, index) => {
      expect(found(part).length, `part ${part} is in the element`).toBeGreaterThan(0);
      for (const got of found(part)) expect(got, `part ${part}`).toBe(colour(index));
    });
    // A plain selector of the host still does not reach inside.
    expect(menuShown.heading).not.toBe('rgb(9, 9, 9)');
    expect(errors).toEqual([]);
  } finally {
    await new Promise((resolve) => host.close(resolve));
  }
});
