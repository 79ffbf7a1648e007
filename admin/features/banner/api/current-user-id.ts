import { supabase } from '../../../../shared/api/supabase-client.ts';

/** The signed-in user's id from the local session (no network round trip), or null. */
export async function currentUserId(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}
