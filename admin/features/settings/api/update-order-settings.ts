import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';
import type { SettingsRow } from '../lib/settings-form.ts';

/**
 * Saves the order settings of the owner's business and returns the saved row. Row level security
 * lets only its owner write; zero rows changed means the save did not happen, which is reported
 * rather than ignored.
 */
export async function updateOrderSettings(
  client: AppClient,
  businessId: string,
  row: Partial<SettingsRow>,
): Promise<Business> {
  const { data, error } = await client
    .from('businesses')
    .update(row)
    .eq('id', businessId)
    .select('*')
    .maybeSingle();
  throwIfError(error);
  return data ?? fail('business_not_found');
}
