import type { AppClient } from '../../../lib/api/client.ts';
import { ApiError, throwIfError } from '../../../lib/api/errors.ts';

/** Password log-in; answers whether the email is confirmed, throws the refusal (docs/guide/product.md section 8). */
export async function signIn(
  client: AppClient,
  email: string,
  password: string,
): Promise<{ emailConfirmed: boolean }> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  throwIfError(error);
  return { emailConfirmed: Boolean(data.user?.email_confirmed_at) };
}

/**
 * GoTrue's email_not_confirmed ("Email not confirmed"): docs/guide/product.md section 8 turns any mention of confirm into
 * a warning instead of an error.
 */
export function needsConfirmation(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.failure.kind !== 'auth') return false;
  const refusal = error.failure.error;
  return refusal.code === 'email_not_confirmed' || /confirm/i.test(refusal.message);
}
