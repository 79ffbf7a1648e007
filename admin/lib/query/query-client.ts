// The admin app's server state lives in one TanStack Query cache. Screens read with useQuery under
// the keys of ./keys.ts and writes invalidate those keys, so no screen reloads by hand after a save.
// Errors take one default path: a failed write, or a failed refetch of data already on screen, is a
// toast in the screen's language; a first load that fails is shown by the screen itself (its query's
// error state, with a retry), and a form that shows its own error says so with meta.errorShownBy.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** 'form': the form shows the error beside what the user typed; no toast. */
      errorShownBy?: 'form';
    };
    queryMeta: {
      /** 'screen': the screen shows a failed refetch itself; no toast. */
      errorShownBy?: 'screen';
    };
  }
}

export interface QueryClientOptions {
  /**
   * Shows an error to the user in the screen's language (the app's toast). It gets the error, not
   * its text: the texts live in the dictionaries, which the entry chunk must not carry.
   */
  notify: (error: unknown) => void;
}

export function createQueryClient({ notify }: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data === undefined || query.meta?.errorShownBy === 'screen') return;
        notify(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorShownBy === 'form') return;
        notify(error);
      },
    }),
    defaultOptions: {
      queries: {
        // A refusal does not change by asking again; the screen offers Retry for the rest.
        retry: false,
        // Another tab or the owner's phone may have changed the menu: refetch when the owner returns.
        staleTime: 10_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
