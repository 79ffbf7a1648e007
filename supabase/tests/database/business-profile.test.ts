// On both engines: WhatsApp numbers as the database keeps them, the profile fields, old
// slugs that keep opening the menu and that no other business can take, and suspension, which
// only the superadmin sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

interface MenuJson {
  business: Record<string, unknown>;
  categories: unknown[];
  items: unknown[];
}

describe.each(engines)('business profile on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Runs as the actor in a transaction rolled back afterwards: the error's message or 'done'. */
  async function attempt(actor: Actor, fn: (tx: Queryable) => Promise<unknown>): Promise<string> {
    try {
      await asRequestRole(database.db, claimsFor(world, actor), async (tx) => {
        await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return 'done';
      return (error as Error).message;
    }
    return 'unreachable';
  }

  /** Updates business A as the actor (rolled back): the error, 'done', or 'no row' under RLS. */
  function updateA(actor: Actor, assignments: string, params: unknown[] = []) {
    return attempt(actor, async (tx) => {
      const { rows } = await tx.query(
        `update businesses set ${assignments} where id = $1 returning id`,
        [world.businessA, ...params],
      );
      if (rows.length === 0) throw new Error('no row');
    });
  }

  async function menuOf(tx: Queryable, slug: string): Promise<MenuJson | null> {
    const { rows } = await tx.query<{ menu: MenuJson | null }>(
      'select public.public_menu($1) as menu',
      [slug],
    );
    return rows[0]?.menu ?? null;
  }

  describe('whatsapp', () => {
    it.each(['91234567', '71234567', '96824123456', '9689123456', '96891234567 ', '+96891234567'])(
      'refuses %j: not digits of an international mobile number',
      async (whatsapp) => {
        expect(await updateA('ownerA', 'whatsapp = $2', [whatsapp])).toContain(
          'businesses_whatsapp_format',
        );
      },
    );

    it.each(['96891234567', '96871234567', '15551234567', '447700900123'])(
      'accepts %j',
      async (whatsapp) => {
        expect(await updateA('ownerA', 'whatsapp = $2', [whatsapp])).toBe('done');
      },
    );
  });

  describe('profile fields', () => {
    it('lets the owner save every field, and the menu shows them', async () => {
      const result = await attempt('ownerA', async (tx) => {
        await tx.query(
          `update businesses set logo_url = 'https://cdn.example.com/logo.webp', logo_in_qr = true,
             instagram_url = 'https://www.instagram.com/a.cafe', tiktok_url = 'https://www.tiktok.com/@acafe',
             phone = '96824123456', map_url = 'https://maps.app.goo.gl/abc123'
           where id = $1`,
          [world.businessA],
        );
        const menu = await menuOf(tx, 'acafe');
        expect(menu?.business).toMatchObject({
          logo_url: 'https://cdn.example.com/logo.webp',
          instagram_url: 'https://www.instagram.com/a.cafe',
          tiktok_url: 'https://www.tiktok.com/@acafe',
          phone: '96824123456',
          map_url: 'https://maps.app.goo.gl/abc123',
        });
      });
      expect(result).toBe('done');
    });

    it.each([
      ["instagram_url = 'https://evil.example.com/a'", 'businesses_instagram_url_format'],
      ["instagram_url = 'javascript:alert(1)'", 'businesses_instagram_url_format'],
      ["tiktok_url = 'https://www.tiktok.com/acafe'", 'businesses_tiktok_url_format'],
      ["phone = '+968 2412 3456'", 'businesses_phone_format'],
      ["map_url = 'http://maps.example.com'", 'businesses_map_url_format'],
      ["map_url = 'javascript:alert(1)'", 'businesses_map_url_format'],
      ["logo_url = 'data:image/png;base64,AAAA'", 'businesses_logo_url_format'],
    ])('refuses %s', async (assignment, constraint) => {
      expect(await updateA('ownerA', assignment)).toContain(constraint);
    });

    it("does not let another owner change A's profile", async () => {
      expect(await updateA('ownerB', "phone = '96824123456'")).toBe('no row');
      expect(await updateA('customer', "phone = '96824123456'")).toBe('no row');
    });
  });

  describe('slugs', () => {
    it('keeps an old slug: public_menu and its ETag still answer with the renamed menu', async () => {
      const result = await attempt('ownerA', async (tx) => {
        await tx.query(`update businesses set slug = 'acafenew' where id = $1`, [world.businessA]);
        const old = await menuOf(tx, 'acafe');
        expect(old?.business).toMatchObject({ id: world.businessA, slug: 'acafenew' });
        expect(old?.items.length).toBeGreaterThan(0);
        expect((await menuOf(tx, 'acafenew'))?.business.id).toBe(world.businessA);
        // The owner sees both slugs of their business; going back to the old one is allowed.
        const slugs = await tx.query<{ slug: string }>(
          'select slug from business_slugs order by slug',
        );
        expect(slugs.rows.map((r) => r.slug)).toEqual(['acafe', 'acafenew']);
        await tx.query(`update businesses set slug = 'acafe' where id = $1`, [world.businessA]);
      });
      expect(result).toBe('done');
    });

    it("refuses a slug another business had before, as the current slug's refusal", async () => {
      // Committed rename, then B tries A's old slug.
      await asRequestRole(database.db, claimsFor(world, 'ownerA'), (tx) =>
        tx.query(`update businesses set slug = 'acafenew' where id = $1`, [world.businessA]),
      );
      try {
        const refused = await attempt('ownerB', (tx) =>
          tx.query(`update businesses set slug = 'acafe' where id = $1`, [world.businessB]),
        );
        expect(refused).toContain('businesses_slug_key');
        // The owner's own old slug is available to them (they may go back to it).
        const own = await attempt('ownerA', async (tx) => {
          const { rows } = await tx.query<{ ok: boolean }>(
            `select public.slug_available('acafe') as ok`,
          );
          expect(rows[0]?.ok).toBe(true);
        });
        expect(own).toBe('done');
        const { rows: etags } = await database.db.query<{ etag: string | null }>(
          `select public.public_menu_etag('acafe') as old, public.public_menu_etag('acafenew') as etag`,
        );
        expect(etags[0]).toEqual({ old: etags[0]?.etag, etag: expect.stringMatching(/^"m\d+"$/) });
        const available = await attempt('ownerB', async (tx) => {
          const { rows } = await tx.query<{ ok: boolean }>(
            `select public.slug_available('acafe') as ok`,
          );
          expect(rows[0]?.ok).toBe(false);
        });
        expect(available).toBe('done');
        // A new business cannot register it either.
        const registered = await attempt('customer', (tx) =>
          tx.query(
            `insert into businesses (name, whatsapp, slug, owner_id) values ('C', '96890000009', 'acafe', $1)`,
            [world.users.customer],
          ),
        );
        expect(registered).toContain('businesses_slug_key');
      } finally {
        await asRequestRole(database.db, claimsFor(world, 'ownerA'), (tx) =>
          tx.query(`update businesses set slug = 'acafe' where id = $1`, [world.businessA]),
        );
      }
    });

    it('lets nobody read or write business_slugs directly but the owner and the superadmin reading', async () => {
      const read = async (actor: Actor) => {
        let count = -1;
        const result = await attempt(actor, async (tx) => {
          const { rows } = await tx.query('select slug from business_slugs');
          count = rows.length;
        });
        return result === 'done' ? count : result;
      };
      expect(await read('anon')).toContain('permission denied');
      expect(await read('customer')).toBe(0);
      expect(await read('ownerB')).toBe(1);
      expect(await read('superadmin')).toBeGreaterThanOrEqual(2);
      expect(
        await attempt('ownerB', (tx) =>
          tx.query(`insert into business_slugs (slug, business_id) values ('mine', $1)`, [
            world.businessB,
          ]),
        ),
      ).toContain('permission denied');
      expect(
        await attempt('ownerA', (tx) =>
          tx.query(`delete from business_slugs where slug = 'acafe'`),
        ),
      ).toContain('permission denied');
    });
  });

  describe('suspension', () => {
    const suspend = "suspended_at = now(), suspension_reason = 'Unpaid invoice'";

    it('is refused to the owner, another owner and a customer', async () => {
      expect(await updateA('ownerA', suspend)).toContain('Only the superadmin');
      expect(await updateA('ownerB', suspend)).toBe('no row');
      expect(await updateA('customer', suspend)).toBe('no row');
      expect(
        await attempt('customer', (tx) =>
          tx.query(
            `insert into businesses (name, whatsapp, slug, owner_id, suspended_at, suspension_reason)
             values ('C', '96890000009', 'ccafe', $1, now(), 'x')`,
            [world.users.customer],
          ),
        ),
      ).toContain('Only the superadmin');
    });

    it('needs a reason', async () => {
      expect(await updateA('superadmin', 'suspended_at = now()')).toContain(
        'businesses_suspension_reason',
      );
    });

    it('by the superadmin: the menu says only that it is unavailable; the owner reads why', async () => {
      await asRequestRole(database.db, claimsFor(world, 'superadmin'), (tx) =>
        tx.query(`update businesses set ${suspend} where id = $1`, [world.businessA]),
      );
      try {
        const anon = await attempt('anon', async (tx) => {
          const menu = await menuOf(tx, 'acafe');
          expect(menu?.business).toMatchObject({ suspended: true, slug: 'acafe' });
          expect(menu?.business).not.toHaveProperty('whatsapp');
          expect(menu?.business).not.toHaveProperty('suspension_reason');
          expect(menu?.items).toEqual([]);
          expect(menu?.categories).toEqual([]);
        });
        expect(anon).toBe('done');
        // The owner reads the reason and may still edit the rest of the profile, not lift it.
        const owner = await attempt('ownerA', async (tx) => {
          const { rows } = await tx.query<{ suspension_reason: string }>(
            'select suspension_reason from businesses where id = $1',
            [world.businessA],
          );
          expect(rows[0]?.suspension_reason).toBe('Unpaid invoice');
          await tx.query(`update businesses set phone = '96824123456' where id = $1`, [
            world.businessA,
          ]);
        });
        expect(owner).toBe('done');
        expect(await updateA('ownerA', 'suspended_at = null, suspension_reason = null')).toContain(
          'Only the superadmin',
        );
      } finally {
        await asRequestRole(database.db, claimsFor(world, 'superadmin'), (tx) =>
          tx.query(
            'update businesses set suspended_at = null, suspension_reason = null where id = $1',
            [world.businessA],
          ),
        );
      }
      const open = await attempt('anon', async (tx) => {
        const menu = await menuOf(tx, 'acafe');
        expect(menu?.business).not.toHaveProperty('suspended');
        expect(menu?.items.length).toBeGreaterThan(0);
      });
      expect(open).toBe('done');
    });

    it('anon cannot read the reason', async () => {
      expect(
        await attempt('anon', (tx) => tx.query('select suspension_reason from businesses')),
      ).toContain('permission denied');
    });
  });

  it('lets the superadmin correct any business profile', async () => {
    expect(
      await updateA(
        'superadmin',
        "whatsapp = '96899998888', name = 'Fixed', category = 'Bakery', slug = 'acafefixed'",
      ),
    ).toBe('done');
  });
});
