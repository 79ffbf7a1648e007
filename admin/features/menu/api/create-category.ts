import { supabase } from '../../../lib/api/client.ts';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import { fail } from '../../../lib/api/errors.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { Category } from './types.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';

export interface CreateCategoryInput {
  businessId: string;
  name: string;
  nameAr: string;
  /** The business's primary language, whose name is required. */
  primary: Lang;
  /** Placed after the current last category. */
  sortOrder: number;
}

export async function createCategory(input: CreateCategoryInput): Promise<Category> {
  if (validateCategoryName(input.primary === 'ar' ? input.nameAr : input.name)) {
    fail('category_name_required');
  }
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
