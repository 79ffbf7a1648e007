import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/**
 * Sign-up with email confirmation; the link in the mail brings the user back to /login. Answers
 * whether the backend signed the user in at once (auto-confirm, AUTH_AUTOCONFIRM).
 */
export async function signUp(
  client: AppClient,
  email: string,
  password: string,
): Promise<{ signedIn: boolean }> {
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}/login` },
  });
  throwIfError(error);
  return { signedIn: Boolean(data.session) };
}
