import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { toBoardOrder, type BoardOrder, type OrderStatus } from '../lib/board.ts';

/**
 * Moves an order one step (or to Cancelled with a reason). The database allows only
 * New -> Accepted -> Ready -> Completed and Cancelled from an open status, and only the
 * business's owner; its refusal is kept for the screen to say.
 */
export async function updateOrderStatus(
  client: AppClient,
  orderId: string,
  status: OrderStatus,
  cancelReason?: string,
): Promise<BoardOrder> {
  const { data, error } = await client
    .from('orders')
    .update(status === 'cancelled' ? { status, cancel_reason: cancelReason ?? '' } : { status })
    .eq('id', orderId)
    .select('*')
    .single();
  throwIfError(error);
  return toBoardOrder(data);
}
