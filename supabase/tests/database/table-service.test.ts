// Table service on both engines: a table link calls the waiter or asks for the bill through
// request_table_service only; the owner (and the superadmin) read their business's requests and
// the owner clears them; nobody else reads or writes any; a table and an address are limited so
// they cannot flood the board.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole, type RequestClaims } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { ACTORS, buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

interface Answer {
  id: string;
  table_label: string;
  kind: string;
  already_open: boolean;
}

interface Refusal {
  message: string;
  hint: string | undefined;
  code: string | undefined;
}

describe.each(engines)('table service on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  let address = 0;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
    await database.db.query(`update public.businesses set table_labels = $2 where id = $1`, [
      world.businessA,
      ['1', '2', '3', '4', '5', 'Terrace 1'],
    ]);
    await database.db.query(`update public.businesses set table_labels = '{9}' where id = $1`, [
      world.businessB,
    ]);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.query('delete from public.table_requests');
    await database.db.query('delete from public.table_request_senders');
    address += 1;
  });

  function as<T>(actor: Actor | RequestClaims, fn: (tx: Queryable) => Promise<T>, from?: string) {
    const claims = typeof actor === 'string' ? claimsFor(world, actor) : actor;
    const headers = { 'x-forwarded-for': from ?? `198.51.100.${address}` };
    return asRequestRole(database.db, claims, fn, { headers, method: 'POST', path: '/rpc' });
  }

  async function ask(table: string, kind: string, from?: string, slug = 'acafe'): Promise<Answer> {
    return as(
      'anon',
      async (tx) =>
        (
          await tx.query<{ answer: Answer }>(
            'select public.request_table_service($1, $2, $3) as answer',
            [slug, table, kind],
          )
        ).rows[0]!.answer,
      from,
    );
  }

  async function refusal(run: () => Promise<unknown>): Promise<Refusal> {
    try {
      await run();
    } catch (error) {
      const e = error as { message: string; hint?: string; code?: string };
      return { message: e.message, hint: e.hint, code: e.code };
    }
    throw new Error('expected a refusal');
  }

  async function openRequests(
    business: string,
  ): Promise<Array<{ table_label: string; kind: string }>> {
    const { rows } = await database.db.query<{ table_label: string; kind: string }>(
      `select table_label, kind from public.table_requests
       where business_id = $1 and done_at is null order by created_at, kind`,
      [business],
    );
    return rows;
  }

  it('a table of the business calls the waiter and asks for the bill, as the owner named it', async () => {
    const waiter = await ask('5', 'waiter');
    expect(waiter).toMatchObject({ table_label: '5', kind: 'waiter', already_open: false });
    const bill = await ask('  terrace 1 ', 'bill');
    expect(bill).toMatchObject({ table_label: 'Terrace 1', kind: 'bill', already_open: false });
    expect(await openRequests(world.businessA)).toEqual([
      { table_label: '5', kind: 'waiter' },
      { table_label: 'Terrace 1', kind: 'bill' },
    ]);
  });

  it('asking again while the request is open adds nothing to the board', async () => {
    const first = await ask('5', 'bill');
    const again = await ask('5', 'bill');
    expect(again).toMatchObject({ id: first.id, already_open: true });
    expect(await openRequests(world.businessA)).toEqual([{ table_label: '5', kind: 'bill' }]);
  });

  it.each([
    ['acafe', '6', 'waiter', 'table_not_found'],
    ['acafe', '', 'bill', 'table_not_found'],
    ['acafe', '9', 'bill', 'table_not_found'],
    ['acafe', '5', 'dessert', 'table_service_kind'],
    ['nosuchcafe', '5', 'bill', 'menu_not_found'],
  ])('refuses %s table %j kind %s (%s)', async (slug, table, kind, hint) => {
    expect((await refusal(() => ask(table, kind, undefined, slug))).hint).toBe(hint);
    expect(await openRequests(world.businessA)).toEqual([]);
  });

  it('a suspended business takes no requests', async () => {
    await database.db.query(
      "update public.businesses set suspended_at = now(), suspension_reason = 'Test' where id = $1",
      [world.businessB],
    );
    try {
      expect((await refusal(() => ask('9', 'waiter', undefined, 'bgrill'))).hint).toBe(
        'menu_not_found',
      );
    } finally {
      await database.db.query(
        'update public.businesses set suspended_at = null, suspension_reason = null where id = $1',
        [world.businessB],
      );
    }
  });

  it('one table: at most 6 requests in 10 minutes, even when each is cleared at once', async () => {
    for (let i = 0; i < 6; i += 1) {
      await ask('3', i % 2 ? 'bill' : 'waiter', `203.0.113.${i}`);
      await database.db.query(
        'update public.table_requests set done_at = now() where done_at is null',
      );
    }
    const busy = await refusal(() => ask('3', 'waiter', '203.0.113.99'));
    expect(busy.hint).toBe('table_service_busy');
    // PT429: the API answers HTTP 429, as for place_order's limits, not a server error.
    expect(busy.code).toBe('PT429');
    // Another table is not held back by table 3.
    expect(await ask('4', 'waiter', '203.0.113.99')).toMatchObject({ already_open: false });
  });

  it('one address: at most 10 requests in 10 minutes across tables', async () => {
    const from = '192.0.2.44';
    const tables = ['1', '2', '3', '4', '5'];
    for (const table of tables) {
      await ask(table, 'waiter', from);
      await ask(table, 'bill', from);
    }
    const tooMany = await refusal(() => ask('Terrace 1', 'bill', from));
    expect(tooMany.hint).toBe('table_service_too_many');
    expect(tooMany.code).toBe('PT429');
    expect(await openRequests(world.businessA)).toHaveLength(10);
    // Someone else at the same cafe still gets through.
    expect(await ask('Terrace 1', 'bill', '192.0.2.45')).toMatchObject({ already_open: false });
  });

  it('the sender table is read by nobody, and keeps no address older than an hour', async () => {
    await ask('1', 'waiter', '192.0.2.77');
    for (const actor of ACTORS) {
      const result = await refusal(() =>
        as(actor, (tx) => tx.query('select * from public.table_request_senders')),
      );
      expect(result.message).toMatch(/permission denied/);
    }
    await database.db.query(
      `update public.table_request_senders set created_at = now() - interval '2 hours'`,
    );
    await ask('2', 'waiter', '192.0.2.78');
    const { rows } = await database.db.query<{ address: string }>(
      'select address from public.table_request_senders',
    );
    expect(rows).toEqual([{ address: '192.0.2.78' }]);
  });

  it('the owner and the superadmin read the requests; nobody else reads any', async () => {
    await ask('5', 'bill');
    await ask('9', 'waiter', undefined, 'bgrill');
    const seen: Record<string, string[]> = {};
    for (const actor of ['ownerA', 'ownerB', 'superadmin', 'customer'] as const) {
      seen[actor] = await as(actor, async (tx) =>
        (
          await tx.query<{ t: string }>(
            `select table_label || ':' || kind as t from public.table_requests order by 1`,
          )
        ).rows.map((r) => r.t),
      );
    }
    expect(seen).toEqual({
      ownerA: ['5:bill'],
      ownerB: ['9:waiter'],
      superadmin: ['5:bill', '9:waiter'],
      customer: [],
    });
    expect(
      (await refusal(() => as('anon', (tx) => tx.query('select * from public.table_requests'))))
        .message,
    ).toMatch(/permission denied/);
  });

  it('the owner marks a request done, once; other owners and customers cannot', async () => {
    const { id } = await ask('5', 'bill');
    const other = await as('ownerB', (tx) =>
      tx.query('update public.table_requests set done_at = now() where id = $1', [id]),
    );
    expect(other.rowCount).toBe(0);
    const customer = await as('customer', (tx) =>
      tx.query('update public.table_requests set done_at = now() where id = $1', [id]),
    );
    expect(customer.rowCount).toBe(0);
    expect(await openRequests(world.businessA)).toHaveLength(1);

    await as('ownerA', (tx) =>
      tx.query('update public.table_requests set done_at = now() where id = $1', [id]),
    );
    expect(await openRequests(world.businessA)).toEqual([]);
    const reopen = await refusal(() =>
      as('ownerA', (tx) =>
        tx.query('update public.table_requests set done_at = null where id = $1', [id]),
      ),
    );
    expect(reopen.hint).toBe('table_request_done');
    // A cleared request lets the table ask again.
    expect(await ask('5', 'bill')).toMatchObject({ already_open: false });
  });

  it('the owner changes nothing but done_at, and nobody inserts or deletes directly', async () => {
    const { id } = await ask('5', 'waiter');
    for (const sql of [
      `update public.table_requests set kind = 'bill' where id = '${id}'`,
      `update public.table_requests set table_label = '1' where id = '${id}'`,
      `insert into public.table_requests (business_id, table_label, kind) values ('${world.businessA}', '1', 'bill')`,
      `delete from public.table_requests where id = '${id}'`,
    ]) {
      for (const actor of ['ownerA', 'anon', 'superadmin'] as const) {
        expect((await refusal(() => as(actor, (tx) => tx.query(sql)))).message).toMatch(
          /permission denied/,
        );
      }
    }
    expect(await openRequests(world.businessA)).toEqual([{ table_label: '5', kind: 'waiter' }]);
  });

  it('is published for the board (postgres_changes)', async () => {
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from pg_publication_tables
       where pubname = 'supabase_realtime' and tablename = 'table_requests'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
