import { supabase } from '../../../lib/api/client.ts';
import { getCategories } from './get-categories.ts';
import { ITEM_COLUMNS, toMenuItem } from './get-menu-items.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { type Category, type MenuItem } from './types.ts';

export interface WholeMenu {
  categories: Category[];
  items: MenuItem[];
}

// Hosted PostgREST answers at most 1,000 rows per request by default.
const BATCH = 1000;

/** Every category and item of the business, hidden ones included (for export and import). */
export async function getWholeMenu(businessId: string): Promise<WholeMenu> {
  const categories = await getCategories(businessId);
  const items: MenuItem[] = [];
  for (let from = 0; ; from += BATCH) {
    const { data, error } = await supabase
      .from('menu_items')
      .select(ITEM_COLUMNS)
      .eq('business_id', businessId)
      .order('sort_order', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + BATCH - 1);
    throwIfError(error);
    items.push(...(data ?? []).map(toMenuItem));
    if (!data || data.length < BATCH) return { categories, items };
  }
}
