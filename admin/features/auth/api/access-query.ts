import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../lib/api/client.ts';
import { queryKeys } from '../../../lib/query/keys.ts';
import { getAccess } from './get-access.ts';

/**
 * Who is signed in and what they may open (getAccess), for the screens that decide on it: the
 * guard and the registration page. A sign-in or sign-out may have happened since the last answer,
 * so every arrival asks again (always stale, dropped once unused, not refetched on focus) and
 * decides only on an answer fetched after it mounted (`isFetchedAfterMount`).
 */
export const accessQuery = (client: AppClient) =>
  queryOptions({
    queryKey: queryKeys.access(),
    queryFn: () => getAccess(client),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // The screens show a failed check themselves (a retry, or the form after all).
    meta: { errorShownBy: 'screen' },
  });
