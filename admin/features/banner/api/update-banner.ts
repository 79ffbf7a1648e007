import type { AppClient } from '../../../lib/api/client.ts';
import { errorText } from '../../../lib/api/errors.ts';
import type { BannerChange } from '../lib/save-banner.ts';

/**
 * SPEC.md section 7: update banner_url and headline (both languages) by id; reports the rows
 * changed, and a refusal as its text for save-banner.ts's outcome (in English: the hook shows the
 * outcome, and its detail, as the toast).
 */
export async function updateBanner(
  client: AppClient,
  businessId: string,
  change: BannerChange,
): Promise<{ error: string | null; rows: number }> {
  const { data, error } = await client
    .from('businesses')
    .update(change)
    .eq('id', businessId)
    .select('id');
  return { error: error ? errorText(error, 'en') : null, rows: data?.length ?? 0 };
}
