// A business's option choices over all its items are capped (app_limits.option_choices_per_business,
// 5,000 by default), on both engines: a statement past the cap is refused whole, the owner's own
// save_item_options included; other businesses and edits that add nothing go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

describe.each(engines)('option choices per business on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  const as = <T>(actor: Actor, fn: (tx: Queryable) => Promise<T>) =>
    asRequestRole(database.db, claimsFor(world, actor), fn);

  /** The error of a statement run as the database's owner (the trigger holds for everyone). */
  async function ownerRefusal(sql: string, params: unknown[]) {
    try {
      await database.db.query(sql, params);
      return null;
    } catch (error) {
      return error as { code: string; hint?: string; detail?: string; message: string };
    }
  }

  async function choicesOf(business: string): Promise<number> {
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from public.item_option_choices where business_id = $1`,
      [business],
    );
    return rows[0]!.n;
  }

  /** A new item of A with one group of n choices, in one statement. */
  async function itemWithChoices(actor: Actor, n: number) {
    return as(actor, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.menu_items (business_id, category_id, name, price)
         values ($1, $2, 'Bomb', 1) returning id`,
        [world.businessA, world.categoryA1],
      );
      const groups = [{ name: 'Many', max_choices: 1, choices: [] as Array<{ name: string }> }];
      groups[0]!.choices = Array.from({ length: n }, (_, i) => ({ name: `C${i}` }));
      await tx.query('select public.save_item_options($1, $2::jsonb)', [
        rows[0]!.id,
        JSON.stringify(groups),
      ]);
      return rows[0]!.id;
    });
  }

  it('is 5,000 by default and the superadmin changes it', async () => {
    const { rows } = await database.db.query<{ cap: number }>(
      `select option_choices_per_business as cap from public.app_limits`,
    );
    expect(rows[0]!.cap).toBe(5000);
    await as('superadmin', (tx) =>
      tx.query(`update public.app_limits set option_choices_per_business = 4999`),
    );
    // An owner's update changes nothing (row level security).
    await as('ownerA', (tx) =>
      tx.query(`update public.app_limits set option_choices_per_business = 100000`),
    );
    const { rows: after } = await database.db.query<{ cap: number }>(
      `select option_choices_per_business as cap from public.app_limits`,
    );
    expect(after[0]!.cap).toBe(4999);
    await database.db.query(`update public.app_limits set option_choices_per_business = 5000`);
  });

  it('refuses the statement that takes a business past the cap, whole', async () => {
    const start = await choicesOf(world.businessA);
    await database.db.query(`update public.app_limits set option_choices_per_business = $1`, [
      start + 60,
    ]);
    try {
      // 50 fit ...
      await itemWithChoices('ownerA', 50);
      expect(await choicesOf(world.businessA)).toBe(start + 50);
      // ... 11 more do not: the whole statement is refused, nothing of it is kept (as the
      // database's owner: the trigger holds for everyone).
      const over = await ownerRefusal(
        `insert into public.item_option_choices (business_id, group_id, name)
         select $1, $2, 'Extra ' || n from generate_series(1, 11) n`,
        [world.businessA, world.groupA1],
      );
      expect(over).toMatchObject({ code: '23514', hint: 'option_choices_per_business_too_many' });
      expect(JSON.parse(over!.detail!)).toEqual({ max: start + 60 });
      expect(await choicesOf(world.businessA)).toBe(start + 50);
      // Ten more still fit, one at a time up to the cap exactly.
      await itemWithChoices('ownerA', 10);
      expect(await choicesOf(world.businessA)).toBe(start + 60);
      expect(
        await ownerRefusal(
          `insert into public.item_option_choices (business_id, group_id, name)
           values ($1, $2, 'One more')`,
          [world.businessA, world.groupA1],
        ),
      ).toMatchObject({ hint: 'option_choices_per_business_too_many' });

      // Another business is not A's count.
      await database.db.query(
        `insert into public.item_option_choices (business_id, group_id, name)
         values ($1, $2, 'B extra')`,
        [world.businessB, world.groupB1],
      );

      // A lower cap never blocks edits that add nothing: selling out, renaming.
      await database.db.query(`update public.app_limits set option_choices_per_business = 1`);
      await database.db.query(
        `update public.item_option_choices set sold_out = true, name = name || ' (out)'
         where group_id = $1`,
        [world.groupA1],
      );
    } finally {
      await database.db.query(`update public.app_limits set option_choices_per_business = 5000`);
    }
  });
});
