import { useEffect, useState } from 'react';
import { supabase } from '../../../lib/api/client.ts';
import { countNewOrders } from '../api/count-new-orders.ts';

/** After the last of a burst of changes, before counting again. */
const SETTLE_MS = 300;

/**
 * The count of orders waiting to be accepted, for the navigation on every admin page: counted
 * once, then again whenever the business's orders change (postgres_changes) or a dropped
 * connection rejoins. A failed count shows none rather than a wrong one.
 */
export function useNewOrderCount(businessId: string, enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const recount = () => {
      countNewOrders(businessId).then(
        (n) => current && setCount(n),
        () => current && setCount(0),
      );
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(recount, SETTLE_MS);
    };
    recount();
    const channel = supabase
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
      current = false;
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [businessId, enabled]);
  return count;
}
