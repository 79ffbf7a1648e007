import type { PlatformInsights } from '../../../../shared/domain/insights.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Figures } from '../../../lib/charts/figures.tsx';
import { ViewsOrdersChart } from '../../../lib/charts/views-orders-chart.tsx';
import './superadmin.css';

export interface PlatformInsightsViewProps {
  platform: PlatformInsights;
}

/** The superadmin's platform totals: businesses, then views and orders per day for 30 days. */
export function PlatformInsightsView({ platform }: PlatformInsightsViewProps) {
  const { t } = useI18n();
  const text = t.insights;
  return (
    <section className="sa-platform" aria-labelledby="sa-platform-title">
      <h2 id="sa-platform-title">{text.platformHeading}</h2>
      <Figures
        figures={[
          { key: 'businesses', label: text.businesses, value: platform.businesses },
          { key: 'views', label: text.views, value: platform.views },
          { key: 'orders', label: text.orders, value: platform.orders },
        ]}
      />
      <ViewsOrdersChart days={platform.days} />
    </section>
  );
}
