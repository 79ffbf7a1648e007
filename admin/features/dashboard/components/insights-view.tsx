import { formatPrice } from '../../../../shared/domain/money.ts';
import { pickText, type Lang } from '../../../../shared/domain/i18n.ts';
import { conversionPercent, type Insights } from '../../../../shared/domain/insights.ts';
import { BarList, type BarListRow } from '../../../lib/charts/bar-list.tsx';
import { Figures } from '../../../lib/charts/figures.tsx';
import { ViewsOrdersChart } from '../../../lib/charts/views-orders-chart.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';

export interface InsightsViewProps {
  insights: Insights;
  /** The business's primary language: an item without a name in the admin's language falls back. */
  primary: Lang;
}

/** The owner's figures: headline numbers, then a chart for each question an owner asks. */
export function InsightsView({ insights, primary }: InsightsViewProps) {
  const { lang, t } = useI18n();
  const text = t.insights;
  const conversion = conversionPercent(insights.views, insights.orders);
  const barSummary = (title: string, rows: readonly BarListRow[]) => {
    const top = rows.reduce<BarListRow | undefined>(
      (a, b) => (a && a.value >= b.value ? a : b),
      undefined,
    );
    return top ? text.barSummary(title, top.label, top.value) : title;
  };
  const sources: BarListRow[] = insights.sources.map((s) => ({
    key: s.source,
    label: text.source[s.source],
    value: s.views,
  }));
  const tables: BarListRow[] = insights.tables.map((r) => ({
    key: r.label,
    label: t.tableCards.table(r.label),
    value: r.views,
  }));
  const items: BarListRow[] = insights.items.map((i) => ({
    key: i.itemId,
    label: pickText(i.name, i.nameAr, lang, primary),
    value: i.adds,
  }));
  const bars: {
    title: string;
    columns: [string, string];
    rows: BarListRow[];
    empty: string | undefined;
  }[] = [
    {
      title: text.bySource,
      columns: [text.bySource, text.views],
      rows: sources,
      empty: insights.views === 0 ? text.noViews : undefined,
    },
    {
      title: text.byTable,
      columns: [text.table, text.views],
      rows: tables,
      empty: tables.length === 0 ? text.noTables : undefined,
    },
    {
      title: text.topItems,
      columns: [text.item, text.adds],
      rows: items,
      empty: items.length === 0 ? text.noItems : undefined,
    },
  ];
  return (
    <div className="insights">
      <Figures
        figures={[
          { key: 'views', label: text.views, value: insights.views },
          { key: 'orders', label: text.orders, value: insights.orders },
          {
            key: 'value',
            label: text.orderValue,
            value: formatPrice(insights.orderValueBaisa, lang),
          },
          {
            key: 'recorded',
            label: text.recordedOrders,
            value: insights.recordedOrders,
            note: text.recordedNote,
          },
          {
            key: 'recordedValue',
            label: text.recordedValue,
            value: formatPrice(insights.recordedValueBaisa, lang),
          },
          {
            key: 'conversion',
            label: text.conversion,
            value: conversion.text,
            note: conversion.over ? text.conversionOver : undefined,
          },
        ]}
      />
      <div className="insights__charts">
        <div className="insights__wide">
          <ViewsOrdersChart days={insights.days} />
        </div>
        {bars.map((bar) => (
          <BarList
            key={bar.title}
            title={bar.title}
            columns={bar.columns}
            rows={bar.rows}
            summary={barSummary(bar.title, bar.rows)}
            empty={bar.empty}
          />
        ))}
      </div>
    </div>
  );
}
