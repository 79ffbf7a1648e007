// The demo data a fresh local backend starts with: a confirmed owner with the Demo Cafe menu and a
// confirmed superadmin. The pictures (WebP files in server/seed/images/ with their renditions) are
// stored exactly as an upload from the admin app would store them (file under the data directory
// plus a storage.objects row, renditions beside the original, their widths on the row).
//
// image_url and banner_url are absolute, built from SITE_URL, as Supabase's getPublicUrl returns
// them: a root-relative URL would break the <qr-menu> embed on a business's own site. If you later
// serve on another origin, set SITE_URL to it before the first start (or reseed with a fresh
// DATA_DIR); URLs already in the database keep the origin they were created with.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import type { Database, Queryable } from '../db/database.ts';
import {
  DEMO_CATEGORIES,
  DEMO_CATEGORIES_AR,
  DEMO_CATEGORY_WINDOWS,
  DEMO_ITEMS,
} from './demo-menu.ts';
import { DEMO_BANNER_FILE, readDemoImage, type DemoImage } from './demo-images.ts';
import { DEMO_ORDER_SETTINGS_UPDATE, demoOrderSettingsParams } from './demo-order-settings.ts';
import { demoOptionsStatements } from './demo-options.ts';

export const DEMO_PASSWORD = 'password123';
export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const DEMO_SUPERADMIN_EMAIL = 'superadmin@example.com';
export const DEMO_SLUG = 'democafe';
// Fixed ids keep storage paths stable between fresh starts.
export const DEMO_OWNER_ID = '00000000-0000-4000-8000-00000000d001';
export const DEMO_SUPERADMIN_ID = '00000000-0000-4000-8000-00000000d002';
export const DEMO_BUSINESS_ID = '00000000-0000-4000-8000-00000000b001';
export const DEMO_BUSINESS = {
  name: 'Demo Cafe',
  name_ar: 'مقهى العرض',
  category: 'Cafe',
  description:
    'A neighbourhood cafe in Muscat serving karak, fresh juices and all-day Omani breakfast.',
  description_ar: 'مقهى الحي في مسقط: كرك وعصائر طازجة وفطور عماني طوال اليوم.',
  whatsapp: '96890000000',
  headline: 'Fresh karak and breakfast, every morning from 6',
  headline_ar: 'كرك طازج وفطور كل صباح من السادسة',
  languages: ['en', 'ar'],
  primary_language: 'en',
} as const;

export interface DemoLogin {
  role: 'owner' | 'superadmin';
  email: string;
  password: string;
}

export interface DemoSeedResult {
  logins: DemoLogin[];
  menuUrl: string;
  /** False when the demo users already existed and nothing was written. */
  created: boolean;
}

export interface SeedOptions {
  dataDir: string;
  siteUrl: string;
}

interface StoredImage {
  bucket: 'banners' | 'menu-images';
  name: string;
  bytes: Buffer;
}

/** A demo picture as stored objects in the owner's folder: the original, then its renditions. */
function storedImages(bucket: StoredImage['bucket'], image: DemoImage): StoredImage[] {
  return [image.original, ...image.renditions].map((file) => ({
    bucket,
    name: `${DEMO_OWNER_ID}/${file.name}`,
    bytes: file.bytes,
  }));
}

async function writeImage(dataDir: string, image: StoredImage): Promise<void> {
  const file = path.join(dataDir, 'storage', image.bucket, image.name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, image.bytes);
}

async function insertObjectRow(tx: Queryable, image: StoredImage, now: string): Promise<void> {
  const metadata = {
    mimetype: 'image/webp',
    size: image.bytes.length,
    eTag: `"${createHash('md5').update(image.bytes).digest('hex')}"`,
    cacheControl: 'max-age=3600',
    contentLength: image.bytes.length,
    lastModified: now,
  };
  await tx.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
     values ($1, $2, $3::uuid, $3, $4::jsonb)
     on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
    [image.bucket, image.name, DEMO_OWNER_ID, JSON.stringify(metadata)],
  );
}

function publicUrl(siteUrl: string, image: StoredImage): string {
  return `${siteUrl.replace(/\/+$/, '')}/storage/v1/object/public/${image.bucket}/${image.name}`;
}

/** Loads the demo owner, superadmin and Demo Cafe menu (once: does nothing if they exist). */
export async function seedDemo(db: Database, opts: SeedOptions): Promise<DemoSeedResult> {
  const logins: DemoLogin[] = [
    { role: 'owner', email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
    { role: 'superadmin', email: DEMO_SUPERADMIN_EMAIL, password: DEMO_PASSWORD },
  ];
  const menuUrl = `${opts.siteUrl.replace(/\/+$/, '')}/${DEMO_SLUG}/menu`;
  const existing = await db.query(
    'select 1 from auth.users where lower(email) in (lower($1), lower($2))',
    [DEMO_OWNER_EMAIL, DEMO_SUPERADMIN_EMAIL],
  );
  if (existing.rows.length > 0) return { logins, menuUrl, created: false };

  const bannerImage = await readDemoImage(DEMO_BANNER_FILE);
  const banner = storedImages('banners', bannerImage);
  const items = await Promise.all(
    DEMO_ITEMS.map(async (item) => {
      const image = await readDemoImage(item.file);
      return { item, widths: image.widths, files: storedImages('menu-images', image) };
    }),
  );
  const files = [...banner, ...items.flatMap((i) => i.files)];
  for (const file of files) await writeImage(opts.dataDir, file);

  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    for (const [id, email] of [
      [DEMO_OWNER_ID, DEMO_OWNER_EMAIL],
      [DEMO_SUPERADMIN_ID, DEMO_SUPERADMIN_EMAIL],
    ] as const) {
      await tx.query(
        `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
         values ($1, 'authenticated', 'authenticated', $2, $3, now())`,
        [id, email, passwordHash],
      );
    }
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'superadmin')`, [
      DEMO_SUPERADMIN_ID,
    ]);
    await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'owner')`, [
      DEMO_OWNER_ID,
    ]);
    await tx.query(
      `insert into public.businesses
         (id, name, category, description, whatsapp, slug, owner_id, email, banner_url, headline,
          name_ar, description_ar, headline_ar, languages, primary_language, banner_widths)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        DEMO_BUSINESS_ID,
        DEMO_BUSINESS.name,
        DEMO_BUSINESS.category,
        DEMO_BUSINESS.description,
        DEMO_BUSINESS.whatsapp,
        DEMO_SLUG,
        DEMO_OWNER_ID,
        DEMO_OWNER_EMAIL,
        publicUrl(opts.siteUrl, banner[0]!),
        DEMO_BUSINESS.headline,
        DEMO_BUSINESS.name_ar,
        DEMO_BUSINESS.description_ar,
        DEMO_BUSINESS.headline_ar,
        DEMO_BUSINESS.languages,
        DEMO_BUSINESS.primary_language,
        bannerImage.widths,
      ],
    );
    // Tables, order types, delivery fee and minimum, opening hours.
    await tx.query(DEMO_ORDER_SETTINGS_UPDATE, demoOrderSettingsParams(DEMO_BUSINESS_ID));
    const categoryIds = new Map<string, string>();
    for (const [index, name] of DEMO_CATEGORIES.entries()) {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.categories (business_id, name, name_ar, sort_order, available_windows)
         values ($1, $2, $3, $4, $5::jsonb) returning id`,
        [
          DEMO_BUSINESS_ID,
          name,
          DEMO_CATEGORIES_AR[name],
          index + 1,
          JSON.stringify(DEMO_CATEGORY_WINDOWS[name] ?? null),
        ],
      );
      categoryIds.set(name, rows[0]!.id);
    }
    for (const file of files) await insertObjectRow(tx, file, now);
    for (const {
      item,
      widths,
      files: [image],
    } of items) {
      if (!image) throw new Error(`The demo item ${item.name} has no picture`);
      await tx.query(
        `insert into public.menu_items
           (business_id, category_id, name, description, price, image_url, image_path,
            name_ar, description_ar, image_widths)
         values ($1, $2, $3, $4, $5::numeric, $6, $7, $8, $9, $10)`,
        [
          DEMO_BUSINESS_ID,
          categoryIds.get(item.category),
          item.name,
          item.description,
          item.price,
          publicUrl(opts.siteUrl, image),
          image.name,
          item.name_ar,
          item.description_ar,
          widths,
        ],
      );
    }
    for (const sql of demoOptionsStatements(DEMO_BUSINESS_ID)) await tx.query(sql);
  });
  return { logins, menuUrl, created: true };
}
