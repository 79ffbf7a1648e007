import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightRange } from '../../../../shared/domain/insights.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { queryKeys } from '../../../lib/query/keys.ts';
import { getInsights } from '../api/get-insights.ts';

/** The owner's figures for a period; another period keeps the last figures until its own arrive. */
export function useInsights(businessId: string, days: InsightRange) {
  const client = useClient();
  return useQuery({
    queryKey: [...queryKeys.insights(businessId), { days }],
    queryFn: () => getInsights(client, businessId, days),
    placeholderData: keepPreviousData,
  });
}
