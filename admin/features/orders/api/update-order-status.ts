import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { toBoardOrder, type BoardOrder, type OrderStatus } from '../lib/board.ts';
import type { CancelReason } from '../lib/cancel-schema.ts';

/**
 * Moves an order one step (or to Cancelled with a reason). The database allows only
 * New -> Accepted -> Ready -> Completed and Cancelled from an open status, and only the
 * business's owner; its refusal is kept for the screen to say. A usual reason goes as its code
 * (the customer's screen words it), the owner's own words as text.
 */
export async function updateOrderStatus(
  client: AppClient,
  orderId: string,
  status: OrderStatus,
  cancel?: CancelReason,
): Promise<BoardOrder> {
  const { data, error } = await client
    .from('orders')
    .update(
      status === 'cancelled'
        ? { status, cancel_code: cancel?.code ?? null, cancel_reason: cancel?.reason ?? null }
        : { status },
    )
    .eq('id', orderId)
    .select('*')
    .single();
  throwIfError(error);
  return toBoardOrder(data);
}
