import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** The value that stands for Uncategorized items where a category id is expected. */
export const NO_CATEGORY = 'none';

export interface OrderedItem {
  id: string;
  name: string;
  sort_order: number;
}

/** Every item of one category (null: Uncategorized) in the owner's order, for arranging. */
export async function getCategoryItems(
  supabase: AppClient,
  businessId: string,
  categoryId: string | null,
): Promise<OrderedItem[]> {
  let request = supabase
    .from('menu_items')
    .select('id, name, sort_order')
    .eq('business_id', businessId);
  request = categoryId ? request.eq('category_id', categoryId) : request.is('category_id', null);
  const { data, error } = await request
    .order('sort_order', { ascending: true })
    .order('name', { ascending: true })
    .order('id', { ascending: true });
  throwIfError(error);
  return data ?? [];
}
