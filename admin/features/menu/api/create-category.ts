import type { AppClient } from '../../../lib/api/client.ts';
import { fail, throwIfError } from '../../../lib/api/errors.ts';
import type { Category } from './types.ts';

export interface CreateCategoryInput {
  businessId: string;
  name: string;
  nameAr: string;
  /** Placed after the current last category. */
  sortOrder: number;
}

/** The form has checked the names; the database requires the primary language's. */
export async function createCategory(
  supabase: AppClient,
  input: CreateCategoryInput,
): Promise<Category> {
  const { data, error } = await supabase
    .from('categories')
    .insert({
      business_id: input.businessId,
      name: input.name.trim(),
      name_ar: input.nameAr.trim(),
      sort_order: input.sortOrder,
    })
    .select('id, name, name_ar, sort_order')
    .single();
  throwIfError(error);
  if (!data) fail('category_not_saved');
  return data;
}
