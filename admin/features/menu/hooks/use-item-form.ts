import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { errorMessage } from '../../../lib/api/errors.ts';
import { resizeWithRenditions } from '../../../lib/resize-image.ts';
import { createItem } from '../api/create-item.ts';
import type { ItemValues } from '../api/item-values.ts';
import type { MenuItem } from '../api/types.ts';
import { updateItem } from '../api/update-item.ts';

/** ARCHITECTURE.md budget: item photos are at most 1000 px on the longest side. */
const ITEM_IMAGE = { maxSide: 1000, type: 'image/webp', quality: 0.82 } as const;

export type ItemFormState = { mode: 'add' } | { mode: 'edit'; item: MenuItem } | null;

/** The add/edit dialog's life cycle: open, save with progress, close and reset on success. */
export function useItemForm(businessId: string, onSaved: () => void) {
  const { lang, t } = useI18n();
  const [form, setForm] = useState<ItemFormState>(null);
  // A new key remounts the form, which is how it resets after a successful save.
  const [formKey, setFormKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

  const open = useCallback((state: Exclude<ItemFormState, null>) => {
    setFormKey((key) => key + 1);
    setForm(state);
  }, []);
  const close = useCallback(() => setForm(null), []);

  const submit = useCallback(
    async (values: ItemValues, file: File | null): Promise<boolean> => {
      if (!form) return false;
      try {
        const resized = file ? await resizeWithRenditions(file, ITEM_IMAGE) : null;
        const image = resized ? { ...resized, onProgress: setProgress } : undefined;
        if (image) setProgress(0);
        if (form.mode === 'add') {
          if (!image) throw new Error(problemText({ code: 'item_required' }, lang));
          await createItem({ businessId, values, image });
          toast.success(t.menu.itemAdded);
        } else {
          await updateItem({
            id: form.item.id,
            values,
            image,
            previousImagePath: form.item.image_path,
            previousImageWidths: form.item.image_widths,
          });
          toast.success(t.menu.itemUpdated);
        }
        setForm(null);
        setFormKey((key) => key + 1);
        onSaved();
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      } finally {
        setProgress(null);
      }
    },
    [businessId, form, onSaved, lang, t],
  );

  return { form, formKey, progress, open, close, submit };
}
