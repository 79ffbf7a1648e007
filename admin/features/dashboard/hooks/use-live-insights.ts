import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';

/** After the last of a burst of changes (a busy hour's views), before reading the figures again. */
const SETTLE_MS = 1000;

/**
 * Marks the business's figures stale (every period's) whenever its insight counters change
 * (postgres_changes on menu_insights, which the owner's select policy limits to their own rows,
 * filtered to the business), and once more on every rejoin after a dropped connection: changes
 * made meanwhile sent their messages to nobody. The channel is removed on unmount.
 */
export function useLiveInsights(businessId: string): void {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let joined = false;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.insights(businessId) });
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, SETTLE_MS);
    };
    const channel = client
      .channel(`insights:${businessId}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'menu_insights',
          filter: `business_id=eq.${businessId}`,
        },
        soon,
      )
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        // The first join comes right after the first read; a rejoin may have missed changes.
        if (joined) soon();
        joined = true;
      });
    return () => {
      clearTimeout(timer);
      void client.removeChannel(channel);
    };
  }, [client, queryClient, businessId]);
}
