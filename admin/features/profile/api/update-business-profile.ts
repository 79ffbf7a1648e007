import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';
import type { ProfileRow } from '../lib/profile-form.ts';

/**
 * The business profile, by its owner or the superadmin (row level security decides; a slug
 * another business has had is refused by the database as taken). Answers the saved row.
 */
export async function updateBusinessProfile(
  client: AppClient,
  id: string,
  row: Partial<ProfileRow> & { logo_url?: string | null },
): Promise<Business> {
  const { data, error } = await client.from('businesses').update(row).eq('id', id).select('*');
  throwIfError(error);
  return data?.[0] ?? fail('profile_not_found');
}
