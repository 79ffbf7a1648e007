// <qr-menu> pasted into a page of another origin with hostile CSS: it loads
// across origins (CORS), keeps its own look, leaves the host's styles alone and its cart works.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_BASE_URL } from '../playwright.config.ts';

test.use({ viewport: { width: 360, height: 640 } });

let host: Server;
let hostUrl: string;

test.beforeAll(async () => {
  const html = (
    await readFile(new URL('./fixtures/embed.html', import.meta.url), 'utf8')
  ).replaceAll('__WIDGET_ORIGIN__', E2E_BASE_URL);
  host = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
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

test('the element works on another origin beside hostile host CSS', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(hostUrl);
  expect(new URL(page.url()).origin).not.toBe(new URL(E2E_BASE_URL).origin);

  const menu = page.locator('qr-menu[slug="democafe"]');
  await expect(menu.getByRole('heading', { level: 1, name: 'Demo Cafe' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Karak Tea' })).toBeVisible();
  await expect(
    page.locator('#missing').getByRole('heading', { name: 'Menu not found' }),
  ).toBeVisible();

  // The host's `* { all: unset; color: red !important }` stops at the shadow root...
  const inside = await menu.getByRole('heading', { name: 'Karak Tea' }).evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, display: style.display, fontWeight: style.fontWeight };
  });
  expect(inside.color).not.toBe('rgb(255, 0, 0)');
  expect(inside.display).toBe('block');
  expect(Number(inside.fontWeight)).toBeGreaterThanOrEqual(600);
  // Karak Tea opens its sheet (it has sizes); Omani Kahwa adds with one tap.
  const addButton = menu.getByRole('button', { name: 'Add Omani Kahwa' });
  const box = await addButton.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // ...and the element's styles stay inside it: the host's own text keeps the host's rules.
  const hostNote = await page.locator('#host-note').evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, fontSize: style.fontSize };
  });
  expect(hostNote).toEqual({ color: 'rgb(255, 0, 0)', fontSize: '30px' });

  // The cart works and the host hears about it.
  await addButton.click();
  await addButton.click();
  const cartButton = menu.getByRole('button', { name: /^View cart/ });
  await expect(cartButton).toHaveAccessibleName('View cart, 2 items, 1.000 OMR');
  // Events are sent from an effect, just after the render the button already shows: poll.
  const cartEvents = () =>
    page.evaluate(() =>
      (
        window as unknown as {
          qrMenuEvents: { type: string; detail: { count: number; totalBaisa: number } }[];
        }
      ).qrMenuEvents
        .filter((event) => event.type === 'qr-menu:cart-change')
        .map((event) => ({ count: event.detail.count, totalBaisa: event.detail.totalBaisa })),
    );
  await expect.poll(cartEvents).toEqual([
    { count: 1, totalBaisa: 500 },
    { count: 2, totalBaisa: 1000 },
  ]);

  await cartButton.click();
  const dialog = menu.getByRole('dialog', { name: 'Your Cart' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove one Omani Kahwa' }).click();
  await expect(dialog.getByLabel('Quantity of Omani Kahwa')).toHaveText('1');

  // The host takes over checkout (for example to log the order) by cancelling the event.
  await page.evaluate(() =>
    document.addEventListener('qr-menu:checkout', (event) => event.preventDefault()),
  );
  // Demo Cafe takes dine-in, pickup and delivery, so the customer picks one.
  await dialog.getByRole('radio', { name: 'Dine-in' }).check();
  await dialog.getByRole('button', { name: 'Checkout on WhatsApp' }).click();
  // The order is recorded first, so the event comes once the database has answered.
  const checkoutEvents = () =>
    page.evaluate(() =>
      (
        window as unknown as { qrMenuEvents: { type: string; detail: unknown }[] }
      ).qrMenuEvents.filter((event) => event.type === 'qr-menu:checkout'),
    );
  await expect.poll(async () => (await checkoutEvents()).length).toBe(1);
  const checkout = (await checkoutEvents()) as { detail: { number: number } }[];
  const number = checkout[0]!.detail.number;
  expect(number).toBeGreaterThan(0);
  const text = `Hello Demo Cafe, I would like to order:\n1 x Omani Kahwa - 0.500 OMR\nTotal: 0.500 OMR\nOrder: Dine-in\nOrder no.: ${number}`;
  expect(checkout).toEqual([
    {
      type: 'qr-menu:checkout',
      detail: {
        message: text,
        link: `https://wa.me/96890000000?text=${encodeURIComponent(text)}`,
        number,
      },
    },
  ]);
  expect(page.context().pages()).toHaveLength(1);

  const { violations } = await new AxeBuilder({ page }).include('qr-menu').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  // Loading the script twice defined the element once, without an error.
  expect(errors).toEqual([]);
});
