import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Mails the sign-up confirmation link again. */
export async function resendConfirmation(client: AppClient, email: string): Promise<void> {
  const { error } = await client.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}/login` },
  });
  throwIfError(error);
}
