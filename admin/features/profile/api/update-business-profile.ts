import { supabase } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { ProfileRow } from '../lib/profile-form.ts';

/**
 * The business profile, by its owner or the superadmin (row level security decides; a slug
 * another business has had is refused by the database as taken).
 */
export async function updateBusinessProfile(
  id: string,
  row: Partial<ProfileRow> & { logo_url?: string | null },
): Promise<void> {
  const { data, error } = await supabase.from('businesses').update(row).eq('id', id).select('id');
  throwIfError(error);
  if (!data || data.length === 0) fail('profile_not_found');
}
