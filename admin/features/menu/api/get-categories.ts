import type { AppClient } from '../../../lib/api/client.ts';
import { fail } from '../../../lib/api/errors.ts';
import { categoriesRequest } from './menu-reads.ts';
import type { Category } from './types.ts';

/** docs/guide/product.md section 7: categories of a business ordered by sort_order then name. */
export async function getCategories(supabase: AppClient, businessId: string): Promise<Category[]> {
  const { data, error } = await categoriesRequest(supabase, businessId);
  // docs/guide/product.md section 8 words this failure; the backend's detail is kept for the console.
  if (error) {
    console.error('Failed to load categories', error);
    fail('categories_not_loaded');
  }
  return data;
}
