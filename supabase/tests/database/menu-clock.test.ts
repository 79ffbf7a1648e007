// On both engines: menus that follow the clock. Serving times and special periods are
// checked by the database, special periods are readable and writable by their owner only (and
// readable by the superadmin), and the rule functions an order's recording calls
// (menu_item_orderable_at, business_open_at, next_opening_after) agree with the widget's domain
// rules (shared/domain/availability.ts): midnight-crossing windows, Muscat days, periods, "sold out
// until the next opening". Every write is rolled back, so each test starts from the same world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');
const week = (ranges: unknown[]) => JSON.stringify(Array.from({ length: 7 }, () => ranges));
const breakfast = JSON.stringify([{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }]);
// Thursday 26 November 2026 in Muscat (UTC+4 all year).
const muscat = (time: string, day = '2026-11-26') => `${day}T${time}:00+04:00`;

describe.each(engines)('menus that follow the clock on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Runs as the actor in a rolled-back transaction: what fn returned, or the error's message. */
  async function as<T>(actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T | string> {
    let result: T | undefined;
    try {
      await asRequestRole(database.db, claimsFor(world, actor), async (tx) => {
        result = await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) return (error as Error).message;
    }
    return result as T;
  }

  /** As the database owner, rolled back: setup then a query's first row. */
  async function owner<T>(setup: string[], query: string, params: unknown[] = []): Promise<T> {
    let row: T | undefined;
    try {
      await database.db.transaction(async (tx) => {
        // Setup statements take their values inline; the query takes params.
        for (const statement of setup) await tx.query(statement);
        row = (await tx.query<T>(query, params)).rows[0];
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return row as T;
  }

  describe('constraints', () => {
    it.each([
      ['[]', 'menu_items_available_windows_valid'],
      ['[{"days":[1],"from":"6:00","to":"11:00"}]', 'menu_items_available_windows_valid'],
      ['[{"days":[1],"from":"06:00","to":"06:00"}]', 'menu_items_available_windows_valid'],
      ['[{"days":[7],"from":"06:00","to":"11:00"}]', 'menu_items_available_windows_valid'],
      ['[{"days":[1,1],"from":"06:00","to":"11:00"}]', 'menu_items_available_windows_valid'],
      ['[{"days":[1],"from":"06:00","to":"11:00","x":1}]', 'menu_items_available_windows_valid'],
    ])('refuses the serving times %s on a dish', async (windows, message) => {
      const result = await as('ownerA', (tx) =>
        tx.query('update menu_items set available_windows = $2::jsonb where id = $1', [
          world.itemA1,
          windows,
        ]),
      );
      expect(String(result)).toContain(message);
    });

    it('lets the owner set serving times past midnight on a dish and a category', async () => {
      const result = await as('ownerA', async (tx) => {
        await tx.query('update menu_items set available_windows = $2::jsonb where id = $1', [
          world.itemA1,
          '[{"days":[4,5],"from":"22:00","to":"02:00"}]',
        ]);
        const updated = await tx.query(
          'update categories set available_windows = $2::jsonb where id = $1 returning id',
          [world.categoryA1, breakfast],
        );
        return updated.rowCount;
      });
      expect(result).toBe(1);
    });

    it('refuses another owner’s serving times on A’s category (row level security)', async () => {
      const result = await as('ownerB', (tx) =>
        tx.query('update categories set available_windows = $2::jsonb where id = $1', [
          world.categoryA1,
          breakfast,
        ]),
      );
      expect(result).toMatchObject({ rowCount: 0 });
    });

    it('clears sold_out_until when a dish is no longer sold out', async () => {
      const row = await owner<{ sold_out_until: string | null }>(
        [
          `update menu_items set sold_out = true, sold_out_until = now() + interval '1 day' where id = '${world.itemA1}'`,
          `update menu_items set sold_out = false where id = '${world.itemA1}'`,
        ],
        'select sold_out_until from menu_items where id = $1',
        [world.itemA1],
      );
      expect(row.sold_out_until).toBeNull();
    });
  });

  describe('special periods', () => {
    const insertPeriod = (tx: Queryable, business: string, from: string, to: string) =>
      tx.query(
        `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
         values ($1, 'Ramadan', $2, $3, $4::jsonb) returning id`,
        [business, from, to, week([{ opens: '19:00', closes: '03:00' }])],
      );

    it('lets the owner add periods and refuses overlapping dates', async () => {
      const result = await as('ownerA', async (tx) => {
        await insertPeriod(tx, world.businessA, '2026-11-24', '2026-11-30');
        return insertPeriod(tx, world.businessA, '2026-11-30', '2026-12-02');
      });
      expect(String(result)).toContain('Special periods cannot overlap');
    });

    it.each([
      ['ends before it starts', '2026-12-02', '2026-12-01', 'special_periods_dates_order'],
      ['longer than 63 days', '2026-01-01', '2026-06-01', 'special_periods_length'],
    ])('refuses a period that %s', async (_what, from, to, message) => {
      const result = await as('ownerA', (tx) => insertPeriod(tx, world.businessA, from, to));
      expect(String(result)).toContain(message);
    });

    it('refuses hours that are not seven days of HH:MM ranges', async () => {
      const result = await as('ownerA', (tx) =>
        tx.query(
          `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
           values ($1, 'Eid', '2026-12-01', '2026-12-03', '[[]]'::jsonb)`,
          [world.businessA],
        ),
      );
      expect(String(result)).toContain('special_periods_opening_hours_valid');
    });

    it('refuses a period for another owner’s business', async () => {
      const result = await as('ownerB', (tx) =>
        insertPeriod(tx, world.businessA, '2026-12-01', '2026-12-03'),
      );
      expect(String(result)).toContain('row-level security');
    });

    describe('who reads them', () => {
      // One period of A kept for these reads, made as the database owner.
      beforeAll(() =>
        database.db.query(
          `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
           values ($1, 'Eid', '2027-03-20', '2027-03-22', $2::jsonb)`,
          [world.businessA, week([])],
        ),
      );
      afterAll(() =>
        database.db.query(`delete from special_periods where business_id = $1`, [world.businessA]),
      );

      it.each([
        ['ownerA', 1],
        ['superadmin', 1],
        ['ownerB', 0],
        ['customer', 0],
      ] as const)('%s reads %i of A’s periods', async (actor, count) => {
        const seen = await as(actor, async (tx) => {
          const { rows } = await tx.query<{ n: number }>(
            'select count(*)::int as n from special_periods where business_id = $1',
            [world.businessA],
          );
          return rows[0]?.n;
        });
        expect(seen).toBe(count);
      });

      it('lets only the owner change or delete them', async () => {
        const changed = (actor: Actor) =>
          as(actor, async (tx) => {
            const updated = await tx.query(`update special_periods set name = 'Hacked'`);
            const deleted = await tx.query('delete from special_periods');
            return updated.rowCount + deleted.rowCount;
          });
        expect(await changed('ownerB')).toBe(0);
        expect(await changed('superadmin')).toBe(0);
        expect(await changed('ownerA')).toBe(2);
      });
    });

    it('is not readable by anon at all (only through public_menu)', async () => {
      const result = await as('anon', (tx) => tx.query('select * from special_periods'));
      expect(String(result)).toContain('permission denied');
    });
  });

  describe('rule functions', () => {
    const orderable = (at: string, setup: string[] = []) =>
      owner<{ ok: boolean }>(
        setup,
        'select public.menu_item_orderable_at($1, $2::timestamptz) as ok',
        [world.itemA1, at],
      ).then((row) => row.ok);
    const categoryBreakfast = `update categories set available_windows = '${breakfast}'::jsonb where id = '__A1__'`;

    it('follows a category’s serving times in Muscat time', async () => {
      const setup = [categoryBreakfast.replace('__A1__', world.categoryA1)];
      expect(await orderable(muscat('07:00'), setup)).toBe(true);
      expect(await orderable(muscat('12:00'), setup)).toBe(false);
      // 05:30 UTC is 09:30 in Muscat.
      expect(await orderable('2026-11-26T05:30:00Z', setup)).toBe(true);
    });

    it('runs a window past midnight into the next morning of its day', async () => {
      const setup = [
        `update menu_items set available_windows = '[{"days":[4],"from":"22:00","to":"02:00"}]'::jsonb where id = '${world.itemA1}'`,
      ];
      expect(await orderable(muscat('23:00'), setup)).toBe(true);
      expect(await orderable(muscat('01:30', '2026-11-27'), setup)).toBe(true);
      expect(await orderable(muscat('02:00', '2026-11-27'), setup)).toBe(false);
      expect(await orderable(muscat('01:30', '2026-11-26'), setup)).toBe(false);
    });

    it('lets a special period serve a category at any time', async () => {
      const setup = [
        categoryBreakfast.replace('__A1__', world.categoryA1),
        `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours, windows)
         values ('${world.businessA}', 'Ramadan', '2026-11-26', '2026-11-27', '${week([{ opens: '19:00', closes: '03:00' }])}'::jsonb,
                 '{"${world.categoryA1}": null}'::jsonb)`,
      ];
      expect(await orderable(muscat('12:00'), setup)).toBe(true);
      expect(await orderable(muscat('12:00', '2026-11-28'), setup)).toBe(false);
    });

    it('treats a sold out dish as orderable once its until has passed, not before', async () => {
      const setup = [
        `update menu_items set sold_out = true, sold_out_until = '${muscat('06:00', '2026-11-27')}' where id = '${world.itemA1}'`,
      ];
      expect(await orderable(muscat('05:59', '2026-11-27'), setup)).toBe(false);
      expect(await orderable(muscat('06:00', '2026-11-27'), setup)).toBe(true);
      // Sold out without an until stays so.
      expect(
        await orderable(muscat('06:00', '2027-01-01'), [
          `update menu_items set sold_out = true where id = '${world.itemA1}'`,
        ]),
      ).toBe(false);
    });

    it('never lets a hidden dish or an unknown id be ordered', async () => {
      const hidden = await owner<{ ok: boolean }>(
        [],
        'select public.menu_item_orderable_at($1, now()) as ok',
        [world.hiddenItemA],
      );
      expect(hidden.ok).toBe(false);
      const unknown = await owner<{ ok: boolean }>(
        [],
        `select public.menu_item_orderable_at('00000000-0000-0000-0000-000000000000', now()) as ok`,
      );
      expect(unknown.ok).toBe(false);
    });

    it('finds the next opening by the hours in force, a special period’s included', async () => {
      const hours = `update businesses set opening_hours = '${week([{ opens: '06:00', closes: '23:00' }])}'::jsonb where id = '${world.businessA}'`;
      const next = (at: string, setup: string[]) =>
        owner<{ at: Date }>(setup, 'select public.next_opening_after($1, $2::timestamptz) as at', [
          world.businessA,
          at,
        ]).then((row) => new Date(row.at).toISOString());
      // At 21:30 Thursday: Friday 06:00.
      expect(await next(muscat('21:30'), [hours])).toBe('2026-11-27T02:00:00.000Z');
      // At 05:00: the same morning's 06:00.
      expect(await next(muscat('05:00'), [hours])).toBe('2026-11-26T02:00:00.000Z');
      // A Ramadan from Friday opens at 19:00.
      const ramadan = `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
        values ('${world.businessA}', 'Ramadan', '2026-11-27', '2026-12-20', '${week([{ opens: '19:00', closes: '03:00' }])}'::jsonb)`;
      expect(await next(muscat('21:30'), [hours, ramadan])).toBe('2026-11-27T15:00:00.000Z');
      // Without any hours: the next Muscat midnight.
      expect(await next(muscat('21:30'), [])).toBe('2026-11-26T20:00:00.000Z');
    });

    it('says open or closed by the hours in force, past midnight too', async () => {
      const late = `update businesses set opening_hours = '${week([{ opens: '18:00', closes: '02:00' }])}'::jsonb where id = '${world.businessA}'`;
      const openAt = (at: string, setup: string[]) =>
        owner<{ open: boolean }>(
          setup,
          'select public.business_open_at($1, $2::timestamptz) as open',
          [world.businessA, at],
        ).then((row) => row.open);
      expect(await openAt(muscat('01:00', '2026-11-27'), [late])).toBe(true);
      expect(await openAt(muscat('03:00', '2026-11-27'), [late])).toBe(false);
      expect(await openAt(muscat('12:00'), [])).toBe(true);
      const closedForEid = `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
        values ('${world.businessA}', 'Eid', '2026-11-26', '2026-11-26', '${week([])}'::jsonb)`;
      expect(await openAt(muscat('20:00'), [late, closedForEid])).toBe(false);
    });
  });

  describe('set_menu_item_sold_out', () => {
    it('marks the owner’s dish sold out until the next opening, computed from now', async () => {
      const result = await as('ownerA', async (tx) => {
        await tx.query(`update businesses set opening_hours = $2::jsonb where id = $1`, [
          world.businessA,
          week([{ opens: '06:00', closes: '23:00' }]),
        ]);
        const until = (
          await tx.query<{ until: Date }>(
            'select public.set_menu_item_sold_out($1, true, true) as until',
            [world.itemA1],
          )
        ).rows[0]?.until;
        const expected = (
          await tx.query<{ at: Date }>('select public.next_opening_after($1, now()) as at', [
            world.businessA,
          ])
        ).rows[0]?.at;
        const row = (
          await tx.query<{ sold_out: boolean; sold_out_until: Date }>(
            'select sold_out, sold_out_until from menu_items where id = $1',
            [world.itemA1],
          )
        ).rows[0];
        return { until, expected, row };
      });
      if (typeof result === 'string') throw new Error(result);
      expect(result.row?.sold_out).toBe(true);
      expect(new Date(result.until!).getTime()).toBe(new Date(result.expected!).getTime());
      expect(new Date(result.row!.sold_out_until).getTime()).toBe(
        new Date(result.expected!).getTime(),
      );
      // 06:00 in Muscat is 02:00 UTC.
      expect(new Date(result.until!).getUTCHours()).toBe(2);
    });

    it('answers "not found" to another owner and to anon', async () => {
      const other = await as('ownerB', (tx) =>
        tx.query('select public.set_menu_item_sold_out($1, true, false)', [world.itemA1]),
      );
      expect(String(other)).toContain('menu item not found');
      const anon = await as('anon', (tx) =>
        tx.query('select public.set_menu_item_sold_out($1, true, false)', [world.itemA1]),
      );
      expect(String(anon)).toContain('permission denied');
    });
  });

  describe('public_menu', () => {
    it('sends serving times, periods and "sold out" as it stands now, in its one answer', async () => {
      const menu = await owner<{
        menu: {
          business: { outside_window: string; special_periods: Array<{ name: string }> };
          items: Array<{
            name: string;
            sold_out: boolean;
            sold_out_until: string | null;
            windows: unknown;
          }>;
        };
      }>(
        [
          `update categories set available_windows = '${breakfast}'::jsonb where id = '${world.categoryA2}'`,
          `update businesses set outside_window = 'hide' where id = '${world.businessA}'`,
          // Karak Tea's "until" has passed; Chicken Shawarma's is tomorrow.
          `update menu_items set sold_out = true, sold_out_until = now() - interval '1 minute' where id = '${world.itemA1}'`,
          `update menu_items set sold_out = true, sold_out_until = now() + interval '1 day' where name = 'Chicken Shawarma'`,
          `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
           values ('${world.businessA}', 'Ramadan', current_date + 10, current_date + 20, '${week([])}'::jsonb)`,
          `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
           values ('${world.businessA}', 'Old', current_date - 30, current_date - 20, '${week([])}'::jsonb)`,
          `select set_config('role', 'anon', true)`,
        ],
        `select public_menu('acafe') as menu`,
      );
      const byName = new Map(menu.menu.items.map((item) => [item.name, item]));
      expect(menu.menu.business.outside_window).toBe('hide');
      // Every period, ended ones too, in date order: the answer does not depend on today, which
      // its cached version could not follow; the customer's clock picks the one in force.
      expect(menu.menu.business.special_periods.map((p) => p.name)).toEqual(['Old', 'Ramadan']);
      expect(byName.get('Karak Tea')).toMatchObject({ sold_out: false, sold_out_until: null });
      expect(byName.get('Chicken Shawarma')?.sold_out).toBe(true);
      expect(byName.get('Chicken Shawarma')?.sold_out_until).toEqual(expect.any(String));
      expect(byName.get('Chicken Shawarma')?.windows).toEqual(JSON.parse(breakfast));
    });
  });
});
