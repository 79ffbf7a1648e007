// Pairing a tablet through the real supabase-js client, on PGlite and PostgreSQL 15: the owner
// makes a code, the tablet trades it at /functions/v1/pair-device for a session of its own (no
// email, no password) that renews with its refresh token and reaches only its business; the code
// works once, wrong codes are bounded per address, and revoking ends the session.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';
import { confirmedUser } from '../auth/test-users.ts';

interface Paired {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
  device: { device_id: string; business_id: string; name: string; screen: string };
}

interface Refused {
  status: number;
  body: { error: string; message: string };
}

describe.each(ENGINES)('pairing a device on %s', (engine) => {
  let ts: TestServer;
  let owner: TestClient;
  let businessId: string;
  let otherBusinessId: string;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    const made = await confirmedUser(ts.url, 'pairing-owner');
    owner = made.client;
    const { data, error } = await owner
      .from('businesses')
      .insert({
        name: 'Pairing Cafe',
        whatsapp: '96891234567',
        slug: `pair${engine}`,
        owner_id: made.id,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    businessId = data.id as string;
    const other = await ts.db.query<{ id: string }>(
      `with u as (insert into auth.users (email) values ('other-pairing@example.com') returning id)
       insert into public.businesses (name, whatsapp, slug, owner_id)
       select 'Other', '96890000000', 'otherpair', id from u returning id`,
    );
    otherBusinessId = other.rows[0]!.id;
    for (const [id, number] of [
      [businessId, 1],
      [otherBusinessId, 1],
    ] as const) {
      await ts.db.query(
        `insert into public.orders (business_id, number, business_day, order_type, lang, lines)
         values ($1, $2, current_date, 'pickup', 'en', '[]')`,
        [id, number],
      );
    }
  });
  afterAll(async () => {
    await ts?.stop();
  });
  beforeEach(async () => {
    await ts.db.query('delete from public.device_pairing_attempts');
  });

  async function newCode(screen = 'kitchen', name = 'Kitchen tablet'): Promise<string> {
    const { data, error } = await owner.rpc('create_device_pairing', {
      business_id: businessId,
      name,
      screen,
    });
    if (error) throw new Error(error.message);
    return (data as { code: string }).code;
  }

  async function pairWith(tablet: TestClient, code: string): Promise<Paired | Refused> {
    const { data, error } = await tablet.functions.invoke<Paired>('pair-device', {
      body: { code },
    });
    if (error) {
      if (!(error instanceof FunctionsHttpError)) throw error;
      const response = error.context as Response;
      return { status: response.status, body: (await response.json()) as Refused['body'] };
    }
    return data!;
  }

  async function pairedTablet(screen = 'kitchen', name = 'Kitchen tablet') {
    const tablet = anonClient(ts.url);
    const paired = (await pairWith(tablet, await newCode(screen, name))) as Paired;
    expect(paired.access_token).toBeTruthy();
    const { error } = await tablet.auth.setSession({
      access_token: paired.access_token,
      refresh_token: paired.refresh_token,
    });
    expect(error).toBeNull();
    return { tablet, paired };
  }

  it('gives the tablet an account of its own, limited to its business, that renews without a password', async () => {
    const { tablet, paired } = await pairedTablet('kitchen', 'Grill tablet');
    expect(paired.device).toMatchObject({
      business_id: businessId,
      name: 'Grill tablet',
      screen: 'kitchen',
    });
    const account = await ts.db.query<{ email: string | null; encrypted_password: string | null }>(
      'select email, encrypted_password from auth.users where id = $1',
      [paired.user.id],
    );
    expect(account.rows[0]).toEqual({ email: null, encrypted_password: null });

    const session = await tablet.rpc('device_session');
    expect(session.data).toMatchObject({ business_id: businessId, screen: 'kitchen' });
    const orders = await tablet.from('orders').select('business_id');
    expect(orders.error).toBeNull();
    expect(new Set(orders.data!.map((o) => o.business_id))).toEqual(new Set([businessId]));
    const settings = await tablet
      .from('businesses')
      .update({ name: 'Taken over' })
      .eq('id', businessId)
      .select('id');
    expect(settings.data ?? []).toHaveLength(0);

    const renewed = await tablet.auth.refreshSession();
    expect(renewed.error).toBeNull();
    expect(renewed.data.session?.refresh_token).not.toBe(paired.refresh_token);
    expect(renewed.data.user?.id).toBe(paired.user.id);
    const seen = await ts.db.query<{ last_seen_at: string | null }>(
      'select last_seen_at from public.business_devices where id = $1',
      [paired.device.device_id],
    );
    expect(seen.rows[0]!.last_seen_at).not.toBeNull();
  });

  it('takes a code once, typed in any case without its dash', async () => {
    const code = await newCode();
    const first = await pairWith(anonClient(ts.url), code.replace('-', '').toLowerCase());
    expect('device' in first).toBe(true);
    const again = await pairWith(anonClient(ts.url), code);
    expect(again).toEqual({
      status: 400,
      body: { error: 'invalid_code', message: 'This code is wrong, used or expired' },
    });
  });

  it('refuses an expired code', async () => {
    const code = await newCode();
    await ts.db.query(
      `update public.device_pairings set expires_at = now() - interval '1 second'
       where code_hash = public.device_pairing_code_hash($1)`,
      [code],
    );
    expect(await pairWith(anonClient(ts.url), code)).toMatchObject({ status: 400 });
  });

  it('refuses the address after 10 wrong codes, however right the next one is', async () => {
    const tablet = anonClient(ts.url);
    for (let i = 0; i < 10; i += 1) {
      expect(await pairWith(tablet, `ZZZZ-ZZ${i}${i}`)).toMatchObject({ status: 400 });
    }
    const code = await newCode();
    expect(await pairWith(tablet, code)).toMatchObject({
      status: 429,
      body: { error: 'rate_limited' },
    });
  });

  it('refuses a request without a code, and another function', async () => {
    expect(await pairWith(anonClient(ts.url), '')).toMatchObject({
      status: 400,
      body: { error: 'invalid_code' },
    });
    const other = await fetch(`${ts.url}/functions/v1/something-else`, { method: 'POST' });
    expect(other.status).toBe(404);
  });

  it('signs a revoked device out: the database refuses it and its refresh token is dead', async () => {
    const { tablet, paired } = await pairedTablet('board', 'Counter');
    const { error } = await owner.rpc('revoke_device', { device_id: paired.device.device_id });
    expect(error).toBeNull();
    const session = await tablet.rpc('device_session');
    expect(session.data).toBeNull();
    const orders = await tablet.from('orders').select('id');
    expect(orders.data).toEqual([]);
    const renewed = await tablet.auth.refreshSession();
    expect(renewed.error?.code).toBe('refresh_token_not_found');
    const list = await owner
      .from('business_devices')
      .select('name, revoked_at')
      .eq('id', paired.device.device_id)
      .single();
    expect(list.data?.name).toBe('Counter');
    expect(list.data?.revoked_at).not.toBeNull();
  });
});
