import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Business } from '../../../lib/business/business.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { BoardOrder } from '../lib/board.ts';
import { buildPrintDoc, type PrintKind } from '../lib/ticket.ts';
import { PrintSheet, type PrintJob } from '../components/print-sheet.tsx';

/** How long to wait for the print dialog's afterprint before printing the next queued sheet. */
const NEXT_AFTER_MS = 3000;

export interface Printer {
  /** Prints the order's kitchen ticket or receipt; while one prints, the next waits its turn. */
  print: (order: BoardOrder, kind: PrintKind) => void;
  /** The sheet to render (under <body>); null before the first print. */
  sheet: ReactNode;
}

/**
 * One tap prints: the sheet is laid out, sized, and the browser's print dialog opens
 * (window.print, so any printer the tablet knows works). Several orders arriving at once on the
 * kitchen display print one after another: the next when the dialog closes (afterprint), or after
 * a few seconds where the browser's print does not wait for the dialog.
 */
export function usePrinter(business: Business): Printer {
  const { lang } = useI18n();
  const [job, setJob] = useState<PrintJob | null>(null);
  const queue = useRef<PrintJob[]>([]);
  const printing = useRef(false);
  const nextId = useRef(0);
  const context = useRef({ business, lang });
  context.current = { business, lang };
  const timer = useRef<number | undefined>(undefined);

  const next = useCallback(() => {
    window.clearTimeout(timer.current);
    const queued = queue.current.shift();
    if (queued) setJob(queued);
    else printing.current = false;
  }, []);

  const print = useCallback((order: BoardOrder, kind: PrintKind) => {
    const { business: current, lang: staffLang } = context.current;
    const queued = { id: ++nextId.current, doc: buildPrintDoc(kind, order, current, staffLang) };
    if (printing.current) {
      queue.current.push(queued);
      return;
    }
    printing.current = true;
    setJob(queued);
  }, []);

  const laidOut = useCallback(() => {
    window.print();
    timer.current = window.setTimeout(next, NEXT_AFTER_MS);
  }, [next]);

  useEffect(() => {
    window.addEventListener('afterprint', next);
    return () => {
      window.removeEventListener('afterprint', next);
      window.clearTimeout(timer.current);
    };
  }, [next]);

  return { print, sheet: job && <PrintSheet key={job.id} job={job} onLaidOut={laidOut} /> };
}
