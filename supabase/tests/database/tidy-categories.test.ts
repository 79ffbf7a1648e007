// On both engines: customers are never told about a category without a dish they can
// see, neither by public_menu nor by reading the categories table; owners and the superadmin
// still read every category of theirs (the admin app lists empty ones to fill them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { ACTORS, buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

interface MenuJson {
  categories: Array<{ id: string; name: string }>;
  items: Array<{ id: string; name: string; category_id: string | null }>;
}

describe.each(engines)('tidy categories on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  /** A's category with no dish at all, and one whose only dish is hidden (an unannounced menu). */
  let emptyCategory: string;
  let hiddenCategory: string;
  let hiddenDish: string;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    const db = database.db;
    emptyCategory = (
      await db.query<{ id: string }>(
        `insert into public.categories (business_id, name, sort_order) values ($1, 'Desserts', 3) returning id`,
        [world.businessA],
      )
    ).rows[0]!.id;
    hiddenCategory = (
      await db.query<{ id: string }>(
        `insert into public.categories (business_id, name, sort_order) values ($1, 'Ramadan Iftar', 4) returning id`,
        [world.businessA],
      )
    ).rows[0]!.id;
    hiddenDish = (
      await db.query<{ id: string }>(
        `insert into public.menu_items (business_id, category_id, name, price, hidden)
         values ($1, $2, 'Iftar Box', 3.5, true) returning id`,
        [world.businessA, hiddenCategory],
      )
    ).rows[0]!.id;
  });
  afterAll(() => database?.close());

  /** Runs fn as actor in a transaction that is rolled back; its value. */
  async function as<T>(actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let value: T | undefined;
    try {
      await asRequestRole(database.db, claimsFor(world, actor), async (tx) => {
        value = await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return value as T;
      throw error;
    }
    throw new Error('unreachable');
  }

  /** Within the same transaction, continue as a customer (anon) would, after an owner's writes. */
  const becomeAnon = (tx: Queryable) =>
    tx.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
              set_config('request.jwt.claim.sub', '', true)`,
    );

  const categoryNames = async (tx: Queryable) =>
    (
      await tx.query<{ name: string }>(
        'select name from categories where business_id = $1 order by sort_order',
        [world.businessA],
      )
    ).rows.map((r) => r.name);

  const menuCategoryNames = async (tx: Queryable) =>
    (
      await tx.query<{ menu: MenuJson }>('select public_menu($1) as menu', ['acafe'])
    ).rows[0]!.menu.categories.map((c) => c.name);

  it.each(ACTORS)('reading categories as %s', async (actor) => {
    const names = await as(actor, categoryNames);
    if (actor === 'ownerA' || actor === 'superadmin') {
      expect(names).toEqual(['Drinks', 'Food', 'Desserts', 'Ramadan Iftar']);
    } else {
      // Anyone else gets what a customer sees: only categories with a visible dish.
      expect(names).toEqual(['Drinks', 'Food']);
    }
  });

  it.each(ACTORS)('public_menu as %s names only categories with a visible dish', async (actor) => {
    expect(await as(actor, menuCategoryNames)).toEqual(['Drinks', 'Food']);
    const byId = await as(actor, async (tx) =>
      (
        await tx.query<{ menu: MenuJson }>('select public_menu($1) as menu', ['acafe'])
      ).rows[0]!.menu.categories.map((c) => c.id),
    );
    expect(byId).not.toContain(emptyCategory);
    expect(byId).not.toContain(hiddenCategory);
  });

  it('publishes a category once its dish is shown, and withdraws it when its last dish is hidden', async () => {
    const result = await as('ownerA', async (tx) => {
      // The owner announces the iftar menu and hides the only visible dish of "Food" (the other
      // one, Secret Special, is hidden already).
      await tx.query('update menu_items set hidden = false where id = $1', [hiddenDish]);
      await tx.query(
        `update menu_items set hidden = true where category_id = $1 and name = 'Chicken Shawarma'`,
        [world.categoryA2],
      );
      const ownerSees = await categoryNames(tx);
      await becomeAnon(tx);
      return {
        ownerSees,
        anonReads: await categoryNames(tx),
        anonMenu: await menuCategoryNames(tx),
      };
    });
    expect(result).toEqual({
      ownerSees: ['Drinks', 'Food', 'Desserts', 'Ramadan Iftar'],
      anonReads: ['Drinks', 'Ramadan Iftar'],
      anonMenu: ['Drinks', 'Ramadan Iftar'],
    });
  });

  it('a category whose dishes moved elsewhere disappears for customers', async () => {
    const result = await as('ownerA', async (tx) => {
      await tx.query('update menu_items set category_id = $2 where id = $1', [
        world.itemA1,
        world.categoryA2,
      ]);
      await becomeAnon(tx);
      return { anonReads: await categoryNames(tx), anonMenu: await menuCategoryNames(tx) };
    });
    expect(result).toEqual({ anonReads: ['Food'], anonMenu: ['Food'] });
  });

  it('owners still create, rename and delete an empty category (and read it back)', async () => {
    const result = await as('ownerA', async (tx) => {
      const created = await tx.query<{ id: string; name: string }>(
        `insert into categories (business_id, name, sort_order) values ($1, 'Breakfast', 5) returning id, name`,
        [world.businessA],
      );
      const id = created.rows[0]!.id;
      const renamed = await tx.query(
        `update categories set name = 'Morning' where id = $1 returning name`,
        [id],
      );
      const deleted = await tx.query('delete from categories where id = $1 returning id', [
        emptyCategory,
      ]);
      return {
        created: created.rows[0]!.name,
        renamed: renamed.rows,
        deleted: deleted.rowCount,
      };
    });
    expect(result).toEqual({ created: 'Breakfast', renamed: [{ name: 'Morning' }], deleted: 1 });
  });
});
