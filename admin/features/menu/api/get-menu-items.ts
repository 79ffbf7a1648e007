import { supabase } from '../../../../shared/api/supabase-client.ts';
import { nameOrDescriptionContains } from '../lib/postgrest-filter.ts';
import { PAGE_SIZE, type MenuQuery } from '../lib/menu-query.ts';
import { throwIfError, type MenuItem } from './types.ts';

export interface MenuItemsPage {
  items: MenuItem[];
  /** Rows matching the filters across all pages. */
  total: number;
  /** The page asked for lies past the last one (items were deleted meanwhile). */
  outOfRange: boolean;
}

/** The database filters, sorts and pages, so a menu of 1,000 items sends 24 rows at a time. */
export async function getMenuItems(businessId: string, query: MenuQuery): Promise<MenuItemsPage> {
  let request = supabase
    .from('menu_items')
    .select(
      'id, name, name_ar, description, description_ar, price, image_url, image_path, category_id, categories(name, name_ar)',
      { count: 'exact' },
    )
    .eq('business_id', businessId);
  const search = query.search.trim();
  if (search) request = request.or(nameOrDescriptionContains(search));
  if (query.category === 'none') request = request.is('category_id', null);
  else if (query.category !== 'all') request = request.eq('category_id', query.category);
  const from = (query.page - 1) * PAGE_SIZE;
  const { data, error, count } = await request
    .order(query.sort, { ascending: query.dir === 'asc' })
    // A unique tie-breaker keeps pages stable when many items share a name or price.
    .order('id', { ascending: true })
    .range(from, from + PAGE_SIZE - 1);
  // PostgREST answers 416 (PGRST103) for an offset past the end; the screen goes back to page 1.
  if (error?.code === 'PGRST103') return { items: [], total: 0, outOfRange: true };
  throwIfError(error);
  const items = (data ?? []).map(({ categories, ...row }): MenuItem => ({
    ...row,
    price: Number(row.price),
    category_name: categories?.name ?? null,
    category_name_ar: categories?.name_ar ?? null,
  }));
  const total = count ?? items.length;
  // Some servers answer an offset past the end with an empty page instead of 416.
  return { items, total, outOfRange: items.length === 0 && total > 0 && query.page > 1 };
}
