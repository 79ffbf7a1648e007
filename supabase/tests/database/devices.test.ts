// Paired devices and who did what, on both engines: a pairing code is made by the owner (or a
// manager) only, stored hashed, works once and for 10 minutes, and wrong guesses are bounded per
// address; a device reads and moves its own business's orders until it is revoked; every status
// change lands in order_events with its actor, and no client can write that history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole, type RequestClaims } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

interface Pairing {
  code: string;
  expires_at: string;
  name: string;
  screen: string;
}

interface Claimed {
  device_id: string;
  business_id: string;
  name: string;
  screen: string;
}

interface Refusal {
  code: string | undefined;
  hint: string | undefined;
}

async function refusalOf(run: () => Promise<unknown>): Promise<Refusal> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; hint?: string };
    return { code: e.code, hint: e.hint };
  }
  throw new Error('expected a refusal');
}

const SERVICE: RequestClaims = { role: 'service_role' };

describe.each(engines)('paired devices and order history on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  let address = 0;

  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  function as<T>(actor: Actor | RequestClaims, fn: (tx: Queryable) => Promise<T>) {
    const claims = typeof actor === 'string' ? claimsFor(world, actor) : actor;
    return asRequestRole(database.db, claims, fn, { headers: {}, method: 'POST', path: '/rpc' });
  }

  async function pair(actor: Actor = 'ownerA', screen = 'kitchen', name = 'Kitchen tablet') {
    return as(
      actor,
      async (tx) =>
        (
          await tx.query<{ p: Pairing }>('select public.create_device_pairing($1, $2, $3) as p', [
            world.businessA,
            name,
            screen,
          ])
        ).rows[0]!.p,
    );
  }

  async function claim(code: string, from: string): Promise<Claimed | null> {
    return as(
      SERVICE,
      async (tx) =>
        (
          await tx.query<{ c: Claimed | null }>('select public.claim_device_pairing($1, $2) as c', [
            code,
            from,
          ])
        ).rows[0]!.c,
    );
  }

  /** A paired device with its own account, as the pairing endpoint makes it. */
  async function pairedDevice(name = 'Kitchen tablet', screen = 'kitchen') {
    const { code } = await pair('ownerA', screen, name);
    address += 1;
    const claimed = await claim(code, `203.0.113.${address}`);
    if (!claimed) throw new Error('the fresh code was refused');
    const { rows } = await database.db.query<{ id: string }>(
      `insert into auth.users (email) values (null) returning id`,
    );
    const userId = rows[0]!.id;
    await as(SERVICE, (tx) =>
      tx.query('select public.attach_device_user($1, $2)', [claimed.device_id, userId]),
    );
    const claims: RequestClaims = { role: 'authenticated', sub: userId, aud: 'authenticated' };
    return { deviceId: claimed.device_id, userId, claims };
  }

  async function newOrder(business = world.businessA): Promise<string> {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.orders (business_id, number, business_day, order_type, lang, lines)
       values ($1, (select coalesce(max(number), 0) + 1 from public.orders where business_id = $1),
         current_date, 'pickup', 'en', '[]') returning id`,
      [business],
    );
    return rows[0]!.id;
  }

  it('shows the code once as XXXX-XXXX from an unambiguous alphabet and stores only its hash', async () => {
    const pairing = await pair();
    expect(pairing.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(pairing.screen).toBe('kitchen');
    const minutes = (Date.parse(pairing.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const { rows } = await database.db.query<{ code_hash: string }>(
      `select code_hash from public.device_pairings where code_hash = public.device_pairing_code_hash($1)`,
      [pairing.code],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(pairing.code.replace('-', '').toLowerCase());
    const raw = await database.db.query(
      `select 1 from public.device_pairings where code_hash in ($1, $2)`,
      [pairing.code, pairing.code.replace('-', '')],
    );
    expect(raw.rows).toHaveLength(0);
  });

  it('lets only the owner (or a manager) of the business start a pairing', async () => {
    for (const actor of ['ownerB', 'customer', 'superadmin'] as const) {
      expect(await refusalOf(() => pair(actor))).toMatchObject({
        code: '42501',
        hint: 'device_pairing_forbidden',
      });
    }
    expect(await refusalOf(() => pair('anon'))).toMatchObject({ code: '42501' });
    expect(await refusalOf(() => pair('ownerA', 'menu'))).toMatchObject({ hint: 'device_screen' });
    expect(await refusalOf(() => pair('ownerA', 'board', '  '))).toMatchObject({
      hint: 'device_name_length',
    });
  });

  it('lets no client claim a code: only the pairing endpoint with the service role', async () => {
    const { code } = await pair();
    for (const actor of ['anon', 'ownerA', 'customer'] as const) {
      const refused = await refusalOf(() =>
        as(actor, (tx) => tx.query('select public.claim_device_pairing($1, $2)', [code, 'x'])),
      );
      expect(refused.code).toBe('42501');
    }
    for (const actor of ['anon', 'ownerA'] as const) {
      const read = await refusalOf(() =>
        as(actor, (tx) => tx.query('select * from public.device_pairings')),
      );
      expect(read.code).toBe('42501');
    }
  });

  it('pairs with a code once, in any case and grouping, and never after it expired', async () => {
    const { code } = await pair('ownerA', 'board', 'Counter');
    const typed = code.replace('-', '').toLowerCase();
    const claimed = await claim(typed, '203.0.113.200');
    expect(claimed).toMatchObject({
      business_id: world.businessA,
      name: 'Counter',
      screen: 'board',
    });
    expect(await claim(code, '203.0.113.201')).toBeNull();

    const late = await pair();
    await database.db.query(
      `update public.device_pairings set expires_at = now() - interval '1 second'
       where code_hash = public.device_pairing_code_hash($1)`,
      [late.code],
    );
    expect(await claim(late.code, '203.0.113.202')).toBeNull();
  });

  it('refuses an address after 10 wrong guesses in 10 minutes, even with a right code', async () => {
    const from = '198.51.100.77';
    for (let i = 0; i < 10; i += 1) expect(await claim(`WRNG-${i}${i}XX`, from)).toBeNull();
    const { code } = await pair();
    expect(await refusalOf(() => claim(code, from))).toMatchObject({
      code: 'PT429',
      hint: 'device_pairing_rate_limited',
    });
    // Another address is not held back by this one, and the code was not spent by the refusal.
    expect(await claim(code, '198.51.100.78')).not.toBeNull();
  });

  it('attaches one account to a claimed device, once', async () => {
    const device = await pairedDevice();
    const { rows } = await database.db.query<{ id: string }>(
      `insert into auth.users (email) values (null) returning id`,
    );
    const refused = await refusalOf(() =>
      as(SERVICE, (tx) =>
        tx.query('select public.attach_device_user($1, $2)', [device.deviceId, rows[0]!.id]),
      ),
    );
    expect(refused.hint).toBe('device_already_paired');
  });

  it("gives a device its own business's orders, and nothing once it is revoked", async () => {
    const device = await pairedDevice('Grill tablet');
    const orderA = await newOrder();
    await newOrder(world.businessB);
    const session = await as(
      device.claims,
      async (tx) =>
        (await tx.query<{ s: unknown }>('select public.device_session() as s')).rows[0]!.s,
    );
    expect(session).toMatchObject({
      business_id: world.businessA,
      name: 'Grill tablet',
      screen: 'kitchen',
    });
    const seen = await as(
      device.claims,
      async (tx) =>
        (await tx.query<{ business_id: string }>('select business_id from public.orders')).rows,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((o) => o.business_id))).toEqual(new Set([world.businessA]));
    const business = await as(device.claims, async (tx) =>
      (await tx.query<{ id: string }>('select id from public.businesses')).rows.map((b) => b.id),
    );
    expect(business).toEqual([world.businessA]);

    await database.db.query(`insert into auth.sessions (user_id) values ($1)`, [device.userId]);
    // Another owner cannot revoke it, nor can the superadmin (who reads it); its own owner can.
    for (const actor of ['ownerB', 'superadmin'] as const) {
      expect(
        await refusalOf(() =>
          as(actor, (tx) => tx.query('select public.revoke_device($1)', [device.deviceId])),
        ),
      ).toMatchObject({ code: '42501', hint: 'device_revoke_forbidden' });
    }
    const listedBy = async (actor: Actor) =>
      as(
        actor,
        async (tx) =>
          (await tx.query('select 1 from public.business_devices where id = $1', [device.deviceId]))
            .rows.length,
      );
    expect(await listedBy('superadmin')).toBe(1);
    expect(await listedBy('ownerA')).toBe(1);
    expect(await listedBy('ownerB')).toBe(0);
    await as('ownerA', (tx) => tx.query('select public.revoke_device($1)', [device.deviceId]));

    const after = await as(device.claims, async (tx) => ({
      session: (await tx.query<{ s: unknown }>('select public.device_session() as s')).rows[0]!.s,
      orders: (await tx.query('select 1 from public.orders')).rows.length,
      moved: (
        await tx.query(`update public.orders set status = 'accepted' where id = $1 returning id`, [
          orderA,
        ])
      ).rows.length,
    }));
    expect(after).toEqual({ session: null, orders: 0, moved: 0 });
    const sessions = await database.db.query('select 1 from auth.sessions where user_id = $1', [
      device.userId,
    ]);
    expect(sessions.rows).toHaveLength(0);
    const kept = await database.db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from public.business_devices where id = $1',
      [device.deviceId],
    );
    expect(kept.rows[0]!.revoked).toBe(true);
  });

  it('records each status change with the device or person who made it', async () => {
    const device = await pairedDevice('Pass tablet');
    const order = await newOrder();
    await as(device.claims, async (tx) => {
      await tx.query(`update public.orders set status = 'accepted' where id = $1`, [order]);
      await tx.query(`update public.orders set status = 'ready' where id = $1`, [order]);
    });
    await as('ownerA', (tx) =>
      tx.query(`update public.orders set status = 'completed' where id = $1`, [order]),
    );
    const history = await as(
      'ownerA',
      async (tx) =>
        (
          await tx.query<{
            status: string;
            actor_kind: string;
            actor_role: string | null;
            actor_label: string | null;
            actor_user_id: string | null;
          }>(
            `select status, actor_kind, actor_role, actor_label, actor_user_id
           from public.order_events where order_id = $1 order by id`,
            [order],
          )
        ).rows,
    );
    expect(history).toEqual([
      {
        status: 'new',
        actor_kind: 'customer',
        actor_role: null,
        actor_label: null,
        actor_user_id: null,
      },
      {
        status: 'accepted',
        actor_kind: 'device',
        actor_role: 'kitchen',
        actor_label: 'Pass tablet',
        actor_user_id: device.userId,
      },
      {
        status: 'ready',
        actor_kind: 'device',
        actor_role: 'kitchen',
        actor_label: 'Pass tablet',
        actor_user_id: device.userId,
      },
      {
        status: 'completed',
        actor_kind: 'owner',
        actor_role: 'owner',
        actor_label: 'a@example.com',
        actor_user_id: world.users.ownerA,
      },
    ]);

    const cancelled = await newOrder();
    await as('ownerA', (tx) =>
      tx.query(
        `update public.orders set status = 'cancelled', cancel_code = 'sold_out', cancel_reason = 'No bread' where id = $1`,
        [cancelled],
      ),
    );
    const last = await database.db.query<{ status: string; cancel_code: string; reason: string }>(
      `select status, cancel_code, reason from public.order_events where order_id = $1 order by id desc limit 1`,
      [cancelled],
    );
    expect(last.rows[0]).toEqual({
      status: 'cancelled',
      cancel_code: 'sold_out',
      reason: 'No bread',
    });
  });

  it('lets no client write the history, and shows it only to the business and the superadmin', async () => {
    const order = await newOrder();
    for (const actor of ['ownerA', 'anon', 'customer'] as const) {
      const forged = await refusalOf(() =>
        as(actor, (tx) =>
          tx.query(
            `insert into public.order_events (order_id, business_id, status, actor_kind, actor_label)
             values ($1, $2, 'ready', 'device', 'Forged tablet')`,
            [order, world.businessA],
          ),
        ),
      );
      expect(forged.code).toBe('42501');
    }
    const changed = await refusalOf(() =>
      as('ownerA', (tx) =>
        tx.query(
          `update public.order_events set actor_label = 'Someone else' where order_id = $1`,
          [order],
        ),
      ),
    );
    expect(changed.code).toBe('42501');
    const readBy = async (actor: Actor) =>
      as(
        actor,
        async (tx) =>
          (await tx.query('select 1 from public.order_events where order_id = $1', [order])).rows
            .length,
      );
    expect(await readBy('ownerA')).toBe(1);
    expect(await readBy('superadmin')).toBe(1);
    expect(await readBy('ownerB')).toBe(0);
    expect(await readBy('customer')).toBe(0);
    expect(await refusalOf(() => readBy('anon'))).toMatchObject({ code: '42501' });
  });

  it('names who answered a table call, whatever the client wrote', async () => {
    const device = await pairedDevice('Counter board', 'board');
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.table_requests (business_id, table_label, kind) values ($1, '4', 'bill') returning id`,
      [world.businessA],
    );
    const id = rows[0]!.id;
    await as(device.claims, (tx) =>
      tx.query(`update public.table_requests set done_at = now() where id = $1`, [id]),
    );
    const forged = await refusalOf(() =>
      as('ownerA', (tx) =>
        tx.query(`update public.table_requests set answered_by_label = 'Me' where id = $1`, [id]),
      ),
    );
    expect(forged.code).toBe('42501');
    const answered = await database.db.query<{ answered_by: string; answered_by_label: string }>(
      'select answered_by, answered_by_label from public.table_requests where id = $1',
      [id],
    );
    expect(answered.rows[0]).toEqual({
      answered_by: device.userId,
      answered_by_label: 'Counter board',
    });
  });
});
