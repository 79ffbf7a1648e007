import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';

/** One business for the superadmin (who may read every business); null when none has the slug. */
export async function getBusinessBySlug(client: AppClient, slug: string): Promise<Business | null> {
  const { data, error } = await client
    .from('businesses')
    .select('*')
    .eq('slug', slug)
    .maybeSingle();
  throwIfError(error);
  return data;
}
