import { useState } from 'react';
import type { InsightRange } from '../../../shared/domain/insights.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { useInsights } from '../../features/dashboard/api/get-insights.ts';
import { useLiveInsights } from '../../features/dashboard/hooks/use-live-insights.ts';
import { InsightsPanel } from '../../features/dashboard/components/insights-panel.tsx';
import { InsightsView } from '../../features/dashboard/components/insights-view.tsx';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';

/** The dashboard's insights, wired to the owner's business. */
export function DashboardInsights() {
  const { business } = useMyBusiness();
  const [days, setDays] = useState<InsightRange>(30);
  const { state, reload } = useInsights(business.id, days);
  // The figures follow the customers live: each counter written re-reads them.
  useLiveInsights(business.id, reload);
  return (
    <InsightsPanel
      days={days}
      onDaysChange={setDays}
      loading={state.status === 'loading'}
      error={state.status === 'error' ? state.message : undefined}
      onRetry={reload}
    >
      {state.data && (
        <InsightsView insights={state.data} primary={menuLanguages(business).primary} />
      )}
    </InsightsPanel>
  );
}
