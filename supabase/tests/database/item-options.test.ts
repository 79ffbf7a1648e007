// On both engines: option groups and choices, sold out, hidden, badges, calories and the
// owner's order, through the functions the admin app calls (save_item_options, move_menu_item)
// and what public_menu then shows customers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

interface MenuJson {
  items: Array<{
    id: string;
    name: string;
    sold_out: boolean;
    badges: string[];
    calories: number | null;
    options: Array<{
      id: string;
      name: string;
      required: boolean;
      min: number;
      max: number;
      choices: Array<{ id: string; name: string; price_baisa: number; sold_out: boolean }>;
    }>;
  }>;
}

describe.each(engines)('item options and availability on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Runs fn as actor in a transaction that is rolled back; its value, or the error's code. */
  async function as<T>(
    actor: Actor,
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T | { error: string }> {
    let value: T | undefined;
    try {
      await asRequestRole(database.db, claimsFor(world, actor), async (tx) => {
        value = await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return value as T;
      return { error: String((error as { code?: string }).code) };
    }
    throw new Error('unreachable');
  }

  const menuOf = async (tx: Queryable) =>
    (await tx.query<{ menu: MenuJson }>('select public_menu($1) as menu', ['acafe'])).rows[0]!.menu;

  const karakOptions = [
    {
      name: 'Size',
      name_ar: 'الحجم',
      required: true,
      min_choices: 1,
      max_choices: 1,
      choices: [
        { name: 'Small', name_ar: 'صغير', price_delta_baisa: 0 },
        { name: 'Large', name_ar: 'كبير', price_delta_baisa: 300 },
      ],
    },
    {
      name: 'Extras',
      required: false,
      min_choices: 0,
      max_choices: 3,
      choices: [{ name: 'Extra ginger', name_ar: 'زنجبيل إضافي', price_delta_baisa: 100 }],
    },
  ];

  it('saves an owner’s groups and choices in order and public_menu returns them', async () => {
    const menu = await as('ownerA', async (tx) => {
      await tx.query('select save_item_options($1, $2::jsonb)', [
        world.itemA1,
        JSON.stringify(karakOptions),
      ]);
      return menuOf(tx);
    });
    const karak = (menu as MenuJson).items.find((i) => i.id === world.itemA1);
    expect(
      karak?.options.map((g) => ({
        name: g.name,
        required: g.required,
        min: g.min,
        max: g.max,
        choices: g.choices.map((c) => `${c.name} +${c.price_baisa}`),
      })),
    ).toEqual([
      { name: 'Size', required: true, min: 1, max: 1, choices: ['Small +0', 'Large +300'] },
      { name: 'Extras', required: false, min: 0, max: 3, choices: ['Extra ginger +100'] },
    ]);
  });

  it('keeps the ids of groups and choices it updates, and deletes the ones left out', async () => {
    const result = await as('ownerA', async (tx) => {
      await tx.query('select save_item_options($1, $2::jsonb)', [
        world.itemA1,
        JSON.stringify([
          {
            id: world.groupA1,
            name: 'Cup size',
            required: true,
            min_choices: 1,
            max_choices: 1,
            choices: [{ id: world.choiceA1, name: 'Large', price_delta_baisa: 350 }],
          },
        ]),
      ]);
      const groups = await tx.query<{ id: string; name: string }>(
        'select id, name from item_option_groups where item_id = $1',
        [world.itemA1],
      );
      const choices = await tx.query<{ id: string; price_delta_baisa: number }>(
        'select id, price_delta_baisa from item_option_choices where group_id = $1',
        [world.groupA1],
      );
      await tx.query('select save_item_options($1, $2::jsonb)', [world.itemA1, '[]']);
      const left = await tx.query('select id from item_option_groups where item_id = $1', [
        world.itemA1,
      ]);
      return { groups: groups.rows, choices: choices.rows, left: left.rows.length };
    });
    expect(result).toEqual({
      groups: [{ id: world.groupA1, name: 'Cup size' }],
      choices: [{ id: world.choiceA1, price_delta_baisa: 350 }],
      left: 0,
    });
  });

  it.each([
    ['min above max', { min_choices: 2, max_choices: 1, required: true }, '23514'],
    ['required without a minimum', { min_choices: 0, max_choices: 1, required: true }, '23514'],
    ['a blank group name', { name: '  ' }, '23514'],
    ['a negative price change', { choices: [{ name: 'Cheap', price_delta_baisa: -1 }] }, '23514'],
    ['a blank choice name', { choices: [{ name: '', price_delta_baisa: 0 }] }, '23514'],
  ])('refuses %s and leaves the saved options as they were', async (_name, change, code) => {
    const result = await as('ownerA', async (tx) => {
      const group = { name: 'Size', required: false, min_choices: 0, max_choices: 1, ...change };
      const error = await tx
        .query('savepoint s')
        .then(() =>
          tx.query('select save_item_options($1, $2::jsonb)', [
            world.itemA1,
            JSON.stringify([group]),
          ]),
        )
        .then(
          () => 'saved',
          (e: { code?: string }) => e.code,
        );
      await tx.query('rollback to savepoint s');
      const kept = await tx.query('select id from item_option_groups where item_id = $1', [
        world.itemA1,
      ]);
      return { error, kept: kept.rows.length };
    });
    expect(result).toEqual({ error: code, kept: 1 });
  });

  it("refuses to save options onto another owner's item and to anon", async () => {
    const asB = await as('ownerB', (tx) =>
      tx.query('select save_item_options($1, $2::jsonb)', [
        world.itemA1,
        JSON.stringify(karakOptions),
      ]),
    );
    // Owner B cannot even see A's groups to update, and inserting into A's business is refused.
    expect(asB).toEqual({ error: '42501' });
    expect(
      await as('anon', (tx) => tx.query('select save_item_options($1, $2)', [world.itemA1, '[]'])),
    ).toEqual({ error: '42501' });
  });

  it('refuses badges outside the fixed set, repeated badges and impossible calories', async () => {
    const update = (set: string) => (tx: Queryable) =>
      tx.query(`update menu_items set ${set} where id = $1`, [world.itemA1]);
    expect(await as('ownerA', update(`badges = '{spicy,hot}'`))).toEqual({ error: '23514' });
    expect(await as('ownerA', update(`badges = '{spicy,spicy}'`))).toEqual({ error: '23514' });
    expect(await as('ownerA', update('calories = -5'))).toEqual({ error: '23514' });
    const menu = await as('ownerA', async (tx) => {
      await update(`badges = '{vegan,spicy}', calories = 120, sold_out = true`)(tx);
      return menuOf(tx);
    });
    expect((menu as MenuJson).items.find((i) => i.id === world.itemA1)).toMatchObject({
      badges: ['vegan', 'spicy'],
      calories: 120,
      sold_out: true,
    });
  });

  it('leaves hidden items out of public_menu and shows them again when unhidden', async () => {
    const names = await as('anon', async (tx) => (await menuOf(tx)).items.map((i) => i.name));
    expect(names).not.toContain('Secret Special');
    const after = await as('ownerA', async (tx) => {
      await tx.query('update menu_items set hidden = false where id = $1', [world.hiddenItemA]);
      return (await menuOf(tx)).items.map((i) => i.name);
    });
    expect(after).toContain('Secret Special');
  });

  it("puts new items last in their category and follows the owner's order", async () => {
    const order = await as('ownerA', async (tx) => {
      const insert = (name: string) =>
        tx.query<{ id: string }>(
          `insert into menu_items (business_id, category_id, name, price) values ($1, $2, $3, 1) returning id`,
          [world.businessA, world.categoryA1, name],
        );
      await insert('Americano');
      const zaatar = (await insert('Zaatar Tea')).rows[0]!.id;
      const drinks = async () =>
        (await menuOf(tx)).items.filter((i) => i.name !== 'Chicken Shawarma').map((i) => i.name);
      const before = await drinks();
      // Zaatar Tea (last of three) two places up: first.
      await tx.query('select move_menu_item($1, $2)', [zaatar, -2]);
      const moved = await drinks();
      await tx.query('select move_menu_item($1, $2)', [zaatar, 99]);
      return { before, moved, bottom: await drinks() };
    });
    expect(order).toEqual({
      before: ['Karak Tea', 'Americano', 'Zaatar Tea', 'Water'],
      moved: ['Zaatar Tea', 'Karak Tea', 'Americano', 'Water'],
      bottom: ['Karak Tea', 'Americano', 'Zaatar Tea', 'Water'],
    });
  });

  it("moves nothing of another owner's", async () => {
    const order = await as('ownerA', async (tx) => {
      await tx.query(
        `insert into menu_items (business_id, category_id, name, price) values ($1, $2, 'Americano', 1)`,
        [world.businessA, world.categoryA1],
      );
      // Owner B in the same transaction, set the way asRequestRole sets an actor.
      const claimsB = claimsFor(world, 'ownerB');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claimsB),
      ]);
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [claimsB.sub]);
      await tx.query('select move_menu_item($1, $2)', [world.itemA1, 1]);
      const { rows } = await tx.query<{ name: string }>(
        'select name from menu_items where category_id = $1 order by sort_order, name',
        [world.categoryA1],
      );
      return rows.map((r) => r.name);
    });
    // B reads A's items, but row level security filters B's updates out: nothing moves.
    expect(order).toEqual(['Karak Tea', 'Americano']);
  });

  describe('save_menu_item: an item and its options in one transaction', () => {
    const karak = (name: string) => ({
      category_id: world.categoryA1,
      name,
      name_ar: '',
      description: null,
      price: 0.45,
      badges: ['vegetarian'],
      calories: 90,
      sold_out: false,
      hidden: false,
    });
    const blankGroup = [
      { name: ' ', required: false, min_choices: 0, max_choices: 1, choices: [] },
    ];

    /** The call's error code, or 'saved' with the id; the transaction goes on either way. */
    async function save(tx: Queryable, args: unknown[]): Promise<string> {
      await tx.query('savepoint s');
      try {
        const { rows } = await tx.query<{ id: string }>(
          'select save_menu_item($1, $2, $3::jsonb, $4::jsonb) as id',
          args,
        );
        await tx.query('release savepoint s');
        return `saved ${rows[0]!.id}`;
      } catch (error) {
        await tx.query('rollback to savepoint s');
        return String((error as { code?: string }).code);
      }
    }

    it('creates an item with its groups, and public_menu shows both', async () => {
      const result = await as('ownerA', async (tx) => {
        const outcome = await save(tx, [
          null,
          world.businessA,
          JSON.stringify(karak('Saffron Karak')),
          JSON.stringify(karakOptions),
        ]);
        const menu = await menuOf(tx);
        const item = menu.items.find((i) => i.name === 'Saffron Karak');
        return {
          outcome: outcome.replace(/[0-9a-f-]{36}$/, 'ID'),
          sameId: outcome.endsWith(item?.id ?? 'none'),
          item: item && {
            badges: item.badges,
            calories: item.calories,
            options: item.options.map(
              (g) => `${g.name}: ${g.choices.map((c) => c.name).join(', ')}`,
            ),
          },
        };
      });
      expect(result).toEqual({
        outcome: 'saved ID',
        sameId: true,
        item: {
          badges: ['vegetarian'],
          calories: 90,
          options: ['Size: Small, Large', 'Extras: Extra ginger'],
        },
      });
    });

    it('makes no item when one of its options is refused', async () => {
      const result = await as('ownerA', async (tx) => {
        const outcome = await save(tx, [
          null,
          world.businessA,
          JSON.stringify(karak('Half-made Karak')),
          JSON.stringify(blankGroup),
        ]);
        const rows = await tx.query("select id from menu_items where name = 'Half-made Karak'");
        return { outcome, rows: rows.rows.length };
      });
      expect(result).toEqual({ outcome: '23514', rows: 0 });
    });

    it('keeps an item’s details and options as they were when its new options are refused', async () => {
      const result = await as('ownerA', async (tx) => {
        const before = await tx.query<{ name: string; price: string }>(
          'select name, price::text as price from menu_items where id = $1',
          [world.itemA1],
        );
        const groupsBefore = await tx.query(
          'select id from item_option_groups where item_id = $1',
          [world.itemA1],
        );
        const outcome = await save(tx, [
          world.itemA1,
          null,
          JSON.stringify({ name: 'Renamed', price: 9.999 }),
          JSON.stringify(blankGroup),
        ]);
        const after = await tx.query<{ name: string; price: string }>(
          'select name, price::text as price from menu_items where id = $1',
          [world.itemA1],
        );
        const groupsAfter = await tx.query('select id from item_option_groups where item_id = $1', [
          world.itemA1,
        ]);
        return {
          outcome,
          same: JSON.stringify(after.rows) === JSON.stringify(before.rows),
          groups: [groupsBefore.rows.length, groupsAfter.rows.length],
        };
      });
      expect(result).toMatchObject({ outcome: '23514', same: true });
      const { groups } = result as { groups: number[] };
      expect(groups[1]).toBe(groups[0]);
    });

    it('updates only the columns it is given, with the options, in one call', async () => {
      const result = await as('ownerA', async (tx) => {
        const outcome = await save(tx, [
          world.itemA1,
          null,
          JSON.stringify({ price: 0.6, sold_out: true }),
          '[]',
        ]);
        const row = await tx.query<{ name: string; price: string; sold_out: boolean }>(
          'select name, price::text as price, sold_out from menu_items where id = $1',
          [world.itemA1],
        );
        const groups = await tx.query('select id from item_option_groups where item_id = $1', [
          world.itemA1,
        ]);
        return {
          outcome: outcome.startsWith('saved'),
          row: row.rows[0],
          groups: groups.rows.length,
        };
      });
      expect(result).toMatchObject({
        outcome: true,
        row: { price: '0.600', sold_out: true },
        groups: 0,
      });
      expect((result as { row: { name: string } }).row.name).not.toBe('');
    });

    it.each([
      ['another owner updating it', 'ownerB', 'update', 'P0002'],
      ['another owner adding to its business', 'ownerB', 'create', '42501'],
      ['an anonymous caller', 'anon', 'update', '42501'],
    ] as const)('refuses %s', async (_label, actor, kind, code) => {
      const result = await as(actor, (tx) =>
        kind === 'update'
          ? save(tx, [world.itemA1, null, JSON.stringify({ name: 'Taken over' }), '[]'])
          : save(tx, [null, world.businessA, JSON.stringify(karak('Intruder')), '[]']),
      );
      expect(result).toBe(code);
    });
  });
});
