import { useState } from 'react';
import type { InsightRange } from '../../../shared/domain/insights.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { mayCombineBranches, type BranchScope } from '../../lib/business/branches.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
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
  const { branch: business, business: main, branches, role } = useMyBusiness();
  const { lang } = useI18n();
  const [days, setDays] = useState<InsightRange>(30);
  // With several branches, the owner and managers may see all of them together.
  const mayCombine = mayCombineBranches(branches.length, role);
  const [scope, setScope] = useState<BranchScope>('branch');
  const whole = mayCombine && scope === 'all';
  const query = useInsights(whole ? main.id : business.id, days, whole);
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
      scope={
        mayCombine
          ? {
              value: scope,
              branch: pickText(
                business.name,
                business.name_ar,
                lang,
                menuLanguages(business).primary,
              ),
              onChange: setScope,
            }
          : undefined
      }
    >
      {query.data && (
        <InsightsView insights={query.data} primary={menuLanguages(business).primary} />
      )}
    </InsightsPanel>
  );
}
