import { useState } from 'react';
import type { InsightRange } from '../../../shared/domain/insights.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { errorText } from '../../lib/api/errors.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { useInsights } from '../../features/dashboard/hooks/use-insights.ts';
import { useLiveInsights } from '../../features/dashboard/hooks/use-live-insights.ts';
import { InsightsPanel } from '../../features/dashboard/components/insights-panel.tsx';
import { InsightsView } from '../../features/dashboard/components/insights-view.tsx';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';

/** The dashboard's insights, wired to the owner's business. */
export function DashboardInsights() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business } = useMyBusiness();
  const { lang } = useI18n();
  const [days, setDays] = useState<InsightRange>(30);
  const query = useInsights(business.id, days);
  // The figures follow the customers live: each counter written marks them stale.
  useLiveInsights(business.id);
  // A first read that failed is said here; a failed re-read of figures on screen is toasted.
  const failed = query.isError && !query.data;
  return (
    <InsightsPanel
      days={days}
      onDaysChange={setDays}
      loading={query.isFetching}
      error={failed ? errorText(query.error, lang) : undefined}
      onRetry={() => void query.refetch()}
    >
      {query.data && (
        <InsightsView insights={query.data} primary={menuLanguages(business).primary} />
      )}
    </InsightsPanel>
  );
}
