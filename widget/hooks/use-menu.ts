import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { fetchMenu } from '../api/fetch-menu.ts';
import type { PublicMenu } from '../menu-types.ts';

export type MenuState =
  | { status: 'loading' }
  | { status: 'ready'; menu: PublicMenu }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * Loads the public menu once per slug (one request) and offers retry after a failure. A menu the
 * page already holds (`given`, inlined by the server-rendered hosted page) is shown at once: no
 * request unless `revalidate` (a page prerendered at build time, refreshed in the background).
 */
export function useMenu(
  apiUrl: string,
  anonKey: string,
  slug: string,
  given?: PublicMenu,
  revalidate?: boolean,
) {
  const [state, setState] = useState<MenuState>(() =>
    given ? { status: 'ready', menu: given } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const inlined = useRef(given?.business.slug);

  // A layout effect starts the one request right after the first render instead of after the
  // first paint (when plain effects run), a frame sooner on a slow phone.
  useLayoutEffect(() => {
    if (!slug) {
      setState({ status: 'not-found' });
      return undefined;
    }
    // Only the first load of the inlined slug is spared; a retry or another slug asks again.
    const shown = inlined.current === slug;
    inlined.current = undefined;
    if (shown && !revalidate) return undefined;
    const controller = new AbortController();
    if (!shown)
      setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    fetchMenu({ apiUrl, anonKey, slug, signal: controller.signal }).then(
      (result) =>
        setState(
          result.kind === 'found'
            ? { status: 'ready', menu: result.menu }
            : { status: 'not-found' },
        ),
      () => {
        // An abort means the slug changed or the element left the page: nothing to show. A
        // prerendered menu that could not be refreshed stays as it is.
        if (!controller.signal.aborted && !shown) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [apiUrl, anonKey, slug, attempt, revalidate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // setState: the live menu (live-chunk.ts) shows each owner's change as it happens.
  return { state, retry, setState };
}
