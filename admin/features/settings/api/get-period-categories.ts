import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { PeriodCategory } from '../components/special-periods-panel.tsx';

/** A business's categories with their serving times, for the special period form. */
export async function getPeriodCategories(
  supabase: AppClient,
  businessId: string,
): Promise<PeriodCategory[]> {
  const { data, error } = await supabase
    .from('categories')
    .select('id, name, name_ar, available_windows')
    .eq('business_id', businessId)
    .order('sort_order', { ascending: true })
    .order('name', { ascending: true });
  throwIfError(error);
  return data ?? [];
}
