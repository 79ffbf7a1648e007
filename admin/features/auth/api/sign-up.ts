import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/**
 * Sign-up with email confirmation, in the admin's language; the link in the mail brings the user
 * back to /login. Answers
 * whether the backend signed the user in at once (auto-confirm, AUTH_AUTOCONFIRM).
 */
export async function signUp(
  client: AppClient,
  email: string,
  password: string,
  lang: Lang,
): Promise<{ signedIn: boolean }> {
  const { data, error } = await client.auth.signUp({
    email,
    password,
    // The language on screen is the account's: its mails (this confirmation first) are written in it.
    options: { emailRedirectTo: `${window.location.origin}/login`, data: { lang } },
  });
  throwIfError(error);
  return { signedIn: Boolean(data.session) };
}
