import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRequestRole } from '../db/request-role.ts';
import { engines, type MigratedDatabase } from '../../supabase/tests/database/engines.ts';
import { DEMO_OWNER_ID, seedDemo, type DemoSeedResult } from './demo.ts';
import { renditionPath } from '../../shared/domain/images.ts';

const siteUrl = 'http://localhost:54399';

interface PublicMenu {
  business: Record<string, unknown>;
  categories: Array<{ id: string; name: string; name_ar: string; sort_order: number }>;
  items: Array<{
    name: string;
    price: number;
    image_url: string;
    image_widths: number[];
    category_id: string | null;
    description: string;
    name_ar: string;
    description_ar: string;
  }>;
}

describe.each(engines)('demo seed on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let dataDir: string;
  let result: DemoSeedResult;
  let menu: PublicMenu;
  beforeAll(async () => {
    database = await open();
    dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-seed-'));
    result = await seedDemo(database.db, { dataDir, siteUrl });
    const { rows } = await asRequestRole(database.db, { role: 'anon' }, (tx) =>
      tx.query<{ menu: PublicMenu }>(`select public_menu('democafe') as menu`),
    );
    menu = rows[0]!.menu;
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('returns both logins and the menu address', () => {
    expect(result).toEqual({
      created: true,
      menuUrl: `${siteUrl}/democafe/menu`,
      logins: [
        { role: 'owner', email: 'owner@example.com', password: 'password123' },
        { role: 'superadmin', email: 'superadmin@example.com', password: 'password123' },
      ],
    });
  });

  it('creates confirmed users with bcrypt (cost 10) passwords and their roles', async () => {
    const { rows } = await database.db.query<{
      email: string;
      encrypted_password: string;
      confirmed: boolean;
      role: string;
    }>(
      `select u.email, u.encrypted_password, u.email_confirmed_at is not null as confirmed, r.role
       from auth.users u join public.user_roles r on r.user_id = u.id order by u.email`,
    );
    expect(rows.map((r) => [r.email, r.confirmed, r.role])).toEqual([
      ['owner@example.com', true, 'owner'],
      ['superadmin@example.com', true, 'superadmin'],
    ]);
    for (const row of rows) {
      expect(row.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare('password123', row.encrypted_password)).toBe(true);
    }
  });

  it('publishes Demo Cafe with its banner, headline and four categories in order', () => {
    expect(menu.business).toMatchObject({
      name: 'Demo Cafe',
      slug: 'democafe',
      category: 'Cafe',
      whatsapp: '96890000000',
      banner_url: `${siteUrl}/storage/v1/object/public/banners/${DEMO_OWNER_ID}/banner.webp`,
      banner_widths: [320, 480, 640, 800, 960, 1280],
    });
    expect(menu.business.headline).toBeTruthy();
    expect(menu.business.description).toBeTruthy();
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Hot Drinks',
      'Cold Drinks',
      'Breakfast',
      'Sandwiches',
    ]);
  });

  // Demo Cafe takes every order type, has tables 1 to 12 and is open from breakfast on.
  it('takes dine-in, pickup and delivery at its tables, with a fee, a minimum and opening hours', () => {
    expect(menu.business).toMatchObject({
      order_types: ['dine-in', 'pickup', 'delivery'],
      delivery_fee: 0.5,
      delivery_minimum: 3,
      temporarily_closed: false,
    });
    expect(menu.business.table_labels).toEqual(expect.arrayContaining(['1', '5', '12']));
    expect(menu.business.opening_hours).toHaveLength(7);
  });

  it('is fully bilingual, English first, with real Arabic for every text', () => {
    const arabic = /^[\p{Script=Arabic}\p{P}\p{N}\s]+$/u;
    expect(menu.business).toMatchObject({
      name_ar: 'مقهى العرض',
      languages: ['en', 'ar'],
      primary_language: 'en',
      description_ar: expect.stringMatching(arabic),
      headline_ar: expect.stringMatching(arabic),
    });
    expect(menu.categories.map((c) => c.name_ar)).toEqual([
      'مشروبات ساخنة',
      'مشروبات باردة',
      'فطور',
      'سندويشات',
    ]);
    for (const item of menu.items) {
      expect(item.name_ar, item.name).toMatch(arabic);
      expect(item.description_ar, item.name).toMatch(arabic);
    }
    const names = new Map(menu.items.map((i) => [i.name, i.name_ar]));
    expect(names.get('Karak Tea')).toBe('كرك');
    expect(names.get('Chicken Shawarma')).toBe('شاورما دجاج');
  });

  it('has about twenty items with OMR prices, each in a category and with an image URL', () => {
    expect(menu.items.length).toBeGreaterThanOrEqual(20);
    const categoryIds = new Set(menu.categories.map((c) => c.id));
    for (const item of menu.items) {
      expect(categoryIds.has(item.category_id ?? '')).toBe(true);
      expect(item.description).toBeTruthy();
      expect(item.image_url).toMatch(
        new RegExp(
          `^${siteUrl}/storage/v1/object/public/menu-images/${DEMO_OWNER_ID}/[a-z0-9-]+\\.webp$`,
        ),
      );
    }
    const prices = menu.items.map((i) => i.price);
    expect(prices).toEqual(expect.arrayContaining([0.4, 1.2, 2.75]));
  });

  it('stores every image and its renditions as WebP files with matching storage.objects rows', async () => {
    const { rows } = await database.db.query<{
      bucket_id: string;
      name: string;
      owner_id: string;
      metadata: { mimetype: string; size: number; eTag: string; contentLength: number };
    }>('select bucket_id, name, owner_id, metadata from storage.objects order by bucket_id, name');
    const withRenditions = (object: string, widths: number[]) => [
      object,
      ...widths.map((w) => renditionPath(object, w)),
    ];
    const expected = [
      ...withRenditions(`banners/${DEMO_OWNER_ID}/banner.webp`, [320, 480, 640, 800, 960, 1280]),
      ...menu.items.flatMap((i) =>
        withRenditions(i.image_url.split('/storage/v1/object/public/')[1] ?? '', i.image_widths),
      ),
    ].sort();
    expect(menu.items.every((i) => i.image_widths.length > 0)).toBe(true);
    expect(rows.map((r) => `${r.bucket_id}/${r.name}`).sort()).toEqual(expected);
    for (const row of rows) {
      const bytes = await readFile(path.join(dataDir, 'storage', row.bucket_id, row.name));
      // RIFF....WEBP
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(row.owner_id).toBe(DEMO_OWNER_ID);
      expect(row.metadata).toMatchObject({
        mimetype: 'image/webp',
        size: bytes.length,
        contentLength: bytes.length,
        eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      });
    }
  });

  it('does nothing the second time', async () => {
    const again = await seedDemo(database.db, { dataDir, siteUrl });
    expect(again.created).toBe(false);
    const { rows } = await database.db.query<{ n: number }>(
      'select count(*)::int as n from public.businesses',
    );
    expect(rows[0]?.n).toBe(1);
  });
});
