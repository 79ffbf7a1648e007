import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import type { Business } from '../../../lib/business/business.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { updateBusinessProfile } from '../api/update-business-profile.ts';
import { uploadLogo } from '../api/upload-logo.ts';
import type { ProfileRow } from '../lib/profile-form.ts';

export interface ProfileWritesOptions {
  /** Puts the saved row where the screen reads it (the query cache). */
  saved: (row: Business) => unknown;
  /**
   * Removes a replaced logo's file, for the owner. The superadmin only clears the column (the
   * files are in the owner's folder, which only the owner may write).
   */
  removeOld?: (logoUrl: string | null) => Promise<void>;
}

/**
 * The profile page's writes for one business. Their refusals are shown by the form that made them
 * (errorShownBy 'form'), beside what was typed.
 */
export function useProfileWrites(
  business: Pick<Business, 'id' | 'logo_url'>,
  { saved, removeOld }: ProfileWritesOptions,
) {
  const client = useClient();
  const { t } = useI18n();
  const profile = useMutation({
    mutationFn: (row: ProfileRow) => updateBusinessProfile(client, business.id, row),
    meta: { errorShownBy: 'form' },
    onSuccess: async (row) => {
      // One notice per save, replaced by the next, so two quick saves do not stack two.
      toast.success(t.profile.saved, { id: 'profile-saved' });
      await saved(row);
    },
  });
  // The logo is saved on its own, at once: an upload should not wait for the rest of the form.
  const logo = useMutation({
    mutationFn: async (file: File | null) => {
      const logoUrl = file ? (await uploadLogo(client, file)).publicUrl : null;
      const old = business.logo_url;
      const row = await updateBusinessProfile(client, business.id, { logo_url: logoUrl });
      await removeOld?.(old);
      return row;
    },
    meta: { errorShownBy: 'form' },
    onSuccess: saved,
  });
  return { profile, logo };
}
