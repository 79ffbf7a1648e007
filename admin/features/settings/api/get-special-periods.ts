import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { Json } from '../../../../shared/api/database.types.ts';

/** A special period as the settings page shows and edits it (special_periods row). */
export interface SpecialPeriodRow {
  id: string;
  name: string;
  name_ar: string;
  /** "YYYY-MM-DD", inclusive, Asia/Muscat. */
  starts_on: string;
  ends_on: string;
  opening_hours: Json;
  /** {category or dish id: windows or null (any time)}. */
  windows: Json;
}

/** A business's special periods, earliest first (its owner's, or any for the superadmin). */
export async function getSpecialPeriods(
  supabase: AppClient,
  businessId: string,
): Promise<SpecialPeriodRow[]> {
  const { data, error } = await supabase
    .from('special_periods')
    .select('id, name, name_ar, starts_on, ends_on, opening_hours, windows')
    .eq('business_id', businessId)
    .order('starts_on', { ascending: true });
  throwIfError(error);
  return data ?? [];
}
