import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { clearTableRequest } from '../api/clear-table-request.ts';
import { updateOrderStatus } from '../api/update-order-status.ts';
import {
  upsertOrder,
  type BoardOrder,
  type OrderStatus,
  type TableRequestRow,
} from '../lib/board.ts';
import type { CancelReason } from '../lib/cancel-schema.ts';
import { boardKeys } from './board-keys.ts';

interface Move {
  order: BoardOrder;
  to: OrderStatus;
  reason?: CancelReason | undefined;
}

/**
 * The board's writes: move an order on, cancel it with a reason, clear a table's request. Each
 * puts the saved result in the cache at once (the live echo changes nothing more); a refusal is
 * toasted in the screen's language by the default error path.
 */
export function useBoardActions(businessId: string) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback((id: string, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const moveOrder = useMutation({
    mutationFn: ({ order, to, reason }: Move) => updateOrderStatus(client, order.id, to, reason),
    onMutate: ({ order }) => mark(order.id, true),
    onSettled: (_data, _error, { order }) => mark(order.id, false),
    onSuccess: (saved) =>
      queryClient.setQueryData<BoardOrder[]>(boardKeys.orders(businessId), (old) =>
        upsertOrder(old ?? [], saved),
      ),
  });
  const clearRequest = useMutation({
    mutationFn: (request: TableRequestRow) => clearTableRequest(client, request.id),
    onMutate: (request) => mark(request.id, true),
    onSettled: (_data, _error, request) => mark(request.id, false),
    onSuccess: (_data, request) =>
      queryClient.setQueryData<TableRequestRow[]>(boardKeys.requests(businessId), (old) =>
        (old ?? []).filter((r) => r.id !== request.id),
      ),
  });

  const { mutateAsync: moveAsync } = moveOrder;
  const move = useCallback(
    (order: BoardOrder, to: OrderStatus, reason?: CancelReason): Promise<boolean> =>
      moveAsync({ order, to, reason }).then(
        () => true,
        () => false,
      ),
    [moveAsync],
  );
  const { mutate: clearOne } = clearRequest;
  const clear = useCallback((request: TableRequestRow) => clearOne(request), [clearOne]);

  return { busy, move, clear };
}
