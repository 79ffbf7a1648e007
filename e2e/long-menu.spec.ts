// A long menu's hosted page carries only its first screen; once the element runs it fetches the
// whole menu in one request, and the chips and the item sheet cover every dish.
import { expect, test } from '@playwright/test';
import { SERVICE_ROLE_KEY, authHeaders } from './support/api.ts';
import { createBusinessFor, createConfirmedOwner } from './support/factories.ts';

test.use({ viewport: { width: 390, height: 844 } });

const DISHES = 120;
const CATEGORIES = ['Breakfast', 'Soups', 'Grills', 'Rice', 'Desserts', 'Juices'];

test('a 120-dish page inlines its first screen, then the element shows all of it', async ({
  page,
  request,
}) => {
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const service = { ...authHeaders(SERVICE_ROLE_KEY), Prefer: 'return=representation' };
  const categories = await request.post('/rest/v1/categories', {
    headers: service,
    data: CATEGORIES.map((name, i) => ({ business_id: business.id, name, sort_order: i })),
  });
  expect(categories.status()).toBe(201);
  const ids = ((await categories.json()) as { id: string; name: string }[]).sort(
    (a, b) => CATEGORIES.indexOf(a.name) - CATEGORIES.indexOf(b.name),
  );
  const items = await request.post('/rest/v1/menu_items', {
    headers: service,
    data: Array.from({ length: DISHES }, (_, i) => ({
      business_id: business.id,
      category_id: ids[Math.floor(i / (DISHES / CATEGORIES.length))]!.id,
      name: `Dish ${i + 1}`,
      price: 1 + i / 1000,
      sort_order: i,
    })),
  });
  expect(items.status()).toBe(201);

  const url = `/${business.slug}/menu?lang=en`;
  // The HTML carries the first screen's data only (and the first dish of each later category).
  const html = await (await request.get(url)).text();
  const data = JSON.parse(
    /<script type="application\/json" data-menu>(.*?)<\/script>/s.exec(html)![1]!,
  ) as {
    items: { name: string }[];
    partial?: boolean;
  };
  expect(data.partial).toBe(true);
  expect(data.items.length).toBeLessThan(40);

  const menuRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/rest/v1/rpc/public_menu')) menuRequests.push(r.url());
  });
  await page.goto(url);
  const cards = page.locator('qr-menu li[data-item-id]');
  await expect(cards).toHaveCount(DISHES);
  expect(menuRequests).toHaveLength(1);
  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
  await expect(chips).toHaveText(['All', ...CATEGORIES]);

  // A dish far past the first screen: its category's chip shows it, and its sheet opens.
  await chips.filter({ hasText: 'Juices' }).click();
  await expect(cards).toHaveCount(DISHES / CATEGORIES.length);
  await cards.filter({ hasText: 'Dish 117' }).getByRole('heading', { name: 'Dish 117' }).click();
  await expect(page.getByRole('dialog', { name: 'Dish 117' })).toBeVisible();

  // A shared link to that dish (?item=) opens its sheet although the page did not inline it.
  const shared = page.url();
  expect(shared).toContain('item=');
  const fresh = await page.context().newPage();
  await fresh.goto(shared);
  await expect(fresh.getByRole('dialog', { name: 'Dish 117' })).toBeVisible();
});
