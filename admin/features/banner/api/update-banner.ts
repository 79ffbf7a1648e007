import { supabase } from '../../../lib/api/client.ts';
import type { BannerChange } from '../lib/save-banner.ts';

/** SPEC.md section 7: update banner_url and headline (both languages) by id; reports the rows changed. */
export async function updateBanner(
  businessId: string,
  change: BannerChange,
): Promise<{ error: string | null; rows: number }> {
  const { data, error } = await supabase
    .from('businesses')
    .update(change)
    .eq('id', businessId)
    .select('id');
  return { error: error?.message ?? null, rows: data?.length ?? 0 };
}
