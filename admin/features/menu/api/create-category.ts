import { supabase } from '../../../../shared/api/supabase-client.ts';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { throwIfError, type Category } from './types.ts';
import { adminText } from '../../../lib/i18n/language.ts';

export interface CreateCategoryInput {
  businessId: string;
  name: string;
  /** Placed after the current last category. */
  sortOrder: number;
}

export async function createCategory(input: CreateCategoryInput): Promise<Category> {
  const invalid = validateCategoryName(input.name);
  if (invalid) throw new ApiError(invalid);
  const { data, error } = await supabase
    .from('categories')
    .insert({ business_id: input.businessId, name: input.name.trim(), sort_order: input.sortOrder })
    .select('id, name, sort_order')
    .single();
  throwIfError(error);
  if (!data) throw new ApiError(adminText().menu.categoryNotSaved);
  return data;
}
