import type { QueryData } from '@supabase/supabase-js';
import type { AppClient } from '../../../lib/api/client.ts';
import {
  itemSearchFilter,
  normalizeSearch,
  PAST_THE_END,
} from '../../../lib/api/search-pattern.ts';
import { PAGE_SIZE, type MenuQuery } from '../lib/menu-query.ts';
import { isBadge } from '../../../../shared/domain/badges.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { MenuItem } from './types.ts';

/** The columns of an item the menu screens show and edit, with its options embedded. */
const ITEM_COLUMNS =
  'id, name, name_ar, description, description_ar, price, image_url, image_path, image_widths, category_id, sold_out, sold_out_until, available_windows, hidden, badges, calories, sort_order, offer_price, offer_starts, offer_ends, categories(name, name_ar, available_windows), item_option_groups(id, name, name_ar, required, min_choices, max_choices, sort_order, item_option_choices(id, name, name_ar, price_delta_baisa, sold_out, sort_order))';

export interface MenuItemsPage {
  items: MenuItem[];
  /** Rows matching the filters across all pages. */
  total: number;
  /** The page asked for lies past the last one (items were deleted meanwhile). */
  outOfRange: boolean;
}

/** The database filters, sorts and pages, so a menu of 1,000 items sends 24 rows at a time. */
export async function getMenuItems(
  supabase: AppClient,
  businessId: string,
  query: MenuQuery,
): Promise<MenuItemsPage> {
  let request = selectItems(supabase, businessId);
  const search = normalizeSearch(query.search);
  if (search) request = request.or(itemSearchFilter(search));
  if (query.category === 'none') request = request.is('category_id', null);
  else if (query.category !== 'all') request = request.eq('category_id', query.category);
  const from = (query.page - 1) * PAGE_SIZE;
  const { data, error, count } = await request
    .order(query.sort, { ascending: query.dir === 'asc' })
    // A unique tie-breaker keeps pages stable when many items share a name or price.
    .order('id', { ascending: true })
    .range(from, from + PAGE_SIZE - 1);
  // PostgREST answers 416 (PGRST103) for an offset past the end; the screen goes back to page 1.
  if (error?.code === PAST_THE_END) return { items: [], total: 0, outOfRange: true };
  throwIfError(error);
  const items = (data ?? []).map(toMenuItem);
  const total = count ?? items.length;
  // Some servers answer an offset past the end with an empty page instead of 416.
  return { items, total, outOfRange: items.length === 0 && total > 0 && query.page > 1 };
}

/**
 * A business's items with their options and the count of all matches: the one select of the paged
 * list and the whole menu (get-whole-menu.ts). QueryData names its row type.
 */
export function selectItems(supabase: AppClient, businessId: string) {
  return supabase
    .from('menu_items')
    .select(ITEM_COLUMNS, { count: 'exact' })
    .eq('business_id', businessId);
}
type ItemRow = QueryData<ReturnType<typeof selectItems>>[number];

/** A row of ITEM_COLUMNS as the menu screens use it. */
export function toMenuItem({ categories, item_option_groups, ...row }: ItemRow): MenuItem {
  return {
    ...row,
    price: Number(row.price),
    offer_price: row.offer_price === null ? null : Number(row.offer_price),
    badges: row.badges.filter(isBadge),
    category_name: categories?.name ?? null,
    category_name_ar: categories?.name_ar ?? null,
    category_windows: categories?.available_windows ?? null,
    option_groups: item_option_groups,
  };
}
