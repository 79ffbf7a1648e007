import type { AppClient } from '../../../lib/api/client.ts';
import { ApiError, fail, throwIfError } from '../../../lib/api/errors.ts';
import type { AuthFailure } from '../../../lib/api/auth-error-message.ts';

/**
 * The password or email change needs a recent sign-in: GoTrue's `reauthentication_needed`. The
 * page then asks for the code that requestReauthentication mails and tries again with it. Where a
 * page does not ask for the code (the reset page, opened long after its link), its code is worded
 * like any other error.
 */
export class ReauthenticationNeededError extends ApiError {
  constructor() {
    super({ kind: 'app', code: 'reauthentication_needed' });
    this.name = 'ReauthenticationNeededError';
  }
}

/** Mails the signed-in user a 6-digit code (GET /auth/v1/reauthenticate). */
export async function requestReauthentication(client: AppClient): Promise<void> {
  const { error } = await client.auth.reauthenticate();
  throwIfError(error);
}

/** Throws the refusal of a password or email change as the account page handles it. */
export function throwIfChangeRefused(error: AuthFailure | null): void {
  if (!error) return;
  if (error.code === 'reauthentication_needed') throw new ReauthenticationNeededError();
  if (error.code === 'reauthentication_not_valid') fail('reauthentication_code_invalid');
  throwIfError(error);
}
