// Banner editor journeys: a fresh owner uploads and replaces the banner and headline;
// the customer menu shows them and the replaced file is gone from storage.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, authHeaders } from './support/api.ts';
import { demoPage } from './support/demo-login.ts';
import { createBusinessFor, createConfirmedOwner, loginAs } from './support/factories.ts';

/** A wide PNG drawn in the page, larger than the 1600 px the editor resizes banners to. */
async function makePng(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, fill]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fff';
      context.font = '200px sans-serif';
      context.fillText('Banner', w / 4, h / 2);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    [width, height, color] as const,
  );
  return Buffer.from(base64, 'base64');
}

async function savedBusiness(page: Page, id: string, token: string) {
  const response = await page.request.get(
    `/rest/v1/businesses?id=eq.${id}&select=banner_url,headline`,
    { headers: authHeaders(token) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const [row] = (await response.json()) as { banner_url: string | null; headline: string | null }[];
  return row!;
}

test('an owner uploads and replaces the banner and headline, and customers see them', async ({
  page,
}) => {
  const owner = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, owner);
  await loginAs(page, owner.email, owner.password);
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { name: 'Banner', exact: true })).toBeVisible();
  await expect(page.getByText('No banner yet.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);

  // Only images are accepted.
  const fileInput = page.getByLabel('New banner image');
  await fileInput.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert')).toHaveText('Only image files are accepted');
  await expect(page.getByRole('button', { name: 'Save banner' })).toBeDisabled();

  // First banner and headline.
  await fileInput.setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 3200, 1200, '#0f766e'),
  });
  await page.getByLabel('Headline').fill('Fresh karak every morning');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByText('Banner updated successfully')).toBeVisible();
  const first = await savedBusiness(page, business.id, owner.accessToken);
  expect(first.headline).toBe('Fresh karak every morning');
  expect(first.banner_url).toMatch(
    new RegExp(
      `/storage/v1/object/public/banners/${owner.userId}/banner-\\d+\\.(webp|jpg)\\?v=\\d+$`,
    ),
  );
  const current = page.getByRole('img', { name: `Current banner of ${business.name}` });
  await expect(current).toHaveAttribute('src', first.banner_url!);
  const size = await current.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([1600, 600]);

  // The customer menu shows the banner and the headline.
  const customer = await page.context().newPage();
  await customer.goto(`/${business.slug}/menu`);
  await expect(customer.getByText('Fresh karak every morning')).toBeVisible();
  await expect(customer.locator(`img[src="${first.banner_url}"]`)).toBeVisible();

  // Headless Chromium pauses animation frames of background tabs, which Playwright's clicks wait for.
  await customer.close();

  // Replace it: new versioned URL, the old file is removed from storage.
  await page.getByLabel('New banner image').setInputFiles({
    name: 'banner2.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 2000, 800, '#b45309'),
  });
  await page.getByLabel('Headline').fill('Now open until midnight');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByText('Banner updated successfully').last()).toBeVisible();
  await expect
    .poll(async () => (await savedBusiness(page, business.id, owner.accessToken)).banner_url)
    .not.toBe(first.banner_url);
  const second = await savedBusiness(page, business.id, owner.accessToken);
  expect(second.headline).toBe('Now open until midnight');
  await expect(current).toHaveAttribute('src', second.banner_url!);
  expect((await page.request.get(second.banner_url!)).status()).toBe(200);
  // Gone from storage: storage-api's missing object is HTTP 400 with code NoSuchKey.
  const replaced = await page.request.get(first.banner_url!);
  expect(replaced.status()).toBe(400);
  expect(((await replaced.json()) as { code: string }).code).toBe('NoSuchKey');

  const after = await page.context().newPage();
  await after.goto(`/${business.slug}/menu`);
  await expect(after.getByText('Now open until midnight')).toBeVisible();
  await expect(after.locator(`img[src="${second.banner_url}"]`)).toBeVisible();
  await after.close();
});

test('a file that only pretends to be an image is refused with Banner upload failed', async ({
  page,
}) => {
  const owner = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, owner, { headline: 'Before' });
  await loginAs(page, owner.email, owner.password);
  await page.goto('/admin/banner');
  // The browser cannot decode it, so it is sent as is, and the storage refuses it.
  await page.getByLabel('New banner image').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text, not a PNG'),
  });
  await page.getByLabel('Headline').fill('After');
  await page.getByRole('button', { name: 'Save banner' }).click();
  await expect(page.getByText('Banner upload failed')).toBeVisible();
  // The refusal keeps what the owner typed and the photo chosen, to correct and save again.
  await expect(page.getByLabel('Headline')).toHaveValue('After');
  expect(await page.getByLabel('New banner image').inputValue()).toMatch(/fake\.png$/);
  const row = await savedBusiness(page, business.id, owner.accessToken);
  expect(row).toEqual({ banner_url: null, headline: 'Before' });
});

test('the customer preview names the business in the language it previews, whatever the screen language', async ({
  browser,
}) => {
  const page = await demoPage(browser, 'owner', 'ar', { width: 1280, height: 900 });
  await page.goto('/admin/banner');
  const preview = page.getByTestId('customer-preview');
  const switches = page.locator('.customer-preview__langs');
  // The demo menu is English first: the preview opens in English on an Arabic screen.
  await expect(switches.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(preview.getByText(DEMO.businessName, { exact: true })).toBeVisible();
  await switches.getByRole('button', { name: 'العربية' }).click();
  await expect(preview.getByText('مقهى العرض', { exact: true })).toBeVisible();
  await expect(preview.getByText(DEMO.businessName, { exact: true })).toHaveCount(0);
  await page.context().close();
});
