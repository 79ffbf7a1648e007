// Every bound in the database, on both engines, as the owner would meet it through the
// API (asRequestRole, as PostgREST and the storage server run requests): amounts that are not
// numbers, over-long texts, the item cap, option counts and the storage quota, each refused with
// its stable code; and the limits a superadmin can change.
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../server/db/database.ts';
import { migrate, migrationsDir } from '../../../server/db/migrate.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { startPostgres15 } from '../../../server/testing/postgres15.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

interface Refusal {
  code: string;
  message: string;
  hint: string | undefined;
  detail: string | undefined;
}

describe.each(engines)('database limits on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Runs fn as actor and rolls it back; the refusal, or null when the database accepted it. */
  async function refusal(
    actor: Actor,
    fn: (tx: Queryable) => Promise<unknown>,
  ): Promise<Refusal | null> {
    try {
      await asRequestRole(database.db, claimsFor(world, actor), async (tx) => {
        await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return null;
      const e = error as { code?: string; message: string; hint?: string; detail?: string };
      return { code: String(e.code), message: e.message, hint: e.hint, detail: e.detail };
    }
    throw new Error('unreachable');
  }

  const insertItem = (name: string, price: string) => (tx: Queryable) =>
    tx.query(
      `insert into public.menu_items (business_id, name, price) values ($1, $2, $3::numeric)`,
      [world.businessA, name, price],
    );

  it('refuses a price that is not a number, and infinities, for items and delivery amounts', async () => {
    for (const price of ['NaN', 'Infinity', '-Infinity']) {
      const refused = await refusal('ownerA', insertItem('Tea', price));
      expect(refused?.code, price).toMatch(/^(23514|22003)$/);
    }
    const nan = await refusal('ownerA', insertItem('Tea', 'NaN'));
    expect(nan?.message).toContain('menu_items_price_finite');
    const update = await refusal('ownerA', (tx) =>
      tx.query(`update public.menu_items set price = 'NaN' where id = $1`, [world.itemA1]),
    );
    expect(update?.message).toContain('menu_items_price_finite');
    for (const column of ['delivery_fee', 'delivery_minimum']) {
      const refused = await refusal('ownerA', (tx) =>
        tx.query(`update public.businesses set ${column} = 'NaN' where id = $1`, [world.businessA]),
      );
      expect(refused?.message).toContain(`businesses_${column}_finite`);
    }
    expect(await refusal('ownerA', insertItem('Tea', '0.500'))).toBeNull();
  });

  it('refuses a 100 KB item name and every over-long text, naming the column', async () => {
    const huge = 'x'.repeat(100 * 1024);
    const refused = await refusal('ownerA', insertItem(huge, '1'));
    expect(refused?.code).toBe('23514');
    expect(refused?.message).toContain('menu_items_name_length');
    expect(await refusal('ownerA', insertItem('x'.repeat(120), '1'))).toBeNull();

    const cases: Array<[string, string, string]> = [
      ['businesses', 'description', 'x'.repeat(2001)],
      ['businesses', 'name', 'x'.repeat(121)],
      ['businesses', 'headline_ar', 'x'.repeat(161)],
      ['categories', 'name_ar', 'x'.repeat(121)],
      ['menu_items', 'description_ar', 'x'.repeat(2001)],
      ['item_option_groups', 'name', 'x'.repeat(121)],
      ['item_option_choices', 'name_ar', 'x'.repeat(121)],
    ];
    const rowOf: Record<string, string> = {
      businesses: world.businessA,
      categories: world.categoryA1,
      menu_items: world.itemA1,
      item_option_groups: world.groupA1,
      item_option_choices: world.choiceA1,
    };
    for (const [table, column, value] of cases) {
      const outcome = await refusal('ownerA', (tx) =>
        tx.query(`update public.${table} set ${column} = $1 where id = $2`, [value, rowOf[table]]),
      );
      expect(outcome?.message, `${table}.${column}`).toContain(`${table}_${column}_length`);
    }
  });

  it('refuses the 2,001st item of a business with the limit in its details', async () => {
    const outcome = await refusal('ownerA', async (tx) => {
      const { rows } = await tx.query<{ n: string }>(
        'select count(*)::text as n from public.menu_items where business_id = $1',
        [world.businessA],
      );
      await tx.query(
        `insert into public.menu_items (business_id, name, price)
         select $1, 'Dish ' || n, 1 from generate_series(1, $2::integer) n`,
        [world.businessA, 2000 - Number(rows[0]?.n)],
      );
      const full = await tx.query<{ n: string }>(
        'select count(*)::text as n from public.menu_items where business_id = $1',
        [world.businessA],
      );
      expect(full.rows[0]?.n).toBe('2000');
      await insertItem('One too many', '1')(tx);
    });
    expect(outcome?.hint).toBe('items_too_many');
    expect(outcome?.message).toBe('A menu can have at most 2000 items');
    expect(JSON.parse(outcome?.detail ?? '{}')).toEqual({ max: 2000 });
  });

  it('counts items against the configured cap, which only the superadmin changes', async () => {
    const byOwner = await refusal('ownerA', (tx) =>
      tx.query('update public.app_limits set items_per_business = 100000 returning 1'),
    );
    // No policy lets an owner update: the update touches no row.
    expect(byOwner).toBeNull();
    const { rows } = await database.db.query<{ items_per_business: number }>(
      'select items_per_business from public.app_limits',
    );
    expect(rows[0]?.items_per_business).toBe(2000);

    const outcome = await refusal('superadmin', async (tx) => {
      const changed = await tx.query('update public.app_limits set items_per_business = 3');
      expect(changed.rowCount).toBe(1);
      // Business A already has four items: a fifth passes the cap of 3.
      await tx.query(`set local role authenticated`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claimsFor(world, 'ownerA')),
      ]);
      await insertItem('Fifth', '1')(tx);
    });
    expect(outcome?.hint).toBe('items_too_many');
    expect(outcome?.message).toBe('A menu can have at most 3 items');
  });

  it('bounds option groups per item and choices per group, also through save_item_options', async () => {
    const groups = Array.from({ length: 21 }, (_, i) => ({ name: `Group ${i}`, choices: [] }));
    const tooMany = await refusal('ownerA', (tx) =>
      tx.query('select public.save_item_options($1, $2::jsonb)', [
        world.itemA1,
        JSON.stringify(groups),
      ]),
    );
    expect(tooMany?.hint).toBe('option_groups_too_many');
    const choices = Array.from({ length: 51 }, (_, i) => ({ name: `Choice ${i}` }));
    const tooManyChoices = await refusal('ownerA', (tx) =>
      tx.query('select public.save_item_options($1, $2::jsonb)', [
        world.itemA1,
        JSON.stringify([{ name: 'Size', choices }]),
      ]),
    );
    expect(tooManyChoices?.hint).toBe('option_choices_too_many');
    // Twenty groups where one replaces the item's existing group are not counted as 21.
    const replaced = await refusal('ownerA', (tx) =>
      tx.query('select public.save_item_options($1, $2::jsonb)', [
        world.itemA1,
        JSON.stringify(groups.slice(1)),
      ]),
    );
    expect(replaced).toBeNull();
    const direct = await refusal('ownerA', async (tx) => {
      await tx.query(
        `insert into public.item_option_groups (business_id, item_id, name, sort_order)
         select $1, $2, 'G' || n, n from generate_series(1, 19) n`,
        [world.businessA, world.itemA1],
      );
      await tx.query(
        `insert into public.item_option_groups (business_id, item_id, name) values ($1, $2, 'One too many')`,
        [world.businessA, world.itemA1],
      );
    });
    expect(direct?.hint).toBe('option_groups_too_many');
  });

  describe('storage quota', () => {
    const upload =
      (name: string, size: number, bucket = 'menu-images') =>
      (tx: Queryable) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3::uuid, $3, $4::jsonb)`,
          [bucket, `${world.users.ownerA}/${name}`, world.users.ownerA, JSON.stringify({ size })],
        );

    it('refuses the upload that would pass the configured quota, counting both buckets', async () => {
      await database.db.query('update public.app_limits set storage_bytes_per_owner = 10000');
      try {
        // ownerA already stores 1 byte in each bucket (the fixtures): 2 + 5000 + 4998 = 10000.
        const outcome = await refusal('ownerA', async (tx) => {
          await upload('one.png', 5000, 'banners')(tx);
          await upload('two.png', 4998)(tx);
          await upload('three.png', 1)(tx);
        });
        expect(outcome?.code).toBe('53400');
        expect(outcome?.hint).toBe('storage_quota_exceeded');
        expect(JSON.parse(outcome?.detail ?? '{}')).toEqual({
          quota_bytes: 10000,
          used_bytes: 10000,
        });
        // Up to the quota exactly is fine.
        expect(
          await refusal('ownerA', async (tx) => {
            await upload('one.png', 5000, 'banners')(tx);
            await upload('two.png', 4998)(tx);
          }),
        ).toBeNull();
        // Replacing a file counts its new size instead of the old one.
        const replaced = await refusal('ownerA', async (tx) => {
          await upload('one.png', 9000)(tx);
          await tx.query(
            `update storage.objects set metadata = '{"size": 9998}'::jsonb where bucket_id = 'menu-images' and name = $1`,
            [`${world.users.ownerA}/one.png`],
          );
        });
        expect(replaced).toBeNull();
        // Another owner's usage is not ownerA's.
        expect(
          await refusal('ownerB', (tx) =>
            tx.query(
              `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
             values ('banners', $1, $2::uuid, $2, '{"size": 9000}'::jsonb)`,
              [`${world.users.ownerB}/big.png`, world.users.ownerB],
            ),
          ),
        ).toBeNull();
      } finally {
        await database.db.query('update public.app_limits set storage_bytes_per_owner = 209715200');
      }
    });

    it('defaults to 200 MB per owner', async () => {
      const outcome = await refusal('ownerA', async (tx) => {
        await upload('big-1.png', 100 * 1024 * 1024)(tx);
        await upload('big-2.png', 100 * 1024 * 1024 - 2)(tx);
        await upload('big-3.png', 1)(tx);
      });
      expect(outcome?.hint).toBe('storage_quota_exceeded');
      expect(outcome?.message).toBe(
        'Your images may use at most 200.0 MB; 200.0 MB are used. Delete some images first',
      );
    });
  });
});

const LIMITS_MIGRATION = '20261126190000_database-limits.sql';

/** The migrations before the limits, in a folder of their own. */
async function migrationsBeforeLimits(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-migrations-'));
  for (const file of await readdir(migrationsDir)) {
    if (file.endsWith('.sql') && file < LIMITS_MIGRATION) {
      await copyFile(path.join(migrationsDir, file), path.join(dir, file));
    }
  }
  return dir;
}

const unmigrated: Array<[string, () => Promise<{ db: Database; close: () => Promise<void> }>]> = [
  [
    'pglite',
    async () => {
      const db = await openPglite(undefined);
      return { db, close: () => db.close() };
    },
  ],
  [
    'postgres15',
    async () => {
      const server = await startPostgres15();
      const db = await openPostgres(await server.createDatabase());
      return {
        db,
        close: async () => {
          await db.close();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(unmigrated)('the limits migration on %s', (_engine, open) => {
  it('repairs the rows it would refuse first, so no page meets them afterwards', async () => {
    const { db, close } = await open();
    const before = await migrationsBeforeLimits();
    try {
      await migrate(db, before);
      const world = await buildWorld(db);
      // What the old schema let in: a NaN price, a NaN fee, a 100 KB name.
      await db.query(`update public.menu_items set price = 'NaN' where id = $1`, [world.itemA1]);
      await db.query(
        `update public.businesses set delivery_fee = 'NaN', description = repeat('d', 5000) where id = $1`,
        [world.businessA],
      );
      await db.query(`update public.menu_items set name = repeat('n', 102400) where id = $1`, [
        world.itemB1,
      ]);

      // The limits migration runs next; later migrations (if any) follow it.
      expect((await migrate(db)).map((m) => m.name)[0]).toBe('database-limits');

      const { rows: items } = await db.query<{
        id: string;
        price: string;
        hidden: boolean;
        n: number;
      }>(
        `select id, price::text, hidden, char_length(name) as n from public.menu_items where id in ($1, $2)`,
        [world.itemA1, world.itemB1],
      );
      expect(items.find((i) => i.id === world.itemA1)).toMatchObject({
        price: '0.000',
        hidden: true,
      });
      expect(items.find((i) => i.id === world.itemB1)?.n).toBe(120);
      const { rows: business } = await db.query<{ fee: string | null; n: number }>(
        `select delivery_fee::text as fee, char_length(description) as n from public.businesses where id = $1`,
        [world.businessA],
      );
      expect(business[0]).toEqual({ fee: null, n: 2000 });
      // The public menu of both businesses reads again.
      for (const slug of ['acafe', 'bgrill']) {
        const { rows } = await db.query<{ menu: unknown }>(
          'select public.public_menu($1) as menu',
          [slug],
        );
        expect(rows[0]?.menu).toBeTruthy();
      }
    } finally {
      await close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
