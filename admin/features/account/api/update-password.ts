import { supabase } from '../../../lib/api/client.ts';
import { accountChangeError } from './reauthenticate.ts';

/**
 * Sets the signed-in user's password; GoTrue ends their other sessions. From a session older than
 * the server's window it throws ReauthenticationNeededError until given the mailed `nonce`.
 */
export async function updatePassword(password: string, nonce?: string): Promise<void> {
  const { error } = await supabase.auth.updateUser(nonce ? { password, nonce } : { password });
  if (error) throw accountChangeError(error);
}
