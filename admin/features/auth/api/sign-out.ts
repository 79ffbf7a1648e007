import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  // A session the server no longer knows is still cleared locally; only report other failures.
  if (error && error.status !== 401 && error.status !== 403)
    throw new ApiError({ kind: 'auth', error });
}
