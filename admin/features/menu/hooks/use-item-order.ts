import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api/errors.ts';
import { getCategoryItems, NO_CATEGORY, type OrderedItem } from '../api/get-category-items.ts';
import { moveItem } from '../api/move-item.ts';
import { moveEntry } from '../lib/option-drafts.ts';

/**
 * The Arrange items dialog's data: one category's items in order. A move shows at once; moves are
 * saved one after another in the order made (each relative to the one before), and a failure
 * reloads the order the server has, with a message.
 */
export function useItemOrder(businessId: string, onMoved: () => void) {
  const [open, setOpen] = useState(false);
  const [categoryId, setCategoryId] = useState(NO_CATEGORY);
  const [items, setItems] = useState<OrderedItem[] | null>(null);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

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
    (index: number, steps: number) => {
      const item = items?.[index];
      if (!items || !item) return;
      setItems(moveEntry(items, index, steps));
      setPending((n) => n + 1);
      queue.current = queue.current.then(async () => {
        try {
          await moveItem(item.id, steps);
          onMoved();
        } catch (error) {
          toast.error(errorMessage(error));
          await load(categoryId);
        } finally {
          setPending((n) => n - 1);
        }
      });
    },
    [items, categoryId, load, onMoved],
  );

  const openFor = useCallback((category: string) => {
    setCategoryId(category);
    setOpen(true);
  }, []);

  return { open, setOpen, openFor, categoryId, setCategoryId, items, busy: pending > 0, move };
}
