import { PageStatus } from '../../lib/ui/page-status.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { usePlatformInsights } from '../../features/superadmin/hooks/use-superadmin-api.ts';
import { PlatformInsightsView } from '../../features/superadmin/components/platform-insights.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** The superadmin dashboard's platform totals, loaded beside the business cards. */
export function SuperadminPlatform() {
  const { lang, t } = useI18n();
  const insights = usePlatformInsights();
  if (insights.data) return <PlatformInsightsView platform={insights.data} />;
  if (insights.isError) {
    return (
      <PageStatus
        tone="error"
        action={{ label: t.common.retry, onClick: () => void insights.refetch() }}
      >
        {t.insights.loadFailed(errorText(insights.error, lang))}
      </PageStatus>
    );
  }
  return <PageStatus busy>{t.insights.loading}</PageStatus>;
}
