import type { TimeWindow } from '../../../../shared/domain/availability.ts';
import { supabase } from '../../../lib/api/client.ts';
import { fail } from '../../../lib/api/errors.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/**
 * A category's names in both languages (the database requires the primary language's) and, when
 * given, when its dishes are served (null: whenever open).
 */
export async function updateCategoryNames(
  id: string,
  names: { name: string; nameAr: string; windows?: readonly TimeWindow[] | null | undefined },
): Promise<void> {
  const { data, error } = await supabase
    .from('categories')
    .update({
      name: names.name.trim(),
      name_ar: names.nameAr.trim(),
      ...(names.windows !== undefined && {
        available_windows: names.windows && names.windows.map((w) => ({ ...w, days: [...w.days] })),
      }),
    })
    .eq('id', id)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) fail('category_not_found');
}
