import type { AppClient } from '../api/client.ts';
import { throwIfError } from '../api/errors.ts';
import type { Business } from './business.ts';

/** The business the user owns (found via owner_id), or null when they have none yet. */
export async function getMyBusiness(client: AppClient, userId: string): Promise<Business | null> {
  const { data, error } = await client
    .from('businesses')
    .select('*')
    .eq('owner_id', userId)
    .maybeSingle();
  throwIfError(error);
  return data;
}
