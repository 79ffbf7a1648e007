// On both engines: the customer menu's anonymous events go only through
// record_menu_event, which checks them and caps what one call adds; owners read their own figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestClaims } from '../../../server/db/request-role.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type World } from './fixtures.ts';

interface Summary {
  views: number;
  orders: number;
  order_items: number;
  order_value_baisa: number;
  daily: { day: string; views: number | null; orders: number | null }[];
  sources: { source: string; views: number }[];
  tables: { label: string; views: number }[];
  items: { item_id: string; name: string; adds: number }[];
}

describe.each(engines)('menu insights on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    await database.db.query(`update businesses set table_labels = '{5,Terrace 1}' where id = $1`, [
      world.businessA,
    ]);
    // The fixtures' counters are dated by the server's clock; these tests read Muscat days.
    await database.db.query('delete from menu_insights');
  });
  afterAll(() => database?.close());

  const anon: RequestClaims = { role: 'anon' };

  /** Calls record_menu_event as `claims`; resolves to 'recorded' or the error message. */
  async function record(args: Record<string, unknown>, claims = anon): Promise<string> {
    const names = Object.keys(args);
    const list = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
    try {
      await asRequestRole(database.db, claims, (tx) =>
        tx.query(`select public.record_menu_event(${list})`, Object.values(args)),
      );
      return 'recorded';
    } catch (error) {
      return (error as Error).message;
    }
  }

  async function summary(claims: RequestClaims, businessId = world.businessA): Promise<Summary> {
    return asRequestRole(database.db, claims, async (tx) => {
      const { rows } = await tx.query<{ s: Summary }>(
        'select public.menu_insights_summary($1, 7) as s',
        [businessId],
      );
      return rows[0]!.s;
    });
  }

  it('counts anonymous views by source and table, adds and orders, and the owner reads them', async () => {
    expect(await record({ slug: 'acafe', event: 'view', source: 'hosted' })).toBe('recorded');
    for (let i = 0; i < 3; i++) {
      expect(
        await record({ slug: 'ACafe ', event: 'view', source: 'table', table_label: 'terrace 1' }),
      ).toBe('recorded');
    }
    expect(await record({ slug: 'acafe', event: 'add', item_id: world.itemA1 })).toBe('recorded');
    expect(await record({ slug: 'acafe', event: 'add', item_id: world.itemA1 })).toBe('recorded');
    expect(await record({ slug: 'acafe', event: 'order', item_count: 2, total_baisa: 800 })).toBe(
      'recorded',
    );

    const s = await summary(claimsFor(world, 'ownerA'));
    expect(Number(s.views)).toBe(4);
    expect(Number(s.orders)).toBe(1);
    expect(Number(s.order_items)).toBe(2);
    expect(Number(s.order_value_baisa)).toBe(800);
    expect(s.sources.map((r) => [r.source, Number(r.views)])).toEqual([
      ['table', 3],
      ['hosted', 1],
    ]);
    // Counted under the label the owner wrote.
    expect(s.tables.map((r) => [r.label, Number(r.views)])).toEqual([['Terrace 1', 3]]);
    expect(s.items.map((r) => [r.name, Number(r.adds)])).toEqual([['Karak Tea', 2]]);
    expect(s.daily).toHaveLength(1);
    expect(Number(s.daily[0]!.views)).toBe(4);
  });

  it('shows another owner and a customer nothing of A, and the superadmin everything', async () => {
    for (const actor of ['ownerB', 'customer'] as const) {
      const s = await summary(claimsFor(world, actor));
      expect([Number(s.views), Number(s.orders), s.items.length, s.daily.length]).toEqual([
        0, 0, 0, 0,
      ]);
    }
    expect(Number((await summary(claimsFor(world, 'superadmin'))).views)).toBeGreaterThan(0);
  });

  it('lets anon neither read the counters nor the summary', async () => {
    await expect(
      asRequestRole(database.db, anon, (tx) => tx.query('select * from menu_insights')),
    ).rejects.toThrow('permission denied');
    await expect(summary(anon)).rejects.toThrow('permission denied');
  });

  it('refuses to inflate another business, unknown tables and out-of-bounds orders', async () => {
    const before = await summary(claimsFor(world, 'ownerA'));
    // B's item is not on A's menu, and A's item not on B's.
    expect(await record({ slug: 'acafe', event: 'add', item_id: world.itemB1 })).toBe(
      'This item is not on this menu',
    );
    expect(await record({ slug: 'bgrill', event: 'add', item_id: world.itemA1 })).toBe(
      'This item is not on this menu',
    );
    // A hidden item is not on the menu customers see.
    expect(await record({ slug: 'acafe', event: 'add', item_id: world.hiddenItemA })).toBe(
      'This item is not on this menu',
    );
    expect(await record({ slug: 'acafe', event: 'view', source: 'table', table_label: '99' })).toBe(
      'This business has no such table',
    );
    expect(await record({ slug: 'acafe', event: 'view', source: 'email' })).toContain(
      'A view comes from',
    );
    expect(await record({ slug: 'nope', event: 'view', source: 'hosted' })).toBe(
      'No menu has this address',
    );
    expect(
      await record({ slug: 'acafe', event: 'order', item_count: 1000, total_baisa: 1 }),
    ).toContain('1 to 999 items');
    expect(
      await record({ slug: 'acafe', event: 'order', item_count: 1, total_baisa: 10_000_001 }),
    ).toContain('10000.000 OMR');
    expect(await record({ slug: 'acafe', event: 'like' })).toContain('Events are');
    const after = await summary(claimsFor(world, 'ownerA'));
    expect(after).toEqual(before);
  });

  it('stores nothing about the customer: only business, day, metric, dimension and sums', async () => {
    const { rows } = await database.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'menu_insights' order by ordinal_position`,
    );
    expect(rows.map((r) => r.column_name)).toEqual([
      'business_id',
      'day',
      'metric',
      'dimension',
      'count',
      'items',
      'value_baisa',
    ]);
  });
});
