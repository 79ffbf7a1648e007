import type { AppClient } from '../../../lib/api/client.ts';

/** Calls `listener` when the session ends (sign-out in another tab, a refused refresh); returns the unsubscribe. */
export function onSignedOut(client: AppClient, listener: () => void): () => void {
  const { data } = client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') listener();
  });
  return () => data.subscription.unsubscribe();
}
