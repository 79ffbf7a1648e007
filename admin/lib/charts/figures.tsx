import type { ReactNode } from 'react';
import './charts.css';

export interface Figure {
  /** Also the `data-figure` attribute, for tests. */
  key: string;
  label: string;
  value: ReactNode;
  /** A line under the value that explains it. */
  note?: string | undefined;
}

/** Headline numbers as a description list: each label read before its value. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="qm-figures">
      {figures.map((f) => (
        <div key={f.key}>
          <dt>{f.label}</dt>
          <dd data-figure={f.key}>
            <span className="qm-figures__value">{f.value}</span>
            {f.note && <small className="qm-figures__note">{f.note}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
