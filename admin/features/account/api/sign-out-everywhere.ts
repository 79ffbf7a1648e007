import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';

/** Ends every session of the user, on every device (GoTrue's logout?scope=global). */
export async function signOutEverywhere(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error && error.status !== 401 && error.status !== 403)
    throw new ApiError({ kind: 'auth', error });
}
