import { supabase } from '../../../lib/api/client.ts';

/** Calls `listener` when the session ends (sign-out in another tab, a refused refresh); returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  const { data } = supabase.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') listener();
  });
  return () => data.subscription.unsubscribe();
}
