import { supabase } from '../../../lib/api/client.ts';
import { authErrorMessage } from '../../../lib/api/auth-error-message.ts';

export type ResendResult = { ok: true } | { ok: false; message: string };

export async function resendConfirmation(email: string): Promise<ResendResult> {
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}/login` },
  });
  return error ? { ok: false, message: authErrorMessage(error) } : { ok: true };
}
