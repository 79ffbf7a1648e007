import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfChangeRefused } from './reauthenticate.ts';

/**
 * Sets the signed-in user's password; GoTrue ends their other sessions. From a session older than
 * the server's window it throws ReauthenticationNeededError until given the mailed `nonce`.
 */
export async function updatePassword(
  client: AppClient,
  password: string,
  nonce?: string,
): Promise<void> {
  const { error } = await client.auth.updateUser(nonce ? { password, nonce } : { password });
  throwIfChangeRefused(error);
}
