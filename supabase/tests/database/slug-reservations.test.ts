// Slugs printed on QR codes are not handed on, on both engines: a deleted business's slugs stay
// reserved for 180 days (its former owner may take one back), and an account holds at most 3 old
// slugs, so renaming cannot lock more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';

describe.each(engines)('slug reservations on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let counter = 0;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  async function account(): Promise<string> {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values ($1, 'x', now()) returning id`,
      [`slugs-${counter++}-${Date.now()}@example.com`],
    );
    return rows[0]!.id;
  }

  async function register(owner: string, slug: string): Promise<string> {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.businesses (name, whatsapp, slug, owner_id)
       values ('Cafe', '96890000001', $1, $2) returning id`,
      [slug, owner],
    );
    return rows[0]!.id;
  }

  async function refusal(sql: string, params: unknown[]) {
    try {
      await database.db.query(sql, params);
      return null;
    } catch (error) {
      return error as { code: string; hint?: string; constraint?: string; message: string };
    }
  }

  async function availableTo(user: string, slug: string): Promise<boolean> {
    const { rows } = await asRequestRole(
      database.db,
      { role: 'authenticated', sub: user, aud: 'authenticated' },
      (tx) => tx.query<{ ok: boolean }>(`select public.slug_available($1) as ok`, [slug]),
    );
    return rows[0]!.ok;
  }

  const rename = (business: string, slug: string) =>
    refusal(`update public.businesses set slug = $2 where id = $1`, [business, slug]);

  it("keeps a deleted business's slugs for 180 days, for its former owner only", async () => {
    const owner = await account();
    const stranger = await account();
    const business = await register(owner, 'reservedone');
    expect(await rename(business, 'reservedtwo')).toBeNull();
    await database.db.query(`delete from public.businesses where id = $1`, [business]);

    // Its printed codes open nothing, and nobody else may take either slug.
    const { rows: menu } = await database.db.query<{ m: unknown }>(
      `select public.public_menu('reservedone') as m`,
    );
    expect(menu[0]!.m).toBeNull();
    for (const slug of ['reservedone', 'reservedtwo']) {
      expect(await availableTo(stranger, slug), slug).toBe(false);
      expect(await availableTo(owner, slug), slug).toBe(true);
    }
    expect(
      await refusal(
        `insert into public.businesses (name, whatsapp, slug, owner_id)
         values ('Squatter', '96890000002', 'reservedone', $1)`,
        [stranger],
      ),
    ).toMatchObject({ code: '23505', constraint: 'businesses_slug_key' });

    // The former owner registers again with one of them; the other stays reserved for them.
    const again = await register(owner, 'reservedtwo');
    expect(await availableTo(stranger, 'reservedtwo')).toBe(false);
    expect(await availableTo(stranger, 'reservedone')).toBe(false);
    const { rows: resolved } = await database.db.query<{ id: string }>(
      `select public.business_of_slug('reservedtwo') as id`,
    );
    expect(resolved[0]!.id).toBe(again);

    // 180 days later the other one is free for anyone.
    await database.db.query(
      `update public.business_slugs set released_at = now() - interval '181 days'
       where slug = 'reservedone'`,
    );
    expect(await availableTo(stranger, 'reservedone')).toBe(true);
    await register(stranger, 'reservedone');
  });

  it('lets an account hold at most 3 old slugs; going back to one is always allowed', async () => {
    const owner = await account();
    const business = await register(owner, 'manyslugs0');
    for (let i = 1; i <= 3; i++) expect(await rename(business, `manyslugs${i}`)).toBeNull();
    // Three old slugs now: a fourth new one is refused ...
    expect(await rename(business, 'manyslugs4')).toMatchObject({
      code: '23514',
      hint: 'old_slugs_too_many',
    });
    // ... going back to an old one is not, and still adds nothing new.
    expect(await rename(business, 'manyslugs1')).toBeNull();
    expect(await rename(business, 'manyslugs4')).toMatchObject({ hint: 'old_slugs_too_many' });
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from public.business_slugs where business_id = $1`,
      [business],
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('counts a deleted business’s reserved slugs, so deleting and registering again locks no more', async () => {
    const owner = await account();
    let business = await register(owner, 'cycleslug0');
    expect(await rename(business, 'cycleslug1')).toBeNull();
    expect(await rename(business, 'cycleslug2')).toBeNull();
    await database.db.query(`delete from public.businesses where id = $1`, [business]);
    // Three reserved: a business with a slug new to everyone would be a fourth once deleted.
    expect(
      await refusal(
        `insert into public.businesses (name, whatsapp, slug, owner_id)
         values ('Cafe', '96890000003', 'cycleslug3', $1)`,
        [owner],
      ),
    ).toMatchObject({ hint: 'old_slugs_too_many' });
    // One of its own reserved slugs is fine.
    business = await register(owner, 'cycleslug1');
    expect(business).toBeTruthy();
  });
});
