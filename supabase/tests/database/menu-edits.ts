// Random owner's edits of a menu, for the property tests that compare public_menu's answers
// (menu-item-documents.test.ts: the kept dish documents; server/rest/menu-splice.test.ts: the
// server's cached answer spliced from the dish texts it had) with answers made from scratch.
import type { Queryable } from '../../../server/db/database.ts';

/** A small seeded generator (mulberry32): a failing sequence is found again from its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

export const WINDOWS = [
  null,
  '[{"days":[0,1,2,3,4,5,6],"from":"06:00","to":"11:00"}]',
  '[{"days":[4,5],"from":"22:00","to":"02:00"}]',
];
const NAMES = ['Karak', 'Saffron Latte', 'Mandi', 'Kunafa', 'Halwa'];
const NAMES_AR = ['', 'كرك', 'لاتيه بالزعفران', 'مندي', 'كنافة', 'حلوى'];
const BADGES = ['{}', '{spicy}', '{vegan,new}'];

/** The ids of a business's rows a step may pick from. */
async function ids(tx: Queryable, sql: string, business: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(sql, [business]);
  return rows.map((row) => row.id);
}

/** One random owner's edit of `business`'s menu, or of its branch's own rows. */
export async function randomEdit(tx: Queryable, r: Random, business: string, branch: string) {
  const items = await ids(tx, 'select id from menu_items where business_id = $1', business);
  const categories = await ids(tx, 'select id from categories where business_id = $1', business);
  const groups = await ids(
    tx,
    'select id from item_option_groups where business_id = $1',
    business,
  );
  const choices = await ids(
    tx,
    'select id from item_option_choices where business_id = $1',
    business,
  );
  const item = r.pick(items);
  const category = r.pick([...categories, null]);
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const steps: Array<[string, () => Promise<unknown>]> = [
    [
      'dish names',
      () =>
        tx.query('update menu_items set name = $2, name_ar = $3, description = $4 where id = $1', [
          item,
          `${r.pick(NAMES)} ${r.int(100)}`,
          r.pick(NAMES_AR),
          r.pick(['', 'Fresh "daily" \\ with cardamom', 'مع الهيل']),
        ]),
    ],
    [
      'price',
      () =>
        tx.query('update menu_items set price = $2, offer_price = null where id = $1', [
          item,
          (r.int(5000) / 1000).toFixed(3),
        ]),
    ],
    [
      'offer',
      () =>
        tx.query(
          `update menu_items set offer_price = round(price * $2, 3), offer_starts = $3, offer_ends = $4
           where id = $1 and price > 0`,
          [item, r.pick([0.5, 0.9]), r.chance(0.5) ? at(-1) : null, at(24)],
        ),
    ],
    [
      'sold out',
      () =>
        tx.query('update menu_items set sold_out = $2, sold_out_until = $3 where id = $1', [
          item,
          true,
          r.pick([null, at(-2), at(2)]),
        ]),
    ],
    [
      'back in stock',
      () => tx.query('update menu_items set sold_out = false where id = $1', [item]),
    ],
    [
      'dish serving times',
      () =>
        tx.query('update menu_items set available_windows = $2::jsonb where id = $1', [
          item,
          r.pick(WINDOWS),
        ]),
    ],
    [
      'badges and calories',
      () =>
        tx.query('update menu_items set badges = $2::text[], calories = $3 where id = $1', [
          item,
          r.pick(BADGES),
          r.pick([null, 0, 450]),
        ]),
    ],
    [
      'hide or show',
      () => tx.query('update menu_items set hidden = not hidden where id = $1', [item]),
    ],
    [
      'move to a category',
      () => tx.query('update menu_items set category_id = $2 where id = $1', [item, category]),
    ],
    [
      'reorder',
      () => tx.query('update menu_items set sort_order = $2 where id = $1', [item, r.int(10)]),
    ],
    [
      'new dish',
      () =>
        tx.query(
          `insert into menu_items (business_id, category_id, name, name_ar, price, image_url)
           values ($1, $2, $3, $4, $5, 'http://localhost/y.png')`,
          [business, category, r.pick(NAMES), r.pick(NAMES_AR), (r.int(3000) / 1000).toFixed(3)],
        ),
    ],
    ['dish removed', () => tx.query('delete from menu_items where id = $1', [item])],
    [
      'category serving times',
      () =>
        tx.query('update categories set available_windows = $2::jsonb where id = $1', [
          category,
          r.pick(WINDOWS),
        ]),
    ],
    [
      'category renamed',
      () =>
        tx.query('update categories set name = $2, name_ar = $3, sort_order = $4 where id = $1', [
          category,
          r.pick(NAMES),
          r.pick(NAMES_AR),
          r.int(5),
        ]),
    ],
    [
      'new category',
      () =>
        tx.query(
          `insert into categories (business_id, name, name_ar, sort_order, available_windows)
           values ($1, $2, $3, $4, $5::jsonb)`,
          [business, r.pick(NAMES), r.pick(NAMES_AR), r.int(5), r.pick(WINDOWS)],
        ),
    ],
    ['category removed', () => tx.query('delete from categories where id = $1', [category])],
    [
      'new option group',
      () =>
        tx.query(
          `insert into item_option_groups (business_id, item_id, name, name_ar, required, min_choices, max_choices, sort_order)
           values ($1, $2, $3, $4, $5, $6, 3, $7)`,
          [
            business,
            item,
            r.pick(NAMES),
            r.pick(NAMES_AR),
            ...r.pick([
              [true, 1],
              [false, 0],
            ]),
            r.int(3),
          ],
        ),
    ],
    [
      'option group changed',
      () =>
        tx.query(
          'update item_option_groups set name = $2, max_choices = $3, sort_order = $4 where id = $1',
          [r.pick(groups), r.pick(NAMES), 1 + r.int(3), r.int(3)],
        ),
    ],
    [
      'option group moved to another dish',
      () =>
        tx.query('update item_option_groups set item_id = $2 where id = $1', [
          r.pick(groups),
          item,
        ]),
    ],
    [
      'option group removed',
      () => tx.query('delete from item_option_groups where id = $1', [r.pick(groups)]),
    ],
    [
      'new choice',
      () =>
        tx.query(
          `insert into item_option_choices (business_id, group_id, name, name_ar, price_delta_baisa, sort_order)
           values ($1, $2, $3, $4, $5, $6)`,
          [business, r.pick(groups), r.pick(NAMES), r.pick(NAMES_AR), r.int(500), r.int(3)],
        ),
    ],
    [
      'choice changed',
      () =>
        tx.query(
          'update item_option_choices set price_delta_baisa = $2, sold_out = $3, name_ar = $4 where id = $1',
          [r.pick(choices), r.int(900), r.chance(0.3), r.pick(NAMES_AR)],
        ),
    ],
    [
      'choice moved to another group',
      () =>
        tx.query('update item_option_choices set group_id = $2 where id = $1', [
          r.pick(choices),
          r.pick(groups),
        ]),
    ],
    [
      'choice removed',
      () => tx.query('delete from item_option_choices where id = $1', [r.pick(choices)]),
    ],
    [
      "the branch's own price, sold out or hidden",
      () =>
        tx.query(
          `insert into branch_menu_items (branch_id, menu_item_id, price, sold_out, sold_out_until, hidden)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (branch_id, menu_item_id) do update
             set price = excluded.price, sold_out = excluded.sold_out,
                 sold_out_until = excluded.sold_out_until, hidden = excluded.hidden`,
          [
            branch,
            item,
            r.pick([null, '0.050', '9.000']),
            ...r.pick([
              [false, null],
              [true, null],
              [true, at(3)],
              [true, at(-3)],
            ]),
            r.chance(0.15),
          ],
        ),
    ],
    [
      "the branch's own row removed",
      () =>
        tx.query('delete from branch_menu_items where branch_id = $1 and menu_item_id = $2', [
          branch,
          item,
        ]),
    ],
  ];
  const [name, step] = r.pick(steps);
  // A refused edit (a check constraint, a row picked that is gone) leaves the menu as it was.
  await tx.query('savepoint edit');
  try {
    await step();
    await tx.query('release savepoint edit');
    return name;
  } catch {
    await tx.query('rollback to savepoint edit');
    return `${name} (refused)`;
  }
}
