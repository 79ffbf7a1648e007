import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightRange } from '../../../../shared/domain/insights.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';
import { getInsights } from '../api/get-insights.ts';

/**
 * The owner's figures for a period; another period keeps the last figures until its own arrive.
 * With `whole`, businessId is the main business and the figures are all its branches'.
 */
export function useInsights(businessId: string, days: InsightRange, whole = false) {
  const client = useClient();
  return useQuery({
    queryKey: [...queryKeys.insights(businessId), { days, whole }],
    queryFn: () => getInsights(client, businessId, days, whole),
    placeholderData: keepPreviousData,
  });
}
