// Demo: Karak Tea comes in two sizes with optional extras, so a new user can order
// "2 x Karak Tea (Large, Extra ginger) - 1.200 OMR" exactly as docs/architecture.md "Order message" shows.

export interface DemoChoice {
  name: string;
  nameAr: string;
  priceBaisa: number;
}

export interface DemoOptionGroup {
  /** The English name of the demo item the group belongs to. */
  item: string;
  name: string;
  nameAr: string;
  min: number;
  max: number;
  choices: DemoChoice[];
}

export const DEMO_OPTION_GROUPS: DemoOptionGroup[] = [
  {
    item: 'Karak Tea',
    name: 'Size',
    nameAr: 'الحجم',
    min: 1,
    max: 1,
    choices: [
      { name: 'Small', nameAr: 'صغير', priceBaisa: 0 },
      { name: 'Large', nameAr: 'كبير', priceBaisa: 100 },
    ],
  },
  {
    item: 'Karak Tea',
    name: 'Extras',
    nameAr: 'إضافات',
    min: 0,
    max: 2,
    choices: [
      { name: 'Extra ginger', nameAr: 'زنجبيل إضافي', priceBaisa: 100 },
      { name: 'Saffron', nameAr: 'زعفران', priceBaisa: 150 },
    ],
  },
];

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The SQL that adds the demo option groups to a business's items, found by English name; the seed
 * runs it after the items, and supabase/seed.sql carries the same text.
 */
export function demoOptionsSql(businessId: string): string {
  return demoOptionsStatements(businessId).join('\n\n');
}

/** demoOptionsSql as single statements, for a driver that runs one statement per query. */
export function demoOptionsStatements(businessId: string): string[] {
  // The demo menu's own order within each category is by name, as customers saw it before.
  const order = `update public.menu_items i set sort_order = r.position
from (select id, row_number() over (partition by category_id order by name, id) as position
      from public.menu_items where business_id = ${literal(businessId)}) r
where r.id = i.id;`;
  return [order, ...groupStatements(businessId)];
}

function groupStatements(businessId: string): string[] {
  return DEMO_OPTION_GROUPS.map((group, index) => {
    const choices = group.choices
      .map((c, i) => `(${literal(c.name)}, ${literal(c.nameAr)}, ${c.priceBaisa}, ${i + 1})`)
      .join(',\n    ');
    return `with g as (
  insert into public.item_option_groups
    (business_id, item_id, name, name_ar, required, min_choices, max_choices, sort_order)
  select i.business_id, i.id, ${literal(group.name)}, ${literal(group.nameAr)}, ${group.min > 0}, ${group.min}, ${group.max}, ${index + 1}
  from public.menu_items i
  where i.business_id = ${literal(businessId)} and i.name = ${literal(group.item)}
  returning id, business_id
)
insert into public.item_option_choices (business_id, group_id, name, name_ar, price_delta_baisa, sort_order)
select g.business_id, g.id, v.name, v.name_ar, v.price, v.sort_order
from g, (values
    ${choices}
) as v (name, name_ar, price, sort_order);`;
  });
}
