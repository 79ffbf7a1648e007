import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { authErrorMessage } from '../../../lib/api/auth-error-message.ts';

/** Sets the signed-in user's password; GoTrue ends their other sessions. */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw new ApiError(authErrorMessage(error));
}
