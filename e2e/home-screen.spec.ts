// A business's menu on the home screen and offline. The hosted page links a web
// app manifest with the business's name, icons and colour; after a first visit its service worker
// shows the last menu seen while the phone is offline, says so in the menu's language and keeps
// checkout off until the phone is back online.
import { expect, test, type Page } from '@playwright/test';
import { shortName } from '../shared/short-names.ts';

test.use({ viewport: { width: 390, height: 800 } });

/** Waits until the page's service worker controls it and has kept the page for offline use. */
async function keptForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('qr-menu-pages-democafe');
        return !!(await cache.match(location.href));
      }),
    )
    .toBe(true);
}

test('the menu page links a manifest with the business, its icon and colour', async ({
  page,
  request,
}) => {
  await page.goto('/democafe/menu?lang=ar');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/democafe/manifest.webmanifest?lang=ar');
  const arabic = await (await request.get(href!)).json();
  expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/democafe/menu?lang=ar' });

  const response = await request.get('/democafe/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Demo Cafe',
    start_url: '/democafe/menu',
    scope: '/democafe/',
    display: 'standalone',
    theme_color: '#a4441f',
  });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(apple!)).status()).toBe(200);
  expect((await request.get('/nosuchcafe/manifest.webmanifest')).status()).toBe(404);
});

test('the worker is not in the first paint: the element registers it afterwards', async ({
  page,
  request,
}) => {
  await page.goto('/democafe/menu');
  await keptForOffline(page);
  expect(
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.scriptURL.replace(location.origin, ''),
    ),
  ).toBe('/democafe/sw.js');
  // Neither the page nor qr-menu.js carries it: its own chunk does, loaded after the paint.
  for (const path of ['/democafe/menu', '/qr-menu.js']) {
    expect(await (await request.get(path)).text(), path).not.toContain('serviceWorker');
  }
});

for (const lang of ['en', 'ar'] as const) {
  test(`after a first visit the menu opens offline, says so and waits to order (${lang})`, async ({
    page,
    context,
  }) => {
    const url = `/democafe/menu?table=5&lang=${lang}`;
    const t =
      lang === 'en'
        ? { add: 'Add Omani Kahwa', cart: /^View cart/, offline: /^Offline/ }
        : { add: 'أضف قهوة عمانية', cart: /^عرض السلة/, offline: /^غير متصل/ };
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await keptForOffline(page);

    await context.setOffline(true);
    const offline = await page.reload();
    // The worker's kept copy, not the network (there is none) nor the browser's HTTP cache.
    expect(offline?.fromServiceWorker()).toBe(true);
    const menu = page.locator('qr-menu');
    await expect(menu.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu.locator(`.${shortName('qm-order-status')} strong`)).toHaveText(
      lang === 'en' ? 'Table 5' : 'طاولة 5',
    );
    const notice = menu.locator('[data-offline]');
    await expect(notice).toHaveText(t.offline);
    await expect(notice).toHaveAttribute('role', 'status');
    // The cart works from the kept scripts; checkout waits for the connection.
    await menu.getByRole('button', { name: t.add }).click();
    await menu.getByRole('button', { name: t.cart }).click();
    const dialog = menu.getByRole('dialog');
    const checkout = dialog.locator(`.${shortName('qm-primary')}`);
    await expect(checkout).toBeDisabled();
    const waiting = dialog.locator('[data-offline]');
    await expect(waiting).toHaveText(lang === 'en' ? /^You are offline/ : /^أنت غير متصل/);
    await expect(waiting).toHaveAttribute('role', 'status');

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(waiting).toHaveCount(0);
    await dialog.getByRole('radio').first().check();
    await expect(checkout).toBeEnabled();
  });
}
