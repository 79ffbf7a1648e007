// The favicon, the app icons and the web app manifest: linked from every page of the admin app (the
// landing page included) and served with their real content types, sizes as the manifest says.
import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
}

for (const route of ['/', '/login', '/admin/dashboard']) {
  test(`${route} links a favicon, an app icon and the manifest, all served`, async ({ page }) => {
    await page.goto(route);
    const icon = page.locator('link[rel="icon"][type="image/svg+xml"]');
    await expect(icon).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icon-192.png',
    );
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const favicon = await page.request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/svg+xml');
    expect(await favicon.text()).toContain('<svg');

    const manifestResponse = await page.request.get(manifestHref ?? '');
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest.name).toBe('QR Menu');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const entry of manifest.icons) {
      const response = await page.request.get(entry.src);
      expect(response.status(), entry.src).toBe(200);
      expect(response.headers()['content-type'], entry.src).toBe(entry.type);
      if (entry.type !== 'image/png') continue;
      const png = PNG.sync.read(await response.body());
      expect(`${png.width}x${png.height}`, entry.src).toBe(entry.sizes);
    }
  });
}

test('the browser shows the favicon: the SVG loads as an image', async ({ page }) => {
  await page.goto('/');
  const size = await page.evaluate(async () => {
    const img = new Image();
    img.src = '/favicon.svg';
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size[0]).toBeGreaterThan(0);
  expect(size[1]).toBe(size[0]);
});
