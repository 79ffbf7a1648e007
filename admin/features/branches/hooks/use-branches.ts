import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { createBranch, type NewBranch } from '../api/create-branch.ts';

/** Adds a branch; the header's switcher and the Branches page list it at once. */
export function useAddBranch(mainId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (branch: NewBranch) => createBranch(client, mainId, branch),
    // The page shows the refusal under the form, beside what was typed.
    meta: { errorShownBy: 'form' },
    onSuccess: async (row) => {
      toast.success(t.branches.added(row.name || row.name_ar));
      await queryClient.invalidateQueries({ queryKey: queryKeys.branches(mainId) });
    },
  });
}
