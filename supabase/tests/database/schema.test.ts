// Constraints, triggers and the API functions (public_menu, slug_available) on both engines.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { migrationsDir } from '../../../server/db/migrate.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { RESERVED_SLUGS } from '../../../shared/domain/slug.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { buildWorld, claimsFor, type World } from './fixtures.ts';

const ROLLBACK = Symbol('rollback');

describe.each(engines)('schema on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  /** Runs fn as the database owner and rolls it back, returning its result or its error code. */
  async function probe<T>(fn: (tx: Queryable) => Promise<T>): Promise<T | { error: string }> {
    let value: T | undefined;
    try {
      await database.db.transaction(async (tx) => {
        value = await fn(tx);
        throw ROLLBACK;
      });
    } catch (error) {
      if (error === ROLLBACK) return value as T;
      return { error: String((error as { code?: string }).code) };
    }
    throw new Error('unreachable');
  }

  /** The error message of fn's failure (rolled back), or 'no error'. */
  async function messageOf(fn: (tx: Queryable) => Promise<unknown>): Promise<string> {
    let message = 'no error';
    await database.db
      .transaction(async (tx) => {
        await fn(tx);
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) message = (error as Error).message;
      });
    return message;
  }

  describe('constraints refuse bad data', () => {
    const business =
      (slug: string, whatsapp = '96890000002', name = 'Shop') =>
      (tx: Queryable) =>
        tx.query(
          `insert into businesses (name, whatsapp, slug, owner_id) values ($1, $2, $3, $4)`,
          [name, whatsapp, slug, world.users.bystander],
        );
    const cases: Array<[string, (tx: Queryable) => Promise<unknown>, string]> = [
      ['slug with capitals', business('MyCafe'), '23514'],
      ['slug with a dash', business('my-cafe'), '23514'],
      ['slug shorter than 3', business('ab'), '23514'],
      ['slug longer than 40', business('a'.repeat(41)), '23514'],
      ['reserved slug', business('admin'), '23514'],
      ['slug already taken', business('acafe'), '23505'],
      ['whatsapp with a plus', business('shopone', '+96890000002'), '23514'],
      ['whatsapp too short', business('shopone', '1234567'), '23514'],
      ['whatsapp too long', business('shopone', '1234567890123456'), '23514'],
      ['blank business name', business('shopone', '96890000002', '   '), '23514'],
      ...(
        [
          ['no language', `'{}'`, `'en'`],
          ['an unknown language', `'{en,fr}'`, `'en'`],
          ['a language twice', `'{en,en}'`, `'en'`],
          ['a null language', `'{en,null}'`, `'en'`],
          ['a primary language not offered', `'{en}'`, `'ar'`],
        ] as const
      ).map(
        ([name, languages, primary]) =>
          [
            name,
            (tx: Queryable) =>
              tx.query(
                `insert into businesses (name, name_ar, whatsapp, slug, owner_id, languages, primary_language)
                 values ('Shop', 'متجر', '96890000002', 'shopone', $1, ${languages}, ${primary})`,
                [world.users.bystander],
              ),
            '23514',
          ] as [string, (tx: Queryable) => Promise<unknown>, string],
      ),
      [
        'an Arabic-first business without an Arabic name',
        (tx) =>
          tx.query(
            `insert into businesses (name, whatsapp, slug, owner_id, languages, primary_language)
             values ('Shop', '96890000002', 'shopone', $1, '{en,ar}', 'ar')`,
            [world.users.bystander],
          ),
        '23514',
      ],
      [
        'a category of an Arabic-first business without an Arabic name',
        (tx) =>
          tx.query(`insert into categories (business_id, name) values ($1, 'Desserts')`, [
            world.businessB,
          ]),
        '23514',
      ],
      [
        'an item of an Arabic-first business without an Arabic name',
        (tx) =>
          tx.query(`insert into menu_items (business_id, name, price) values ($1, 'Tea', 1)`, [
            world.businessB,
          ]),
        '23514',
      ],
      [
        'duplicate Arabic category name',
        (tx) =>
          tx.query(`insert into categories (business_id, name_ar) values ($1, 'مشاوي')`, [
            world.businessB,
          ]),
        '23505',
      ],
      [
        'Arabic as primary while an item has no Arabic name',
        (tx) =>
          tx.query(
            `update businesses set name_ar = 'مقهى أ', languages = '{en,ar}', primary_language = 'ar' where id = $1`,
            [world.businessA],
          ),
        '23514',
      ],
      [
        'second business for one owner',
        (tx) =>
          tx.query(
            `insert into businesses (name, whatsapp, slug, owner_id) values ('Two', '96890000002', 'second', $1)`,
            [world.users.ownerA],
          ),
        '23505',
      ],
      [
        'blank category name',
        (tx) =>
          tx.query(`insert into categories (business_id, name) values ($1, '  ')`, [
            world.businessA,
          ]),
        '23514',
      ],
      [
        'duplicate category name in another case',
        (tx) =>
          tx.query(`insert into categories (business_id, name) values ($1, 'DRINKS')`, [
            world.businessA,
          ]),
        '23505',
      ],
      [
        'negative price',
        (tx) =>
          tx.query(`insert into menu_items (business_id, name, price) values ($1, 'Tea', -0.001)`, [
            world.businessA,
          ]),
        '23514',
      ],
      [
        'price beyond numeric(10,3)',
        (tx) =>
          tx.query(
            `insert into menu_items (business_id, name, price) values ($1, 'Tea', 10000000)`,
            [world.businessA],
          ),
        '22003',
      ],
      [
        'blank item name',
        (tx) =>
          tx.query(`insert into menu_items (business_id, name, price) values ($1, '', 1)`, [
            world.businessA,
          ]),
        '23514',
      ],
      [
        "an item in another business's category",
        (tx) =>
          tx.query(
            `insert into menu_items (business_id, category_id, name, price) values ($1, $2, 'Tea', 1)`,
            [world.businessA, world.categoryB1],
          ),
        '23503',
      ],
      [
        'an unknown role',
        (tx) =>
          tx.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [
            world.users.bystander,
          ]),
        '23514',
      ],
    ];
    it.each(cases)('%s', async (_name, run, code) => {
      expect(await probe(run)).toEqual({ error: code });
    });

    it('accepts a good business and keeps price to three decimals', async () => {
      const result = await probe(async (tx) => {
        await business('shopone', '96890000002', 'Shop One')(tx);
        const { rows } = await tx.query<{ price: string }>(
          `insert into menu_items (business_id, name, price) values ($1, 'Tea', 1.2) returning price::text`,
          [world.businessA],
        );
        return rows[0]?.price;
      });
      expect(result).toBe('1.200');
    });

    it('keeps existing businesses English-only and accepts an Arabic-only menu without English names', async () => {
      const result = await probe(async (tx) => {
        const existing = await tx.query(
          'select languages, primary_language, name_ar from businesses where id = $1',
          [world.businessA],
        );
        const { rows } = await tx.query<{ id: string }>(
          `insert into businesses (name, name_ar, whatsapp, slug, owner_id, languages, primary_language)
           values ('', 'متجر', '96890000002', 'shopone', $1, '{ar}', 'ar') returning id`,
          [world.users.bystander],
        );
        const id = rows[0]?.id;
        // Blank English names repeat freely; the Arabic ones are what must differ.
        await tx.query(
          `insert into categories (business_id, name_ar) values ($1, 'مشروبات'), ($1, 'حلويات')`,
          [id],
        );
        await tx.query(
          `insert into menu_items (business_id, name_ar, price) values ($1, 'شاي', 0.1)`,
          [id],
        );
        const saved = await tx.query(
          `select (select count(*) from categories where business_id = $1)::int as categories,
                  (select name from menu_items where business_id = $1) as item_name`,
          [id],
        );
        return { existing: existing.rows, saved: saved.rows };
      });
      expect(result).toEqual({
        existing: [{ languages: ['en'], primary_language: 'en', name_ar: '' }],
        saved: [{ categories: 2, item_name: '' }],
      });
    });

    it("names the missing text in the owner's terms", async () => {
      const messages = await Promise.all([
        messageOf((tx) =>
          tx.query(`update businesses set name = ' ' where id = $1`, [world.businessA]),
        ),
        messageOf((tx) =>
          tx.query(`update categories set name_ar = '' where id = $1`, [world.categoryB1]),
        ),
        messageOf((tx) =>
          tx.query(`insert into menu_items (business_id, name, price) values ($1, 'Tea', 1)`, [
            world.businessB,
          ]),
        ),
        messageOf((tx) =>
          tx.query(
            `update businesses set name_ar = 'مقهى أ', languages = '{en,ar}', primary_language = 'ar' where id = $1`,
            [world.businessA],
          ),
        ),
      ]);
      // Two categories and four items of A (one of them hidden) have no Arabic name.
      expect(messages).toEqual([
        'Enter the business name in English, the primary language of this menu',
        'Enter the category name in Arabic, the primary language of this menu',
        'Enter the item name in Arabic, the primary language of this menu',
        'Enter the Arabic names of all categories and items (6 missing) before making Arabic the primary language',
      ]);
    });

    it('lets a business make Arabic primary once every category and item has an Arabic name', async () => {
      const result = await probe(async (tx) => {
        await tx.query(`update categories set name_ar = name || ' ع' where business_id = $1`, [
          world.businessA,
        ]);
        await tx.query(`update menu_items set name_ar = name || ' ع' where business_id = $1`, [
          world.businessA,
        ]);
        const { rows } = await tx.query(
          `update businesses set name_ar = 'مقهى أ', languages = '{ar,en}', primary_language = 'ar'
           where id = $1 returning languages, primary_language`,
          [world.businessA],
        );
        return rows;
      });
      expect(result).toEqual([{ languages: ['ar', 'en'], primary_language: 'ar' }]);
    });
  });

  it('keeps the reserved slugs equal to RESERVED_SLUGS in shared/domain/slug.ts', async () => {
    const sql = await readFile(path.join(migrationsDir, '20261121050000_menu-schema.sql'), 'utf8');
    const list = /is_reserved_slug[\s\S]*?array\[([\s\S]*?)\]::text\[\]/.exec(sql)?.[1] ?? '';
    const inMigration = [...list.matchAll(/'([a-z0-9]+)'/g)].map((m) => m[1]);
    expect([...inMigration].sort()).toEqual([...RESERVED_SLUGS].sort());
    const { rows } = await database.db.query<{ slug: string; reserved: boolean }>(
      'select s as slug, public.is_reserved_slug(s) as reserved from unnest($1::text[]) s',
      [[...RESERVED_SLUGS, 'democafe']],
    );
    expect(rows.filter((r) => r.reserved).map((r) => r.slug)).toEqual([...RESERVED_SLUGS]);
  });

  it('gives the owner role on registration and keeps a superadmin a superadmin', async () => {
    const roles = await probe(async (tx) => {
      await tx.query(
        `insert into businesses (name, whatsapp, slug, owner_id) values ('C', '96890000003', 'ccafe', $1),
                                                                       ('R', '96890000004', 'rootcafe', $2)`,
        [world.users.customer, world.users.superadmin],
      );
      const { rows } = await tx.query<{ user_id: string; role: string }>(
        'select user_id, role from user_roles where user_id = any($1) order by role',
        [[world.users.customer, world.users.superadmin]],
      );
      return rows;
    });
    expect(roles).toEqual([
      { user_id: world.users.customer, role: 'owner' },
      { user_id: world.users.superadmin, role: 'superadmin' },
    ]);
  });

  it("takes businesses.email from the owner's account, whatever the owner sends", async () => {
    const emails = await probe(async (tx) => {
      const asOwnerA = claimsFor(world, 'ownerA');
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(asOwnerA)],
      );
      await tx.query(`update businesses set email = 'someone-else@example.com' where id = $1`, [
        world.businessA,
      ]);
      const { rows } = await tx.query<{ email: string }>(
        'select email from businesses where id = $1',
        [world.businessA],
      );
      return rows;
    });
    expect(emails).toEqual([{ email: 'a@example.com' }]);
  });

  it('makes the items of a deleted category Uncategorized', async () => {
    const categoryIds = await probe(async (tx) => {
      await tx.query('delete from categories where id = $1', [world.categoryA1]);
      const { rows } = await tx.query<{ category_id: string | null }>(
        'select category_id from menu_items where id = $1',
        [world.itemA1],
      );
      return rows;
    });
    expect(categoryIds).toEqual([{ category_id: null }]);
  });

  it('deletes the categories and items of a deleted business', async () => {
    const left = await probe(async (tx) => {
      await tx.query('delete from businesses where id = $1', [world.businessA]);
      const { rows } = await tx.query<{ n: number }>(
        `select ((select count(*) from categories where business_id = $1)
               + (select count(*) from menu_items where business_id = $1))::int as n`,
        [world.businessA],
      );
      return rows[0]?.n;
    });
    expect(left).toBe(0);
  });

  it('stamps updated_at on update', async () => {
    const stamps = await probe(async (tx) => {
      // The row was created in an earlier transaction, so now() here is later than created_at.
      await tx.query(`update businesses set headline = 'New' where id = $1`, [world.businessA]);
      const { rows } = await tx.query<{ fresh: boolean }>(
        'select updated_at > created_at as fresh from businesses where id = $1',
        [world.businessA],
      );
      return rows[0]?.fresh;
    });
    expect(stamps).toBe(true);
  });

  it('indexes what policies and hot queries filter on, with trigram search for ilike', async () => {
    const { rows } = await database.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' order by indexname`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'businesses_owner_id_key',
        'businesses_slug_key',
        'categories_business_id_name_key',
        'categories_business_id_name_ar_key',
        'categories_business_id_sort_order_idx',
        'menu_items_business_id_idx',
        'menu_items_category_id_idx',
        'menu_items_name_trgm_idx',
        'menu_items_name_ar_trgm_idx',
        'menu_items_description_trgm_idx',
      ]),
    );
    const plan = await probe(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const result = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from menu_items where name ilike '%tea%'`,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('menu_items_name_trgm_idx');
  });

  it('creates the two public image buckets: 5 MB, jpeg/png/webp/gif only', async () => {
    const { rows } = await database.db.query(
      'select id, name, public, file_size_limit::int as limit, allowed_mime_types as types from storage.buckets order by id',
    );
    const types = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
    expect(rows).toEqual([
      { id: 'banners', name: 'banners', public: true, limit: 5242880, types },
      { id: 'menu-images', name: 'menu-images', public: true, limit: 5242880, types },
    ]);
  });

  describe('public_menu(slug)', () => {
    const asAnon = <T>(sql: string, params: unknown[]) =>
      asRequestRole(database.db, { role: 'anon' }, (tx) => tx.query<T>(sql, params));

    it('returns the whole public menu to anon in one call', async () => {
      const { rows } = await asAnon<{ menu: unknown }>('select public_menu($1) as menu', ['acafe']);
      expect(rows[0]?.menu).toEqual({
        business: {
          id: world.businessA,
          name: 'Business acafe',
          name_ar: '',
          slug: 'acafe',
          category: 'Cafe',
          description: 'Test business',
          description_ar: null,
          whatsapp: '96890000001',
          // one branch: no branch name, no other branches
          branch: null,
          branches: [],
          banner_url: null,
          // no banner, so no renditions
          banner_widths: [],
          headline: null,
          headline_ar: null,
          languages: ['en'],
          primary_language: 'en',
          // The order settings, as a business registered without any has them.
          order_types: ['dine-in'],
          table_labels: [],
          delivery_fee: null,
          delivery_minimum: null,
          opening_hours: null,
          temporarily_closed: false,
          closed_checkout: 'disabled',
          // The profile shown in the menu header, none given.
          logo_url: null,
          instagram_url: null,
          tiktok_url: null,
          phone: null,
          map_url: null,
          // greyed outside serving times, no special periods.
          outside_window: 'grey',
          special_periods: [],
          // VAT included and no payment question by default
          prices_include_vat: true,
          payment_for: [],
          // orders are recorded, the customer's details kept 30 days
          records_orders: true,
          order_retention_days: 30,
        },
        categories: [
          { id: world.categoryA1, name: 'Drinks', name_ar: '', sort_order: 1 },
          { id: world.categoryA2, name: 'Food', name_ar: '', sort_order: 2 },
        ],
        items: [
          {
            id: world.itemA1,
            name: 'Karak Tea',
            name_ar: '',
            description: null,
            description_ar: null,
            price: 0.4,
            // no offer
            offer_price: null,
            offer_starts: null,
            offer_ends: null,
            image_url: 'http://localhost/x.png',
            image_widths: [],
            category_id: world.categoryA1,
            sold_out: false,
            // no "until", served whenever open.
            sold_out_until: null,
            windows: null,
            badges: [],
            calories: null,
            options: [
              {
                id: world.groupA1,
                name: 'Size',
                name_ar: '',
                required: true,
                min: 1,
                max: 1,
                choices: [
                  {
                    id: world.choiceA1,
                    name: 'Large',
                    name_ar: 'كبير',
                    price_baisa: 300,
                    sold_out: false,
                  },
                ],
              },
            ],
          },
          expect.objectContaining({ name: 'Chicken Shawarma', category_id: world.categoryA2 }),
          expect.objectContaining({ name: 'Water', price: 0.1, category_id: null }),
        ],
      });
    });

    it('returns both languages of a bilingual menu, ordered by the primary language', async () => {
      const { rows } = await asAnon<{ menu: unknown }>(`select public_menu('bgrill') as menu`, []);
      expect(rows[0]?.menu).toMatchObject({
        business: {
          name: 'Business bgrill',
          name_ar: 'مشويات ب',
          languages: ['en', 'ar'],
          primary_language: 'ar',
        },
        categories: [{ id: world.categoryB1, name: 'Grill', name_ar: 'مشاوي' }],
        items: [
          { id: world.itemB1, name: 'Mixed Grill', name_ar: 'مشاوي مشكلة', description_ar: null },
        ],
      });
      const order = await probe(async (tx) => {
        // English order would be Grill, Zaatar; Arabic order is زعتر (ز) before مشاوي (م).
        // A category is named only once it holds a visible dish.
        await tx.query(
          `with c as (insert into categories (business_id, name, name_ar, sort_order)
                      values ($1, 'Zaatar', 'زعتر', 1) returning id)
           insert into menu_items (business_id, category_id, name, name_ar, price)
           select $1, id, 'Zaatar Manakish', 'مناقيش زعتر', 0.8 from c`,
          [world.businessB],
        );
        const result = await tx.query<{ names: string[] }>(
          `select array(select c->>'name_ar' from json_array_elements(public_menu('bgrill')->'categories') c) as names`,
        );
        return result.rows[0]?.names;
      });
      expect(order).toEqual(['زعتر', 'مشاوي']);
    });

    it('writes prices as JSON numbers with three decimals and never the email or owner', async () => {
      const { rows } = await asAnon<{ text: string }>('select public_menu($1)::text as text', [
        'acafe',
      ]);
      const text = rows[0]?.text ?? '';
      expect(text).toContain('"price" : 0.400');
      expect(text).toContain('"price" : 1.200');
      expect(text).not.toContain('a@example.com');
      expect(text).not.toContain(world.users.ownerA);
    });

    it('returns null for an unknown slug and finds a slug typed in capitals', async () => {
      const { rows } = await asAnon<{ unknown: unknown; upper: { business: { slug: string } } }>(
        'select public_menu($1) as unknown, public_menu($2) as upper',
        ['nosuch', ' ACafe '],
      );
      expect(rows[0]?.unknown).toBeNull();
      expect(rows[0]?.upper.business.slug).toBe('acafe');
    });
  });

  describe('slug_available(slug)', () => {
    it.each([
      ['freshplace', true],
      ['acafe', false],
      ['admin', false],
      ['ab', false],
      ['Fresh', false],
      ['my-place', false],
    ])('%s -> %s for a signed-in user', async (slug, available) => {
      const { rows } = await asRequestRole(database.db, claimsFor(world, 'customer'), (tx) =>
        tx.query<{ ok: boolean }>('select slug_available($1) as ok', [slug]),
      );
      expect(rows[0]?.ok).toBe(available);
    });

    it('is not callable by anon', async () => {
      await expect(
        asRequestRole(database.db, { role: 'anon' }, (tx) =>
          tx.query('select slug_available($1)', ['freshplace']),
        ),
      ).rejects.toThrow('permission denied for function slug_available');
    });
  });
});
