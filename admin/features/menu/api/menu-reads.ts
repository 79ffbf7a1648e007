// The owner's menu screen's two reads as requests, built in one place for the screen's queries and
// for the early read of a cold open (admin/early-read.ts), which must ask exactly what the screen
// will ask. Only light imports: this module is part of the early read's small chunk.
import type { AppClient } from '../../../lib/api/client.ts';
import { itemSearchFilter, normalizeSearch } from '../../../lib/api/search-pattern.ts';
import { PAGE_SIZE, type MenuQuery } from '../lib/menu-query.ts';

/** What the reads need of a client: the app's, or the early read's bare PostgREST client. */
export type ReadClient = Pick<AppClient, 'from' | 'rpc'>;

/** The columns of an item the menu screens show and edit, with its options embedded. */
const ITEM_COLUMNS =
  'id, name, name_ar, description, description_ar, price, image_url, image_path, image_widths, category_id, sold_out, sold_out_until, available_windows, hidden, badges, calories, sort_order, offer_price, offer_starts, offer_ends, categories(name, name_ar, available_windows), item_option_groups(id, name, name_ar, required, min_choices, max_choices, sort_order, item_option_choices(id, name, name_ar, price_delta_baisa, sold_out, sort_order))';

/**
 * A business's items with their options and the count of all matches: the one select of the paged
 * list and the whole menu (get-whole-menu.ts).
 */
export function selectItems(supabase: ReadClient, businessId: string) {
  return supabase
    .from('menu_items')
    .select(ITEM_COLUMNS, { count: 'exact' })
    .eq('business_id', businessId);
}

/** The page of items the list's search, filter, sort and page ask for (24 rows at a time). */
export function itemsPageRequest(supabase: ReadClient, businessId: string, query: MenuQuery) {
  let request = selectItems(supabase, businessId);
  const search = normalizeSearch(query.search);
  if (search) request = request.or(itemSearchFilter(search));
  if (query.category === 'none') request = request.is('category_id', null);
  else if (query.category !== 'all') request = request.eq('category_id', query.category);
  const from = (query.page - 1) * PAGE_SIZE;
  return (
    request
      .order(query.sort, { ascending: query.dir === 'asc' })
      // A unique tie-breaker keeps pages stable when many items share a name or price.
      .order('id', { ascending: true })
      .range(from, from + PAGE_SIZE - 1)
  );
}

/** docs/guide/product.md section 7: categories of a business ordered by sort_order then name. */
export function categoriesRequest(supabase: ReadClient, businessId: string) {
  return supabase
    .from('categories')
    .select('id, name, name_ar, sort_order, available_windows')
    .eq('business_id', businessId)
    .order('sort_order', { ascending: true })
    .order('name', { ascending: true });
}
