import { supabase } from '../../../../shared/api/supabase-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { authErrorMessage } from '../../auth/api/auth-error-message.ts';

/** Sets the signed-in user's password; GoTrue ends their other sessions. */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw new ApiError(authErrorMessage(error));
}
