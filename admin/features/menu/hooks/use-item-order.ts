import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { getCategoryItems, NO_CATEGORY, type OrderedItem } from '../api/get-category-items.ts';
import { moveItem } from '../api/move-item.ts';
import { menuKeys } from '../lib/menu-keys.ts';
import { moveEntry } from '../lib/option-drafts.ts';

const NO_ITEMS: OrderedItem[] = [];

/**
 * The Arrange items dialog's data: one category's items in order. A move shows at once (the cached
 * list is patched); moves are saved one after another in the order made (each relative to the one
 * before). A failure is toasted by the app's default path and the list is fetched again; once the
 * queue is empty the grid's items are refetched.
 */
export function useItemOrder(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [categoryId, setCategoryId] = useState(NO_CATEGORY);
  const [pending, setPending] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(0);
  const key = menuKeys.order(businessId, categoryId);
  const order = useQuery({
    queryKey: key,
    queryFn: () =>
      getCategoryItems(client, businessId, categoryId === NO_CATEGORY ? null : categoryId),
    enabled: open,
    // The dialog's list is the server's order, fetched fresh each time it opens.
    staleTime: 0,
  });
  const items = order.isError ? NO_ITEMS : (order.data ?? null);
  const { mutateAsync: save } = useMutation({
    mutationFn: ({ id, steps }: { id: string; steps: number }) => moveItem(client, id, steps),
  });

  const move = useCallback(
    (index: number, steps: number) => {
      const item = items?.[index];
      if (!items || !item) return;
      queryClient.setQueryData(key, moveEntry(items, index, steps));
      waiting.current += 1;
      setPending(waiting.current);
      queue.current = queue.current.then(async () => {
        try {
          await save({ id: item.id, steps });
        } catch {
          await queryClient.invalidateQueries({ queryKey: key });
        } finally {
          waiting.current -= 1;
          setPending(waiting.current);
          if (waiting.current === 0) {
            void queryClient.invalidateQueries({ queryKey: menuKeys.pages(businessId) });
          }
        }
      });
    },
    [items, key, save, queryClient, businessId],
  );

  const openFor = useCallback((category: string) => {
    setCategoryId(category);
    setOpen(true);
  }, []);

  return { open, setOpen, openFor, categoryId, setCategoryId, items, busy: pending > 0, move };
}
