import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { clearTableRequest } from '../api/clear-table-request.ts';
import { updateOrderStatus } from '../api/update-order-status.ts';
import type { BoardOrder, OrderStatus, TableRequestRow } from '../lib/board.ts';
import type { LiveBoard } from './use-live-board.ts';

/**
 * The board's writes: move an order on, cancel it with a reason, clear a table's request. Each
 * shows the saved result at once (the live echo changes nothing more) and says so when refused.
 */
export function useBoardActions(board: Pick<LiveBoard, 'applyOrder' | 'removeRequest'>) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { applyOrder, removeRequest } = board;

  const working = useCallback(async <T>(id: string, work: () => Promise<T>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      return await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const move = useCallback(
    async (order: BoardOrder, to: OrderStatus, reason?: string): Promise<boolean> => {
      try {
        applyOrder(await working(order.id, () => updateOrderStatus(order.id, to, reason)));
        return true;
      } catch (error) {
        toast.error(t.board.updateFailed, { description: errorMessage(error) });
        return false;
      }
    },
    [applyOrder, working, t],
  );

  const clear = useCallback(
    async (request: TableRequestRow) => {
      try {
        await working(request.id, () => clearTableRequest(request.id));
        removeRequest(request.id);
      } catch (error) {
        toast.error(t.board.clearFailed, { description: errorMessage(error) });
      }
    },
    [removeRequest, working, t],
  );

  return { busy, move, clear };
}
