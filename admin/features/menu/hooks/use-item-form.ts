import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { fail } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { resizeWithRenditions } from '../../../lib/resize-image.ts';
import { createItem } from '../api/create-item.ts';
import type { ItemValues } from '../api/item-values.ts';
import type { MenuItem } from '../api/types.ts';
import { updateItem } from '../api/update-item.ts';
import { menuKeys } from '../lib/menu-keys.ts';

/** docs/architecture.md "Budgets": item photos are at most 1000 px on the longest side. */
const ITEM_IMAGE = { maxSide: 1000, type: 'image/webp', quality: 0.82 } as const;

export type ItemFormState = { mode: 'add' } | { mode: 'edit'; item: MenuItem } | null;

/**
 * The add/edit dialog's life cycle: open, save with upload progress, close and reset on success.
 * A refusal stays in the form beside what the owner typed (errorShownBy 'form'), never a toast.
 */
export function useItemForm(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const [form, setForm] = useState<ItemFormState>(null);
  // A new key remounts the form, which is how it resets after a successful save.
  const [formKey, setFormKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

  const save = useMutation({
    meta: { errorShownBy: 'form' },
    mutationFn: async ({ values, file }: { values: ItemValues; file: File | null }) => {
      if (!form) return;
      try {
        const resized = file ? await resizeWithRenditions(file, ITEM_IMAGE) : null;
        const image = resized ? { ...resized, onProgress: setProgress } : undefined;
        if (image) setProgress(0);
        if (form.mode === 'edit') {
          const { item } = form;
          await updateItem(client, {
            id: item.id,
            values,
            image,
            previousImagePath: item.image_path,
            previousImageWidths: item.image_widths,
          });
        } else {
          // The form's schema requires a photo for a new item.
          if (!image) fail('unexpected');
          await createItem(client, { businessId, values, image });
        }
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => {
      toast.success(form?.mode === 'edit' ? t.menu.itemUpdated : t.menu.itemAdded);
      setForm(null);
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: menuKeys.items(businessId) });
    },
  });
  const { mutateAsync, reset } = save;

  const open = useCallback(
    (state: Exclude<ItemFormState, null>) => {
      reset();
      setFormKey((key) => key + 1);
      setForm(state);
    },
    [reset],
  );
  const close = useCallback(() => setForm(null), []);
  const submit = useCallback(
    (values: ItemValues, file: File | null): Promise<boolean> =>
      mutateAsync({ values, file }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { form, formKey, progress, open, close, submit, error: save.error };
}
