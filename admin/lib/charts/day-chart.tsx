import { ChartFigure } from './chart-figure.tsx';

export interface DaySeries {
  key: string;
  label: string;
  /** One number per day, in the order of `days`. */
  values: readonly number[];
}

export interface DayChartProps {
  title: string;
  /** The days as people read them, oldest first. */
  days: readonly string[];
  /** Drawn as bars side by side in each day's slot; two series read best. */
  series: readonly DaySeries[];
  summary: string;
  /** The data table's first header cell. */
  dayColumn: string;
  maxLabel: (max: number) => string;
  empty?: string | undefined;
}

const SLOT = 10;
const HEIGHT = 100;

/**
 * Columns per day, the series side by side, on one scale from zero. The SVG stretches to the
 * width it is given; the text (legend, highest value, first and last day) is HTML, so it stays
 * readable on a phone at any stretch.
 */
export function DayChart({
  title,
  days,
  series,
  summary,
  dayColumn,
  maxLabel,
  empty,
}: DayChartProps) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const barWidth = (SLOT - 2) / Math.max(1, series.length);
  return (
    <ChartFigure
      title={title}
      columns={[dayColumn, ...series.map((s) => s.label)]}
      rows={days.map((day, i) => [day, ...series.map((s) => s.values[i] ?? 0)])}
      empty={empty}
    >
      <ul className="qm-days__legend" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key} data-series={i}>
            {s.label}
          </li>
        ))}
      </ul>
      <div className="qm-days">
        <span className="qm-days__max" aria-hidden="true">
          {maxLabel(max)}
        </span>
        <svg
          className="qm-days__plot"
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
        >
          <line className="qm-days__axis" x1="0" x2={days.length * SLOT} y1={HEIGHT} y2={HEIGHT} />
          {series.map((s, si) =>
            s.values.map((value, di) => {
              const h = (value / max) * HEIGHT;
              return (
                <rect
                  key={`${s.key}-${di}`}
                  data-series={si}
                  x={di * SLOT + 1 + si * barWidth}
                  y={HEIGHT - h}
                  width={barWidth}
                  height={h}
                />
              );
            }),
          )}
        </svg>
        <div className="qm-days__ends" aria-hidden="true">
          <span>{days[0]}</span>
          <span>{days.at(-1)}</span>
        </div>
      </div>
    </ChartFigure>
  );
}
