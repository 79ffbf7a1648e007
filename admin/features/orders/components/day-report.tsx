import { muscatDay } from '../../../../shared/domain/insights.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { muscatTime } from '../lib/history.ts';
import { quarterName, type OrderReport } from '../lib/report.ts';
import { CancelledPart, TopItemsPart, TypesPart } from './day-report-orders.tsx';
import { PaymentsPart, SalesPart } from './day-report-sales.tsx';
import './day-report.css';

export interface DayReportProps {
  report: OrderReport;
  /** The business's name in the reader's language. */
  business: string;
  /** When it was made (printed under the title). */
  at: Date;
}

/** The report's content, the same on screen and on paper: each part a heading and its rows. */
export function DayReportBody({ report, business, at }: DayReportProps) {
  const { t } = useI18n();
  const quarter = quarterName(report);
  return (
    <>
      <header className="day-report__head">
        <p className="day-report__business">{business}</p>
        <h2 className="day-report__title">
          {quarter ? t.report.quarter(quarter) : t.report.heading}
        </h2>
        <p className="day-report__period" data-report="period">
          {t.report.period(report.from, report.to)}
        </p>
        <p className="day-report__printed">
          {t.report.printedAt(`${muscatDay(at)} ${muscatTime(at.toISOString())}`)}
        </p>
      </header>
      <SalesPart report={report} />
      <PaymentsPart report={report} />
      <TypesPart report={report} />
      <CancelledPart report={report} />
      <TopItemsPart report={report} />
    </>
  );
}
