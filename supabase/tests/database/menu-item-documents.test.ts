// On both engines: public_menu joins up each dish's kept document (menu_item_documents) instead of
// building 5,000 objects on every read, and the kept documents never make it answer otherwise than
// building every dish would. A property test makes random sequences of owner's edits (dishes,
// offers, sold out now and until a time, serving times of dishes and categories, categories,
// option groups and choices, a branch's own prices, sold out and hidden) and after each one
// compares public_menu with the answer built from no kept document at all, for the main branch, a
// second branch and a bilingual business whose menu is sorted by its Arabic names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

/** A small seeded generator (mulberry32): a failing sequence is found again from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

const WINDOWS = [
  null,
  '[{"days":[0,1,2,3,4,5,6],"from":"06:00","to":"11:00"}]',
  '[{"days":[4,5],"from":"22:00","to":"02:00"}]',
];
const NAMES = ['Karak', 'Saffron Latte', 'Mandi', 'Kunafa', 'Halwa'];
const NAMES_AR = ['', 'كرك', 'لاتيه بالزعفران', 'مندي', 'كنافة', 'حلوى'];
const BADGES = ['{}', '{spicy}', '{vegan,new}'];

/** The ids of a business's rows a step may pick from. */
async function ids(tx: Queryable, sql: string, business: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(sql, [business]);
  return rows.map((row) => row.id);
}

/** One random owner's edit of `business`'s menu, or of its branch's own rows. */
async function randomEdit(tx: Queryable, r: Random, business: string, branch: string) {
  const items = await ids(tx, 'select id from menu_items where business_id = $1', business);
  const categories = await ids(tx, 'select id from categories where business_id = $1', business);
  const groups = await ids(
    tx,
    'select id from item_option_groups where business_id = $1',
    business,
  );
  const choices = await ids(
    tx,
    'select id from item_option_choices where business_id = $1',
    business,
  );
  const item = r.pick(items);
  const category = r.pick([...categories, null]);
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const steps: Array<[string, () => Promise<unknown>]> = [
    [
      'dish names',
      () =>
        tx.query('update menu_items set name = $2, name_ar = $3, description = $4 where id = $1', [
          item,
          `${r.pick(NAMES)} ${r.int(100)}`,
          r.pick(NAMES_AR),
          r.pick(['', 'Fresh "daily" \\ with cardamom', 'مع الهيل']),
        ]),
    ],
    [
      'price',
      () =>
        tx.query('update menu_items set price = $2, offer_price = null where id = $1', [
          item,
          (r.int(5000) / 1000).toFixed(3),
        ]),
    ],
    [
      'offer',
      () =>
        tx.query(
          `update menu_items set offer_price = round(price * $2, 3), offer_starts = $3, offer_ends = $4
           where id = $1 and price > 0`,
          [item, r.pick([0.5, 0.9]), r.chance(0.5) ? at(-1) : null, at(24)],
        ),
    ],
    [
      'sold out',
      () =>
        tx.query('update menu_items set sold_out = $2, sold_out_until = $3 where id = $1', [
          item,
          true,
          r.pick([null, at(-2), at(2)]),
        ]),
    ],
    [
      'back in stock',
      () => tx.query('update menu_items set sold_out = false where id = $1', [item]),
    ],
    [
      'dish serving times',
      () =>
        tx.query('update menu_items set available_windows = $2::jsonb where id = $1', [
          item,
          r.pick(WINDOWS),
        ]),
    ],
    [
      'badges and calories',
      () =>
        tx.query('update menu_items set badges = $2::text[], calories = $3 where id = $1', [
          item,
          r.pick(BADGES),
          r.pick([null, 0, 450]),
        ]),
    ],
    [
      'hide or show',
      () => tx.query('update menu_items set hidden = not hidden where id = $1', [item]),
    ],
    [
      'move to a category',
      () => tx.query('update menu_items set category_id = $2 where id = $1', [item, category]),
    ],
    [
      'reorder',
      () => tx.query('update menu_items set sort_order = $2 where id = $1', [item, r.int(10)]),
    ],
    [
      'new dish',
      () =>
        tx.query(
          `insert into menu_items (business_id, category_id, name, name_ar, price, image_url)
           values ($1, $2, $3, $4, $5, 'http://localhost/y.png')`,
          [business, category, r.pick(NAMES), r.pick(NAMES_AR), (r.int(3000) / 1000).toFixed(3)],
        ),
    ],
    ['dish removed', () => tx.query('delete from menu_items where id = $1', [item])],
    [
      'category serving times',
      () =>
        tx.query('update categories set available_windows = $2::jsonb where id = $1', [
          category,
          r.pick(WINDOWS),
        ]),
    ],
    [
      'category renamed',
      () =>
        tx.query('update categories set name = $2, name_ar = $3, sort_order = $4 where id = $1', [
          category,
          r.pick(NAMES),
          r.pick(NAMES_AR),
          r.int(5),
        ]),
    ],
    [
      'new category',
      () =>
        tx.query(
          `insert into categories (business_id, name, name_ar, sort_order, available_windows)
           values ($1, $2, $3, $4, $5::jsonb)`,
          [business, r.pick(NAMES), r.pick(NAMES_AR), r.int(5), r.pick(WINDOWS)],
        ),
    ],
    ['category removed', () => tx.query('delete from categories where id = $1', [category])],
    [
      'new option group',
      () =>
        tx.query(
          `insert into item_option_groups (business_id, item_id, name, name_ar, required, min_choices, max_choices, sort_order)
           values ($1, $2, $3, $4, $5, $6, 3, $7)`,
          [
            business,
            item,
            r.pick(NAMES),
            r.pick(NAMES_AR),
            ...r.pick([
              [true, 1],
              [false, 0],
            ]),
            r.int(3),
          ],
        ),
    ],
    [
      'option group changed',
      () =>
        tx.query(
          'update item_option_groups set name = $2, max_choices = $3, sort_order = $4 where id = $1',
          [r.pick(groups), r.pick(NAMES), 1 + r.int(3), r.int(3)],
        ),
    ],
    [
      'option group moved to another dish',
      () =>
        tx.query('update item_option_groups set item_id = $2 where id = $1', [
          r.pick(groups),
          item,
        ]),
    ],
    [
      'option group removed',
      () => tx.query('delete from item_option_groups where id = $1', [r.pick(groups)]),
    ],
    [
      'new choice',
      () =>
        tx.query(
          `insert into item_option_choices (business_id, group_id, name, name_ar, price_delta_baisa, sort_order)
           values ($1, $2, $3, $4, $5, $6)`,
          [business, r.pick(groups), r.pick(NAMES), r.pick(NAMES_AR), r.int(500), r.int(3)],
        ),
    ],
    [
      'choice changed',
      () =>
        tx.query(
          'update item_option_choices set price_delta_baisa = $2, sold_out = $3, name_ar = $4 where id = $1',
          [r.pick(choices), r.int(900), r.chance(0.3), r.pick(NAMES_AR)],
        ),
    ],
    [
      'choice moved to another group',
      () =>
        tx.query('update item_option_choices set group_id = $2 where id = $1', [
          r.pick(choices),
          r.pick(groups),
        ]),
    ],
    [
      'choice removed',
      () => tx.query('delete from item_option_choices where id = $1', [r.pick(choices)]),
    ],
    [
      "the branch's own price, sold out or hidden",
      () =>
        tx.query(
          `insert into branch_menu_items (branch_id, menu_item_id, price, sold_out, sold_out_until, hidden)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (branch_id, menu_item_id) do update
             set price = excluded.price, sold_out = excluded.sold_out,
                 sold_out_until = excluded.sold_out_until, hidden = excluded.hidden`,
          [
            branch,
            item,
            r.pick([null, '0.050', '9.000']),
            ...r.pick([
              [false, null],
              [true, null],
              [true, at(3)],
              [true, at(-3)],
            ]),
            r.chance(0.15),
          ],
        ),
    ],
    [
      "the branch's own row removed",
      () =>
        tx.query('delete from branch_menu_items where branch_id = $1 and menu_item_id = $2', [
          branch,
          item,
        ]),
    ],
  ];
  const [name, step] = r.pick(steps);
  // A refused edit (a check constraint, a row picked that is gone) leaves the menu as it was.
  await tx.query('savepoint edit');
  try {
    await step();
    await tx.query('release savepoint edit');
    return name;
  } catch {
    await tx.query('rollback to savepoint edit');
    return `${name} (refused)`;
  }
}

/** public_menu's answer for a slug, as text. */
async function menuText(tx: Queryable, slug: string): Promise<string> {
  const { rows } = await tx.query<{ v: string | null }>(
    'select public.public_menu($1)::text as v',
    [slug],
  );
  return rows[0]?.v ?? 'null';
}

/** The answer built with no kept document (every dish built on the read), then the documents back. */
async function builtWhole(tx: Queryable, slug: string): Promise<string> {
  await tx.query('savepoint whole');
  await tx.query('delete from menu_item_documents');
  const text = await menuText(tx, slug);
  await tx.query('rollback to savepoint whole');
  return text;
}

describe.each(engines)('kept dish documents in public_menu on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  let branch: string;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    const { rows } = await database.db.query<{ id: string }>(
      `insert into businesses (parent_id, owner_id, slug, name, whatsapp)
       values ($1, $2, 'acafeharbour', 'A Cafe Harbour', '96890000009') returning id`,
      [world.businessA, world.users.ownerA],
    );
    branch = rows[0]!.id;
  });
  afterAll(() => database?.close());

  /** As the database owner in a transaction that is rolled back. */
  async function rolledBack(fn: (tx: Queryable) => Promise<void>): Promise<void> {
    try {
      await database.db.transaction(async (tx) => {
        await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  }

  it('keeps a document for every dish, written by the dish and its options', async () => {
    await rolledBack(async (tx) => {
      const missing = await tx.query<{ n: number }>(
        `select count(*)::int as n from menu_items i
         where not exists (select 1 from menu_item_documents d where d.menu_item_id = i.id)`,
      );
      expect(missing.rows[0]?.n).toBe(0);
      const document = async () =>
        (
          await tx.query<{
            d: { price: number; options: { choices: { name_ar: string }[] }[]; windows: unknown };
          }>('select document as d from menu_item_documents where menu_item_id = $1', [
            world.itemA1,
          ])
        ).rows[0]?.d;
      await tx.query(`update menu_items set price = 0.650 where id = $1`, [world.itemA1]);
      expect((await document())?.price).toBe(0.65);
      await tx.query(`update item_option_choices set name_ar = 'وسط' where id = $1`, [
        world.choiceA1,
      ]);
      expect((await document())?.options[0]?.choices[0]?.name_ar).toBe('وسط');
      await tx.query(`update menu_items set available_windows = $2::jsonb where id = $1`, [
        world.itemA1,
        WINDOWS[2],
      ]);
      expect((await document())?.windows).toEqual(JSON.parse(WINDOWS[2]!));
      await tx.query('delete from item_option_groups where id = $1', [world.groupA1]);
      expect((await document())?.options).toEqual([]);
    });
  });

  it('answers from the kept documents, and builds the dishes a branch overrides or the clock decides', async () => {
    await rolledBack(async (tx) => {
      // A document changed behind the triggers' back shows through: the answer is made of them.
      await tx.query(
        `update menu_item_documents set document = '{"kept": true}' where menu_item_id = $1`,
        [world.itemA1],
      );
      expect(await menuText(tx, 'acafe')).toContain('{"kept": true}');
      expect(await menuText(tx, 'acafeharbour')).toContain('{"kept": true}');
      // The branch's own price: built for the branch only.
      await tx.query(
        `insert into branch_menu_items (branch_id, menu_item_id, price) values ($1, $2, 0.300)`,
        [branch, world.itemA1],
      );
      expect(await menuText(tx, 'acafeharbour')).not.toContain('{"kept": true}');
      expect(await menuText(tx, 'acafe')).toContain('{"kept": true}');
      // Sold out until a time: built on each read, so it ends when the time passes.
      await tx.query(
        `update menu_items set sold_out = true, sold_out_until = now() - interval '1 minute' where id = $1`,
        [world.itemA1],
      );
      await tx.query(
        `update menu_item_documents set document = '{"kept": true}' where menu_item_id = $1`,
        [world.itemA1],
      );
      const menu = JSON.parse(await menuText(tx, 'acafe')) as {
        items: { id: string; sold_out: boolean }[];
      };
      expect(menu.items.find((i) => i.id === world.itemA1)?.sold_out).toBe(false);
      // Its category's serving times (the dish has none of its own): built with them.
      await tx.query('update menu_items set sold_out = false where id = $1', [world.itemA1]);
      await tx.query(
        `update menu_item_documents set document = '{"kept": true}' where menu_item_id = $1`,
        [world.itemA1],
      );
      expect(await menuText(tx, 'acafe')).toContain('{"kept": true}');
      await tx.query('update categories set available_windows = $2::jsonb where id = $1', [
        world.categoryA1,
        WINDOWS[1],
      ]);
      const timed = JSON.parse(await menuText(tx, 'acafe')) as {
        items: { id: string; windows: unknown }[];
      };
      expect(timed.items.find((i) => i.id === world.itemA1)?.windows).toEqual(
        JSON.parse(WINDOWS[1]!),
      );
    });
  });

  it.each([1, 2, 3, 4])(
    'answers as if every dish were built, after each of 40 random edits (seed %i)',
    async (seed) => {
      const r = random(seed);
      await rolledBack(async (tx) => {
        // The bilingual business's dishes too, and a branch of A that starts with rows of its own.
        const done: string[] = [];
        for (let step = 0; step < 40; step++) {
          const onA = r.chance(0.75);
          done.push(
            await randomEdit(
              tx,
              r,
              onA ? world.businessA : world.businessB,
              onA ? branch : world.businessB,
            ),
          );
          for (const slug of ['acafe', 'acafeharbour', 'bgrill']) {
            const kept = await menuText(tx, slug);
            expect(kept, `${slug} after ${done.join(', ')}`).toBe(await builtWhole(tx, slug));
          }
        }
        // Most edits took (a refused one proves nothing).
        expect(done.filter((name) => !name.endsWith('(refused)')).length).toBeGreaterThan(25);
      });
    },
  );
});

// Two owners' sessions (or an import beside a save) adding choices to one dish at once: the
// document kept at the end has both, whichever commits first. Only PostgreSQL runs transactions
// side by side (PGlite has one session).
const postgres15 = engines.find(([name]) => name === 'postgres15');
describe('kept dish documents under concurrent writes on postgres15', () => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await postgres15![1]();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  it('keeps both choices when two transactions add one each to the same dish', async () => {
    const { db } = database;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const addChoice = (tx: Queryable, name: string) =>
      tx.query(
        `insert into item_option_choices (business_id, group_id, name) values ($1, $2, $3)`,
        [world.businessA, world.groupA1, name],
      );
    const first = db.transaction(async (tx) => {
      await addChoice(tx, 'Oat milk');
      firstInserted();
      await gate;
    });
    await inserted;
    // The second starts while the first holds its change uncommitted, and commits after it.
    const second = db.transaction((tx) => addChoice(tx, 'Extra shot'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    const { rows } = await db.query<{ kept: string; built: string }>(
      `select d.document::text as kept, public.menu_item_document(i, null, null)::text as built
       from menu_items i join menu_item_documents d on d.menu_item_id = i.id where i.id = $1`,
      [world.itemA1],
    );
    expect(rows[0]?.kept).toContain('Oat milk');
    expect(rows[0]?.kept).toContain('Extra shot');
    expect(rows[0]?.kept).toBe(rows[0]?.built);
  });
});
