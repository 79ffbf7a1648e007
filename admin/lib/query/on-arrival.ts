/**
 * The options of a read a screen makes on arrival, about who is signed in (accessQuery,
 * sessionUserQuery): a sign-in or sign-out may have happened since the last answer, so it is always
 * stale, dropped once no screen shows it and not refetched on focus, and the screen shows a failure
 * itself. Read its answer once `isFetchedAfterMount`: an older one may still be in the cache.
 */
export const ASKED_ON_ARRIVAL = {
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: false,
  meta: { errorShownBy: 'screen' },
} as const;
