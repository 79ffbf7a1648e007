import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { muscatDay } from '../../../../shared/domain/insights.ts';
import { sortOrders, toBoardOrder, type BoardOrder, type TableRequestRow } from '../lib/board.ts';

/** At most this many orders on the board: a day of a busy cafe, and every order still open. */
const MAX_ORDERS = 500;

/**
 * Today's orders (Muscat day) and any still open from earlier days. Row level security keeps
 * them to the owner's own business.
 */
export async function getBoardOrders(
  client: AppClient,
  businessId: string,
  now = new Date(),
): Promise<BoardOrder[]> {
  const { data, error } = await client
    .from('orders')
    .select('*')
    .eq('business_id', businessId)
    .or(`business_day.eq.${muscatDay(now)},status.in.(new,accepted,ready)`)
    .order('created_at', { ascending: false })
    .limit(MAX_ORDERS);
  throwIfError(error);
  return sortOrders(data.map(toBoardOrder));
}

/** The tables' open requests, oldest first. */
export async function getOpenRequests(
  client: AppClient,
  businessId: string,
): Promise<TableRequestRow[]> {
  const { data, error } = await client
    .from('table_requests')
    .select('*')
    .eq('business_id', businessId)
    .is('done_at', null)
    .order('created_at', { ascending: true });
  throwIfError(error);
  return data;
}
