import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { BannerChange } from '../lib/save-banner.ts';

/**
 * docs/guide/product.md section 7: update banner_url and headline (both languages) by id. Answers the number of
 * rows changed (0 when the business is not the owner's or is gone); a refusal is thrown.
 */
export async function updateBanner(
  client: AppClient,
  businessId: string,
  change: BannerChange,
): Promise<number> {
  const { data, error } = await client
    .from('businesses')
    .update(change)
    .eq('id', businessId)
    .select('id');
  throwIfError(error);
  return data?.length ?? 0;
}
