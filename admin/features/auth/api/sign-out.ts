import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { forgetBusinessHints } from '../../../lib/business/business-hint.ts';

export async function signOut(client: AppClient): Promise<void> {
  forgetBusinessHints();
  const { error } = await client.auth.signOut();
  // A session the server no longer knows is still cleared locally; only report other failures.
  if (error?.status !== 401 && error?.status !== 403) throwIfError(error);
}
