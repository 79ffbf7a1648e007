import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Marks a table's request done: it leaves every board of the business, and the table may ask again. */
export async function clearTableRequest(client: AppClient, requestId: string): Promise<void> {
  const { error } = await client
    .from('table_requests')
    .update({ done_at: new Date().toISOString() })
    .eq('id', requestId)
    .is('done_at', null);
  throwIfError(error);
}
