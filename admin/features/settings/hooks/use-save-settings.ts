import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { updateOrderSettings } from '../api/update-order-settings.ts';
import type { SettingsRow } from '../lib/settings-form.ts';

/**
 * Saves the owner's order settings. The saved row replaces the business in the cache, so every
 * /admin page shows it at once; a refusal is shown by the form, beside what the owner typed.
 */
export function useSaveSettings(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (row: SettingsRow) => updateOrderSettings(client, businessId, row),
    meta: { errorShownBy: 'form' },
    onSuccess: (business) => {
      queryClient.setQueryData(queryKeys.myBusiness(), business);
      toast.success(t.settings.saved);
    },
  });
}
