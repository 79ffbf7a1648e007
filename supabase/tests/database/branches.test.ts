// Branches (docs/guide/branches.md) on PGlite and PostgreSQL 15: business A gets a second branch
// "acafequrum" with its own WhatsApp number. The policy matrix runs every cell as each actor in a
// transaction that is rolled back (as team-roles.test.ts does): the owner, another owner, members
// of every branch and members limited to the second branch, a board device of the second branch,
// anonymous and the superadmin, against branch_menu_items, the branch's row, its orders and the
// functions that take a branch. Then public_menu, place_order, sold out per branch, menu versions,
// the branch limit, slugs and the hand-over.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../server/db/database.ts';
import type { RequestClaims, RequestInfo } from '../../../server/db/request-role.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, type World } from './fixtures.ts';

const ACTORS = [
  'anon',
  'owner',
  'otherOwner',
  'manager',
  'cashier',
  'kitchen',
  'manager2',
  'cashier2',
  'kitchen2',
  'device2',
  'superadmin',
] as const;
type Actor = (typeof ACTORS)[number];

type Outcome = number | 'denied (42501)' | 'not found (P0002)';
const D = 'denied (42501)' as const;
const NF = 'not found (P0002)' as const;

interface BranchWorld extends World {
  branch: string;
  actors: Record<Exclude<Actor, 'anon'>, string>;
  waterA: string;
  orderMain: string;
  orderBranch: string;
  cashierMember: string;
}

interface Cell {
  subject: string;
  action: string;
  run: (tx: Queryable, w: BranchWorld) => Promise<{ rows: unknown[]; rowCount: number }>;
  expected: Record<Actor, Outcome>;
}

/** In ACTORS order: anon, A's owner, B's owner, A's manager, cashier and kitchen (every branch),
 * the same three limited to the second branch, a board device of the second branch, the
 * superadmin. */
function row(...values: Outcome[]): Record<Actor, Outcome> {
  if (values.length !== ACTORS.length) throw new Error('one outcome per actor');
  return Object.fromEntries(ACTORS.map((a, i) => [a, values[i]])) as Record<Actor, Outcome>;
}

async function one(db: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, params);
  if (!rows[0]) throw new Error(`no row from: ${sql}`);
  return rows[0].id;
}

const newUser = (db: Queryable, email: string) =>
  one(
    db,
    `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, 'x', now()) returning id`,
    [email],
  );

async function addBranch(db: Queryable, w: World, slug: string, whatsapp = '96891111111') {
  return one(
    db,
    `insert into public.businesses (parent_id, owner_id, slug, name, whatsapp)
     values ($1, $2, $3, $4, $5) returning id`,
    [w.businessA, w.users.ownerA, slug, `Business acafe ${slug}`, whatsapp],
  );
}

async function buildBranches(db: Database): Promise<BranchWorld> {
  const world = await buildWorld(db);
  const branch = await one(
    db,
    `insert into public.businesses (parent_id, owner_id, slug, name, whatsapp, address, table_labels)
     values ($1, $2, 'acafequrum', 'A Cafe Qurum', '96892222222', 'Qurum, Muscat', '{1,2}') returning id`,
    [world.businessA, world.users.ownerA],
  );
  const users: Record<string, string> = {};
  for (const name of ['manager', 'cashier', 'kitchen', 'manager2', 'cashier2', 'kitchen2']) {
    users[name] = await newUser(db, `${name}@example.com`);
    await db.query(
      `insert into public.business_members (business_id, user_id, role, branch_ids)
       values ($1, $2, $3, $4)`,
      [world.businessA, users[name], name.replace('2', ''), name.endsWith('2') ? [branch] : null],
    );
  }
  const device2 = await one(
    db,
    `insert into auth.users (aud) values ('authenticated') returning id`,
  );
  await db.query(
    `insert into public.business_devices (business_id, user_id, name, screen) values ($1, $2, 'Board', 'board')`,
    [branch, device2],
  );
  const waterA = await one(db, `select id from public.menu_items where name = 'Water'`);
  // Karak Tea: its own price at the second branch; at the main branch a row that changes nothing.
  await db.query(
    `insert into public.branch_menu_items (branch_id, menu_item_id, price) values ($1, $2, 0.450), ($3, $2, null)`,
    [branch, world.itemA1, world.businessA],
  );
  const order = (business: string, number: number) =>
    one(
      db,
      `insert into public.orders (business_id, number, business_day, order_type, lang, lines)
       values ($1, $2, current_date, 'pickup', 'en', '[]') returning id`,
      [business, number],
    );
  return {
    ...world,
    branch,
    waterA,
    actors: {
      owner: world.users.ownerA,
      otherOwner: world.users.ownerB,
      manager: users.manager!,
      cashier: users.cashier!,
      kitchen: users.kitchen!,
      manager2: users.manager2!,
      cashier2: users.cashier2!,
      kitchen2: users.kitchen2!,
      device2,
      superadmin: world.users.superadmin,
    },
    // Numbered out of place_order's way (it counts from order_numbers).
    orderMain: await order(world.businessA, 901),
    orderBranch: await order(branch, 901),
    cashierMember: users.cashier!,
  };
}

function claims(w: BranchWorld, actor: Actor): RequestClaims {
  if (actor === 'anon') return { role: 'anon' };
  return { role: 'authenticated', sub: w.actors[actor], aud: 'authenticated' };
}

const cells: Cell[] = [
  {
    subject: 'branch_menu_items',
    action: "select the second branch's row",
    run: (tx, w) =>
      tx.query('select price from branch_menu_items where branch_id = $1', [w.branch]),
    expected: row(0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1),
  },
  {
    subject: 'branch_menu_items',
    action: "select the main branch's row",
    run: (tx, w) =>
      tx.query('select price from branch_menu_items where branch_id = $1', [w.businessA]),
    expected: row(0, 1, 0, 1, 1, 1, 0, 0, 0, 0, 1),
  },
  {
    subject: 'branch_menu_items',
    action: 'insert a price at the second branch',
    run: (tx, w) =>
      tx.query(
        'insert into branch_menu_items (branch_id, menu_item_id, price) values ($1, $2, 0.150)',
        [w.branch, w.waterA],
      ),
    expected: row(D, 1, D, 1, D, D, 1, D, D, D, D),
  },
  {
    subject: 'branch_menu_items',
    action: 'insert a price at the main branch',
    run: (tx, w) =>
      tx.query(
        'insert into branch_menu_items (branch_id, menu_item_id, price) values ($1, $2, 0.150)',
        [w.businessA, w.waterA],
      ),
    expected: row(D, 1, D, 1, D, D, D, D, D, D, D),
  },
  {
    subject: 'branch_menu_items',
    action: "update the second branch's price and hide it there",
    run: (tx, w) =>
      tx.query('update branch_menu_items set price = 0.500, hidden = true where branch_id = $1', [
        w.branch,
      ]),
    expected: row(0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1),
  },
  {
    subject: 'branch_menu_items',
    action: "update the main branch's row",
    run: (tx, w) =>
      tx.query('update branch_menu_items set hidden = true where branch_id = $1', [w.businessA]),
    expected: row(0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'branch_menu_items',
    action: "delete the second branch's row",
    run: (tx, w) => tx.query('delete from branch_menu_items where branch_id = $1', [w.branch]),
    expected: row(0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1),
  },
  {
    subject: 'branch_menu_items',
    action: 'rpc set_menu_item_sold_out at the second branch',
    run: (tx, w) =>
      tx.query('select public.set_menu_item_sold_out($1, true, false, $2)', [w.itemA1, w.branch]),
    expected: row(D, 1, NF, 1, 1, NF, 1, 1, NF, NF, 1),
  },
  {
    subject: 'menu_items',
    action: 'rpc set_menu_item_sold_out on the menu (every branch)',
    run: (tx, w) => tx.query('select public.set_menu_item_sold_out($1, true)', [w.itemA1]),
    expected: row(D, 1, NF, 1, 1, NF, NF, NF, NF, NF, 1),
  },
  {
    subject: 'menu_items',
    action: "update the shared menu's price",
    run: (tx, w) => tx.query('update menu_items set price = 9 where id = $1', [w.itemA1]),
    expected: row(0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'menu_items',
    action: "select A's hidden item (the staff of any branch)",
    run: (tx, w) => tx.query('select id from menu_items where id = $1', [w.hiddenItemA]),
    expected: row(0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1),
  },
  {
    subject: 'businesses',
    action: "select the second branch's row (every column)",
    run: (tx, w) =>
      tx.query('select email, table_labels from businesses where id = $1', [w.branch]),
    expected: row(D, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1),
  },
  {
    subject: 'businesses',
    action: "select the main branch's row (every column)",
    run: (tx, w) =>
      tx.query('select email, table_labels from businesses where id = $1', [w.businessA]),
    expected: row(D, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1),
  },
  {
    subject: 'businesses',
    action: "update the second branch's tables",
    run: (tx, w) =>
      tx.query(`update businesses set table_labels = '{9}' where id = $1`, [w.branch]),
    expected: row(D, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1),
  },
  {
    subject: 'businesses',
    action: "update the main branch's tables",
    run: (tx, w) =>
      tx.query(`update businesses set table_labels = '{9}' where id = $1`, [w.businessA]),
    expected: row(D, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'businesses',
    action: 'rpc create_branch',
    run: (tx, w) =>
      tx.query(
        `select id from public.create_branch($1, 'acafesib', 'A Cafe Seeb', '', '96893333333')`,
        [w.businessA],
      ),
    expected: row(D, 1, D, D, D, D, D, D, D, D, D),
  },
  {
    subject: 'businesses',
    action: 'insert a branch of A as oneself',
    run: (tx, w) =>
      tx.query(
        `insert into businesses (parent_id, owner_id, slug, name, whatsapp)
         values ($1, (select auth.uid()), 'acafesib', 'Seeb', '96893333333')`,
        [w.businessA],
      ),
    // Anyone but A's owner: check_business_branch refuses (branch_owner_only).
    expected: row(D, 1, D, D, D, D, D, D, D, D, D),
  },
  {
    subject: 'businesses',
    action: 'delete the second branch',
    run: (tx, w) => tx.query('delete from businesses where id = $1', [w.branch]),
    expected: row(D, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'orders',
    action: "select the second branch's order",
    run: (tx, w) => tx.query('select id from orders where id = $1', [w.orderBranch]),
    expected: row(D, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1),
  },
  {
    subject: 'orders',
    action: "select the main branch's order",
    run: (tx, w) => tx.query('select id from orders where id = $1', [w.orderMain]),
    expected: row(D, 1, 0, 1, 1, 1, 0, 0, 0, 0, 1),
  },
  {
    subject: 'orders',
    action: "accept the second branch's order",
    run: (tx, w) =>
      tx.query(`update orders set status = 'accepted' where id = $1`, [w.orderBranch]),
    expected: row(D, 1, 0, 1, 1, 1, 1, 1, 1, 1, 0),
  },
  {
    subject: 'business_members',
    action: 'limit the every-branch cashier to the second branch',
    run: (tx, w) =>
      tx.query('update business_members set branch_ids = $1 where user_id = $2', [
        [w.branch],
        w.cashierMember,
      ]),
    expected: row(D, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0),
  },
];

const ROLLBACK = Symbol('rollback');

function describeError(error: unknown): Outcome | string {
  const code = (error as { code?: string }).code;
  if (code === '42501') return D;
  if (code === 'P0002') return NF;
  return `unexpected error ${code ?? ''}: ${(error as Error).message}`;
}

async function attempt(db: Database, w: BranchWorld, cell: Cell, actor: Actor) {
  let rows: number | undefined;
  try {
    await asRequestRole(db, claims(w, actor), async (tx) => {
      const result = await cell.run(tx, w);
      rows = Math.max(result.rows.length, result.rowCount);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK && rows !== undefined) return rows;
    return describeError(error);
  }
  throw new Error('unreachable: the transaction always rolls back');
}

interface Placed {
  number: number;
  token: string;
  status: string;
}

const orderRequest = (address: string): RequestInfo => ({
  headers: { 'x-forwarded-for': address },
  method: 'POST',
  path: '/rpc/place_order',
});

let addressCounter = 0;
const nextAddress = () =>
  `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

interface Menu {
  business: {
    id: string;
    name: string;
    slug: string;
    whatsapp: string;
    branch: { name: string; name_ar: string; address: string | null } | null;
    branches: Array<{ slug: string; name: string; name_ar: string; address: string | null }>;
  };
  items: Array<{ id: string; name: string; price: number; sold_out: boolean }>;
}

describe.each(engines)('branches on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let w: BranchWorld;
  beforeAll(async () => {
    database = await open();
    w = await buildBranches(database.db);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.query('delete from public.order_rate_limits');
  });

  it.each(cells.map((cell) => [`${cell.subject}: ${cell.action}`, cell] as const))(
    '%s',
    async (_name, cell) => {
      const actual: Record<string, Outcome | string> = {};
      for (const actor of ACTORS) actual[actor] = await attempt(database.db, w, cell, actor);
      expect(actual).toEqual(cell.expected);
    },
  );

  it('answers business_role at each branch for each actor', async () => {
    const roles: Record<string, [string | null, string | null]> = {};
    for (const actor of ACTORS) {
      roles[actor] = await asRequestRole(database.db, claims(w, actor), async (tx) => {
        const { rows } = await tx.query<{ main: string | null; branch: string | null }>(
          'select public.business_role($1) as main, public.business_role($2) as branch',
          [w.businessA, w.branch],
        );
        return [rows[0]?.main ?? null, rows[0]?.branch ?? null];
      });
    }
    expect(roles).toEqual({
      anon: [null, null],
      owner: ['owner', 'owner'],
      otherOwner: [null, null],
      manager: ['manager', 'manager'],
      cashier: ['cashier', 'cashier'],
      kitchen: ['kitchen', 'kitchen'],
      manager2: [null, 'manager'],
      cashier2: [null, 'cashier'],
      kitchen2: [null, 'kitchen'],
      device2: [null, 'board'],
      superadmin: [null, null],
    });
  });

  const menuOf = async (db: Queryable, slug: string) => {
    const { rows } = await db.query<{ m: Menu }>('select public.public_menu($1) as m', [slug]);
    return rows[0]!.m;
  };
  const rolledBack = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    let result: T | undefined;
    await database.db
      .transaction(async (tx) => {
        result = await fn(tx);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    return result as T;
  };

  it("gives each branch's page its own name, WhatsApp and prices over the shared menu", async () => {
    const main = await menuOf(database.db, 'acafe');
    const qurum = await menuOf(database.db, 'acafequrum');
    expect(main.business).toMatchObject({
      id: w.businessA,
      name: 'Business acafe',
      whatsapp: '96890000001',
      branch: { name: 'Business acafe', address: null },
      branches: [{ slug: 'acafequrum', name: 'A Cafe Qurum', address: 'Qurum, Muscat' }],
    });
    expect(qurum.business).toMatchObject({
      id: w.branch,
      // The branch's own name heads its page; the menu is the business's.
      name: 'A Cafe Qurum',
      slug: 'acafequrum',
      whatsapp: '96892222222',
      branch: { name: 'A Cafe Qurum', address: 'Qurum, Muscat' },
      branches: [{ slug: 'acafe', name: 'Business acafe' }],
    });
    const price = (m: Menu) => m.items.find((i) => i.id === w.itemA1)?.price;
    expect(price(main)).toBe(0.4);
    expect(price(qurum)).toBe(0.45);
    expect(qurum.items.map((i) => i.id)).toEqual(main.items.map((i) => i.id));
    // B has one branch: no branch name, no list.
    const b = await menuOf(database.db, 'bgrill');
    expect(b.business.branch).toBeNull();
    expect(b.business.branches).toEqual([]);
  });

  it('hides a dish at one branch only, and leaves a suspended branch out of the list', async () => {
    const [main, qurum] = await rolledBack(async (tx) => {
      await tx.query(
        'insert into branch_menu_items (branch_id, menu_item_id, hidden) values ($1, $2, true)',
        [w.branch, w.waterA],
      );
      await tx.query(
        `update businesses set suspended_at = now(), suspension_reason = 'test' where id = $1`,
        [w.branch],
      );
      return [await menuOf(tx, 'acafe'), await menuOf(tx, 'acafequrum')];
    });
    expect(main.items.some((i) => i.id === w.waterA)).toBe(true);
    expect(main.business.branches).toEqual([]);
    expect(qurum).toMatchObject({ business: { suspended: true }, items: [] });
    // Suspending the business suspends its branches.
    const suspended = await rolledBack(async (tx) => {
      await tx.query(
        `update businesses set suspended_at = now(), suspension_reason = 'test' where id = $1`,
        [w.businessA],
      );
      return menuOf(tx, 'acafequrum');
    });
    expect(suspended).toMatchObject({ business: { suspended: true }, items: [] });
  });

  const place = (slug: string, unit: number, item = w.itemA1) =>
    asRequestRole(
      database.db,
      { role: 'anon' },
      async (tx) => {
        const { rows } = await tx.query<{ placed: Placed }>(
          'select public.place_order($1, $2::jsonb, $3::jsonb) as placed',
          [
            slug,
            JSON.stringify({
              lines: [{ item_id: item, quantity: 1, unit_baisa: unit, choices: [w.choiceA1] }],
              total_baisa: unit,
            }),
            JSON.stringify({ type: 'dine-in', lang: 'en' }),
          ],
        );
        return rows[0]!.placed;
      },
      orderRequest(nextAddress()),
    );
  const refusal = (run: () => Promise<unknown>) =>
    run().then(
      () => null,
      (error: { hint?: string }) => error.hint ?? String(error),
    );

  it("numbers an order at the second branch in that branch's own sequence, at its price", async () => {
    // 0.450 at Qurum plus Large (0.300); 0.400 plus Large at the main branch.
    expect(await refusal(() => place('acafequrum', 700))).toBe('order_price_changed');
    await place('acafe', 700);
    const atMain = await place('acafe', 700);
    const atQurum = await place('acafequrum', 750);
    const { rows } = await database.db.query<{ business_id: string; number: number }>(
      `select o.business_id, o.number from orders o join order_tokens t on t.order_id = o.id
       where t.token = any ($1) order by o.business_id = $2 desc`,
      [[atMain.token, atQurum.token], w.businessA],
    );
    expect(rows).toEqual([
      { business_id: w.businessA, number: atMain.number },
      { business_id: w.branch, number: atQurum.number },
    ]);
    // The main branch's second order of the day; the second branch's first.
    expect([atMain.number, atQurum.number]).toEqual([2, 1]);
  });

  it('sells a dish out at one branch and keeps it on sale at the other', async () => {
    await asRequestRole(database.db, claims(w, 'cashier2'), (tx) =>
      tx.query('select public.set_menu_item_sold_out($1, true, false, $2)', [w.itemA1, w.branch]),
    );
    try {
      const sold = (m: Menu) => m.items.find((i) => i.id === w.itemA1)?.sold_out;
      expect(sold(await menuOf(database.db, 'acafequrum'))).toBe(true);
      expect(sold(await menuOf(database.db, 'acafe'))).toBe(false);
      expect(await refusal(() => place('acafequrum', 750))).toBe('order_item_sold_out');
      expect((await place('acafe', 700)).status).toBe('new');
      const { rows } = await database.db.query<{ sold_out: boolean }>(
        'select sold_out from menu_items where id = $1',
        [w.itemA1],
      );
      expect(rows[0]?.sold_out).toBe(false);
    } finally {
      await database.db.query(
        'update branch_menu_items set sold_out = false where branch_id = $1',
        [w.branch],
      );
    }
  });

  it('refuses a dish hidden at the branch and one of another business', async () => {
    const hidden = await rolledBack(async (tx) => {
      await tx.query(
        'update branch_menu_items set hidden = true where branch_id = $1 and menu_item_id = $2',
        [w.branch, w.itemA1],
      );
      return tx.query<{ ok: boolean }>(
        'select public.menu_item_orderable_at($1, now(), $2) as ok',
        [w.itemA1, w.branch],
      );
    });
    expect(hidden.rows[0]?.ok).toBe(false);
    const other = await refusal(() =>
      database.db.query('insert into branch_menu_items (branch_id, menu_item_id) values ($1, $2)', [
        w.branch,
        w.itemB1,
      ]),
    );
    expect(other).toBe('branch_item_other_business');
  });

  it("gives every branch a new menu version when the business's menu changes, one branch for its own row", async () => {
    const etags = async () => {
      const { rows } = await database.db.query<{ a: string; q: string; b: string }>(
        `select public.public_menu_etag('acafe') as a, public.public_menu_etag('acafequrum') as q,
                public.public_menu_etag('bgrill') as b`,
      );
      return rows[0]!;
    };
    const before = await etags();
    await database.db.query(`update menu_items set description = 'Fresh' where id = $1`, [
      w.waterA,
    ]);
    const afterMenu = await etags();
    expect(afterMenu.a).not.toBe(before.a);
    expect(afterMenu.q).not.toBe(before.q);
    expect(afterMenu.b).toBe(before.b);
    await database.db.query(
      'update branch_menu_items set price = 0.460 where branch_id = $1 and menu_item_id = $2',
      [w.branch, w.itemA1],
    );
    const afterBranch = await etags();
    expect(afterBranch.q).not.toBe(afterMenu.q);
    expect(afterBranch.a).toBe(afterMenu.a);
    await database.db.query(
      'update branch_menu_items set price = 0.450 where branch_id = $1 and menu_item_id = $2',
      [w.branch, w.itemA1],
    );
  });

  it("gives the other branches' pages a new version when a branch is added, renamed or removed", async () => {
    const seen = await rolledBack(async (tx) => {
      const etag = async () =>
        (await tx.query<{ e: string }>(`select public.public_menu_etag('acafequrum') as e`))
          .rows[0]!.e;
      const before = await etag();
      const id = await addBranch(tx, w, 'acafeseeb');
      const added = await etag();
      const listed = (await menuOf(tx, 'acafequrum')).business.branches.map((b) => b.slug);
      await tx.query(`update businesses set name = 'Seeb' where id = $1`, [id]);
      const renamed = await etag();
      await tx.query('delete from businesses where id = $1', [id]);
      const removed = await etag();
      return { changes: new Set([before, added, renamed, removed]).size, listed };
    });
    expect(seen).toEqual({ changes: 4, listed: ['acafe', 'acafeseeb'] });
  });

  it('refuses the branch past the limit (20 by default, configurable)', async () => {
    const outcome = await rolledBack(async (tx) => {
      // A has 2 rows; 18 more make 20.
      for (let n = 3; n <= 20; n++) await addBranch(tx, w, `acafe${n}`);
      return refusal(() => addBranch(tx, w, 'acafe21'));
    });
    expect(outcome).toBe('branch_limit');
    const lowered = await rolledBack(async (tx) => {
      await tx.query('update app_limits set branches_per_business = 2');
      return refusal(() => addBranch(tx, w, 'acafe3'));
    });
    expect(lowered).toBe('branch_limit');
  });

  it('keeps a family one level deep, with one owner and its parent for good', async () => {
    const nested = await rolledBack((tx) =>
      refusal(() =>
        tx.query(
          `insert into businesses (parent_id, owner_id, slug, name, whatsapp)
           values ($1, $2, 'acafenest', 'Nest', '96891111111')`,
          [w.branch, w.users.ownerA],
        ),
      ),
    );
    expect(nested).toBe('branch_of_branch');
    const foreign = await rolledBack((tx) =>
      refusal(() =>
        tx.query(
          `insert into businesses (parent_id, owner_id, slug, name, whatsapp)
           values ($1, $2, 'acafeb', 'B in A', '96891111111')`,
          [w.businessA, w.users.ownerB],
        ),
      ),
    );
    expect(foreign).toBe('branch_owner_only');
    const moved = await rolledBack((tx) =>
      refusal(() =>
        tx.query('update businesses set parent_id = $1 where id = $2', [w.businessB, w.branch]),
      ),
    );
    expect(moved).toBe('branch_parent_fixed');
    // Still one business per owner: a second main row is refused by the same index.
    const second = await rolledBack((tx) =>
      tx
        .query(
          `insert into businesses (owner_id, slug, name, whatsapp) values ($1, 'acafetwo', 'Two', '96891111111')`,
          [w.users.ownerA],
        )
        .then(
          () => null,
          (error: { constraint?: string }) => error.constraint,
        ),
    );
    expect(second).toBe('businesses_owner_id_key');
  });

  it("create_branch follows a business's slug rules and starts from the business's settings", async () => {
    const as = <T>(fn: (tx: Queryable) => Promise<T>) =>
      asRequestRole(database.db, claims(w, 'owner'), async (tx) => {
        let result: T | undefined;
        await tx.query('savepoint s');
        try {
          result = await fn(tx);
        } finally {
          await tx.query('rollback to savepoint s');
        }
        return result as T;
      });
    const create = (tx: Queryable, slug: string) =>
      tx.query<{ parent_id: string; slug: string; order_types: string[]; table_labels: string[] }>(
        `select parent_id, slug, order_types, table_labels
         from public.create_branch($1, $2, 'Seeb', '', '96893333333', 'Seeb', null)`,
        [w.branch, slug],
      );
    const made = await as(async (tx) => {
      await tx.query(
        `update businesses set order_types = '{pickup,delivery}', table_labels = '{7}' where id = $1`,
        [w.businessA],
      );
      return (await create(tx, ' ACafeSeeb ')).rows[0];
    });
    expect(made).toEqual({
      parent_id: w.businessA,
      slug: 'acafeseeb',
      order_types: ['pickup', 'delivery'],
      table_labels: [],
    });
    const failure = (slug: string) =>
      as((tx) =>
        create(tx, slug).then(
          () => null,
          (error: { code?: string; constraint?: string }) => `${error.code} ${error.constraint}`,
        ),
      );
    expect(await failure('admin')).toBe('23514 businesses_slug_not_reserved');
    expect(await failure('bgrill')).toBe('23505 businesses_slug_key');
    expect(await failure('a-b')).toBe('23514 businesses_slug_format');
  });

  it('limits a member to branches of the business only', async () => {
    const outcome = await rolledBack((tx) =>
      refusal(() =>
        tx.query('update business_members set branch_ids = $1 where user_id = $2', [
          [w.businessB],
          w.cashierMember,
        ]),
      ),
    );
    expect(outcome).toBe('member_branch_unknown');
  });

  it('reports a branch alone or the business with all its branches', async () => {
    const today = "(now() at time zone 'Asia/Muscat')::date";
    const report = (actor: Actor, business: string, whole: boolean) =>
      asRequestRole(database.db, claims(w, actor), async (tx) => {
        const { rows } = await tx.query<{ r: { orders: number } }>(
          `select public.order_report($1, ${today}, ${today}, $2) as r`,
          [business, whole],
        );
        return Number(rows[0]!.r.orders);
      }).catch((error: { code?: string }) => error.code);
    const { rows } = await database.db.query<{ main: number; branch: number }>(
      `select count(*) filter (where business_id = $1)::int as main,
              count(*) filter (where business_id = $2)::int as branch
       from orders where business_day = ${today}`,
      [w.businessA, w.branch],
    );
    const counts = rows[0]!;
    expect(counts.branch).toBeGreaterThan(0);
    expect(await report('owner', w.branch, false)).toBe(counts.branch);
    expect(await report('owner', w.businessA, false)).toBe(counts.main);
    expect(await report('owner', w.businessA, true)).toBe(counts.main + counts.branch);
    expect(await report('manager', w.businessA, true)).toBe(counts.main + counts.branch);
    // A manager of the second branch only: that branch's report, not the business's.
    expect(await report('manager2', w.branch, false)).toBe(counts.branch);
    expect(await report('manager2', w.businessA, true)).toBe('42501');
  });

  it('counts insights per branch and for the whole business', async () => {
    await database.db.query(
      `insert into menu_insights (business_id, day, metric, dimension, count)
       values ($1, (now() at time zone 'Asia/Muscat')::date, 'view', 'hosted', 5)`,
      [w.branch],
    );
    const views = (actor: Actor, business: string, whole: boolean) =>
      asRequestRole(database.db, claims(w, actor), async (tx) => {
        const { rows } = await tx.query<{ s: { daily: Array<{ views: number }> } }>(
          'select public.menu_insights_summary($1, 7, $2) as s',
          [business, whole],
        );
        return rows[0]!.s.daily.reduce((sum, d) => sum + Number(d.views), 0);
      });
    // buildWorld gave A 3 views today.
    expect(await views('owner', w.branch, false)).toBe(5);
    expect(await views('owner', w.businessA, false)).toBe(3);
    expect(await views('owner', w.businessA, true)).toBe(8);
    // Row level security keeps a manager of the second branch to it, whole business or not.
    expect(await views('manager2', w.businessA, true)).toBe(5);
    // The superadmin's list: one business with its branches' figures; mains counted once.
    const platform = await asRequestRole(database.db, claims(w, 'superadmin'), async (tx) => {
      const insights = await tx.query<{ p: { businesses: number } }>(
        'select public.platform_insights(7) as p',
      );
      const perBusiness = await tx.query<{ business_id: string; views: number }>(
        'select business_id, views from public.business_insights($1, 7) order by business_id',
        [[w.businessA]],
      );
      return { businesses: insights.rows[0]!.p.businesses, perBusiness: perBusiness.rows };
    });
    expect(platform.businesses).toBe(2);
    expect(platform.perBusiness.map((r) => Number(r.views))).toEqual([8]);
  });

  it("invites to the business's team, never to a branch's", async () => {
    const invite = (business: string) =>
      asRequestRole(database.db, claims(w, 'owner'), async (tx) => {
        await tx.query('savepoint s');
        try {
          await tx.query(`select public.invite_team_member($1, 'new@example.com', 'cashier')`, [
            business,
          ]);
          return 'invited';
        } catch (error) {
          return (error as { hint?: string }).hint;
        } finally {
          await tx.query('rollback to savepoint s');
        }
      });
    expect(await invite(w.branch)).toBe('team_of_branch');
    expect(await invite(w.businessA)).toBe('invited');
  });

  it("calls the waiter at the branch's own table, and not while the business is suspended", async () => {
    const call = (tx: Queryable) =>
      tx
        .query<{ r: { table_label: string } }>(
          `select public.request_table_service('acafequrum', '2', 'waiter') as r`,
        )
        .then(
          (result) => result.rows[0]!.r.table_label,
          (error: { hint?: string }) => error.hint,
        );
    const open = await rolledBack(async (tx) => {
      const label = await call(tx);
      const { rows } = await tx.query<{ business_id: string }>(
        'select business_id from table_requests where table_label = $1',
        ['2'],
      );
      return { label, places: rows.map((r) => r.business_id) };
    });
    expect(open).toEqual({ label: '2', places: [w.branch] });
    const suspended = await rolledBack(async (tx) => {
      await tx.query(
        `update businesses set suspended_at = now(), suspension_reason = 'test' where id = $1`,
        [w.businessA],
      );
      return call(tx);
    });
    expect(suspended).toBe('menu_not_found');
  });

  it('hands over the business with every branch', async () => {
    const owners = await asRequestRole(database.db, claims(w, 'owner'), async (tx) => {
      await tx.query('savepoint s');
      await tx.query('select public.hand_over_business($1, $2)', [w.businessA, w.actors.manager]);
      const { rows } = await tx.query<{ owner_id: string }>(
        'select distinct owner_id from businesses where id = $1 or parent_id = $1',
        [w.businessA],
      );
      const role = await tx.query<{ r: string }>('select public.business_role($1) as r', [
        w.branch,
      ]);
      await tx.query('rollback to savepoint s');
      return { owners: rows.map((r) => r.owner_id), role: role.rows[0]?.r };
    });
    expect(owners).toEqual({ owners: [w.actors.manager], role: 'manager' });
  });
});
