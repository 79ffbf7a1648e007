import type { AppClient } from '../../../lib/api/client.ts';
import {
  readInsights,
  type InsightRange,
  type Insights,
  type InsightsSummaryJson,
} from '../../../../shared/domain/insights.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/**
 * The owner's figures for the last `days` Muscat days, in one call of menu_insights_summary. The
 * function runs as the caller, so row level security leaves another business's counters out. With
 * `whole`, businessId is the main business and the figures are every branch's together.
 */
export async function getInsights(
  client: AppClient,
  businessId: string,
  days: InsightRange,
  whole = false,
): Promise<Insights> {
  const { data, error } = await client.rpc('menu_insights_summary', {
    business_id: businessId,
    days,
    whole_business: whole,
  });
  throwIfError(error);
  // JSON boundary: the shape menu_insights_summary builds (supabase/migrations/…_menu-insights.sql).
  return readInsights(data as unknown as InsightsSummaryJson);
}
