import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { deleteItem } from '../api/delete-item.ts';
import type { MenuItem } from '../api/types.ts';
import { menuKeys } from '../lib/menu-keys.ts';

/** The grid's delete: asked to confirm first, then the row and its photo go. */
export function useDeleteItem(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { lang, t } = useI18n();
  const [pending, setPending] = useState<MenuItem | null>(null);
  const remove = useMutation({
    mutationFn: (item: MenuItem) => deleteItem(client, item.id),
    onSuccess: ({ imageError }) => {
      toast.success(t.menu.itemDeleted);
      // The item is gone; only its file stayed behind in storage.
      if (imageError) toast.warning(t.superadmin.imageNotRemoved(errorText(imageError, lang)));
      void queryClient.invalidateQueries({ queryKey: menuKeys.items(businessId) });
    },
  });
  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) remove.mutate(pending);
      setPending(null);
    },
  };
}
