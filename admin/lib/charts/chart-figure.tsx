import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n/language-context.ts';
import './charts.css';

export interface ChartFigureProps {
  title: string;
  /** The figures as a table: header cells, then one row of cells per data point. */
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
  /** Shown instead of the picture and the table when there is nothing to draw. */
  empty?: string | undefined;
  children: ReactNode;
}

/**
 * A chart with its title and a data table alternative: the picture is labelled for screen readers
 * by the chart itself; the table, one click away, holds every figure the picture draws.
 */
export function ChartFigure({ title, columns, rows, empty, children }: ChartFigureProps) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <figure className="qm-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="qm-chart__title">
        {title}
      </figcaption>
      {empty ? (
        <p className="qm-chart__empty">{empty}</p>
      ) : (
        <>
          {children}
          <details className="qm-chart__data">
            <summary>{t.insights.showTable}</summary>
            <div className="qm-chart__scroll">
              <table>
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i}>
                      {row.map((cell, j) =>
                        j === 0 ? (
                          <th key={j} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={j}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
