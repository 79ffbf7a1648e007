import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error.ts';
import { getCategoryItems, NO_CATEGORY, type OrderedItem } from '../api/get-category-items.ts';
import { moveItem } from '../api/move-item.ts';
import { moveEntry } from '../lib/option-drafts.ts';

/**
 * The Arrange items dialog's data: one category's items in order; a move shows at once and is
 * reverted (reloaded) with a message when the save fails.
 */
export function useItemOrder(businessId: string, onMoved: () => void) {
  const [open, setOpen] = useState(false);
  const [categoryId, setCategoryId] = useState(NO_CATEGORY);
  const [items, setItems] = useState<OrderedItem[] | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (category: string) => {
      setItems(null);
      try {
        setItems(await getCategoryItems(businessId, category === NO_CATEGORY ? null : category));
      } catch (error) {
        toast.error(errorMessage(error));
        setItems([]);
      }
    },
    [businessId],
  );

  useEffect(() => {
    if (open) void load(categoryId);
  }, [open, categoryId, load]);

  const move = useCallback(
    async (index: number, steps: number) => {
      const item = items?.[index];
      if (!items || !item) return;
      setItems(moveEntry(items, index, steps));
      setBusy(true);
      try {
        await moveItem(item.id, steps);
        onMoved();
      } catch (error) {
        toast.error(errorMessage(error));
        await load(categoryId);
      } finally {
        setBusy(false);
      }
    },
    [items, categoryId, load, onMoved],
  );

  const openFor = useCallback((category: string) => {
    setCategoryId(category);
    setOpen(true);
  }, []);

  return { open, setOpen, openFor, categoryId, setCategoryId, items, busy, move };
}
