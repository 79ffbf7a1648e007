import {
  readPlatformInsights,
  type PlatformInsights,
  type PlatformInsightsJson,
} from '../../../../shared/domain/insights.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { AppClient } from '../../../lib/api/client.ts';

/**
 * The platform's businesses and its views and orders per day over the last 30 Muscat days. Runs
 * as the caller: the superadmin sees every business, anyone else only what they may read.
 */
export async function getPlatformInsights(client: AppClient): Promise<PlatformInsights> {
  const { data, error } = await client.rpc('platform_insights', { days: 30 });
  throwIfError(error);
  // JSON boundary: the shape platform_insights builds (supabase/migrations/…_menu-insights.sql).
  return readPlatformInsights(data as unknown as PlatformInsightsJson);
}
