import { supabase } from '../../../lib/api/client.ts';
import { authErrorMessage } from '../../../lib/api/auth-error-message.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';

export type RecoveryState = { ok: true; email: string } | { ok: false; message: string };

/**
 * Where the recovery link left the user: supabase-js has read the session (or GoTrue's error) from
 * the URL hash by the time getSession() answers.
 */
export async function getRecoveryState(hash: string): Promise<RecoveryState> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const linkError = params.get('error_description');
  const { data, error } = await supabase.auth.getSession();
  const email = data.session?.user.email;
  if (linkError) {
    // GoTrue's redirect names the refusal by code too (error_code=otp_expired).
    const code = params.get('error_code') ?? undefined;
    return { ok: false, message: authErrorMessage({ message: linkError, code }) };
  }
  if (error) return { ok: false, message: authErrorMessage(error) };
  if (!email) return { ok: false, message: adminText().account.resetNoLink };
  return { ok: true, email };
}
