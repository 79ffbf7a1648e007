// PGlite's stand-in for autovacuum's analyze: a table that grew gets its statistics taken again,
// one that did not is left alone, and on PGlite the server's own pass does it unasked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../supabase/tests/database/fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { analyzeStaleTables, startAutoAnalyze } from './auto-analyze.ts';

describe.each(ENGINES)('planner statistics kept up on %s', (engine) => {
  let ts: TestServer;
  let world: World;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    world = await buildWorld(ts.db);
    // Menus bigger than the default cap (2,000 dishes), as the bench's are.
    await ts.db.query('update public.app_limits set items_per_business = 20000');
  });
  afterAll(async () => {
    await ts?.stop();
  });

  /** What the planner believes about menu_items: its row count and pages. */
  async function statistics(): Promise<{ rows: number; pages: number }> {
    const { rows } = await ts.db.query<{ rows: number; pages: number }>(
      `select reltuples::float8 as rows, relpages as pages from pg_class
       where oid = 'public.menu_items'::regclass`,
    );
    return rows[0]!;
  }

  async function addDishes(count: number, from: number): Promise<void> {
    await ts.db.query(
      `insert into public.menu_items (business_id, category_id, name, description, price, sort_order)
       select c.business_id, c.id, 'Dish ' || i, 'A dish with a description long enough to fill pages ' || i, 1, i
       from (select * from public.categories where business_id = $1 limit 1) c,
            generate_series($2::int, $2::int + $3::int - 1) i`,
      [world.businessA, from, count],
    );
  }

  it('analyzes a table that grew by a fifth or more, and then leaves it alone', async () => {
    await analyzeStaleTables(ts.db);
    await addDishes(3000, 1);
    const analyzed = await analyzeStaleTables(ts.db);
    expect(analyzed).toContain('public.menu_items');
    // A one-row table is below the threshold, as under autovacuum's.
    expect(analyzed).not.toContain('public.app_limits');
    expect((await statistics()).rows).toBeGreaterThanOrEqual(3000);
    // Nothing moved since: no table is analyzed again.
    expect(await analyzeStaleTables(ts.db)).toEqual([]);
    // A few more dishes (well under a fifth of the pages) are not worth an ANALYZE.
    await addDishes(20, 5000);
    expect(await analyzeStaleTables(ts.db)).not.toContain('public.menu_items');
  });

  if (engine === 'pglite') {
    it("is the server's own pass on PGlite: a grown table's statistics follow unasked", async () => {
      const before = await statistics();
      await addDishes(6000, 10_000);
      const stop = startAutoAnalyze(ts.db, () => undefined, 50);
      try {
        await expect
          .poll(async () => (await statistics()).rows, { timeout: 10_000 })
          .toBeGreaterThanOrEqual(before.rows + 6000);
      } finally {
        stop();
      }
    });
  }
});
