import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** How many of the business's orders wait to be accepted (the navigation's count). */
export async function countNewOrders(client: AppClient, businessId: string): Promise<number> {
  const { count, error } = await client
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .eq('business_id', businessId)
    .eq('status', 'new');
  throwIfError(error);
  return count ?? 0;
}
