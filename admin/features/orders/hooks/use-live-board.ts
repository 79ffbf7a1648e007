import { useCallback, useEffect, useRef, useState } from 'react';
import { supabase } from '../../../lib/api/client.ts';
import { errorMessage } from '../../../lib/api/errors.ts';
import { getBoard } from '../api/get-board.ts';
import {
  toBoardOrder,
  upsertOrder,
  upsertRequest,
  type BoardOrder,
  type OrderRow,
  type TableRequestRow,
} from '../lib/board.ts';

export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface LiveBoard {
  orders: BoardOrder[];
  requests: TableRequestRow[];
  /** The first read has arrived (or failed: see error). */
  loaded: boolean;
  error: string | undefined;
  connection: Connection;
  /** Puts an order the owner just changed on the board before its live echo arrives. */
  applyOrder: (order: BoardOrder) => void;
  removeRequest: (id: string) => void;
  reload: () => void;
}

/**
 * The business's orders and open table requests, kept live: postgres_changes on both tables,
 * filtered by business_id (row level security decides what is delivered). Whatever a dropped
 * connection missed is read again on every rejoin, when the browser comes back online and when
 * the page becomes visible again (a tablet that slept). `onNewOrder` hears each order that
 * arrives live (not those of a re-read), for the sound.
 */
export function useLiveBoard(
  businessId: string,
  onNewOrder?: (order: BoardOrder) => void,
): LiveBoard {
  const [orders, setOrders] = useState<BoardOrder[]>([]);
  const [requests, setRequests] = useState<TableRequestRow[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string>();
  const [connection, setConnection] = useState<Connection>('connecting');
  // A new channel after the browser was offline: a socket that died silently is not waited for.
  const [attempt, setAttempt] = useState(0);
  const heard = useRef(onNewOrder);
  heard.current = onNewOrder;
  const reading = useRef(0);

  const read = useCallback(() => {
    const generation = ++reading.current;
    getBoard(businessId).then(
      (data) => {
        if (generation !== reading.current) return;
        setOrders(data.orders);
        setRequests(data.requests);
        setError(undefined);
        setLoaded(true);
      },
      (failure: unknown) => {
        if (generation !== reading.current) return;
        setError(errorMessage(failure));
        setLoaded(true);
      },
    );
  }, [businessId]);

  useEffect(() => {
    read();
  }, [read]);

  useEffect(() => {
    let joined = false;
    const channel = supabase
      .channel(`board:${businessId}:${attempt}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'orders',
          filter: `business_id=eq.${businessId}`,
        },
        (change) => {
          // A change that came without its row (an error in its place): read the board instead.
          if (change.errors?.length) return read();
          if (change.eventType === 'DELETE') {
            const gone = (change.old as Partial<OrderRow>).id;
            setOrders((current) => current.filter((o) => o.id !== gone));
            return;
          }
          const order = toBoardOrder(change.new as OrderRow);
          setOrders((current) => upsertOrder(current, order));
          if (change.eventType === 'INSERT') heard.current?.(order);
        },
      )
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'table_requests',
          filter: `business_id=eq.${businessId}`,
        },
        (change) => {
          if (change.errors?.length) return read();
          if (change.eventType === 'DELETE') {
            const gone = (change.old as Partial<TableRequestRow>).id;
            setRequests((current) => current.filter((r) => r.id !== gone));
            return;
          }
          setRequests((current) => upsertRequest(current, change.new as TableRequestRow));
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
      void supabase.removeChannel(channel);
    };
  }, [businessId, attempt, read]);

  const applyOrder = useCallback(
    (order: BoardOrder) => setOrders((current) => upsertOrder(current, order)),
    [],
  );
  const removeRequest = useCallback(
    (id: string) => setRequests((current) => current.filter((r) => r.id !== id)),
    [],
  );

  return {
    orders,
    requests,
    loaded,
    error,
    connection,
    applyOrder,
    removeRequest,
    reload: read,
  };
}
