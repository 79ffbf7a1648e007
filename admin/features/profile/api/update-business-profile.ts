import { supabase } from '../../../lib/api/client.ts';
import { ApiError, throwIfError } from '../../../lib/api/errors.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';
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
  if (!data || data.length === 0) throw new ApiError(adminText().profile.notFound);
}
