// A cafe brings its menu in from a spreadsheet, and takes it out again. Fresh owners per
// test; everything goes through the menu page as an owner would use it.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';

async function bilingualOwner(page: Page): Promise<{ user: TestUser; business: TestBusiness }> {
  const user = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, user);
  const response = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(user.accessToken),
    data: { languages: ['en', 'ar'], name_ar: 'مقهى الاختبار' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { user, business };
}

async function itemsInDatabase(page: Page, user: TestUser, business: TestBusiness) {
  const response = await page.request.get(
    `/rest/v1/menu_items?business_id=eq.${business.id}&select=name,name_ar,price,description,categories(name,name_ar)&order=name`,
    { headers: authHeaders(user.accessToken) },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Array<{
    name: string;
    name_ar: string;
    price: number;
    description: string;
    categories: { name: string; name_ar: string } | null;
  }>;
}

async function openTransfer(page: Page) {
  await page.goto('/admin/menu');
  await page.getByRole('button', { name: 'Import / export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import and export the menu' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 100 rows as Excel saves them in many locales: a byte order mark, semicolons, Arabic names. */
function spreadsheet(): Buffer {
  const lines = ['category;category_ar;name;name_ar;description;price;options;sold_out;hidden'];
  for (let n = 1; n <= 100; n += 1) {
    const [category, categoryAr] = n % 2 ? ['Hot drinks', 'مشروبات ساخنة'] : ['Sweets', 'حلويات'];
    // Spreadsheet row 7 (the header is row 1) has a price nobody can read.
    const price =
      n === 6
        ? 'one rial'
        : `${n % 5},${String(n * 10)
            .padStart(3, '0')
            .slice(-3)}`;
    const options = n === 1 ? '"Size [1-1]: Small / صغير; Large / كبير +0.300"' : '';
    lines.push(
      `${category};${categoryAr};Item ${n};صنف ${n};"Fresh; made today, ${n}";${price};${options};${n === 2 ? 'yes' : 'no'};no`,
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(lines.join('\r\n'), 'utf8')]);
}

test('a 100-row spreadsheet previews, reports the bad row and imports the rest only on confirm', async ({
  page,
}) => {
  const { user, business } = await bilingualOwner(page);
  await loginAs(page, user.email, user.password);
  const dialog = await openTransfer(page);
  await expect(dialog.getByText('Save As › "CSV UTF-8 (Comma delimited)"')).toBeVisible();

  await dialog
    .getByLabel('Menu file (CSV or JSON)')
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: spreadsheet() });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('99 new items will be added')).toBeVisible();
  await expect(preview.getByText('New categories: Hot drinks, Sweets')).toBeVisible();
  await expect(preview.getByText('1 row has a problem and will be left out:')).toBeVisible();
  await expect(preview.getByRole('listitem')).toContainText([
    'Row 7: price must be a number like 1.500',
  ]);
  await expect(preview.getByText('Nothing has been saved yet.')).toBeVisible();
  expect(await itemsInDatabase(page, user, business)).toEqual([]);

  await preview.getByRole('button', { name: 'Import 99 items' }).click();
  await expect(page.getByText('Menu imported: 99 added, 0 updated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('99 items', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Item 1', exact: true })).toBeVisible();

  const items = await itemsInDatabase(page, user, business);
  expect(items).toHaveLength(99);
  expect(items.map((item) => item.name)).not.toContain('Item 6');
  expect(items.find((item) => item.name === 'Item 3')).toEqual({
    name: 'Item 3',
    name_ar: 'صنف 3',
    price: 3.03,
    description: 'Fresh; made today, 3',
    categories: { name: 'Hot drinks', name_ar: 'مشروبات ساخنة' },
  });
});

test('the exported CSV is safe in a spreadsheet and imports again with no changes', async ({
  page,
}) => {
  const { user, business } = await bilingualOwner(page);
  const importer = await page.request.post('/rest/v1/rpc/import_menu', {
    headers: authHeaders(user.accessToken),
    data: {
      business: business.id,
      items: [
        {
          category: 'Hot drinks',
          category_ar: 'مشروبات ساخنة',
          name: 'Karak Tea',
          name_ar: 'شاي كرك',
          description: 'Cardamom, ginger',
          price: 0.4,
          options: [
            {
              name: 'Size',
              name_ar: 'الحجم',
              required: true,
              min_choices: 1,
              max_choices: 1,
              choices: [
                { name: 'Small', name_ar: 'صغير', price_delta_baisa: 0, sold_out: false },
                { name: 'Large', name_ar: 'كبير', price_delta_baisa: 300, sold_out: true },
              ],
            },
          ],
        },
        { category: '', name: '=1+1', name_ar: '', price: 1, hidden: true },
      ],
    },
  });
  expect(importer.ok(), await importer.text()).toBe(true);
  await loginAs(page, user.email, user.password);
  const dialog = await openTransfer(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${business.slug}-menu.csv`);
  const file = await readFile((await download.path())!);
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text).toContain(
    'Hot drinks,مشروبات ساخنة,Karak Tea,شاي كرك,"Cardamom, ginger",,0.400,Size / الحجم [1-1]: Small / صغير; Large / كبير +0.300 (sold out),no,no,',
  );
  // A name a spreadsheet would run as a formula is written as text.
  expect(text).toContain(",'=1+1,,,,1.000,,no,yes,");

  await dialog
    .getByLabel('Menu file (CSV or JSON)')
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: file });
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('2 items are already as in the file')).toBeVisible();
  await expect(
    preview.getByText('Nothing to import: the menu already matches the file.'),
  ).toBeVisible();
  await expect(preview.getByRole('button', { name: /^Import/ })).toBeDisabled();

  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();

  // The JSON export (everything, for another server) goes through the same preview.
  const downloadingJson = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download JSON' }).click();
  const json = await readFile((await (await downloadingJson).path())!);
  expect(JSON.parse(json.toString('utf8'))).toMatchObject({
    format: 'qr-menu/menu@1',
    items: [
      { name: 'Karak Tea', options: [{ name: 'Size' }] },
      { name: '=1+1', hidden: true },
    ],
  });
  await dialog
    .getByLabel('Menu file (CSV or JSON)')
    .setInputFiles({ name: 'menu.json', mimeType: 'application/json', buffer: json });
  await expect(preview.getByText('2 items are already as in the file')).toBeVisible();
});

test('an Arabic-only menu imports in Arabic, right to left, with row problems in Arabic', async ({
  page,
}) => {
  const user = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, user);
  const response = await page.request.patch(`/rest/v1/businesses?id=eq.${business.id}`, {
    headers: authHeaders(user.accessToken),
    data: { languages: ['ar'], primary_language: 'ar', name_ar: 'مقهى عربي' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await loginAs(page, user.email, user.password);
  await page.evaluate(() => window.localStorage.setItem('qrmenu.admin.lang', 'ar'));
  await page.goto('/admin/menu');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'استيراد / تصدير' }).click();
  const dialog = page.getByRole('dialog', { name: 'استيراد القائمة وتصديرها' });
  // Arabic Excel names the format in Arabic.
  await expect(dialog.getByText('CSV UTF-8 (محدد بفاصلة)', { exact: false })).toBeVisible();

  const csv = 'category_ar,name_ar,name,price\nمشروبات,قهوة عمانية,,0.300\nمشروبات,,Tea,0.200\n';
  await dialog
    .getByLabel('ملف القائمة (CSV أو JSON)')
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = dialog.getByRole('region', { name: 'معاينة' });
  await expect(preview.getByRole('listitem')).toContainText([
    'الصف 3: يحتاج الصنف إلى اسم باللغة العربية',
  ]);
  await preview.getByRole('button', { name: 'استيراد صنف واحد' }).click();
  await expect(page.getByText('تم استيراد القائمة: أضيف 1 وحُدّث 0')).toBeVisible();
  expect(await itemsInDatabase(page, user, business)).toEqual([
    {
      name: '',
      name_ar: 'قهوة عمانية',
      price: 0.3,
      description: '',
      categories: { name: '', name_ar: 'مشروبات' },
    },
  ]);
});

test('a file that is not UTF-8 is refused with how to save it, and nothing is previewed', async ({
  page,
}) => {
  const { user } = await bilingualOwner(page);
  await loginAs(page, user.email, user.password);
  const dialog = await openTransfer(page);
  // "Café" in Windows-1252, as Excel's plain "CSV" saves it.
  const latin1 = Buffer.from('name,price\nCaf\xe9,1.000\n', 'latin1');
  await dialog
    .getByLabel('Menu file (CSV or JSON)')
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: latin1 });
  await expect(dialog.getByRole('alert')).toHaveText(/^This file is not UTF-8/);
  await expect(dialog.getByRole('region', { name: 'Preview' })).toHaveCount(0);
});
