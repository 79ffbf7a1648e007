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
import { random, randomEdit, WINDOWS } from './menu-edits.ts';

const ROLLBACK = Symbol('rollback');

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
