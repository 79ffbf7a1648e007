import { supabase } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { SettingsRow } from '../lib/settings-form.ts';

/**
 * Saves the order settings of the owner's business. Row level security lets only its owner write;
 * zero rows changed means the save did not happen, which is reported rather than ignored.
 */
export async function updateOrderSettings(businessId: string, row: SettingsRow): Promise<void> {
  const { data, error } = await supabase
    .from('businesses')
    .update(row)
    .eq('id', businessId)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) fail('business_not_found');
}
