import { PageStatus } from '../../lib/ui/page-status.tsx';
import { usePlatformInsights } from '../../features/superadmin/hooks/use-superadmin-api.ts';
import { PlatformInsightsView } from '../../features/superadmin/components/platform-insights.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** The superadmin dashboard's platform totals, loaded beside the business cards. */
export function SuperadminPlatform() {
  const { t } = useI18n();
  const { state, reload } = usePlatformInsights();
  if (state.data) return <PlatformInsightsView platform={state.data} />;
  if (state.status === 'error') {
    return (
      <PageStatus tone="error" action={{ label: t.common.retry, onClick: reload }}>
        {t.insights.loadFailed(state.message)}
      </PageStatus>
    );
  }
  return <PageStatus busy>{t.insights.loading}</PageStatus>;
}
