import { useCallback, useLayoutEffect, useState } from 'react';
import { fetchMenu } from '../api/fetch-menu.ts';
import type { PublicMenu } from '../menu-types.ts';

export type MenuState =
  | { status: 'loading' }
  | { status: 'ready'; menu: PublicMenu }
  | { status: 'not-found' }
  | { status: 'error' };

/** Loads the public menu once per slug (one request) and offers retry after a failure. */
export function useMenu(apiUrl: string, anonKey: string, slug: string) {
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // A layout effect starts the one request right after the first render instead of after the
  // first paint (when plain effects run), a frame sooner on a slow phone.
  useLayoutEffect(() => {
    if (!slug) {
      setState({ status: 'not-found' });
      return undefined;
    }
    const controller = new AbortController();
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    fetchMenu({ apiUrl, anonKey, slug, signal: controller.signal }).then(
      (result) =>
        setState(
          result.kind === 'found'
            ? { status: 'ready', menu: result.menu }
            : { status: 'not-found' },
        ),
      () => {
        // An abort means the slug changed or the element left the page: nothing to show.
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [apiUrl, anonKey, slug, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
