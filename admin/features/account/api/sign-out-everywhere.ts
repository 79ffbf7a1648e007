import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Ends every session of the user, on every device (GoTrue's logout?scope=global). */
export async function signOutEverywhere(client: AppClient): Promise<void> {
  const { error } = await client.auth.signOut({ scope: 'global' });
  // A session the server no longer knows is ended already; only report other failures.
  if (error?.status !== 401 && error?.status !== 403) throwIfError(error);
}
