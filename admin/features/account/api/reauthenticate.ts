import { supabase } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';

/**
 * The password or email change needs a recent sign-in: GoTrue's `reauthentication_needed`. The
 * page then asks for the code that requestReauthentication mails and tries again with it.
 */
export class ReauthenticationNeededError extends Error {
  constructor() {
    // Where a page does not ask for the code (the reset page, opened long after its link), this
    // is what the user reads.
    super(adminText().reauthentication.needed);
    this.name = 'ReauthenticationNeededError';
  }
}

/** Mails the signed-in user a 6-digit code (GET /auth/v1/reauthenticate). */
export async function requestReauthentication(): Promise<void> {
  const { error } = await supabase.auth.reauthenticate();
  if (error) throw new ApiError({ kind: 'auth', error });
}

/** The error of a password or email change, as the account page handles it. */
export function accountChangeError(error: {
  message: string;
  status?: number | undefined;
  code?: string | undefined;
}): Error {
  if (error.code === 'reauthentication_needed') return new ReauthenticationNeededError();
  if (error.code === 'reauthentication_not_valid') {
    return new ApiError({ kind: 'app', code: 'reauthentication_code_invalid' });
  }
  return new ApiError({ kind: 'auth', error });
}
