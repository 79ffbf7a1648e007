import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

export interface OrderEvent {
  id: number;
  status: 'new' | 'accepted' | 'ready' | 'completed' | 'cancelled';
  at: string;
  actor_kind: 'customer' | 'owner' | 'member' | 'device' | 'superadmin' | 'system';
  actor_role: string | null;
  actor_label: string | null;
}

/** Who placed and moved the order, oldest first, as the database recorded it (order_events). */
export async function getOrderHistory(client: AppClient, orderId: string): Promise<OrderEvent[]> {
  const { data, error } = await client
    .from('order_events')
    .select('id, status, at, actor_kind, actor_role, actor_label')
    .eq('order_id', orderId)
    .order('at', { ascending: true })
    .order('id', { ascending: true })
    .limit(50);
  throwIfError(error);
  return data as OrderEvent[];
}
