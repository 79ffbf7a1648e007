import { useCallback, useEffect, useRef } from 'react';

// An open item sheet has its own place in the browser's history: `?item=<id>` in the
// address, so a dish can be shared, and the phone's back button closes it. On a business's own
// site the element shares the host page's history, so it only ever adds one entry (keeping the
// host's state and the rest of its address) and takes that same entry back; it never replaces
// or rewrites an entry it did not add, except to drop `item` from a shared link it opened.
const PARAM = 'item';
/** Marks the history entry the sheet added, so closing it goes back exactly once. */
const MARK = 'qmItem';

/** The item id in the address bar's `?item=`, if any. */
export function linkedItem(): string | null {
  return new URL(location.href).searchParams.get(PARAM);
}

function addressWith(id: string | null): string {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete(PARAM);
  else url.searchParams.set(PARAM, id);
  return url.href;
}

function ownState(itemId: string): boolean {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && MARK in state && state[MARK] === itemId;
}

/**
 * While the sheet of `itemId` is open: its address is `?item=<id>` (pushed unless the page was
 * opened with it), and going back closes it (`onClosed`). Returns the sheet's own close, which
 * takes the pushed entry back (or drops `item` from a shared link) and then calls `onClosed`.
 */
export function useSheetHistory(itemId: string, onClosed: () => void): () => void {
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  // history.back() answers later, with popstate: a second tap meanwhile must not go back twice.
  const leaving = useRef(false);

  useEffect(() => {
    if (linkedItem() !== itemId) {
      const host: unknown = history.state;
      const state = typeof host === 'object' && host !== null ? host : {};
      history.pushState({ ...state, [MARK]: itemId }, '', addressWith(itemId));
    }
    const onPop = () => {
      if (linkedItem() !== itemId) closed.current();
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [itemId]);

  return useCallback(() => {
    if (leaving.current) return;
    if (ownState(itemId)) {
      leaving.current = true;
      history.back();
    } else {
      if (linkedItem() === itemId) history.replaceState(history.state, '', addressWith(null));
      closed.current();
    }
  }, [itemId]);
}
