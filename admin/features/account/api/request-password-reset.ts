import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Mails a recovery link that opens /reset-password signed in (GoTrue's /recover). */
export async function requestPasswordReset(client: AppClient, email: string): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  throwIfError(error);
}
