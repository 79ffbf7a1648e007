import { ChartFigure } from './chart-figure.tsx';

export interface BarListRow {
  key: string;
  label: string;
  value: number;
}

export interface BarListProps {
  title: string;
  /** Header cells of the data table: what a row is, what the number counts. */
  columns: readonly [string, string];
  rows: readonly BarListRow[];
  /** The picture's text for screen readers. */
  summary: string;
  empty?: string | undefined;
}

/** Horizontal bars in the order given, each with its label and number as text beside it. */
export function BarList({ title, columns, rows, summary, empty }: BarListProps) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ChartFigure
      title={title}
      columns={columns}
      rows={rows.map((r) => [r.label, r.value])}
      empty={empty}
    >
      <div className="qm-bars" role="img" aria-label={summary}>
        {rows.map((row) => (
          <div key={row.key} className="qm-bars__row" aria-hidden="true">
            <span className="qm-bars__label">{row.label}</span>
            <span className="qm-bars__value">{row.value}</span>
            <svg className="qm-bars__bar" viewBox="0 0 100 8" preserveAspectRatio="none">
              <rect className="qm-bars__track" width="100" height="8" rx="2" />
              <rect className="qm-bars__fill" width={(row.value / max) * 100} height="8" rx="2" />
            </svg>
          </div>
        ))}
      </div>
    </ChartFigure>
  );
}
