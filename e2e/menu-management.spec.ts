// Menu management journeys: a fresh owner per test manages categories and items through
// the UI against the real local server; the database, the storage files and the customer menu are
// checked for what the owner did. The demo business is never touched.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders } from './support/api.ts';
import {
  createBusinessFor,
  createConfirmedOwner,
  loginAs,
  type TestBusiness,
  type TestUser,
} from './support/factories.ts';

interface Owner {
  user: TestUser;
  business: TestBusiness;
}

async function ownerOnMenuPage(page: Page): Promise<Owner> {
  const user = await createConfirmedOwner(page.request);
  const business = await createBusinessFor(page.request, user);
  await loginAs(page, user.email, user.password);
  await page.goto('/admin/menu');
  await expect(page.getByRole('heading', { name: 'Menu items' })).toBeVisible();
  return { user, business };
}

/** A photo-like JPEG drawn on a canvas in the page: large, detailed, as a phone camera makes. */
async function makeJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#b45309');
      gradient.addColorStop(1, '#0f766e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      // Many small shapes give the encoder real detail to keep, like a photo.
      let seed = 7;
      const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
      for (let i = 0; i < 6000; i++) {
        context.fillStyle = `hsl(${random() * 360} 70% ${30 + random() * 40}%)`;
        context.fillRect(random() * w, random() * h, 4 + random() * 60, 4 + random() * 60);
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

async function addCategory(page: Page, name: string) {
  await page.getByLabel('New category').fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('list', { name: 'Category order' }).getByText(name)).toBeVisible();
}

async function categoryOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Category order' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('.menu-category__name')?.textContent ?? ''),
    );
}

/** Items as the owner's REST client sees them (row level security applies). */
async function itemsInDatabase(request: APIRequestContext, owner: Owner) {
  const response = await request.get(
    `/rest/v1/menu_items?business_id=eq.${owner.business.id}&select=name,price,category_id,image_path,image_url&order=name`,
    { headers: authHeaders(owner.user.accessToken) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as {
    name: string;
    price: number;
    category_id: string | null;
    image_path: string | null;
    image_url: string;
  }[];
}

/** The status storage means for a URL: storage-api refuses with HTTP 400 and names it in the
 * body's statusCode (404 and NoSuchKey for a missing object). */
async function storageStatus(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url);
  if (response.status() !== 400) return response.status();
  return Number(((await response.json()) as { statusCode: string }).statusCode);
}

/** Serious or critical accessibility problems axe finds in the page content (not the shell). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The owner's grid: the customer's cards, list items headed by the dish (badges are list items too). */
function itemCards(page: Page) {
  return page
    .getByRole('list', { name: 'Menu items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}

/** An item in the owner's grid: the customer's card, a list item named by its dish. */
function card(page: Page, name: string) {
  return page.getByRole('listitem', { name });
}

test('an owner adds, edits and deletes items with resized photos, and storage follows', async ({
  page,
}) => {
  // Real image encoding and many round trips on a shared 2-core machine.
  test.slow();
  const owner = await ownerOnMenuPage(page);
  await expect(page.getByRole('heading', { name: 'Your menu is empty' })).toBeVisible();
  await addCategory(page, 'Hot drinks');
  await addCategory(page, 'Sweets');

  // Validation before anything is sent.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Required fields missing');
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);
  await dialog.getByLabel('Image *').setInputFiles({
    name: 'menu.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Only image files are accepted');

  // A 4000x3000 photo is resized in the browser and uploaded with visible progress.
  const photo = await makeJpeg(page, 4000, 3000);
  await dialog.getByLabel('Name *').fill('Karak Tea');
  await dialog.getByLabel('Description').fill('Cardamom and milk');
  await dialog.getByLabel('Price (OMR) *').fill('0.2');
  await dialog.getByLabel('Category *').selectOption({ label: 'Hot drinks' });
  await dialog.getByLabel('Image *').setInputFiles({
    name: 'karak.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  // A slow connection, so the progress bar has time to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 40 * 1024,
  });
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Item added')).toBeVisible();
  const karak = card(page, 'Karak Tea');
  await expect(karak).toContainText('Hot drinks');
  await expect(karak).toContainText('0.200 OMR');

  const [added] = await itemsInDatabase(page.request, owner);
  expect(added).toMatchObject({ name: 'Karak Tea', price: 0.2 });
  expect(added?.image_path).toMatch(new RegExp(`^${owner.user.userId}/\\d+\\.(webp|jpg)$`));
  const stored = await page.request.get(added!.image_url);
  expect(stored.status()).toBe(200);
  const storedBytes = (await stored.body()).length;
  expect(photo.length).toBeGreaterThan(storedBytes);
  expect(storedBytes).toBeLessThan(300 * 1024);
  // The card shows the photo as customers get it (a right-sized rendition); the original was
  // stored at 1000x750.
  await expect(karak.locator('img')).toHaveAttribute('src', added!.image_url);
  const size = await page.evaluate(async (url) => {
    const img = new Image();
    img.src = url;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, added!.image_url);
  expect(size).toEqual([1000, 750]);

  // Edit: new price, new category and a replacement photo; the old file is removed.
  const firstImage = added!.image_url;
  await karak.getByRole('button', { name: 'Edit Karak Tea' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Menu Item' });
  await expect(edit.getByLabel('Name *')).toHaveValue('Karak Tea');
  await expect(edit.getByLabel('Price (OMR) *')).toHaveValue('0.200');
  await edit.getByLabel('Price (OMR) *').fill('0.25');
  await edit.getByLabel('Category *').selectOption({ label: 'Sweets' });
  await edit.getByLabel('Image (optional)').setInputFiles({
    name: 'karak2.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 1200, 1600),
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Item updated')).toBeVisible();
  await expect(karak).toContainText('0.250 OMR');
  await expect(karak).toContainText('Sweets');
  const [edited] = await itemsInDatabase(page.request, owner);
  expect(edited?.price).toBe(0.25);
  expect(edited?.image_url).not.toBe(firstImage);
  expect(await storageStatus(page.request, edited!.image_url)).toBe(200);
  expect(await storageStatus(page.request, firstImage)).toBe(404);

  // Delete asks first, then removes the row and the photo.
  await karak.getByRole('button', { name: 'Delete Karak Tea' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(karak).toBeVisible();
  await karak.getByRole('button', { name: 'Delete Karak Tea' }).click();
  await confirm.getByRole('button', { name: 'Delete item' }).click();
  await expect(page.getByText('Item deleted')).toBeVisible();
  await expect(karak).toBeHidden();
  expect(await itemsInDatabase(page.request, owner)).toEqual([]);
  expect(await storageStatus(page.request, edited!.image_url)).toBe(404);
});

test('a failed save shows the backend message and keeps what the owner typed', async ({ page }) => {
  const owner = await ownerOnMenuPage(page);
  await addCategory(page, 'Hot drinks');

  // A duplicate category name hits the database's unique index (409), said in the owner's terms.
  await page.getByLabel('New category').fill('hot DRINKS');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('A category with this name already exists')).toBeVisible();
  await expect(page.getByLabel('New category')).toHaveValue('hot DRINKS');

  // Blank names never reach the backend.
  await page.getByLabel('New category').fill('   ');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Enter category name')).toBeVisible();

  // The chosen category disappears (deleted elsewhere) while the form is open.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
  await dialog.getByLabel('Name *').fill('Saffron Tea');
  await dialog.getByLabel('Price (OMR) *').fill('0.350');
  await dialog.getByLabel('Category *').selectOption({ label: 'Hot drinks' });
  await dialog.getByLabel('Image *').setInputFiles({
    name: 'tea.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 800, 600),
  });
  const gone = await page.request.delete(
    `/rest/v1/categories?business_id=eq.${owner.business.id}`,
    { headers: authHeaders(owner.user.accessToken) },
  );
  expect(gone.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Category does not belong to this business');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name *')).toHaveValue('Saffron Tea');
  await expect(dialog.getByLabel('Price (OMR) *')).toHaveValue('0.350');
  expect(await itemsInDatabase(page.request, owner)).toEqual([]);
  // The photo uploaded for the refused row was removed again.
  const files = await page.request.post(`/storage/v1/object/list/menu-images`, {
    headers: authHeaders(owner.user.accessToken),
    data: { prefix: owner.user.userId, limit: 100, offset: 0 },
  });
  expect(files.ok(), await files.text()).toBe(true);
  expect(await files.json()).toEqual([]);
});

test('an upload the storage refuses says Image upload failed and writes no row', async ({
  page,
}) => {
  const owner = await ownerOnMenuPage(page);
  await addCategory(page, 'Grill');
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Menu Item' });
  await dialog.getByLabel('Name *').fill('Shuwa');
  await dialog.getByLabel('Price (OMR) *').fill('4.750');
  await dialog.getByLabel('Category *').selectOption({ label: 'Grill' });
  await dialog.getByLabel('Image *').setInputFiles({
    name: 'shuwa.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 400, 300),
  });
  // The network drops the upload (the row must not be written without its image).
  await page.route('**/storage/v1/object/menu-images/**', (route) => route.abort());
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Image upload failed')).toBeVisible();
  await expect(dialog.getByLabel('Name *')).toHaveValue('Shuwa');
  expect(await itemsInDatabase(page.request, owner)).toEqual([]);
  // The refusal is shown in the form, and the photo chosen stays: a retry needs no new pick.
  await expect(dialog.getByRole('alert')).toHaveText('Image upload failed');
  await expect(dialog.getByRole('img', { name: 'Selected', exact: true })).toBeVisible();
  await page.unroute('**/storage/v1/object/menu-images/**');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  expect(await itemsInDatabase(page.request, owner)).toMatchObject([{ name: 'Shuwa' }]);
});

test('a category is renamed, then given serving times from its own action; a blank name is refused in place', async ({
  page,
}) => {
  const owner = await ownerOnMenuPage(page);
  await addCategory(page, 'Breakfast');
  await page.getByRole('button', { name: 'Edit names of Breakfast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Names of Breakfast' });
  const name = dialog.getByRole('textbox').first();
  // The names dialog is about names only.
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(name).toHaveValue('Breakfast');

  // The one category schema refuses a blank name before anything is sent; the dialog stays.
  await name.fill('  ');
  await dialog.getByRole('button', { name: 'Save names' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter category name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('Morning');
  await dialog.getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByText('Category updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('list', { name: 'Category order' }).getByRole('listitem');
  await expect(row).toContainText('Morning');

  // Its serving times have their own action and dialog, which keeps the names as saved.
  await page.getByRole('button', { name: 'Serving times of Morning' }).click();
  const times = page.getByRole('dialog', { name: 'Serving times of Morning' });
  await expect(times.getByRole('textbox')).toHaveCount(0);
  await times.getByRole('radio', { name: 'Only at these times (Muscat time)' }).check();
  await times.getByRole('button', { name: 'Save serving times' }).click();
  await expect(times).toBeHidden();
  await expect(row).toContainText('Served 06:00\u201111:00');
  const saved = await page.request.get(
    `/rest/v1/categories?business_id=eq.${owner.business.id}&select=name,available_windows`,
    { headers: authHeaders(owner.user.accessToken) },
  );
  expect(await saved.json()).toEqual([
    {
      name: 'Morning',
      available_windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }],
    },
  ]);
});

test('categories reorder and delete, and the customer menu follows', async ({ page }) => {
  const owner = await ownerOnMenuPage(page);
  await addCategory(page, 'Breakfast');
  await addCategory(page, 'Hot drinks');
  await addCategory(page, 'Sweets');
  expect(await categoryOrder(page)).toEqual(['Breakfast', 'Hot drinks', 'Sweets']);

  const categories = (await (
    await page.request.get(
      `/rest/v1/categories?business_id=eq.${owner.business.id}&select=id,name`,
      { headers: authHeaders(owner.user.accessToken) },
    )
  ).json()) as { id: string; name: string }[];
  const idOf = (name: string) => categories.find((c) => c.name === name)!.id;
  const seeded = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.user.accessToken),
    data: [
      { business_id: owner.business.id, category_id: idOf('Sweets'), name: 'Halwa', price: 1.5 },
      {
        business_id: owner.business.id,
        category_id: idOf('Hot drinks'),
        name: 'Karak',
        price: 0.2,
      },
      { business_id: owner.business.id, category_id: idOf('Breakfast'), name: 'Eggs', price: 1 },
    ],
  });
  expect(seeded.status(), await seeded.text()).toBe(201);

  await page.getByRole('button', { name: 'Move Sweets up' }).click();
  await expect.poll(() => categoryOrder(page)).toEqual(['Breakfast', 'Sweets', 'Hot drinks']);
  await page.getByRole('button', { name: 'Move Breakfast down' }).click();
  await expect.poll(() => categoryOrder(page)).toEqual(['Sweets', 'Breakfast', 'Hot drinks']);
  await expect(page.getByRole('button', { name: 'Move Sweets up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Hot drinks down' })).toBeDisabled();

  // The order survives a reload and the customer menu shows it.
  await page.reload();
  await expect.poll(() => categoryOrder(page)).toEqual(['Sweets', 'Breakfast', 'Hot drinks']);
  await expect(card(page, 'Halwa')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/${owner.business.slug}/menu`);
  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
  await expect
    .poll(async () =>
      (await chips.allTextContents()).filter((t) =>
        ['Sweets', 'Breakfast', 'Hot drinks'].includes(t),
      ),
    )
    .toEqual(['Sweets', 'Breakfast', 'Hot drinks']);
  await page.goto('/admin/menu');

  // Deleting a category asks first; its items stay, Uncategorized.
  await page.getByRole('button', { name: 'Delete category Sweets' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Delete this category? Items become Uncategorized.',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByText('Category deleted')).toBeVisible();
  await expect.poll(() => categoryOrder(page)).toEqual(['Breakfast', 'Hot drinks']);
  await expect(card(page, 'Halwa')).toContainText('Uncategorized');
  const halwa = (await itemsInDatabase(page.request, owner)).find((i) => i.name === 'Halwa');
  expect(halwa?.category_id).toBeNull();

  await page.goto(`/${owner.business.slug}/menu`);
  await expect(page.getByText('Halwa')).toBeVisible();
  expect((await chips.allTextContents()).filter((t) => t === 'Sweets')).toEqual([]);
});

test('search, filter, sort and pages are served by the database and kept in the URL', async ({
  page,
}) => {
  // Real image encoding and many round trips on a shared 2-core machine.
  test.slow();
  const owner = await ownerOnMenuPage(page);
  await addCategory(page, 'Drinks');
  await addCategory(page, 'Food');
  const categories = (await (
    await page.request.get(
      `/rest/v1/categories?business_id=eq.${owner.business.id}&select=id,name`,
      { headers: authHeaders(owner.user.accessToken) },
    )
  ).json()) as { id: string; name: string }[];
  const drinks = categories.find((c) => c.name === 'Drinks')!.id;
  const food = categories.find((c) => c.name === 'Food')!.id;
  // 30 items: more than one page of 24.
  const rows = Array.from({ length: 26 }, (_, i) => ({
    business_id: owner.business.id,
    category_id: food,
    name: `Dish ${String(i + 1).padStart(2, '0')}`,
    description: i === 3 ? 'Comes with saffron rice' : 'House special',
    price: 1 + i / 10,
  }));
  rows.push(
    {
      business_id: owner.business.id,
      category_id: drinks,
      name: 'Karak Tea',
      description: 'Hot',
      price: 0.2,
    },
    {
      business_id: owner.business.id,
      category_id: drinks,
      name: 'Lemon Mint',
      description: 'Cold',
      price: 0.9,
    },
    {
      business_id: owner.business.id,
      category_id: drinks,
      name: 'Tea, 50% milk (large)',
      description: 'Hot',
      price: 0.6,
    },
    {
      business_id: owner.business.id,
      category_id: drinks,
      name: 'Zaatar Manakish',
      description: 'Oven',
      price: 9.999,
    },
  );
  const seeded = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.user.accessToken),
    data: rows,
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await page.reload();

  const cards = itemCards(page);
  await expect(page.getByText('30 items', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(24);
  await expect(page.getByText('Page 1 of 2 (30 items)')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(cards).toHaveCount(6);
  await expect(page).toHaveURL(/[?&]page=2/);

  // Search by name, case-insensitively; the URL keeps it and the page is reset.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially('TEA', { delay: 20 });
  await expect(page).toHaveURL(/[?&]q=TEA/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Karak Tea');
  // The sidebar's Menu Items link starts over: the box empties and the search does not come back.
  await page.getByRole('link', { name: 'Menu Items' }).click();
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(24);
  await expect(page).not.toHaveURL(/q=/);
  // Punctuation that means something in PostgREST filters is just text.
  await search.fill('50% milk (large');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Tea, 50% milk (large)');
  // The description is searched too.
  await search.fill('saffron');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Dish 04');
  await search.fill('no such dish');
  await expect(page.getByText('No items match your search or filter.')).toBeVisible();
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);

  // Filter by category, then sort by price both ways.
  await page
    .getByRole('combobox', { name: 'Category', exact: true })
    .selectOption({ label: 'Drinks' });
  await expect(page).toHaveURL(new RegExp(`category=${drinks}`));
  await expect(cards).toHaveCount(4);
  await page.getByLabel('Sort by').selectOption({ label: 'Price' });
  await expect(cards.first()).toContainText('Karak Tea');
  await expect(cards.last()).toContainText('9.999 OMR');
  await page.getByLabel('Direction').selectOption({ label: 'Descending' });
  await expect(cards.first()).toContainText('Zaatar Manakish');
  await expect(cards.last()).toContainText('Karak Tea');
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/dir=desc/);

  // A reload (or a shared link) keeps every choice.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(drinks);
  await expect(page.getByLabel('Sort by')).toHaveValue('price');
  await expect(page.getByLabel('Direction')).toHaveValue('desc');
  await expect(cards.first()).toContainText('Zaatar Manakish');

  // Name sort, and an unknown sort field falls back to name.
  await page.goto('/admin/menu?sort=owner_id&dir=desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await expect(cards.first()).toContainText('Zaatar Manakish');
  await page.getByLabel('Direction').selectOption({ label: 'Ascending' });
  await expect(cards.first()).toContainText('Dish 01');
});

test('a failed load shows an error with Retry, never a silent empty grid', async ({ page }) => {
  const owner = await ownerOnMenuPage(page);
  const seeded = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.user.accessToken),
    data: { business_id: owner.business.id, name: 'Karak Tea', price: 0.2 },
  });
  expect(seeded.status()).toBe(201);
  // The connection drops for the list requests only.
  const lists = /\/rest\/v1\/(menu_items|categories)\?/;
  await page.route(lists, (route) => route.abort('internetdisconnected'));
  await page.reload();
  // supabase-js retries a failed read three times (1 s, 2 s, 4 s apart) before it reports the
  // failure, so a dropped connection that comes back at once is never shown at all.
  await expect(page.getByText('Failed to load categories').first()).toBeVisible({
    timeout: 20_000,
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load your menu items' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await page.unroute(lists);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, 'Karak Tea')).toContainText('Uncategorized');
  await page
    .getByRole('alert')
    .filter({ hasText: 'Failed to load categories' })
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
});

test('a menu of 1,000 items is served 24 at a time', async ({ page }) => {
  const owner = await ownerOnMenuPage(page);
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    business_id: owner.business.id,
    name: `Item ${String(i + 1).padStart(4, '0')}`,
    price: (i % 50) + 0.5,
  }));
  const seeded = await page.request.post('/rest/v1/menu_items', {
    headers: authHeaders(owner.user.accessToken),
    data: rows,
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await page.reload();
  const cards = itemCards(page);
  await expect(page.getByText('Page 1 of 42 (1000 items)')).toBeVisible();
  await expect(cards).toHaveCount(24);
  await page.goto('/admin/menu?page=42');
  await expect(cards).toHaveCount(16);
  await expect(cards.last()).toContainText('Item 1000');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Item 0999');
  await expect(cards).toHaveCount(1);
  // A page past the end (after deletions, or an old link) falls back to page 1.
  await page.goto('/admin/menu?page=99');
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards.first()).toContainText('Item 0001');
});
