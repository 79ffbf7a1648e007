import { queryKeys } from '../../../lib/query/keys.ts';

/** The board's orders (today's and every open one) and the tables' open requests, in the cache. */
export const boardKeys = {
  orders: (businessId: string) => [...queryKeys.orders(businessId), 'board'] as const,
  requests: (businessId: string) => [...queryKeys.tableRequests(businessId), 'open'] as const,
};
