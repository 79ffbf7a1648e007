import type { DayFigures } from '../../../shared/domain/insights.ts';
import { useI18n } from '../i18n/language-context.ts';
import { DayChart } from './day-chart.tsx';
import { dayLabel } from './day-label.ts';

/** Menu views and orders sent per Muscat day: the owner's and the superadmin's main chart. */
export function ViewsOrdersChart({ days }: { days: readonly DayFigures[] }) {
  const { lang, t } = useI18n();
  const text = t.insights;
  const views = days.reduce((n, d) => n + d.views, 0);
  const orders = days.reduce((n, d) => n + d.orders, 0);
  return (
    <DayChart
      title={text.perDay}
      days={days.map((d) => dayLabel(d.day, lang))}
      series={[
        { key: 'views', label: text.views, values: days.map((d) => d.views) },
        { key: 'orders', label: text.orders, values: days.map((d) => d.orders) },
      ]}
      summary={text.perDaySummary(views, orders, days.length)}
      dayColumn={text.day}
      maxLabel={text.max}
      empty={views + orders === 0 ? text.noViews : undefined}
    />
  );
}
