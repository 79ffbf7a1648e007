import { supabase } from '../../../lib/api/client.ts';
import { authErrorMessage } from '../../../lib/api/auth-error-message.ts';

export type SignInResult =
  | { ok: true; emailConfirmed: boolean }
  | { ok: false; message: string; needsConfirmation: boolean };

/** Password log-in; the caller words the outcome (SPEC.md section 8). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    // GoTrue's email_not_confirmed ("Email not confirmed"); SPEC.md turns any mention of confirm
    // into a warning.
    return {
      ok: false,
      message: authErrorMessage(error),
      needsConfirmation: error.code === 'email_not_confirmed' || /confirm/i.test(error.message),
    };
  }
  return { ok: true, emailConfirmed: Boolean(data.user?.email_confirmed_at) };
}
