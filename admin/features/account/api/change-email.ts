import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { authErrorMessage } from '../../../lib/api/auth-error-message.ts';

/** Asks for a new email; it takes effect when the link mailed to the new address is opened. */
export async function changeEmail(email: string): Promise<void> {
  const { error } = await supabase.auth.updateUser(
    { email },
    { emailRedirectTo: `${window.location.origin}/admin/account` },
  );
  if (error) throw new ApiError(authErrorMessage(error));
}
