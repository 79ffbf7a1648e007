// Two businesses with menus and images (A English-only, B bilingual with Arabic primary), their
// owners, the superadmin, a signed-in customer with no business and a bystander user; written as
// the database owner, as the backend's seed would.
import type { Queryable } from '../../../server/db/database.ts';
import type { RequestClaims } from '../../../server/db/request-role.ts';

export const ACTORS = ['anon', 'ownerA', 'ownerB', 'superadmin', 'customer'] as const;
export type Actor = (typeof ACTORS)[number];

export interface World {
  users: Record<Exclude<Actor, 'anon'> | 'bystander', string>;
  businessA: string;
  businessB: string;
  categoryA1: string;
  categoryA2: string;
  categoryB1: string;
  itemA1: string;
  itemB1: string;
  /** A's item the owner hid while preparing it. */
  hiddenItemA: string;
  /** "Size" of A's Karak Tea with its choice "Large". */
  groupA1: string;
  choiceA1: string;
  groupB1: string;
  /** Object names, the same in both buckets. */
  objectA: string;
  objectB: string;
}

async function one<T>(db: Queryable, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row from: ${sql}`);
  return rows[0];
}

async function user(db: Queryable, email: string): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, 'x', now()) returning id`,
    [email],
  );
  return row.id;
}

/** Arabic texts make a bilingual business whose primary language is Arabic. */
interface ArabicTexts {
  name_ar: string;
}

async function business(
  db: Queryable,
  owner: string,
  slug: string,
  email: string,
  arabic?: ArabicTexts,
) {
  return (
    await one<{ id: string }>(
      db,
      `insert into public.businesses (name, category, description, whatsapp, slug, owner_id, email,
                                      name_ar, languages, primary_language)
       values ($1, 'Cafe', 'Test business', '96890000001', $2, $3, $4, $5, $6, $7) returning id`,
      [
        `Business ${slug}`,
        slug,
        owner,
        email,
        arabic?.name_ar ?? '',
        arabic ? ['en', 'ar'] : ['en'],
        arabic ? 'ar' : 'en',
      ],
    )
  ).id;
}

async function category(
  db: Queryable,
  businessId: string,
  name: string,
  sortOrder: number,
  nameAr = '',
) {
  return (
    await one<{ id: string }>(
      db,
      `insert into public.categories (business_id, name, sort_order, name_ar) values ($1, $2, $3, $4) returning id`,
      [businessId, name, sortOrder, nameAr],
    )
  ).id;
}

async function item(
  db: Queryable,
  businessId: string,
  categoryId: string | null,
  name: string,
  price: string,
  nameAr = '',
) {
  return (
    await one<{ id: string }>(
      db,
      `insert into public.menu_items (business_id, category_id, name, price, image_url, image_path, name_ar)
       values ($1, $2, $3, $4::numeric, 'http://localhost/x.png', 'x.png', $5) returning id`,
      [businessId, categoryId, name, price, nameAr],
    )
  ).id;
}

async function optionGroup(db: Queryable, businessId: string, itemId: string, name: string) {
  return (
    await one<{ id: string }>(
      db,
      `insert into public.item_option_groups (business_id, item_id, name, required, min_choices, max_choices)
       values ($1, $2, $3, true, 1, 1) returning id`,
      [businessId, itemId, name],
    )
  ).id;
}

export async function buildWorld(db: Queryable): Promise<World> {
  const ownerA = await user(db, 'a@example.com');
  const ownerB = await user(db, 'b@example.com');
  const superadmin = await user(db, 'root@example.com');
  const customer = await user(db, 'customer@example.com');
  const bystander = await user(db, 'bystander@example.com');
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'superadmin')`, [
    superadmin,
  ]);
  const businessA = await business(db, ownerA, 'acafe', 'a@example.com');
  // A is English-only (what every business was before menus became bilingual); B offers both, Arabic first.
  const businessB = await business(db, ownerB, 'bgrill', 'b@example.com', { name_ar: 'مشويات ب' });
  // Created out of sort order on purpose: public_menu must order them.
  const categoryA2 = await category(db, businessA, 'Food', 2);
  const categoryA1 = await category(db, businessA, 'Drinks', 1);
  const categoryB1 = await category(db, businessB, 'Grill', 1, 'مشاوي');
  const itemA1 = await item(db, businessA, categoryA1, 'Karak Tea', '0.400');
  await item(db, businessA, categoryA2, 'Chicken Shawarma', '1.200');
  await item(db, businessA, null, 'Water', '0.100');
  const itemB1 = await item(db, businessB, categoryB1, 'Mixed Grill', '4.500', 'مشاوي مشكلة');
  // One day of counters for each business.
  for (const id of [businessA, businessB]) {
    await db.query(
      `insert into public.menu_insights (business_id, day, metric, dimension, count) values ($1, current_date, 'view', 'hosted', 3)`,
      [id],
    );
  }
  const hiddenItemA = await item(db, businessA, categoryA2, 'Secret Special', '2.000');
  await db.query('update public.menu_items set hidden = true where id = $1', [hiddenItemA]);
  const groupA1 = await optionGroup(db, businessA, itemA1, 'Size');
  const choiceA1 = (
    await one<{ id: string }>(
      db,
      `insert into public.item_option_choices (business_id, group_id, name, name_ar, price_delta_baisa)
       values ($1, $2, 'Large', 'كبير', 300) returning id`,
      [businessA, groupA1],
    )
  ).id;
  const groupB1 = await optionGroup(db, businessB, itemB1, 'Bread');
  await optionGroup(db, businessA, hiddenItemA, 'Sauce');
  const objectA = `${ownerA}/a.png`;
  const objectB = `${ownerB}/b.png`;
  for (const bucket of ['banners', 'menu-images']) {
    for (const [name, owner] of [
      [objectA, ownerA],
      [objectB, ownerB],
    ] as const) {
      await db.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3::uuid, $3, '{"mimetype":"image/png","size":1}'::jsonb)`,
        [bucket, name, owner],
      );
    }
  }
  return {
    users: { ownerA, ownerB, superadmin, customer, bystander },
    businessA,
    businessB,
    categoryA1,
    categoryA2,
    categoryB1,
    itemA1,
    itemB1,
    hiddenItemA,
    groupA1,
    choiceA1,
    groupB1,
    objectA,
    objectB,
  };
}

export function claimsFor(world: World, actor: Actor): RequestClaims {
  if (actor === 'anon') return { role: 'anon' };
  return { role: 'authenticated', sub: world.users[actor], aud: 'authenticated' };
}

/** The actor's user id; anon has none, so acts for the bystander where an id is needed. */
export function uidOf(world: World, actor: Actor): string {
  return actor === 'anon' ? world.users.bystander : world.users[actor];
}
