// On both engines: the receipt's business details (address, VAT number) and the ticket printer's
// paper width. The owner sets them; they are staff-only like email: anon cannot read them, and
// public_menu does not carry them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type Actor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

describe.each(engines)('receipt details on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

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

  function updateA(actor: Actor, assignments: string, params: unknown[] = []) {
    return attempt(actor, async (tx) => {
      const { rows } = await tx.query(
        `update businesses set ${assignments} where id = $1 returning id`,
        [world.businessA, ...params],
      );
      if (rows.length === 0) throw new Error('no row');
    });
  }

  it('starts with no address or VAT number and 80 mm paper', async () => {
    const { rows } = await database.db.query<Record<string, unknown>>(
      'select address, vat_number, ticket_paper_mm from businesses where id = $1',
      [world.businessA],
    );
    expect(rows[0]).toEqual({ address: null, vat_number: null, ticket_paper_mm: 80 });
  });

  it('lets the owner set them and read them back', async () => {
    const result = await attempt('ownerA', async (tx) => {
      await tx.query(
        `update businesses set address = 'Way 1234, Muscat', vat_number = 'OM1100012345',
           ticket_paper_mm = 58 where id = $1`,
        [world.businessA],
      );
      const { rows } = await tx.query(
        'select address, vat_number, ticket_paper_mm from businesses where id = $1',
        [world.businessA],
      );
      expect(rows[0]).toEqual({
        address: 'Way 1234, Muscat',
        vat_number: 'OM1100012345',
        ticket_paper_mm: 58,
      });
    });
    expect(result).toBe('done');
  });

  it.each([
    ["vat_number = 'OM 110001'", 'businesses_vat_number_format'],
    ["vat_number = 'OM-110001'", 'businesses_vat_number_format'],
    ["vat_number = ''", 'businesses_vat_number_format'],
    ["vat_number = repeat('1', 21)", 'businesses_vat_number_format'],
    ["address = ''", 'businesses_address_length'],
    ["address = repeat('a', 201)", 'businesses_address_length'],
    ['ticket_paper_mm = 57', 'businesses_ticket_paper_mm_check'],
  ])('refuses %s', async (assignment, constraint) => {
    expect(await updateA('ownerA', assignment)).toContain(constraint);
  });

  it('accepts a VAT number of 20 letters and digits', async () => {
    expect(await updateA('ownerA', "vat_number = 'OM123456789012345678'")).toBe('done');
  });

  it("does not let another owner set A's VAT number", async () => {
    expect(await updateA('ownerB', "vat_number = 'OM1'")).toBe('no row');
    expect(await updateA('customer', "vat_number = 'OM1'")).toBe('no row');
  });

  it('keeps them from anon and from the public menu', async () => {
    await asRequestRole(database.db, claimsFor(world, 'ownerA'), (tx) =>
      tx.query(
        `update businesses set vat_number = 'OM1100012345', address = 'Muscat' where id = $1`,
        [world.businessA],
      ),
    );
    for (const column of ['vat_number', 'address']) {
      expect(await attempt('anon', (tx) => tx.query(`select ${column} from businesses`))).toContain(
        'permission denied',
      );
    }
    // The public columns stay readable.
    expect(await attempt('anon', (tx) => tx.query('select name, slug from businesses'))).toBe(
      'done',
    );
    const { rows } = await database.db.query<{ menu: { business: Record<string, unknown> } }>(
      "select public.public_menu('acafe') as menu",
    );
    expect(rows[0]?.menu.business).not.toHaveProperty('vat_number');
    expect(rows[0]?.menu.business).not.toHaveProperty('address');
  });
});
