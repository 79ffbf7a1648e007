import { supabase } from '../../../lib/api/client.ts';

export type RecoveryState = { ok: true; email: string } | { ok: false; message: string };

/**
 * Where the recovery link left the user: supabase-js has read the session (or GoTrue's error) from
 * the URL hash by the time getSession() answers.
 */
export async function getRecoveryState(hash: string): Promise<RecoveryState> {
  const linkError = new URLSearchParams(hash.replace(/^#/, '')).get('error_description');
  const { data, error } = await supabase.auth.getSession();
  const email = data.session?.user.email;
  if (linkError || error || !email) {
    return { ok: false, message: linkError ?? error?.message ?? 'No reset link was opened.' };
  }
  return { ok: true, email };
}
