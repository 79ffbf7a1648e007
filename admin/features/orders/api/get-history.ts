import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { PAST_THE_END } from '../../../lib/api/search-pattern.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { toBoardOrder, type BoardOrder } from '../lib/board.ts';
import { HISTORY_PAGE_SIZE, historyConditions, type HistoryFilter } from '../lib/history.ts';

export interface HistoryPage {
  orders: BoardOrder[];
  /** Orders the database counted for the whole filter. */
  total: number;
}

/** The export reads the filtered history this many rows at a time (hosted Supabase's max_rows). */
const EXPORT_CHUNK = 1000;
/** And at most this many orders in one file. */
export const EXPORT_MAX = 20_000;

function filtered(
  client: AppClient,
  businessId: string,
  filter: HistoryFilter,
  newestFirst: boolean,
) {
  let query = client.from('orders').select('*', { count: 'exact' }).eq('business_id', businessId);
  for (const condition of historyConditions(filter)) {
    if (condition.op === 'or') query = query.or(condition.value);
    else if (condition.op === 'eq') query = query.eq(condition.column, condition.value);
    else if (condition.op === 'gte') query = query.gte(condition.column, condition.value);
    else query = query.lt(condition.column, condition.value);
  }
  // Newest first, as the (business_id, created_at desc) index is kept; id settles equal times.
  return query
    .order('created_at', { ascending: !newestFirst })
    .order('id', { ascending: !newestFirst });
}

/**
 * One page (1-based) of the business's orders under the filter, newest first, and how many there
 * are. Row level security keeps them to the owner's own business.
 */
export async function getHistoryPage(
  client: AppClient,
  businessId: string,
  filter: HistoryFilter,
  page: number,
): Promise<HistoryPage> {
  const from = (Math.max(1, page) - 1) * HISTORY_PAGE_SIZE;
  const { data, error, count } = await filtered(client, businessId, filter, true).range(
    from,
    from + HISTORY_PAGE_SIZE - 1,
  );
  // A page past the end (fewer orders since) is empty, not a failure.
  if (error?.code === PAST_THE_END) return { orders: [], total: 0 };
  throwIfError(error);
  return { orders: data.map(toBoardOrder), total: count ?? data.length };
}

/**
 * Every order under the filter, oldest first (the file reads like a day book), up to EXPORT_MAX.
 */
export async function getHistoryForExport(
  client: AppClient,
  businessId: string,
  filter: HistoryFilter,
): Promise<BoardOrder[]> {
  const orders: BoardOrder[] = [];
  for (let from = 0; from < EXPORT_MAX; from += EXPORT_CHUNK) {
    const { data, error } = await filtered(client, businessId, filter, false).range(
      from,
      from + EXPORT_CHUNK - 1,
    );
    if (error?.code === PAST_THE_END) break;
    throwIfError(error);
    orders.push(...data.map(toBoardOrder));
    if (data.length < EXPORT_CHUNK) break;
  }
  return orders;
}

export const historyKeys = {
  all: (businessId: string) => [...queryKeys.orders(businessId), 'history'] as const,
  page: (businessId: string, filter: HistoryFilter, page: number) =>
    [...historyKeys.all(businessId), filter, page] as const,
};

/** The page as TanStack Query options: under the orders root, so any order write refetches it. */
export function historyPageOptions(
  client: AppClient,
  businessId: string,
  filter: HistoryFilter,
  page: number,
) {
  return queryOptions({
    queryKey: historyKeys.page(businessId, filter, page),
    queryFn: () => getHistoryPage(client, businessId, filter, page),
  });
}
