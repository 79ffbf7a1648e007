// A generated business with 200 items in 12 categories, written straight into the database (as
// the service role would) with a picture per item stored like an upload, for the bench only.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import type { ServerConfig } from '../../server/config.ts';
import type { Database, Queryable } from '../../server/db/database.ts';
import { DEMO_ITEMS } from '../../server/seed/demo-menu.ts';
import { DEMO_BANNER_FILE, readDemoImage, type DemoImage } from '../../server/seed/demo-images.ts';

export const LARGE_SLUG = 'benchgrill';
export const LARGE_OWNER_EMAIL = 'bench-owner@example.com';
export const LARGE_PASSWORD = 'password123';
export const LARGE_ITEM_COUNT = 200;
export const LARGE_CATEGORY_COUNT = 12;

export interface LargeMenu {
  slug: string;
  businessId: string;
  ownerId: string;
  email: string;
  password: string;
}

const CATEGORIES = [
  'Breakfast',
  'Soups',
  'Salads',
  'Starters',
  'Grills',
  'Shawarma',
  'Rice Dishes',
  'Seafood',
  'Sandwiches',
  'Desserts',
  'Hot Drinks',
  'Fresh Juices',
];
const DISHES = [
  'Chicken',
  'Lamb',
  'Hammour',
  'Kingfish',
  'Halloumi',
  'Falafel',
  'Mushroom',
  'Beef',
  'Shrimp',
  'Lentil',
  'Date',
  'Mango',
  'Saffron',
  'Cardamom',
  'Zaatar',
  'Labneh',
  'Karak',
];
// The bilingual menu's Arabic texts (the bench's 5,000-dish menu in both languages).
const CATEGORIES_AR = [
  'فطور',
  'شوربات',
  'سلطات',
  'مقبلات',
  'مشاوي',
  'شاورما',
  'أرز',
  'مأكولات بحرية',
];
const DISHES_AR = ['دجاج', 'لحم', 'هامور', 'كنعد', 'حلوم', 'فلافل', 'فطر', 'روبيان', 'عدس', 'تمر'];
const STYLES_AR = ['مشكاك', 'مجبوس', 'تكا', 'لفافة', 'طبق', 'صحن', 'أسياخ', 'خاص'];
const STYLES = [
  'Mashkak',
  'Majboos',
  'Tikka',
  'Wrap',
  'Platter',
  'Bowl',
  'Skewers',
  'Special',
  'Roll',
  'Fatteh',
  'Mix',
  'Delight',
];

interface ItemRow {
  category_id: string;
  name: string;
  description: string;
  name_ar: string;
  description_ar: string;
  price: string;
  image_url: string;
  image_path: string;
  image_widths: number[];
}

export interface MenuShape {
  slug: string;
  email: string;
  items: number;
  categories: number;
  /** Every name and description in Arabic too, the business offering both languages. */
  bilingual?: boolean;
}

const DEFAULT_SHAPE: MenuShape = {
  slug: LARGE_SLUG,
  email: LARGE_OWNER_EMAIL,
  items: LARGE_ITEM_COUNT,
  categories: LARGE_CATEGORY_COUNT,
};

/** At most this many distinct pictures are stored; a longer menu reuses them in turn. */
const MAX_PICTURES = 200;

/** A generated menu of `shape.items` dishes (200 in 12 categories unless told), for the bench. */
/**
 * Inserts the dishes in one statement. Past the default bound of items per business (2,000) the
 * row triggers are off, so each dish's kept public_menu document is built here afterwards.
 */
async function insertDishes(tx: Queryable, businessId: string, items: object[]): Promise<void> {
  // Past the default bound of items per business (2,000), and without its count per row.
  if (items.length > 2000) {
    await tx.query('update public.app_limits set items_per_business = $1', [items.length]);
    await tx.query(`set local session_replication_role = replica`);
  }
  await tx.query(
    `insert into public.menu_items (business_id, category_id, name, description, name_ar, description_ar, price, image_url, image_path, image_widths)
     select $1, i.category_id, i.name, i.description, i.name_ar, i.description_ar, i.price, i.image_url, i.image_path, i.image_widths
     from json_to_recordset($2::json)
       as i(category_id uuid, name text, description text, name_ar text, description_ar text, price numeric, image_url text, image_path text, image_widths integer[])`,
    [businessId, JSON.stringify(items)],
  );
  // Without row triggers, the dishes have no kept public_menu documents yet: built here once, as
  // the triggers would have (public_menu would otherwise build every dish on each read).
  if (items.length > 2000) {
    await tx.query(
      'select public.store_menu_item_documents(array(select id from public.menu_items where business_id = $1))',
      [businessId],
    );
  }
}

export async function seedLargeMenu(
  db: Database,
  config: ServerConfig,
  shape: MenuShape = DEFAULT_SHAPE,
): Promise<LargeMenu> {
  const count = shape.items;
  const ownerId = randomUUID();
  const businessId = randomUUID();
  const site = config.siteUrl.replace(/\/+$/, '');
  // The demo's pictures with their renditions, stored once per item as 200 uploads would be.
  const pictures = await Promise.all(DEMO_ITEMS.map((item) => readDemoImage(item.file)));
  const banner = await readDemoImage(DEMO_BANNER_FILE);
  const objects: { name: string; bucket: string; bytes: Buffer }[] = [];
  /** Stores a picture and its renditions under `name` (no extension); returns the original's path. */
  const store = (bucket: string, name: string, image: DemoImage): string => {
    objects.push({ bucket, name: `${name}.webp`, bytes: image.original.bytes });
    for (const [index, width] of image.widths.entries()) {
      const bytes = image.renditions[index]!.bytes;
      objects.push({ bucket, name: `${name}-${width}.webp`, bytes });
    }
    return `${name}.webp`;
  };
  const bannerPath = store('banners', `${ownerId}/banner`, banner);
  const itemPaths: string[] = [];
  for (let i = 0; i < Math.min(count, MAX_PICTURES); i++) {
    const picture = pictures[i % pictures.length]!;
    itemPaths.push(store('menu-images', `${ownerId}/${1_700_000_000_000 + i}`, picture));
  }
  for (const object of objects) {
    const file = path.join(config.dataDir, 'storage', object.bucket, object.name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, object.bytes);
  }
  const publicUrl = (bucket: string, name: string) =>
    `${site}/storage/v1/object/public/${bucket}/${name}`;
  const now = new Date().toISOString();
  const hash = await bcrypt.hash(LARGE_PASSWORD, 10);

  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', $2, $3, now())`,
      [ownerId, shape.email, hash],
    );
    await tx.query(
      `insert into public.businesses
         (id, name, category, description, whatsapp, slug, owner_id, email, banner_url, headline,
          banner_widths)
       values ($1, 'Bench Grill', 'Restaurant', $7,
               '96891234567', $2, $3, $4, $5, 'Grills, rice and juices all day', $6)`,
      [
        businessId,
        shape.slug,
        ownerId,
        shape.email,
        publicUrl('banners', bannerPath),
        banner.widths,
        `A generated menu of ${count} dishes in ${shape.categories} categories.`,
      ],
    );
    if (shape.bilingual) {
      await tx.query(
        `update public.businesses
         set name_ar = 'مشويات بنش', description_ar = $2, headline_ar = 'مشويات وأرز وعصائر طوال اليوم',
             languages = array['en', 'ar']
         where id = $1`,
        [businessId, `قائمة من ${count} طبق في ${shape.categories} فئة.`],
      );
    }
    const { rows: categories } = await tx.query<{ id: string }>(
      `insert into public.categories (business_id, name, name_ar, sort_order)
       select $1, c.name, c.name_ar, c.ord
       from unnest($2::text[], $3::text[]) with ordinality as c(name, name_ar, ord)
       order by c.ord
       returning id`,
      [
        businessId,
        Array.from({ length: shape.categories }, (_, i) =>
          i < CATEGORIES.length ? CATEGORIES[i]! : `${CATEGORIES[i % CATEGORIES.length]!} ${i + 1}`,
        ),
        Array.from({ length: shape.categories }, (_, i) =>
          shape.bilingual ? `${CATEGORIES_AR[i % CATEGORIES_AR.length]!} ${i + 1}` : '',
        ),
      ],
    );
    await tx.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       select o.bucket, o.name, $1::uuid, $1, o.metadata
       from json_to_recordset($2::json) as o(bucket text, name text, metadata jsonb)`,
      [
        ownerId,
        JSON.stringify(
          objects.map((o) => ({
            bucket: o.bucket,
            name: o.name,
            metadata: {
              mimetype: 'image/webp',
              size: o.bytes.length,
              eTag: `"${createHash('md5').update(o.bytes).digest('hex')}"`,
              cacheControl: 'max-age=3600',
              contentLength: o.bytes.length,
              lastModified: now,
            },
          })),
        ),
      ],
    );
    const items: ItemRow[] = [];
    for (let i = 0; i < count; i++) {
      const dish = DISHES[i % DISHES.length]!;
      const style = STYLES[Math.floor(i / DISHES.length) % STYLES.length]!;
      const imagePath = itemPaths[i % itemPaths.length]!;
      items.push({
        category_id: categories[i % categories.length]!.id,
        name: `${dish} ${style} ${i + 1}`,
        description: `House ${dish.toLowerCase()} ${style.toLowerCase()}, served with salad and bread.`,
        name_ar: shape.bilingual
          ? `${DISHES_AR[i % DISHES_AR.length]!} ${STYLES_AR[Math.floor(i / DISHES.length) % STYLES_AR.length]!} ${i + 1}`
          : '',
        description_ar: shape.bilingual ? 'من البيت، يقدم مع السلطة والخبز.' : '',
        price: ((150 + ((i * 137) % 4850)) / 1000).toFixed(3),
        image_url: publicUrl('menu-images', imagePath),
        image_path: imagePath,
        image_widths: pictures[(i % itemPaths.length) % pictures.length]!.widths,
      });
    }
    await insertDishes(tx, businessId, items);
  });
  return {
    slug: shape.slug,
    businessId,
    ownerId,
    email: shape.email,
    password: LARGE_PASSWORD,
  };
}
