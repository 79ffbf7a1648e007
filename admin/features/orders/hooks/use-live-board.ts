import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { getBoardOrders, getOpenRequests } from '../api/get-board.ts';
import {
  toBoardOrder,
  upsertOrder,
  upsertRequest,
  type BoardOrder,
  type OrderRow,
  type TableRequestRow,
} from '../lib/board.ts';
import { boardKeys } from './board-keys.ts';

export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface LiveBoard {
  orders: BoardOrder[];
  requests: TableRequestRow[];
  /** The first read has arrived (or failed: see error). */
  loaded: boolean;
  /** Why the first read failed (a failed re-read of a board on screen is toasted). */
  error: unknown;
  connection: Connection;
  reload: () => void;
}

/**
 * The business's orders and open table requests, in the query cache and kept live:
 * postgres_changes on both tables, filtered by business_id (row level security decides what is
 * delivered), patch the cached lists. Whatever a dropped connection missed is read again on every
 * rejoin, when the browser comes back online and when the page becomes visible again (a tablet
 * that slept). `onNewOrder` hears each order that arrives live (not those of a re-read), for the sound.
 */
export function useLiveBoard(
  businessId: string,
  onNewOrder?: (order: BoardOrder) => void,
): LiveBoard {
  const client = useClient();
  const queryClient = useQueryClient();
  const ordersKey = boardKeys.orders(businessId);
  const requestsKey = boardKeys.requests(businessId);
  const orders = useQuery({
    queryKey: ordersKey,
    queryFn: () => getBoardOrders(client, businessId),
  });
  const requests = useQuery({
    queryKey: requestsKey,
    queryFn: () => getOpenRequests(client, businessId),
  });
  const [connection, setConnection] = useState<Connection>('connecting');
  // A new channel after the browser was offline: a socket that died silently is not waited for.
  const [attempt, setAttempt] = useState(0);
  const heard = useRef(onNewOrder);
  heard.current = onNewOrder;

  const read = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: boardKeys.orders(businessId) });
    void queryClient.invalidateQueries({ queryKey: boardKeys.requests(businessId) });
  }, [queryClient, businessId]);

  useEffect(() => {
    const patchOrders = (change: (old: BoardOrder[]) => BoardOrder[]) =>
      queryClient.setQueryData<BoardOrder[]>(boardKeys.orders(businessId), (old) =>
        change(old ?? []),
      );
    const patchRequests = (change: (old: TableRequestRow[]) => TableRequestRow[]) =>
      queryClient.setQueryData<TableRequestRow[]>(boardKeys.requests(businessId), (old) =>
        change(old ?? []),
      );
    let joined = false;
    const filter = `business_id=eq.${businessId}`;
    const channel = client
      .channel(`board:${businessId}:${attempt}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'orders', filter },
        (change) => {
          // A change that came without its row (an error in its place): read the board instead.
          if (change.errors?.length) return read();
          if (change.eventType === 'DELETE') {
            const gone = (change.old as Partial<OrderRow>).id;
            patchOrders((current) => current.filter((o) => o.id !== gone));
            return;
          }
          const order = toBoardOrder(change.new as OrderRow);
          patchOrders((current) => upsertOrder(current, order));
          if (change.eventType === 'INSERT') heard.current?.(order);
        },
      )
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'table_requests', filter },
        (change) => {
          if (change.errors?.length) return read();
          if (change.eventType === 'DELETE') {
            const gone = (change.old as Partial<TableRequestRow>).id;
            patchRequests((current) => current.filter((r) => r.id !== gone));
            return;
          }
          patchRequests((current) => upsertRequest(current, change.new as TableRequestRow));
        },
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          setConnection('live');
          // The first join of this page comes right after the first read; any later one (the
          // socket's own rejoin, or a new channel after going offline) may have missed changes.
          if (joined || attempt > 0) read();
          joined = true;
        } else {
          setConnection('reconnecting');
        }
      });

    const offline = () => setConnection('reconnecting');
    const online = () => setAttempt((n) => n + 1);
    const visible = () => {
      if (document.visibilityState === 'visible') read();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      void client.removeChannel(channel);
    };
  }, [client, queryClient, businessId, attempt, read]);

  const failed = (orders.data ? null : orders.error) ?? (requests.data ? null : requests.error);
  return {
    orders: orders.data ?? [],
    requests: requests.data ?? [],
    loaded: !orders.isPending || orders.isError,
    error: failed ?? undefined,
    connection,
    reload: read,
  };
}
