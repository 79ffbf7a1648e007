import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';

/** Mails a recovery link that opens /reset-password signed in (GoTrue's /recover). */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw new ApiError({ kind: 'auth', error });
}
