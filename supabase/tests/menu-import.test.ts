// import_menu through the real supabase-js client and the local backend, on both
// engines. A confirmed import lands whole or not at all, and only in the caller's own menu.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { anonClient, userClient, type TestClient } from '../../server/testing/clients.ts';
import { buildWorld, type World } from './database/fixtures.ts';
import type { AppClient } from '../../admin/lib/api/client.ts';
import { getWholeMenu } from '../../admin/features/menu/api/get-whole-menu.ts';

const newItem = (name: string, overrides: Record<string, unknown> = {}) => ({
  category: 'Sweets',
  category_ar: 'حلويات',
  name,
  name_ar: `${name} بالعربي`,
  description: '',
  description_ar: '',
  price: 1.5,
  sold_out: false,
  hidden: false,
  image_url: null,
  options: [],
  ...overrides,
});

describe.each(ENGINES)('import_menu on %s', (engine) => {
  let server: TestServer;
  let world: World;
  let ownerA: TestClient;
  let ownerB: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    world = await buildWorld(server.db);
    ownerA = await userClient(server.url, { id: world.users.ownerA, email: 'a@example.com' });
    ownerB = await userClient(server.url, { id: world.users.ownerB, email: 'b@example.com' });
  });
  afterAll(() => server?.stop());

  const itemsOfA = async () => {
    const { rows } = await server.db.query<{
      name: string;
      price: string;
      category: string | null;
    }>(
      `select i.name, i.price::text, c.name as category
       from public.menu_items i left join public.categories c on c.id = i.category_id
       where i.business_id = $1 order by i.name`,
      [world.businessA],
    );
    return rows;
  };

  it('adds and updates items, adds categories and saves options in one call', async () => {
    const { data, error } = await ownerA.rpc('import_menu', {
      business: world.businessA,
      items: [
        newItem('Kunafa', {
          badges: ['vegetarian', 'popular'],
          calories: 420,
          options: [
            {
              name: 'Size',
              name_ar: 'الحجم',
              required: true,
              min_choices: 1,
              max_choices: 1,
              choices: [
                { name: 'Large', name_ar: 'كبير', price_delta_baisa: 500, sold_out: false },
              ],
            },
          ],
        }),
        // Karak Tea, matched in the preview: a new price, its Size group kept by id.
        {
          ...newItem('Karak Tea', { category: 'drinks', price: 0.45, image_url: null }),
          id: world.itemA1,
          options: [
            {
              id: world.groupA1,
              name: 'Size',
              name_ar: '',
              required: true,
              min_choices: 1,
              max_choices: 1,
              choices: [
                {
                  id: world.choiceA1,
                  name: 'Large',
                  name_ar: 'كبير',
                  price_delta_baisa: 350,
                  sold_out: false,
                },
              ],
            },
          ],
        },
      ],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ created: 1, updated: 1, categories: 1 });
    const items = await itemsOfA();
    expect(items).toContainEqual({ name: 'Kunafa', price: '1.500', category: 'Sweets' });
    expect(items).toContainEqual({ name: 'Karak Tea', price: '0.450', category: 'Drinks' });
    const { rows: choices } = await server.db.query<{ id: string; price_delta_baisa: number }>(
      `select oc.id, oc.price_delta_baisa from public.item_option_choices oc
       join public.item_option_groups g on g.id = oc.group_id where g.item_id = $1`,
      [world.itemA1],
    );
    expect(choices).toEqual([{ id: world.choiceA1, price_delta_baisa: 350 }]);
    const { rows: kunafa } = await server.db.query(
      `select (select count(*)::int from public.item_option_groups g where g.item_id = i.id) as groups,
              i.image_url as image, i.badges, i.calories
       from public.menu_items i where i.name = 'Kunafa'`,
    );
    expect(kunafa).toEqual([
      { groups: 1, image: null, badges: ['vegetarian', 'popular'], calories: 420 },
    ]);
  });

  it('writes nothing when one item fails', async () => {
    const before = await itemsOfA();
    const { error } = await ownerA.rpc('import_menu', {
      business: world.businessA,
      items: [
        newItem('Saffron Latte', { category: 'Brand new category' }),
        newItem('Broken', { price: -1 }),
      ],
    });
    expect(error?.code).toBe('23514');
    expect(await itemsOfA()).toEqual(before);
    const { rows } = await server.db.query(
      `select 1 from public.categories where name = 'Brand new category'`,
    );
    expect(rows).toEqual([]);
  });

  it('answers malformed items with 400 and writes nothing', async () => {
    const before = await itemsOfA();
    for (const items of [
      { not: 'a list' },
      [newItem('Bad price', { price: 'one rial' })],
      [newItem('Bad flag', { sold_out: 'maybe' })],
      [newItem('Bad badges', { badges: 'spicy' })],
      [{ ...newItem('Bad id'), id: 'not-a-uuid' }],
      [newItem('Bad options', { options: [{ name: 'Size', choices: 'Small' }] })],
    ]) {
      const { error, status } = await ownerA.rpc('import_menu', {
        business: world.businessA,
        items,
      });
      expect(error, JSON.stringify(items)).not.toBeNull();
      expect(status, JSON.stringify(items)).toBe(400);
    }
    expect(await itemsOfA()).toEqual(before);
  });

  it("cannot import into another business's menu, nor update its items", async () => {
    const before = await itemsOfA();
    const intoA = await ownerB.rpc('import_menu', {
      business: world.businessA,
      items: [newItem('Intruder')],
    });
    expect(intoA.error?.code).toBe('42501');
    expect(intoA.status).toBe(403);
    // B's own menu, but naming A's item to update: no such item in B's menu.
    const throughB = await ownerB.rpc('import_menu', {
      business: world.businessB,
      items: [{ ...newItem('Karak Tea', { category_ar: 'مشاوي' }), id: world.itemA1, price: 0 }],
    });
    expect(throughB.error?.code).toBe('P0001');
    expect(throughB.status).toBe(400);
    const anon = await anonClient(server.url, server.anonKey).rpc('import_menu', {
      business: world.businessA,
      items: [newItem('Anonymous')],
    });
    expect(anon.error).not.toBeNull();
    expect(await itemsOfA()).toEqual(before);
  });

  it("finds an Arabic-primary menu's categories by their Arabic names", async () => {
    const { data, error } = await ownerB.rpc('import_menu', {
      business: world.businessB,
      items: [
        newItem('Kebab', { category: 'Other spelling', category_ar: 'مشاوي', name_ar: 'كباب' }),
      ],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ created: 1, updated: 0, categories: 0 });
    const { rows } = await server.db.query<{ category_id: string }>(
      `select category_id from public.menu_items where name_ar = 'كباب'`,
    );
    expect(rows).toEqual([{ category_id: world.categoryB1 }]);
  });

  it('reads the whole menu for export in batches of 1000, hidden items too, without gaps or repeats', async () => {
    const many = Array.from({ length: 2050 }, (_, i) => ({
      business_id: world.businessB,
      name: `Bulk ${String(i).padStart(4, '0')}`,
      name_ar: `صنف ${i}`,
      price: 1,
      hidden: i % 2 === 0,
      sort_order: 100 + i,
    }));
    // Past the default cap of 2,000 items per business, which an operator can raise.
    await server.db.query('update public.app_limits set items_per_business = 3000');
    const inserted = await ownerB.from('menu_items').insert(many).select('id');
    expect(inserted.error).toBeNull();
    const { rows } = await server.db.query<{ id: string }>(
      `select id from public.menu_items where business_id = $1 order by sort_order, id`,
      [world.businessB],
    );
    const menu = await getWholeMenu(ownerB as unknown as AppClient, world.businessB);
    expect(menu.items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
    expect(menu.items.filter((item) => item.hidden)).toHaveLength(1025);
    expect(menu.categories.map((category) => category.id)).toContain(world.categoryB1);
  });
});
