import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfChangeRefused } from './reauthenticate.ts';

/**
 * Asks for a new email; it takes effect when the link mailed to the new address is opened. Like a
 * password change, a stale session needs the mailed `nonce` (ReauthenticationNeededError).
 */
export async function changeEmail(client: AppClient, email: string, nonce?: string): Promise<void> {
  const { error } = await client.auth.updateUser(nonce ? { email, nonce } : { email }, {
    emailRedirectTo: `${window.location.origin}/admin/account`,
  });
  throwIfChangeRefused(error);
}
