import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './table-cards.css';
import { Button } from '../../../lib/ui/button.tsx';

export interface TableQrListProps {
  labels: readonly string[];
  onDownload: (label: string, ext: 'png' | 'svg') => void;
  /** Links to the card sheet and the settings page (router links, given by the route). */
  actions: ReactNode;
}

/** The dashboard's table codes: one PNG and one SVG download per table, and the print sheet. */
export function TableQrList({ labels, onDownload, actions }: TableQrListProps) {
  const { t } = useI18n();
  const s = t.tableCards;
  return (
    <section className="ui-card" aria-labelledby="table-qr-title">
      <h2 id="table-qr-title">{s.heading}</h2>
      <p className="ui-muted">{labels.length === 0 ? s.none : s.lead}</p>
      {labels.length > 0 && (
        <ul className="tc-list">
          {labels.map((label) => (
            <li key={label}>
              <span className="tc-list__label" dir="auto">
                {s.table(label)}
              </span>
              <Button variant="secondary" onClick={() => onDownload(label, 'png')}>
                {s.downloadPng(label)}
              </Button>
              <Button variant="secondary" onClick={() => onDownload(label, 'svg')}>
                {s.downloadSvg(label)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="dashboard-welcome__actions">{actions}</div>
    </section>
  );
}
