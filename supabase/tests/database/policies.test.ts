// The policy matrix: every table and bucket x every operation x every actor, on PGlite
// and on PostgreSQL 15. Each cell runs as its actor (asRequestRole, as PostgREST and the storage
// server do) in its own transaction that is rolled back, so cells cannot affect each other, and
// asserts exactly what happens: how many rows were read or written (0 = silently filtered by row
// level security) or which error Postgres raised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../server/db/database.ts';
import { asRequestRole } from '../../../server/db/request-role.ts';
import { engines, type MigratedDatabase } from './engines.ts';
import { ACTORS, buildWorld, claimsFor, uidOf, type Actor, type World } from './fixtures.ts';

/** Rows read or written, or the SQLSTATE of the error. */
type Outcome = number | 'denied (42501)' | 'unique (23505)' | 'foreign key (23503)';

interface Cell {
  subject: string;
  action: string;
  run: (tx: Queryable, w: World, actor: Actor) => Promise<{ rows: unknown[]; rowCount: number }>;
  expected: Record<Actor, Outcome>;
}

const D = 'denied (42501)' as const;
const UNIQUE = 'unique (23505)' as const;
const FK = 'foreign key (23503)' as const;

/** Expected outcomes in ACTORS order: anon, owner A, owner B, superadmin, customer. */
function outcomes(
  anon: Outcome,
  ownerA: Outcome,
  ownerB: Outcome,
  superadmin: Outcome,
  customer: Outcome,
): Record<Actor, Outcome> {
  return { anon, ownerA, ownerB, superadmin, customer };
}

const tableCells: Cell[] = [
  // businesses: anon sees public columns only; signed-in users see only their own row.
  {
    subject: 'businesses',
    action: "select A's public fields",
    run: (tx, w) =>
      tx.query(
        'select id, name, slug, whatsapp, banner_url, headline from businesses where id = $1',
        [w.businessA],
      ),
    expected: outcomes(1, 1, 0, 1, 0),
  },
  {
    subject: 'businesses',
    action: "select A's languages and Arabic texts",
    run: (tx, w) =>
      tx.query(
        'select languages, primary_language, name_ar, description_ar, headline_ar from businesses where id = $1',
        [w.businessA],
      ),
    expected: outcomes(1, 1, 0, 1, 0),
  },
  {
    subject: 'businesses',
    action: "select A's email and owner_id",
    run: (tx, w) => tx.query('select email, owner_id from businesses where id = $1', [w.businessA]),
    expected: outcomes(D, 1, 0, 1, 0),
  },
  {
    subject: 'businesses',
    action: 'select * (every column of every business)',
    run: (tx) => tx.query('select * from businesses'),
    expected: outcomes(D, 1, 1, 2, 0),
  },
  {
    subject: 'businesses',
    action: 'insert a business owned by oneself',
    run: (tx, w, actor) =>
      tx.query(
        `insert into businesses (name, whatsapp, slug, owner_id, email) values ('New', '96891111111', 'newplace', $1, 'n@example.com')`,
        [uidOf(w, actor)],
      ),
    // One business per owner: A and B already have theirs.
    expected: outcomes(D, UNIQUE, UNIQUE, 1, 1),
  },
  {
    subject: 'businesses',
    action: 'insert a business owned by someone else',
    run: (tx, w) =>
      tx.query(
        `insert into businesses (name, whatsapp, slug, owner_id) values ('Fake', '96891111111', 'fakeplace', $1)`,
        [w.users.bystander],
      ),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'businesses',
    action: "update A's headline and banner",
    run: (tx, w) =>
      tx.query(`update businesses set headline = 'Hacked', banner_url = 'x' where id = $1`, [
        w.businessA,
      ]),
    // The superadmin corrects any business profile.
    expected: outcomes(D, 1, 0, 1, 0),
  },
  // Order settings are columns of businesses: anon reads them only via public_menu.
  {
    subject: 'businesses',
    action: "select A's order settings and opening hours",
    run: (tx, w) =>
      tx.query(
        'select order_types, table_labels, delivery_fee, delivery_minimum, opening_hours, temporarily_closed, closed_checkout from businesses where id = $1',
        [w.businessA],
      ),
    expected: outcomes(D, 1, 0, 1, 0),
  },
  {
    subject: 'businesses',
    action: "update A's order settings, tables and hours",
    run: (tx, w) =>
      tx.query(
        `update businesses set order_types = '{pickup}', table_labels = '{1,2}', delivery_fee = 0.5, opening_hours = null, temporarily_closed = true where id = $1`,
        [w.businessA],
      ),
    // The superadmin corrects any business profile.
    expected: outcomes(D, 1, 0, 1, 0),
  },
  {
    subject: 'businesses',
    action: "update A's languages and Arabic texts",
    run: (tx, w) =>
      tx.query(
        `update businesses set languages = '{en,ar}', name_ar = 'مقهى', description_ar = 'وصف',
                headline_ar = 'عنوان' where id = $1`,
        [w.businessA],
      ),
    // The superadmin corrects any business profile.
    expected: outcomes(D, 1, 0, 1, 0),
  },
  {
    subject: 'businesses',
    action: "update A's owner_id to someone else",
    run: (tx, w) =>
      tx.query('update businesses set owner_id = $2 where id = $1', [
        w.businessA,
        w.users.bystander,
      ]),
    expected: outcomes(D, D, 0, D, 0),
  },
  {
    subject: 'businesses',
    action: "delete A's business",
    run: (tx, w) => tx.query('delete from businesses where id = $1', [w.businessA]),
    expected: outcomes(D, 1, 0, 0, 0),
  },
  // categories: public read, owner-only writes.
  {
    subject: 'categories',
    action: "select A's categories",
    run: (tx, w) => tx.query('select * from categories where business_id = $1', [w.businessA]),
    expected: outcomes(2, 2, 2, 2, 2),
  },
  {
    subject: 'categories',
    action: "insert a category into A's business",
    run: (tx, w) =>
      tx.query(`insert into categories (business_id, name) values ($1, 'Desserts')`, [w.businessA]),
    expected: outcomes(D, 1, D, D, D),
  },
  {
    subject: 'categories',
    action: "insert a category named in Arabic into B's business",
    run: (tx, w) =>
      tx.query(`insert into categories (business_id, name_ar) values ($1, 'حلويات')`, [
        w.businessB,
      ]),
    expected: outcomes(D, D, 1, D, D),
  },
  {
    subject: 'categories',
    action: "update (rename) A's category",
    run: (tx, w) =>
      tx.query(`update categories set name = 'Renamed' where id = $1`, [w.categoryA1]),
    expected: outcomes(0, 1, 0, 0, 0),
  },
  {
    subject: 'categories',
    action: "update B's category's Arabic name",
    run: (tx, w) =>
      tx.query(`update categories set name_ar = 'مشويات' where id = $1`, [w.categoryB1]),
    expected: outcomes(0, 0, 1, 0, 0),
  },
  {
    subject: 'categories',
    action: "update A's category into B's business",
    // With an Arabic name, so B's Arabic-first name check passes and the policy is what refuses.
    run: (tx, w) =>
      tx.query(`update categories set business_id = $2, name_ar = 'طعام' where id = $1`, [
        w.categoryA2,
        w.businessB,
      ]),
    expected: outcomes(0, D, 0, 0, 0),
  },
  {
    subject: 'categories',
    action: "delete A's category",
    run: (tx, w) => tx.query('delete from categories where id = $1', [w.categoryA1]),
    expected: outcomes(0, 1, 0, 0, 0),
  },
  // menu_items: public read, owner writes, the superadmin updates and deletes any item.
  {
    subject: 'menu_items',
    action: "select A's items",
    run: (tx, w) => tx.query('select * from menu_items where business_id = $1', [w.businessA]),
    // Three visible items; the hidden fourth is for its owner and the superadmin only.
    expected: outcomes(3, 4, 3, 4, 3),
  },
  {
    subject: 'menu_items',
    action: "select A's hidden item",
    run: (tx, w) => tx.query('select id from menu_items where id = $1', [w.hiddenItemA]),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  {
    subject: 'menu_items',
    action: "insert an item into A's business",
    run: (tx, w) =>
      tx.query(
        `insert into menu_items (business_id, category_id, name, price) values ($1, $2, 'Latte', 1.5)`,
        [w.businessA, w.categoryA1],
      ),
    expected: outcomes(D, 1, D, D, D),
  },
  {
    subject: 'menu_items',
    action: "insert an item named in Arabic into B's business",
    run: (tx, w) =>
      tx.query(
        `insert into menu_items (business_id, category_id, name_ar, description_ar, price)
         values ($1, $2, 'شاورما دجاج', 'خبز عربي', 1.2)`,
        [w.businessB, w.categoryB1],
      ),
    expected: outcomes(D, D, 1, D, D),
  },
  {
    subject: 'menu_items',
    action: "update the price of A's item",
    run: (tx, w) => tx.query('update menu_items set price = 0.001 where id = $1', [w.itemA1]),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  {
    subject: 'menu_items',
    action: "update the Arabic name and description of B's item",
    run: (tx, w) =>
      tx.query(
        `update menu_items set name_ar = 'مشاوي', description_ar = 'لحم ودجاج' where id = $1`,
        [w.itemB1],
      ),
    expected: outcomes(0, 0, 1, 1, 0),
  },
  {
    subject: 'menu_items',
    action: "update B's item into A's category (category of another business)",
    run: (tx, w) =>
      tx.query('update menu_items set category_id = $2 where id = $1', [w.itemB1, w.categoryA1]),
    expected: outcomes(0, 0, FK, FK, 0),
  },
  {
    subject: 'menu_items',
    action: "update A's item into B's business",
    run: (tx, w) =>
      tx.query('update menu_items set business_id = $2 where id = $1', [w.itemA1, w.businessB]),
    // The category check (a BEFORE trigger) fires before the policy's WITH CHECK.
    expected: outcomes(0, FK, 0, FK, 0),
  },
  {
    subject: 'menu_items',
    action: "delete A's item",
    run: (tx, w) => tx.query('delete from menu_items where id = $1', [w.itemA1]),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  {
    // A confirmed menu import, as its caller (security invoker).
    subject: 'menu_items',
    action: "import an item into A's menu (import_menu)",
    run: (tx, w) =>
      tx.query(
        `select public.import_menu($1, '[{"category": "Drinks", "name": "Latte", "price": 1.5}]')`,
        [w.businessA],
      ),
    expected: outcomes(D, 1, D, D, D),
  },
  // item_option_groups: read with their (visible) item, owner writes, the superadmin edits.
  {
    subject: 'item_option_groups',
    action: "select A's option groups",
    run: (tx, w) =>
      tx.query('select id from item_option_groups where business_id = $1', [w.businessA]),
    // The hidden item's group is read only by those who can read the item.
    expected: outcomes(1, 2, 1, 2, 1),
  },
  {
    subject: 'item_option_groups',
    action: "insert a group into A's item",
    run: (tx, w) =>
      tx.query(
        `insert into item_option_groups (business_id, item_id, name) values ($1, $2, 'Extras')`,
        [w.businessA, w.itemA1],
      ),
    expected: outcomes(D, 1, D, D, D),
  },
  {
    subject: 'item_option_groups',
    action: "insert a group of A's business onto B's item",
    run: (tx, w) =>
      tx.query(
        `insert into item_option_groups (business_id, item_id, name) values ($1, $2, 'Extras')`,
        [w.businessA, w.itemB1],
      ),
    expected: outcomes(D, FK, D, D, D),
  },
  {
    subject: 'item_option_groups',
    action: "update (rename) A's group",
    run: (tx, w) =>
      tx.query(`update item_option_groups set name = 'Cup' where id = $1`, [w.groupA1]),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  {
    subject: 'item_option_groups',
    action: "update A's group into B's business",
    run: (tx, w) =>
      tx.query('update item_option_groups set business_id = $2 where id = $1', [
        w.groupA1,
        w.businessB,
      ]),
    expected: outcomes(0, D, 0, FK, 0),
  },
  {
    subject: 'item_option_groups',
    action: "delete A's group",
    run: (tx, w) => tx.query('delete from item_option_groups where id = $1', [w.groupA1]),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  // item_option_choices: the same rules, one level down.
  {
    subject: 'item_option_choices',
    action: "select A's choices",
    run: (tx, w) =>
      tx.query('select id from item_option_choices where business_id = $1', [w.businessA]),
    expected: outcomes(1, 1, 1, 1, 1),
  },
  {
    subject: 'item_option_choices',
    action: "insert a choice into A's group",
    run: (tx, w) =>
      tx.query(
        `insert into item_option_choices (business_id, group_id, name, price_delta_baisa) values ($1, $2, 'Small', 0)`,
        [w.businessA, w.groupA1],
      ),
    expected: outcomes(D, 1, D, D, D),
  },
  {
    subject: 'item_option_choices',
    action: "insert a choice of B's business into A's group",
    run: (tx, w) =>
      tx.query(
        `insert into item_option_choices (business_id, group_id, name) values ($1, $2, 'Stolen')`,
        [w.businessB, w.groupA1],
      ),
    expected: outcomes(D, D, FK, D, D),
  },
  {
    subject: 'item_option_choices',
    action: "update the price and sold out of A's choice",
    run: (tx, w) =>
      tx.query(
        'update item_option_choices set price_delta_baisa = 1, sold_out = true where id = $1',
        [w.choiceA1],
      ),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  {
    subject: 'item_option_choices',
    action: "update A's choice into B's group",
    run: (tx, w) =>
      tx.query('update item_option_choices set group_id = $2 where id = $1', [
        w.choiceA1,
        w.groupB1,
      ]),
    expected: outcomes(0, FK, 0, FK, 0),
  },
  {
    subject: 'item_option_choices',
    action: "delete A's choice",
    run: (tx, w) => tx.query('delete from item_option_choices where id = $1', [w.choiceA1]),
    expected: outcomes(0, 1, 0, 1, 0),
  },
  // user_roles: read your own row; only the service role writes.
  {
    subject: 'user_roles',
    action: "select A's role",
    run: (tx, w) => tx.query('select role from user_roles where user_id = $1', [w.users.ownerA]),
    expected: outcomes(D, 1, 0, 0, 0),
  },
  {
    subject: 'user_roles',
    action: 'select one’s own role',
    run: (tx) => tx.query('select role from user_roles where user_id = auth.uid()'),
    // The customer has no business, so no role yet.
    expected: outcomes(D, 1, 1, 1, 0),
  },
  {
    subject: 'user_roles',
    action: 'insert a superadmin role for oneself',
    run: (tx, w, actor) =>
      tx.query(`insert into user_roles (user_id, role) values ($1, 'superadmin')`, [
        uidOf(w, actor),
      ]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'user_roles',
    action: 'update one’s own role to superadmin',
    run: (tx, w, actor) =>
      tx.query(`update user_roles set role = 'superadmin' where user_id = $1`, [uidOf(w, actor)]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'user_roles',
    action: 'delete one’s own role',
    run: (tx, w, actor) => tx.query('delete from user_roles where user_id = $1', [uidOf(w, actor)]),
    expected: outcomes(D, D, D, D, D),
  },
  // menu_insights: anonymous counters, written only through record_menu_event.
  {
    subject: 'menu_insights',
    action: "select A's counters",
    run: (tx, w) => tx.query('select * from menu_insights where business_id = $1', [w.businessA]),
    expected: outcomes(D, 1, 0, 1, 0),
  },
  {
    subject: 'menu_insights',
    action: 'select every counter',
    run: (tx) => tx.query('select * from menu_insights'),
    expected: outcomes(D, 1, 1, 2, 0),
  },
  {
    subject: 'menu_insights',
    action: 'insert a view for A directly',
    run: (tx, w) =>
      tx.query(
        `insert into menu_insights (business_id, day, metric, dimension, count) values ($1, current_date + 1, 'view', 'embed', 1000)`,
        [w.businessA],
      ),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'menu_insights',
    action: "update A's counters",
    run: (tx, w) =>
      tx.query('update menu_insights set count = 1000 where business_id = $1', [w.businessA]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'menu_insights',
    action: "delete A's counters",
    run: (tx, w) => tx.query('delete from menu_insights where business_id = $1', [w.businessA]),
    expected: outcomes(D, D, D, D, D),
  },
  // menu_versions: bumped only by triggers, read only by security definer functions.
  {
    subject: 'menu_versions',
    action: "select A's menu version",
    run: (tx, w) => tx.query('select * from menu_versions where business_id = $1', [w.businessA]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'menu_versions',
    action: 'insert a version for A',
    run: (tx, w) =>
      tx.query('insert into menu_versions (business_id, version) values ($1, 1)', [w.businessA]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'menu_versions',
    action: "update A's version back to 1 (an old ETag would match again)",
    run: (tx, w) =>
      tx.query('update menu_versions set version = 1 where business_id = $1', [w.businessA]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'menu_versions',
    action: "delete A's version",
    run: (tx, w) => tx.query('delete from menu_versions where business_id = $1', [w.businessA]),
    expected: outcomes(D, D, D, D, D),
  },
  {
    subject: 'public_menu_etag',
    action: "execute for A's slug (the server's cache check, not an API)",
    run: (tx) => tx.query(`select public.public_menu_etag('acafe')`),
    expected: outcomes(D, D, D, D, D),
  },
  // The insights functions: anyone records through record_menu_event; the read functions run as
  // the caller, so row level security leaves out what the caller may not read (0 rows).
  {
    subject: 'menu_insights',
    action: 'record a hosted view of A through record_menu_event',
    run: (tx) => tx.query(`select public.record_menu_event('acafe', 'view', 'hosted')`),
    expected: outcomes(1, 1, 1, 1, 1),
  },
  {
    subject: 'menu_insights',
    action: "read A's views through menu_insights_summary",
    run: (tx, w) =>
      tx.query(
        `select s from public.menu_insights_summary($1, 366) s where (s->>'views')::int > 0`,
        [w.businessA],
      ),
    expected: outcomes(D, 1, 0, 1, 0),
  },
  {
    subject: 'menu_insights',
    action: "read A's and B's last 30 days through business_insights",
    run: (tx, w) =>
      tx.query('select * from public.business_insights($1, 30) where views > 0', [
        [w.businessA, w.businessB],
      ]),
    expected: outcomes(D, 1, 1, 2, 0),
  },
  {
    subject: 'menu_insights',
    action: 'read per-business views through platform_insights',
    run: (tx) =>
      tx.query(
        `select p from public.platform_insights(366) s, json_array_elements(s->'per_business') p`,
      ),
    expected: outcomes(D, 1, 1, 2, 0),
  },
];

function storageCells(bucket: 'banners' | 'menu-images'): Cell[] {
  const meta = `'{"mimetype":"image/png","size":2}'::jsonb`;
  const webp = `'{"mimetype":"image/webp","size":2}'::jsonb`;
  return [
    {
      subject: `storage ${bucket}`,
      // Public URLs need no policy; the rows (listing, signing) would tell every owner's id.
      action: "select (list, sign) A's image row",
      run: (tx, w) =>
        tx.query('select name from storage.objects where bucket_id = $1 and name = $2', [
          bucket,
          w.objectA,
        ]),
      expected: outcomes(0, 1, 0, 1, 0),
    },
    {
      subject: `storage ${bucket}`,
      action: 'upload into one’s own folder',
      run: (tx, w, actor) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, ${meta})`,
          [bucket, `${actor === 'anon' ? 'anon' : uidOf(w, actor)}/new.png`, uidOf(w, actor)],
        ),
      expected: outcomes(D, 1, 1, 1, 1),
    },
    {
      subject: `storage ${bucket}`,
      action: "upload into A's folder",
      run: (tx, w, actor) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, ${meta})`,
          [bucket, `${w.users.ownerA}/new.png`, uidOf(w, actor)],
        ),
      expected: outcomes(D, 1, D, D, D),
    },
    // The WebP renditions stored beside an image obey the same owner-only rules.
    {
      subject: `storage ${bucket}`,
      action: 'upload a 320 px rendition beside one’s own image',
      run: (tx, w, actor) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, ${webp})`,
          [bucket, `${actor === 'anon' ? 'anon' : uidOf(w, actor)}/new-320.webp`, uidOf(w, actor)],
        ),
      expected: outcomes(D, 1, 1, 1, 1),
    },
    {
      subject: `storage ${bucket}`,
      action: "upload a 320 px rendition beside A's image",
      run: (tx, w, actor) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, ${webp})`,
          [bucket, w.objectA.replace(/\.png$/, '-320.webp'), uidOf(w, actor)],
        ),
      expected: outcomes(D, 1, D, D, D),
    },
    {
      subject: `storage ${bucket}`,
      action: "upsert over A's image",
      run: (tx, w, actor) =>
        tx.query(
          `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, ${meta})
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner_id = excluded.owner_id`,
          [bucket, w.objectA, uidOf(w, actor)],
        ),
      expected: outcomes(D, 1, D, D, D),
    },
    {
      subject: `storage ${bucket}`,
      action: "update A's image metadata",
      run: (tx, w) =>
        tx.query(
          `update storage.objects set metadata = ${meta} where bucket_id = $1 and name = $2`,
          [bucket, w.objectA],
        ),
      expected: outcomes(0, 1, 0, 0, 0),
    },
    {
      subject: `storage ${bucket}`,
      action: "update (move) A's image into B's folder",
      run: (tx, w) =>
        tx.query(`update storage.objects set name = $3 where bucket_id = $1 and name = $2`, [
          bucket,
          w.objectA,
          `${w.users.ownerB}/moved.png`,
        ]),
      expected: outcomes(0, D, 0, 0, 0),
    },
    {
      subject: `storage ${bucket}`,
      action: "remove A's image",
      run: (tx, w) =>
        tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [
          bucket,
          w.objectA,
        ]),
      // The superadmin's all-menu Delete removes item images, not banners.
      expected: outcomes(0, 1, 0, bucket === 'menu-images' ? 1 : 0, 0),
    },
  ];
}

const cells = [...tableCells, ...storageCells('banners'), ...storageCells('menu-images')];

const ROLLBACK = Symbol('rollback');

function describeError(error: unknown): Outcome | string {
  const code = (error as { code?: string }).code;
  if (code === '42501') return D;
  if (code === '23505') return UNIQUE;
  if (code === '23503') return FK;
  return `unexpected error ${code ?? ''}: ${(error as Error).message}`;
}

/** Runs one cell as actor in a transaction that is always rolled back. */
async function attempt(db: Database, world: World, cell: Cell, actor: Actor) {
  let rows: number | undefined;
  try {
    await asRequestRole(db, claimsFor(world, actor), async (tx) => {
      const result = await cell.run(tx, world, actor);
      // PGlite reports rowCount 0 for a select; the rows themselves are what a select read.
      rows = Math.max(result.rows.length, result.rowCount);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK && rows !== undefined) return rows;
    return describeError(error);
  }
  throw new Error('unreachable: the transaction always rolls back');
}

describe.each(engines)('row level security and storage policies on %s', (_engine, open) => {
  let database: MigratedDatabase;
  let world: World;
  beforeAll(async () => {
    database = await open();
    world = await buildWorld(database.db);
  });
  afterAll(() => database?.close());

  // One test per row of the matrix; its five actors are compared at once so a failure shows the
  // whole row (expected vs actual).
  it.each(cells.map((cell) => [`${cell.subject}: ${cell.action}`, cell] as const))(
    '%s',
    async (_name, cell) => {
      const actual: Record<string, Outcome | string> = {};
      for (const actor of ACTORS) actual[actor] = await attempt(database.db, world, cell, actor);
      expect(actual).toEqual(cell.expected);
    },
  );

  it('covers every table and bucket with select, insert/upload, upsert, update and delete/remove', () => {
    const covered = new Set(cells.map((c) => `${c.subject} ${c.action.split(' ')[0]}`));
    const tables = ['businesses', 'categories', 'menu_items', 'user_roles', 'menu_insights'];
    for (const table of [...tables, 'item_option_groups', 'item_option_choices', 'menu_versions']) {
      for (const op of ['select', 'insert', 'update', 'delete']) {
        expect(covered, `${table} ${op}`).toContain(`${table} ${op}`);
      }
    }
    for (const bucket of ['banners', 'menu-images']) {
      for (const op of ['select', 'upload', 'upsert', 'update', 'remove']) {
        expect(covered, `${bucket} ${op}`).toContain(`storage ${bucket} ${op}`);
      }
    }
  });

  it('refuses anon `select *` on businesses with a permission error instead of leaking', async () => {
    await expect(
      asRequestRole(database.db, { role: 'anon' }, (tx) => tx.query('select * from businesses')),
    ).rejects.toThrow('permission denied for table businesses');
  });

  it('grants anon exactly the public columns of businesses, the Arabic ones included', async () => {
    const { rows } = await database.db.query<{ column_name: string }>(
      `select column_name from information_schema.column_privileges
       where table_schema = 'public' and table_name = 'businesses' and grantee = 'anon'
         and privilege_type = 'SELECT' order by column_name`,
    );
    expect(rows.map((r) => r.column_name)).toEqual([
      'banner_url',
      'banner_widths',
      'category',
      'created_at',
      'description',
      'description_ar',
      'headline',
      'headline_ar',
      'id',
      'instagram_url',
      'languages',
      'logo_in_qr',
      'logo_url',
      'map_url',
      'name',
      'name_ar',
      'phone',
      'primary_language',
      'slug',
      'tiktok_url',
      'updated_at',
      'whatsapp',
    ]);
  });

  it('lets the superadmin list every business with its owner email', async () => {
    const { rows } = await asRequestRole(database.db, claimsFor(world, 'superadmin'), (tx) =>
      tx.query<{ slug: string; email: string }>('select slug, email from businesses order by slug'),
    );
    expect(rows).toEqual([
      { slug: 'acafe', email: 'a@example.com' },
      { slug: 'bgrill', email: 'b@example.com' },
    ]);
  });

  it("lets the superadmin remove only menu images no item uses, so an owner cannot get B's image removed", async () => {
    // Switches the transaction's actor the way asRequestRole sets it, so one rolled-back
    // transaction can play owner B, owner A and then the superadmin.
    const actAs = (tx: Queryable, actor: Actor) => {
      const claims = claimsFor(world, actor);
      return tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
        [claims.role, JSON.stringify(claims), claims.sub ?? ''],
      );
    };
    const counts: number[] = [];
    const run = database.db.transaction(async (tx) => {
      await actAs(tx, 'ownerB');
      const use = `update menu_items set image_path = $2 where id = $1`;
      counts.push((await tx.query(use, [world.itemB1, world.objectB])).rowCount);
      await actAs(tx, 'ownerA');
      counts.push((await tx.query(use, [world.itemA1, world.objectB])).rowCount);
      // The all-menu Delete: the item row first, then its image.
      await actAs(tx, 'superadmin');
      counts.push(
        (await tx.query('delete from menu_items where id = $1', [world.itemA1])).rowCount,
      );
      const remove = `delete from storage.objects where bucket_id = 'menu-images' and name = $1`;
      counts.push((await tx.query(remove, [world.objectB])).rowCount);
      // Once B's item no longer uses it, the image may go.
      await actAs(tx, 'ownerB');
      await tx.query('update menu_items set image_path = null where id = $1', [world.itemB1]);
      await actAs(tx, 'superadmin');
      counts.push((await tx.query(remove, [world.objectB])).rowCount);
      throw ROLLBACK;
    });
    await expect(run).rejects.toBe(ROLLBACK);
    expect(counts).toEqual([1, 1, 1, 0, 1]);
  });

  it('protects the renditions beside an image an item uses from the superadmin too', async () => {
    const rendition = world.objectB.replace(/\.png$/, '-320.webp');
    const counts: number[] = [];
    const run = database.db.transaction(async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner_id, metadata)
         values ('menu-images', $1, $2, '{"mimetype":"image/webp","size":1}'::jsonb)`,
        [rendition, world.users.ownerB],
      );
      const use = `update menu_items set image_path = $2, image_widths = $3 where id = $1`;
      await tx.query(use, [world.itemB1, world.objectB, [320]]);
      const remove = `delete from storage.objects where bucket_id = 'menu-images' and name = $1`;
      const asSuperadmin = claimsFor(world, 'superadmin');
      const superadminRemoves = async () => {
        await tx.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`,
          [JSON.stringify(asSuperadmin), asSuperadmin.sub ?? ''],
        );
        counts.push((await tx.query(remove, [rendition])).rowCount);
        await tx.query('reset role');
      };
      await superadminRemoves();
      // Once no item lists that rendition, it may go.
      await tx.query(use, [world.itemB1, world.objectB, []]);
      await superadminRemoves();
      throw ROLLBACK;
    });
    await expect(run).rejects.toBe(ROLLBACK);
    expect(counts).toEqual([0, 1]);
  });

  it('lets only the service role write user_roles', async () => {
    const { rows } = await asRequestRole(database.db, { role: 'service_role' }, async (tx) => {
      await tx.query(`insert into user_roles (user_id, role) values ($1, 'owner')`, [
        world.users.bystander,
      ]);
      await tx.query(`update user_roles set role = 'superadmin' where user_id = $1`, [
        world.users.bystander,
      ]);
      const result = await tx.query<{ role: string }>(
        'select role from user_roles where user_id = $1',
        [world.users.bystander],
      );
      await tx.query('delete from user_roles where user_id = $1', [world.users.bystander]);
      return result;
    });
    expect(rows).toEqual([{ role: 'superadmin' }]);
  });
});
