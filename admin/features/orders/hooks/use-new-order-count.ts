import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';
import { countNewOrders } from '../api/count-new-orders.ts';

/** After the last of a burst of changes, before counting again. */
const SETTLE_MS = 300;

/**
 * The count of orders waiting to be accepted, for the navigation on every admin page: counted
 * once, then again whenever the business's orders change (postgres_changes) or a dropped
 * connection rejoins. A failed count shows none rather than a wrong one.
 */
export function useNewOrderCount(businessId: string, enabled: boolean): number {
  const client = useClient();
  const queryClient = useQueryClient();
  const key = [...queryKeys.orders(businessId), 'new-count'] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => countNewOrders(client, businessId),
    enabled,
    // The navigation's badge: a failed count shows none, it is not an error to announce.
    meta: { errorShownBy: 'screen' },
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recount = () =>
      void queryClient.invalidateQueries({
        queryKey: [...queryKeys.orders(businessId), 'new-count'],
      });
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(recount, SETTLE_MS);
    };
    const channel = client
      .channel(`new-orders:${businessId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'orders', filter: `business_id=eq.${businessId}` },
        soon,
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') soon();
      });
    return () => {
      clearTimeout(timer);
      void client.removeChannel(channel);
    };
  }, [client, queryClient, businessId, enabled]);
  return data ?? 0;
}
