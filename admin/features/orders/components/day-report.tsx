import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ltr } from '../../../../shared/domain/bidi.ts';
import { muscatDay } from '../../../../shared/domain/insights.ts';
import { cancelReasonText } from '../../../../shared/domain/cancel-reasons.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { formatPrice } from '../../../../shared/domain/money.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ORDER_STATUSES, ORDER_TYPES } from '../lib/board.ts';
import { muscatTime } from '../lib/history.ts';
import { quarterName, typeStatusTable, type OrderReport } from '../lib/report.ts';
import './print-sheet.css';
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
  const { lang, t } = useI18n();
  const money = (baisa: number) => formatPrice(baisa, lang);
  const quarter = quarterName(report);
  const { sales, cancelled } = report;
  const payments = (method: string | null) =>
    method === null ? t.report.paymentNone : (t.board.paymentKind[method] ?? method);
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

      <section className="day-report__part" aria-labelledby="report-sales">
        <h3 id="report-sales">{t.report.sales}</h3>
        <dl className="day-report__rows">
          <Row label={t.report.orders} value={t.report.ordersCount(sales.orders)} name="orders" />
          <Row label={t.report.items} value={money(sales.items_baisa)} name="items" />
          <Row label={t.report.deliveryFees} value={money(sales.delivery_fee_baisa)} name="fees" />
          <Row
            label={t.report.vatCollected}
            note={t.report.vatOrders(sales.vat_orders)}
            value={money(sales.vat_baisa)}
            name="vat"
          />
          <Row label={t.report.total} value={money(sales.total_baisa)} name="total" strong />
        </dl>
        {sales.no_vat_orders > 0 && (
          <>
            <dl className="day-report__rows">
              <Row
                label={t.report.noVat}
                note={t.report.ordersCount(sales.no_vat_orders)}
                value={money(sales.no_vat_total_baisa)}
                name="no-vat"
              />
            </dl>
            <p className="day-report__note">{t.report.noVatNote}</p>
          </>
        )}
        <p className="day-report__note">{t.report.salesNote}</p>
      </section>

      <section className="day-report__part" aria-labelledby="report-payments">
        <h3 id="report-payments">{t.report.payments}</h3>
        {report.payments.length === 0 ? (
          <p className="day-report__note">{t.report.noOrders}</p>
        ) : (
          <dl className="day-report__rows">
            {report.payments.map((row) => (
              <Row
                key={row.payment ?? 'none'}
                label={payments(row.payment)}
                note={t.report.ordersCount(row.orders)}
                value={money(row.total_baisa)}
                name={`payment-${row.payment ?? 'none'}`}
              />
            ))}
          </dl>
        )}
      </section>

      <section className="day-report__part" aria-labelledby="report-types">
        <h3 id="report-types">{t.report.byType}</h3>
        {report.orders === 0 ? (
          <p className="day-report__note">{t.report.noOrders}</p>
        ) : (
          <ul className="day-report__types">
            {typeStatusTable(report, ORDER_TYPES, ORDER_STATUSES).map((row) => (
              <li key={row.type} data-report={`type-${row.type}`}>
                <p className="day-report__line">
                  <span>
                    {t.board.type[row.type]}{' '}
                    <span className="day-report__count">{t.report.ordersCount(row.orders)}</span>
                  </span>
                  <span className="day-report__amount">{money(row.totalBaisa)}</span>
                </p>
                <p className="day-report__statuses">
                  {ORDER_STATUSES.map((status, index) =>
                    row.counts[index] ? (
                      <span key={status}>
                        {t.board.status[status]} {ltr(String(row.counts[index]))}
                      </span>
                    ) : null,
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="day-report__part" aria-labelledby="report-cancelled">
        <h3 id="report-cancelled">
          {t.report.cancelled}{' '}
          <span className="day-report__count">{t.report.ordersCount(cancelled.orders)}</span>
        </h3>
        {cancelled.orders === 0 ? (
          <p className="day-report__note">{t.report.cancelledNone}</p>
        ) : (
          <>
            <ul className="day-report__cancelled">
              {cancelled.list.map((order) => (
                <li key={`${order.business_day}-${order.number}`}>
                  <p className="day-report__line">
                    <span>
                      {t.history.order(order.number)}{' '}
                      <span className="day-report__count">
                        {ltr(
                          `${report.from === report.to ? '' : `${order.business_day} `}${muscatTime(order.created_at)}`,
                        )}{' '}
                        {t.board.type[order.order_type]}
                        {order.table_label ? ` · ${t.board.table(order.table_label)}` : ''}
                      </span>
                    </span>
                    <span className="day-report__amount">{money(order.total_baisa ?? 0)}</span>
                  </p>
                  <p className="day-report__reason">
                    {t.report.reason}:{' '}
                    <bdi>
                      {cancelReasonText(
                        order.cancel_code,
                        order.cancel_reason,
                        t.board.cancelReasons,
                      ) ?? t.report.noReason}
                    </bdi>
                  </p>
                </li>
              ))}
            </ul>
            {cancelled.list.length < cancelled.orders && (
              <p className="day-report__note">
                {t.report.cancelledLatest(cancelled.list.length, cancelled.orders)}
              </p>
            )}
          </>
        )}
      </section>

      <section className="day-report__part" aria-labelledby="report-top">
        <h3 id="report-top">{t.report.topItems}</h3>
        {report.top_items.length === 0 ? (
          <p className="day-report__note">{t.report.topItemsNone}</p>
        ) : (
          <ol className="day-report__top">
            {report.top_items.map((item) => (
              <li key={`${item.name}|${item.name_ar}`} className="day-report__line">
                <span>
                  <span className="day-report__qty">{item.quantity} ×</span>{' '}
                  <bdi>{itemName(item, lang)}</bdi>
                </span>
                <span className="day-report__amount">{money(item.amount_baisa)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function itemName(item: { name: string; name_ar: string }, lang: Lang): string {
  return lang === 'ar' && item.name_ar.trim() ? item.name_ar : item.name || item.name_ar;
}

function Row(props: {
  label: string;
  value: string;
  name: string;
  note?: string;
  strong?: boolean;
}) {
  return (
    <div data-report={props.name} data-strong={props.strong ? '' : undefined}>
      <dt>
        {props.label}
        {props.note && <span className="day-report__count"> {props.note}</span>}
      </dt>
      <dd>{props.value}</dd>
    </div>
  );
}

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
