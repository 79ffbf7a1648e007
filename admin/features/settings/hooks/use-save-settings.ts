import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { rememberBusinessRow } from '../../../lib/business/my-business-provider.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { updateOrderSettings } from '../api/update-order-settings.ts';
import type { SettingsRow } from '../lib/settings-form.ts';

/**
 * Saves the order settings of a branch. The saved row replaces its copy in the cache, so every
 * /admin page shows it at once; a refusal is shown by the form, beside what the owner typed.
 */
export function useSaveSettings(businessId: string, mainId: string = businessId) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: async (row: SettingsRow) => {
      if (businessId === mainId) return [await updateOrderSettings(client, businessId, row)];
      // Whether prices include VAT is the business's (every branch reads the main row's).
      const { prices_include_vat, ...own } = row;
      const branch = await updateOrderSettings(client, businessId, own);
      const main = await updateOrderSettings(client, mainId, { prices_include_vat });
      return [branch, main];
    },
    meta: { errorShownBy: 'form' },
    onSuccess: (rows) => {
      for (const row of rows) rememberBusinessRow(queryClient, row);
      toast.success(t.settings.saved);
    },
  });
}
