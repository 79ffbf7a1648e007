import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Deletes one special period of the owner's business (row level security decides). */
export async function deleteSpecialPeriod(client: AppClient, id: string): Promise<void> {
  const { error } = await client.from('special_periods').delete().eq('id', id);
  throwIfError(error);
}
