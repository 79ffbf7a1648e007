import { supabase } from '../../../lib/api/client.ts';
import { authErrorMessage } from '../../../lib/api/auth-error-message.ts';

export type SignUpResult = { ok: true; signedIn: boolean } | { ok: false; message: string };

/** Sign-up with email confirmation; the link in the mail brings the user back to /login. */
export async function signUp(email: string, password: string): Promise<SignUpResult> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}/login` },
  });
  if (error) return { ok: false, message: authErrorMessage(error) };
  // With auto-confirm on (AUTH_AUTOCONFIRM) the backend signs the user in straight away.
  return { ok: true, signedIn: Boolean(data.session) };
}
