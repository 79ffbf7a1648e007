// A long menu's hosted page carries only its first screen; once the element runs it fetches the
// whole menu in one request, and the chips and the item sheet cover every dish. The element draws
// the groups of its first screen, and each later group as the customer comes near it (scrolling,
// a chip, find in page, printing): widget/later-group.tsx.
import { expect, test } from '@playwright/test';
import { shortName } from '../shared/short-names.ts';
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
  // The groups of the first screen's 24 dishes (Breakfast and Soups) are drawn whole; the others
  // wait below as their headings, until the customer scrolls to them.
  await expect(cards).toHaveCount(40);
  const later = page.locator(`qr-menu section.${shortName('qm-todo')}`);
  await expect(later.getByRole('heading')).toHaveText(CATEGORIES.slice(2));
  await expect.poll(() => menuRequests.length).toBe(1);
  for (const name of CATEGORIES.slice(2)) {
    await page.getByRole('heading', { name, exact: true }).scrollIntoViewIfNeeded();
  }
  await expect(cards).toHaveCount(DISHES);
  await expect(later).toHaveCount(0);
  expect(menuRequests).toHaveLength(1);
  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
  await expect(chips).toHaveText(['All', ...CATEGORIES]);

  // A dish far past the first screen: its category's chip shows it, and its sheet opens.
  await chips.filter({ hasText: 'Juices' }).click();
  await expect(cards).toHaveCount(DISHES / CATEGORIES.length);
  await cards.filter({ hasText: 'Dish 117' }).getByRole('heading', { name: 'Dish 117' }).click();
  await expect(page.getByRole('dialog', { name: 'Dish 117' })).toBeVisible();

  // A shared link to that dish (?item=) opens its sheet although the page did not inline it.
  // The sheet writes ?item= into the address once it is open (a frame after it shows).
  await expect(page).toHaveURL(/[?&]item=/);
  const shared = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(shared);
  await expect(fresh.getByRole('dialog', { name: 'Dish 117' })).toBeVisible();
});

test('a 1,000-dish menu: a tap is answered while the cards are still being drawn, and every dish is reachable after', async ({
  page,
  request,
}) => {
  const total = 1000;
  const groups = 20;
  const owner = await createConfirmedOwner(request);
  const business = await createBusinessFor(request, owner);
  const service = { ...authHeaders(SERVICE_ROLE_KEY), Prefer: 'return=representation' };
  const names = Array.from({ length: groups }, (_, i) => `Section ${i + 1}`);
  const categories = await request.post('/rest/v1/categories', {
    headers: service,
    data: names.map((name, i) => ({ business_id: business.id, name, sort_order: i })),
  });
  expect(categories.status()).toBe(201);
  const ids = ((await categories.json()) as { id: string; name: string }[]).sort(
    (a, b) => names.indexOf(a.name) - names.indexOf(b.name),
  );
  const items = await request.post('/rest/v1/menu_items', {
    headers: service,
    data: Array.from({ length: total }, (_, i) => ({
      business_id: business.id,
      category_id: ids[Math.floor(i / (total / groups))]!.id,
      name: `Dish ${i + 1}`,
      price: 1 + i / 1000,
      sort_order: i,
    })),
  });
  expect(items.status()).toBe(201);

  // A phone's speed (Chromium slowed eightfold): the cards past the first screen take many steps,
  // each a short task of its own.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // The whole menu is held back until the item sheet's code is in (a first tap brings it), so the
  // next tap is answered by a render alone, as on a page whose sheet was opened before.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/public_menu*', async (route) => {
    await held;
    await route.continue();
  });
  // How the page reads the whole menu's answer: its body as a stream, decoded and parsed in pieces
  // (widget/menu-pieces.ts), never by Response.json or .text, which decode and parse it whole in
  // the task that receives it.
  await page.addInitScript(() => {
    const reads = { whole: 0 };
    Object.assign(window, { menuReads: reads });
    for (const name of ['json', 'text'] as const) {
      const original = Response.prototype[name];
      Object.defineProperty(Response.prototype, name, {
        value(this: Response) {
          if (this.url.includes('/rest/v1/rpc/public_menu')) reads.whole++;
          return original.call(this);
        },
      });
    }
  });
  await page.goto(`/${business.slug}/menu?lang=en`);
  const cards = page.locator('qr-menu li[data-item-id]');
  const heading = (name: string) =>
    cards.filter({ hasText: name }).getByRole('heading', { name, exact: true });
  await heading('Dish 1').click();
  await expect(page.getByRole('dialog', { name: 'Dish 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The whole menu arrives and its cards are drawn in steps; a tap then opens a sheet at once, in
  // between two steps: the page notes how many cards were drawn when the sheet appeared.
  // The page notes it before the menu is let through: no round trip between its arrival and the tap.
  await page.evaluate(() => {
    const root = document.querySelector('qr-menu')!.shadowRoot!;
    new MutationObserver((_, observer) => {
      if (!root.querySelector('[role=dialog]')) return;
      observer.disconnect();
      document.body.dataset.cardsAtSheet = String(root.querySelectorAll('li[data-item-id]').length);
    }).observe(root, { childList: true, subtree: true });
  });
  const whole = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/public_menu'));
  release();
  await whole;
  await heading('Dish 2').click();
  const sheet = page.getByRole('dialog', { name: 'Dish 2' });
  await expect(sheet).toBeVisible();
  const atSheet = Number(await page.locator('body').getAttribute('data-cards-at-sheet'));
  expect(atSheet).toBeGreaterThan(0);
  expect(atSheet).toBeLessThan(total);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Only the first group (the first screen's 24 dishes and the rest of their group) is drawn; the
  // other 19 wait as their headings, each holding its dishes' names for find in page.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(cards).toHaveCount(total / groups);
  const later = page.locator(`qr-menu section.${shortName('qm-todo')}`);
  await expect(later).toHaveCount(groups - 1);
  const lastLater = later.last();
  await expect(lastLater.getByRole('heading')).toHaveText(names.at(-1)!);
  const hiddenNames = lastLater.locator('p');
  await expect(hiddenNames).toHaveAttribute('hidden', 'until-found');
  await expect(hiddenNames).toHaveText(new RegExp(`Dish ${total - 1}, Dish ${total}$`));

  // The whole menu is here (the last group's names), and it was not read whole.
  expect((await (await whole).text()).length).toBeGreaterThan(300_000);
  expect(
    await page.evaluate(
      () => (window as unknown as { menuReads: { whole: number } }).menuReads.whole,
    ),
  ).toBe(0);

  // The last category's chip shows it, and the last dish's sheet opens.
  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('button');
  await chips.filter({ hasText: names.at(-1)! }).click();
  await expect(cards).toHaveCount(total / groups);
  await cards
    .filter({ hasText: `Dish ${total}` })
    .getByRole('heading', { name: `Dish ${total}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Dish ${total}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to every dish: the groups not reached yet are headings again, and the page is about as
  // long as the whole menu (each heading holds about the room its cards will take).
  // (The one or two near the top may be drawn, as the chip bar keeps its place.)
  await chips.filter({ hasText: 'All' }).click();
  await expect(later.last().getByRole('heading')).toHaveText(names.at(-1)!);
  expect(await later.count()).toBeGreaterThan(groups - 4);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan((total / 2) * 200);

  // Find in page reaching a dish of a group not drawn yet (beforematch on its hidden names, which
  // the browser sends before showing the match) draws that group: its cards work like any other.
  const middle = names[groups / 2]!;
  await page
    .locator(`qr-menu section.${shortName('qm-todo')}`, { hasText: middle })
    .locator('p')
    .evaluate((p) => p.dispatchEvent(new Event('beforematch')));
  const found = cards.filter({ hasText: 'Dish 525' });
  await expect(found).toHaveCount(1);
  await found.scrollIntoViewIfNeeded();
  await found.getByRole('button', { name: 'Add Dish 525' }).click();
  await expect(page.getByRole('button', { name: /^View cart/ })).toHaveAccessibleName(
    'View cart, 1 item, 1.524 OMR',
  );

  // Scrolling reaches the last dish: its group is drawn as it comes near, at a phone's and a
  // desktop's width, and nothing runs past the sides.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate(() => scrollTo(0, 0));
    const lastHeading = page.getByRole('heading', { name: names.at(-1)!, exact: true });
    await lastHeading.scrollIntoViewIfNeeded();
    const last = cards.filter({ hasText: `Dish ${total}` });
    await expect(last).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(last.getByRole('heading', { name: `Dish ${total}` })).toBeVisible();
    expect((await last.boundingBox())!.height).toBeGreaterThan(60);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  }

  // The groups drawn past the first screen are laid out and painted only near the viewport
  // (content-visibility), the first screen's as always.
  const sections = page.locator('qr-menu section');
  const visibility = (section: typeof sections) =>
    section.evaluate((element) => getComputedStyle(element).contentVisibility);
  expect(await visibility(sections.first())).toBe('visible');
  expect(await visibility(sections.last())).toBe('auto');

  // Printing cannot wait: before it, every group is drawn at once.
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await expect(cards).toHaveCount(total);
  await expect(later).toHaveCount(0);
});
