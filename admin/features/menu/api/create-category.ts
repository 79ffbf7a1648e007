import { supabase } from '../../../lib/api/client.ts';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { Category } from './types.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';
import { currentLang } from '../../../lib/i18n/language.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

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
  const invalid = validateCategoryName(input.primary === 'ar' ? input.nameAr : input.name);
  if (invalid) throw new ApiError(problemText(invalid, currentLang()));
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
  if (!data) throw new ApiError(adminText().menu.categoryNotSaved);
  return data;
}
