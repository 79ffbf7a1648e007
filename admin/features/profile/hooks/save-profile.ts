import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api/errors.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { updateBusinessProfile } from '../api/update-business-profile.ts';
import type { ProfileRow } from '../lib/profile-form.ts';

/**
 * Saves a business's profile and tells the owner or the superadmin how it went; resolves false on
 * a failure so the form keeps what was typed. One screen's follow-up (reload, a new address) is
 * the caller's.
 */
export async function saveProfile(
  businessId: string,
  row: ProfileRow,
  t: AdminDictionary,
): Promise<boolean> {
  try {
    await updateBusinessProfile(businessId, row);
  } catch (error) {
    toast.error(t.profile.saveFailed, { description: errorMessage(error) });
    return false;
  }
  // One notice per save, replaced by the next, so two quick saves do not stack two.
  toast.success(t.profile.saved, { id: 'profile-saved' });
  return true;
}
