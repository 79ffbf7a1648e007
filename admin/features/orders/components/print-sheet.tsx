import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PrintDoc } from '../lib/ticket.ts';
import './print-sheet.css';

/** Paper the roll feeds beyond the last line, so the cutter does not cut the total (mm). */
const TAIL_MM = 6;
const MM_PER_PX = 25.4 / 96;

export interface PrintJob {
  id: number;
  doc: PrintDoc;
}

/**
 * A kitchen ticket or receipt, put straight under <body> and invisible on screen. Once laid out,
 * its height sizes the page (`@page ticket-roll`: the roll's width by the ticket's length, so a
 * roll printer cuts one ticket, not an A4 page's worth of paper) and the browser's print dialog
 * opens. The print rules (print-sheet.css) hide everything else while a sheet is in the page; the
 * last sheet stays (hidden) until the next one.
 */
export function PrintSheet({ job, onLaidOut }: { job: PrintJob; onLaidOut: (id: number) => void }) {
  const { doc } = job;
  const ref = useRef<HTMLDivElement>(null);
  const [length, setLength] = useState<{ id: number; mm: number } | null>(null);

  useLayoutEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    if (length?.id !== job.id) {
      const mm = Math.ceil(sheet.getBoundingClientRect().height * MM_PER_PX) + TAIL_MM;
      setLength({ id: job.id, mm });
    } else {
      onLaidOut(job.id);
    }
  }, [job.id, length, onLaidOut]);

  return createPortal(
    <div
      ref={ref}
      className="print-sheet"
      data-kind={doc.kind}
      data-paper={doc.paperMm}
      data-print-job={job.id}
      lang={doc.lang}
      dir={doc.dir}
    >
      {length && (
        <style>{`@page ticket-roll { size: ${doc.paperMm}mm ${length.mm}mm; margin: 0; }`}</style>
      )}
      {doc.business.length > 0 && (
        <header className="print-sheet__business">
          {doc.business.map((line, index) =>
            index === 0 ? (
              <p key={index} className="print-sheet__name">
                {line}
              </p>
            ) : (
              <p key={index}>{line}</p>
            ),
          )}
        </header>
      )}
      <p className="print-sheet__caption">{doc.caption}</p>
      <h1 className="print-sheet__title">{doc.title}</h1>
      <p className="print-sheet__where">{doc.where}</p>
      <p className="print-sheet__time">{doc.time}</p>
      <ul className="print-sheet__lines">
        {doc.lines.map((line, index) => (
          <li key={index}>
            <span className="print-sheet__qty">{line.quantity}</span>
            <span className="print-sheet__item">
              {line.name}
              {line.options && <span className="print-sheet__options">{line.options}</span>}
            </span>
            {line.amount && <span className="print-sheet__amount">{line.amount}</span>}
          </li>
        ))}
      </ul>
      {doc.note && <p className="print-sheet__note">{doc.note}</p>}
      {doc.totals.length > 0 && (
        <dl className="print-sheet__totals">
          {doc.totals.map((row) => (
            <div key={row.label} data-strong={row.strong ? '' : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {doc.extra.map((row) => (
        <p key={row.label} className="print-sheet__extra">
          {row.value ? `${row.label}: ${row.value}` : row.label}
        </p>
      ))}
      {doc.footer && <p className="print-sheet__footer">{doc.footer}</p>}
    </div>,
    document.body,
  );
}
