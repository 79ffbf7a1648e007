import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { deleteSpecialPeriod } from '../api/delete-special-period.ts';
import { getPeriodCategories } from '../api/get-period-categories.ts';
import { getSpecialPeriods, type SpecialPeriodRow } from '../api/get-special-periods.ts';
import { saveSpecialPeriod } from '../api/save-special-period.ts';
import type { PeriodToSave } from '../lib/period-schema.ts';

/**
 * A business's special periods and its categories (whose serving times a period may lift). The
 * categories sit under the categories root, so a menu edit refreshes them here too.
 */
export function useSpecialPeriods(businessId: string | null) {
  const client = useClient();
  const id = businessId ?? '';
  const periods = useQuery({
    queryKey: queryKeys.specialPeriods(id),
    queryFn: () => getSpecialPeriods(client, id),
    enabled: businessId !== null,
  });
  const categories = useQuery({
    queryKey: [...queryKeys.categories(id), 'serving-times'],
    queryFn: () => getPeriodCategories(client, id),
    enabled: businessId !== null,
  });
  return { periods, categories };
}

/** Saving and deleting the owner's special periods; each write refreshes the list. */
export function useSpecialPeriodWrites(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.specialPeriods(businessId) });
  const save = useMutation({
    mutationFn: ({ id, period }: { id: string | null; period: PeriodToSave }) =>
      saveSpecialPeriod(client, businessId, id, period),
    meta: { errorShownBy: 'form' },
    onSuccess: async () => {
      toast.success(t.clock.periodSaved);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (period: SpecialPeriodRow) => deleteSpecialPeriod(client, period.id),
    onSuccess: async () => {
      toast.success(t.clock.periodDeleted);
      await refresh();
    },
  });
  return { save, remove };
}
