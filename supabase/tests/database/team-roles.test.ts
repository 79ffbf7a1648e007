// The team's policy matrix: every staff role of business A, a member of another
// business, a revoked device, anonymous, the owner and the superadmin, against each table, RPC and
// bucket a role's reach decides, on PGlite and PostgreSQL 15. Like policies.test.ts, each cell runs
// as its actor (asRequestRole) in a transaction that is rolled back, and asserts exactly what
// happened: rows read or written (0 = filtered by row level security) or the error's SQLSTATE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../server/db/database.ts';
import type { RequestClaims } from '../../../server/db/request-role.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, type World } from './fixtures.ts';

const ACTORS = [
  'anon',
  'owner',
  'manager',
  'cashier',
  'kitchen',
  'kitchenDevice',
  'boardDevice',
  'outsider',
  'revokedDevice',
  'superadmin',
] as const;
type Actor = (typeof ACTORS)[number];

type Outcome = number | 'denied (42501)' | 'not found (P0002)';
const D = 'denied (42501)' as const;
const NF = 'not found (P0002)' as const;

interface TeamWorld extends World {
  actors: Record<Exclude<Actor, 'anon'>, string>;
  openOrder: string;
  oldOrder: string;
  tableRequest: string;
  invitation: string;
}

interface Cell {
  subject: string;
  action: string;
  run: (tx: Queryable, w: TeamWorld) => Promise<{ rows: unknown[]; rowCount: number }>;
  expected: Record<Actor, Outcome>;
}

/** In ACTORS order: anon, owner, manager, cashier, kitchen, kitchen display, board device,
 * a cashier of business B, a revoked board device of A, the superadmin. */
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

async function buildTeam(db: Database): Promise<TeamWorld> {
  const world = await buildWorld(db);
  const manager = await newUser(db, 'manager@example.com');
  const cashier = await newUser(db, 'cashier@example.com');
  const kitchen = await newUser(db, 'kitchen@example.com');
  const outsider = await newUser(db, 'outsider@example.com');
  const kitchenDevice = await one(
    db,
    `insert into auth.users (aud) values ('authenticated') returning id`,
  );
  const boardDevice = await one(
    db,
    `insert into auth.users (aud) values ('authenticated') returning id`,
  );
  const revokedDevice = await one(
    db,
    `insert into auth.users (aud) values ('authenticated') returning id`,
  );
  for (const [user, role] of [
    [manager, 'manager'],
    [cashier, 'cashier'],
    [kitchen, 'kitchen'],
  ] as const) {
    await db.query(
      'insert into public.business_members (business_id, user_id, role) values ($1, $2, $3)',
      [world.businessA, user, role],
    );
  }
  await db.query(
    `insert into public.business_members (business_id, user_id, role) values ($1, $2, 'cashier')`,
    [world.businessB, outsider],
  );
  for (const [user, screen, revoked] of [
    [kitchenDevice, 'kitchen', false],
    [boardDevice, 'board', false],
    [revokedDevice, 'board', true],
  ] as const) {
    await db.query(
      `insert into public.business_devices (business_id, user_id, name, screen, revoked_at)
       values ($1, $2, 'Tablet', $3, case when $4 then now() end)`,
      [world.businessA, user, screen, revoked],
    );
  }
  const openOrder = await one(
    db,
    `insert into public.orders (business_id, number, business_day, order_type, lang, lines)
     values ($1, 1, current_date, 'pickup', 'en', '[]') returning id`,
    [world.businessA],
  );
  // Completed two days ago: the owner's history, not the counter's.
  const oldOrder = await one(
    db,
    `insert into public.orders (business_id, number, business_day, status, order_type, lang, lines, created_at)
     values ($1, 2, current_date - 2, 'completed', 'pickup', 'en', '[]', now() - interval '2 days') returning id`,
    [world.businessA],
  );
  const tableRequest = await one(
    db,
    `insert into public.table_requests (business_id, table_label, kind) values ($1, '1', 'bill') returning id`,
    [world.businessA],
  );
  const invitation = await one(
    db,
    `insert into public.business_invitations (business_id, email, role) values ($1, 'new@example.com', 'cashier') returning id`,
    [world.businessA],
  );
  return {
    ...world,
    actors: {
      owner: world.users.ownerA,
      manager,
      cashier,
      kitchen,
      kitchenDevice,
      boardDevice,
      outsider,
      revokedDevice,
      superadmin: world.users.superadmin,
    },
    openOrder,
    oldOrder,
    tableRequest,
    invitation,
  };
}

function claims(w: TeamWorld, actor: Actor): RequestClaims {
  if (actor === 'anon') return { role: 'anon' };
  return { role: 'authenticated', sub: w.actors[actor], aud: 'authenticated' };
}

const STAFF_READ = row(0, 1, 1, 1, 1, 1, 1, 0, 0, 1);
const RUNS_BUSINESS = row(0, 1, 1, 0, 0, 0, 0, 0, 0, 1);
const png = `'{"mimetype":"image/png","size":2}'::jsonb`;

const cells: Cell[] = [
  {
    subject: 'businesses',
    action: "select A's settings (every column)",
    run: (tx, w) =>
      tx.query('select email, table_labels from businesses where id = $1', [w.businessA]),
    expected: row(D, 1, 1, 1, 1, 1, 1, 0, 0, 1),
  },
  {
    subject: 'businesses',
    action: "update A's settings (headline, tables)",
    run: (tx, w) =>
      tx.query(`update businesses set headline = 'New', table_labels = '{9}' where id = $1`, [
        w.businessA,
      ]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'businesses',
    action: "delete A's business",
    run: (tx, w) => tx.query('delete from businesses where id = $1', [w.businessA]),
    expected: row(D, 1, 0, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'business_slugs',
    action: "select A's slugs",
    run: (tx, w) =>
      tx.query('select slug from business_slugs where business_id = $1', [w.businessA]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'menu_items',
    action: "select A's hidden item",
    run: (tx, w) => tx.query('select id from menu_items where id = $1', [w.hiddenItemA]),
    expected: STAFF_READ,
  },
  {
    subject: 'menu_items',
    action: "update an item's price",
    run: (tx, w) => tx.query('update menu_items set price = 9 where id = $1', [w.itemA1]),
    expected: row(0, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'menu_items',
    action: 'insert an item into A',
    run: (tx, w) =>
      tx.query(`insert into menu_items (business_id, name, price) values ($1, 'New dish', 1)`, [
        w.businessA,
      ]),
    expected: row(D, 1, 1, D, D, D, D, D, D, D),
  },
  {
    subject: 'menu_items',
    action: 'rpc set_menu_item_sold_out (a cashier flips it, prices stay out of reach)',
    run: (tx, w) => tx.query('select public.set_menu_item_sold_out($1, true)', [w.itemA1]),
    expected: row(D, 1, 1, 1, NF, NF, NF, NF, NF, 1),
  },
  {
    subject: 'categories',
    action: 'insert a category into A',
    run: (tx, w) =>
      tx.query(`insert into categories (business_id, name, sort_order) values ($1, 'New', 9)`, [
        w.businessA,
      ]),
    expected: row(D, 1, 1, D, D, D, D, D, D, D),
  },
  {
    subject: 'item_option_groups',
    action: "update A's option group",
    run: (tx, w) => tx.query(`update item_option_groups set name = 'X' where id = $1`, [w.groupA1]),
    expected: row(0, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'special_periods',
    action: 'insert a closed day into A',
    run: (tx, w) =>
      tx.query(
        `insert into special_periods (business_id, name, starts_on, ends_on, opening_hours)
         values ($1, 'Eid', current_date + 30, current_date + 30, '[[],[],[],[],[],[],[]]'::jsonb)`,
        [w.businessA],
      ),
    expected: row(D, 1, 1, D, D, D, D, D, D, D),
  },
  {
    subject: 'orders',
    action: 'select an open order of today',
    run: (tx, w) => tx.query('select id from orders where id = $1', [w.openOrder]),
    expected: row(D, 1, 1, 1, 1, 1, 1, 0, 0, 1),
  },
  {
    subject: 'orders',
    action: 'select a completed order of two days ago',
    run: (tx, w) => tx.query('select id from orders where id = $1', [w.oldOrder]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'orders',
    action: 'update status new -> accepted',
    run: (tx, w) => tx.query(`update orders set status = 'accepted' where id = $1`, [w.openOrder]),
    expected: row(D, 1, 1, 1, 1, 1, 1, 0, 0, 0),
  },
  {
    subject: 'orders',
    action: 'update status new -> cancelled (kitchen: never)',
    run: (tx, w) =>
      tx.query(`update orders set status = 'cancelled', cancel_reason = 'Out' where id = $1`, [
        w.openOrder,
      ]),
    expected: row(D, 1, 1, 1, D, D, 1, 0, 0, 0),
  },
  {
    subject: 'table_requests',
    action: 'select a table call',
    run: (tx, w) => tx.query('select id from table_requests where id = $1', [w.tableRequest]),
    expected: row(D, 1, 1, 1, 0, 0, 1, 0, 0, 1),
  },
  {
    subject: 'table_requests',
    action: 'update: answer a table call',
    run: (tx, w) =>
      tx.query('update table_requests set done_at = now() where id = $1', [w.tableRequest]),
    expected: row(D, 1, 1, 1, 0, 0, 1, 0, 0, 0),
  },
  {
    subject: 'menu_insights',
    action: "select A's counters",
    run: (tx, w) => tx.query('select day from menu_insights where business_id = $1', [w.businessA]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'table cards',
    action: 'rpc table_card_tokens',
    run: (tx, w) => tx.query('select * from public.table_card_tokens($1)', [w.businessA]),
    expected: row(D, 0, 0, D, D, D, D, D, D, 0),
  },
  {
    subject: 'business_members',
    action: "select A's team",
    run: (tx, w) =>
      tx.query('select user_id from business_members where business_id = $1', [w.businessA]),
    expected: row(D, 3, 3, 1, 1, 0, 0, 0, 0, 3),
  },
  {
    subject: 'business_members',
    action: 'update the cashier to kitchen',
    run: (tx, w) =>
      tx.query(`update business_members set role = 'kitchen' where user_id = $1`, [
        w.actors.cashier,
      ]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'business_members',
    action: 'update the manager to cashier (the owner only)',
    run: (tx, w) =>
      tx.query(`update business_members set role = 'cashier' where user_id = $1`, [
        w.actors.manager,
      ]),
    expected: row(D, 1, 0, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'business_members',
    action: 'update the cashier to manager (the owner only)',
    run: (tx, w) =>
      tx.query(`update business_members set role = 'manager' where user_id = $1`, [
        w.actors.cashier,
      ]),
    expected: row(D, 1, D, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'business_members',
    action: 'delete the cashier',
    run: (tx, w) => tx.query('delete from business_members where user_id = $1', [w.actors.cashier]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'business_members',
    action: 'insert oneself as manager',
    run: (tx, w) =>
      tx.query(
        `insert into business_members (business_id, user_id, role) values ($1, $2, 'manager')`,
        [w.businessA, w.users.bystander],
      ),
    expected: row(D, D, D, D, D, D, D, D, D, D),
  },
  {
    subject: 'business_members',
    action: 'rpc team_members (with addresses)',
    run: (tx, w) => tx.query('select * from public.team_members($1)', [w.businessA]),
    expected: row(D, 4, 4, D, D, D, D, D, D, 4),
  },
  {
    subject: 'superadmin',
    action: 'rpc business_team_counts',
    run: (tx, w) =>
      tx.query('select * from public.business_team_counts($1) where members = 3 and devices = 2', [
        [w.businessA],
      ]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'business_invitations',
    action: "select A's invitations",
    run: (tx, w) =>
      tx.query('select id from business_invitations where business_id = $1', [w.businessA]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
  {
    subject: 'business_invitations',
    action: 'delete (withdraw) a cashier invitation',
    run: (tx, w) => tx.query('delete from business_invitations where id = $1', [w.invitation]),
    expected: row(D, 1, 1, 0, 0, 0, 0, 0, 0, 0),
  },
  {
    subject: 'business_invitations',
    action: 'rpc invite_team_member as kitchen',
    run: (tx, w) =>
      tx.query(
        `select id from public.invite_team_member($1, 'cook@example.com', 'kitchen', 'ar')`,
        [w.businessA],
      ),
    expected: row(D, 1, 1, D, D, D, D, D, D, D),
  },
  {
    subject: 'business_invitations',
    action: 'rpc invite_team_member as manager (the owner only)',
    run: (tx, w) =>
      tx.query(`select id from public.invite_team_member($1, 'boss@example.com', 'manager')`, [
        w.businessA,
      ]),
    expected: row(D, 1, D, D, D, D, D, D, D, D),
  },
  {
    subject: 'businesses',
    action: 'rpc hand_over_business to the manager',
    run: (tx, w) =>
      tx.query('select public.hand_over_business($1, $2)', [w.businessA, w.actors.manager]),
    expected: row(D, 1, D, D, D, D, D, D, D, D),
  },
  {
    subject: 'storage menu-images',
    action: "select A's image row",
    run: (tx, w) =>
      tx.query(`select name from storage.objects where bucket_id = 'menu-images' and name = $1`, [
        w.objectA,
      ]),
    expected: RUNS_BUSINESS,
  },
  {
    subject: 'storage menu-images',
    action: "upload into the owner's folder",
    run: (tx, w) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('menu-images', $1, $2, ${png})`,
        [`${w.users.ownerA}/team.png`, w.users.ownerA],
      ),
    expected: row(D, 1, 1, D, D, D, D, D, D, D),
  },
  {
    subject: 'storage menu-images',
    action: "remove A's image",
    run: (tx, w) =>
      tx.query(`delete from storage.objects where bucket_id = 'menu-images' and name = $1`, [
        w.objectA,
      ]),
    // The superadmin removes menu images no item uses, as this one.
    expected: row(0, 1, 1, 0, 0, 0, 0, 0, 0, 1),
  },
];

const ROLLBACK = Symbol('rollback');

function describeError(error: unknown): Outcome | string {
  const code = (error as { code?: string }).code;
  if (code === '42501') return D;
  if (code === 'P0002') return NF;
  return `unexpected error ${code ?? ''}: ${(error as Error).message}`;
}

async function attempt(db: Database, w: TeamWorld, cell: Cell, actor: Actor) {
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

describe.each(engines)('team roles in every policy on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let w: TeamWorld;
  beforeAll(async () => {
    database = await open();
    w = await buildTeam(database.db);
  });
  afterAll(() => database?.close());

  it.each(cells.map((cell) => [`${cell.subject}: ${cell.action}`, cell] as const))(
    '%s',
    async (_name, cell) => {
      const actual: Record<string, Outcome | string> = {};
      for (const actor of ACTORS) actual[actor] = await attempt(database.db, w, cell, actor);
      expect(actual).toEqual(cell.expected);
    },
  );

  it('answers business_role for each actor', async () => {
    const actual: Record<string, string | null> = {};
    for (const actor of ACTORS) {
      actual[actor] = await asRequestRole(database.db, claims(w, actor), async (tx) => {
        const { rows } = await tx.query<{ r: string | null }>(
          'select public.business_role($1) as r',
          [w.businessA],
        );
        return rows[0]?.r ?? null;
      });
    }
    expect(actual).toEqual({
      anon: null,
      owner: 'owner',
      manager: 'manager',
      cashier: 'cashier',
      kitchen: 'kitchen',
      kitchenDevice: 'kitchen',
      boardDevice: 'board',
      outsider: null,
      revokedDevice: null,
      superadmin: null,
    });
  });

  it('lets the invited address join in the invited role, once, and not after 7 days', async () => {
    const db = database.db;
    const invitee = await newUser(db, 'joiner@example.com');
    const late = await newUser(db, 'late@example.com');
    await asRequestRole(db, claims(w, 'owner'), (tx) =>
      tx.query(`select public.invite_team_member($1, ' Joiner@Example.com ', 'kitchen', 'ar')`, [
        w.businessA,
      ]),
    );
    await db.query(
      `insert into public.business_invitations (business_id, email, role, expires_at)
       values ($1, 'late@example.com', 'cashier', now() - interval '1 minute')`,
      [w.businessA],
    );
    const join = (user: string) =>
      asRequestRole(db, { role: 'authenticated', sub: user, aud: 'authenticated' }, async (tx) => {
        const { rows } = await tx.query<{ b: string }>(
          'select public.accept_team_invitations() as b',
        );
        const role = await tx.query<{ r: string | null }>('select public.business_role($1) as r', [
          w.businessA,
        ]);
        return { joined: rows.map((r) => r.b), role: role.rows[0]?.r ?? null };
      });
    expect(await join(invitee)).toEqual({ joined: [w.businessA], role: 'kitchen' });
    expect(await join(invitee)).toEqual({ joined: [], role: 'kitchen' });
    expect(await join(late)).toEqual({ joined: [], role: null });
    const { rows } = await db.query<{ lang: string }>(
      `select lang from public.business_invitations where email = 'joiner@example.com'`,
    );
    expect(rows).toEqual([]);
  });

  it("ends a removed member's sessions and refresh tokens at once", async () => {
    const db = database.db;
    const member = await newUser(db, 'leaving@example.com');
    await db.query(
      `insert into public.business_members (business_id, user_id, role) values ($1, $2, 'cashier')`,
      [w.businessA, member],
    );
    const session = await one(db, 'insert into auth.sessions (user_id) values ($1) returning id', [
      member,
    ]);
    await db.query(
      `insert into auth.refresh_tokens (token, user_id, session_id) values ('t-leaving', $1, $2)`,
      [member, session],
    );
    await asRequestRole(db, claims(w, 'owner'), (tx) =>
      tx.query('delete from public.business_members where user_id = $1', [member]),
    );
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from auth.sessions where user_id = $1)::int
            + (select count(*) from auth.refresh_tokens where user_id = $1)::int as n`,
      [member],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('hands the business over: the manager owns it, the old owner manages it', async () => {
    const db = database.db;
    const result = await asRequestRole(db, claims(w, 'owner'), async (tx) => {
      await tx.query('select public.hand_over_business($1, $2)', [w.businessA, w.actors.manager]);
      const { rows } = await tx.query<{ r: string }>('select public.business_role($1) as r', [
        w.businessA,
      ]);
      throw Object.assign(new Error('rollback'), { role: rows[0]?.r });
    }).catch((error: { role?: string }) => error.role);
    expect(result).toBe('manager');
  });
});
