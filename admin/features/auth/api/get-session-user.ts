import { supabase } from '../../../../shared/api/supabase-client.ts';

/**
 * The signed-in user's id and email, or null. Awaits supabase-js start-up, which is also where a
 * confirmation link's session is read from the URL (detectSessionInUrl).
 */
export async function getSessionUser(): Promise<{ id: string; email: string } | null> {
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  return user ? { id: user.id, email: user.email ?? '' } : null;
}
