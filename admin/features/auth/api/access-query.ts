import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { ASKED_ON_ARRIVAL } from '../../../lib/query/on-arrival.ts';
import { getAccess } from './get-access.ts';

/**
 * Who is signed in and what they may open (getAccess), for the screens that decide on it: the
 * guard and the registration page, each on an answer fetched after it mounted (ASKED_ON_ARRIVAL).
 */
export const accessQuery = (client: AppClient) =>
  queryOptions({
    queryKey: queryKeys.access(),
    queryFn: () => getAccess(client),
    ...ASKED_ON_ARRIVAL,
  });
