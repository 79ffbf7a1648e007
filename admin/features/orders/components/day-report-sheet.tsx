import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { DayReportBody, type DayReportProps } from './day-report.tsx';
import './print-sheet.css';
import './day-report.css';

/** Paper the roll feeds beyond the last line, so the cutter does not cut the total (mm). */
const TAIL_MM = 6;
const MM_PER_PX = 25.4 / 96;

/**
 * The report on paper: a copy laid out at the paper's width under <body>, out of sight on screen
 * and the only thing printed (print-sheet.css's rules, as for tickets). On the roll, its measured
 * length sizes the page (`@page day-report-roll`), so the printer cuts one report; on A4 it flows
 * over as many pages as it needs (`@page day-report-a4`).
 */
export function DayReportSheet(props: DayReportProps & { paper: 80 | 58 | 'a4' }) {
  const { lang } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const [lengthMm, setLengthMm] = useState(0);
  useLayoutEffect(() => {
    const sheet = ref.current;
    if (!sheet || props.paper === 'a4') return;
    const mm = Math.ceil(sheet.getBoundingClientRect().height * MM_PER_PX) + TAIL_MM;
    if (mm !== lengthMm) setLengthMm(mm);
  }, [props.report, props.paper, lang, lengthMm]);
  const page =
    props.paper === 'a4'
      ? '@page day-report-a4 { size: A4; margin: 12mm; }'
      : `@page day-report-roll { size: ${props.paper}mm ${Math.max(lengthMm, 20)}mm; margin: 0; }`;
  return createPortal(
    <div
      ref={ref}
      className="print-sheet day-report day-report--sheet"
      data-kind="report"
      data-paper={props.paper}
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
    >
      <style>{page}</style>
      <DayReportBody {...props} />
    </div>,
    document.body,
  );
}
