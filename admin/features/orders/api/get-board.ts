import { supabase, type AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { muscatDay } from '../../../../shared/domain/insights.ts';
import { sortOrders, toBoardOrder, type BoardOrder, type TableRequestRow } from '../lib/board.ts';

export interface BoardData {
  orders: BoardOrder[];
  /** Open table requests, oldest first. */
  requests: TableRequestRow[];
}

/** At most this many orders on the board: a day of a busy cafe, and every order still open. */
const MAX_ORDERS = 500;

/**
 * The board in two reads: today's orders (Muscat day) and any still open from earlier days, and
 * the tables' open requests. Row level security keeps them to the owner's own business.
 */
export async function getBoard(
  businessId: string,
  now = new Date(),
  client: AppClient = supabase,
): Promise<BoardData> {
  const [orders, requests] = await Promise.all([
    client
      .from('orders')
      .select('*')
      .eq('business_id', businessId)
      .or(`business_day.eq.${muscatDay(now)},status.in.(new,accepted,ready)`)
      .order('created_at', { ascending: false })
      .limit(MAX_ORDERS),
    client
      .from('table_requests')
      .select('*')
      .eq('business_id', businessId)
      .is('done_at', null)
      .order('created_at', { ascending: true }),
  ]);
  throwIfError(orders.error);
  throwIfError(requests.error);
  return { orders: sortOrders(orders.data.map(toBoardOrder)), requests: requests.data };
}
