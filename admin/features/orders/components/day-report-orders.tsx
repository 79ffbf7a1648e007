import { ltr } from '../../../../shared/domain/bidi.ts';
import { cancelReasonText } from '../../../../shared/domain/cancel-reasons.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { formatPrice } from '../../../../shared/domain/money.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ORDER_STATUSES, ORDER_TYPES } from '../lib/board.ts';
import { muscatTime } from '../lib/history.ts';
import { typeStatusTable, type OrderReport } from '../lib/report.ts';
import { Note, Part } from './day-report-part.tsx';

/** Dine-in, pickup and delivery: orders, value (cancelled left out) and the count per status. */
export function TypesPart({ report }: { report: OrderReport }) {
  const { lang, t } = useI18n();
  return (
    <Part title={t.report.byType}>
      {report.orders === 0 ? (
        <Note>{t.report.noOrders}</Note>
      ) : (
        <ul className="day-report__types">
          {typeStatusTable(report, ORDER_TYPES, ORDER_STATUSES).map((row) => (
            <li key={row.type} data-report={`type-${row.type}`}>
              <p className="day-report__line">
                <span>
                  {t.board.type[row.type]}{' '}
                  <span className="day-report__count">{t.report.ordersCount(row.orders)}</span>
                </span>
                <span className="day-report__amount">{formatPrice(row.totalBaisa, lang)}</span>
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
    </Part>
  );
}

/** The cancelled orders, the latest 100, each with its reason in the reader's language. */
export function CancelledPart({ report }: { report: OrderReport }) {
  const { lang, t } = useI18n();
  const { cancelled } = report;
  const title = (
    <>
      {t.report.cancelled}{' '}
      <span className="day-report__count">{t.report.ordersCount(cancelled.orders)}</span>
    </>
  );
  if (cancelled.orders === 0) {
    return (
      <Part title={title}>
        <Note>{t.report.cancelledNone}</Note>
      </Part>
    );
  }
  return (
    <Part title={title}>
      <ul className="day-report__cancelled">
        {cancelled.list.map((order) => {
          const day = report.from === report.to ? '' : `${order.business_day} `;
          const reason = cancelReasonText(
            order.cancel_code,
            order.cancel_reason,
            t.board.cancelReasons,
          );
          return (
            <li key={`${order.business_day}-${order.number}`}>
              <p className="day-report__line">
                <span>
                  {t.history.order(order.number)}{' '}
                  <span className="day-report__count">
                    {ltr(`${day}${muscatTime(order.created_at)}`)} {t.board.type[order.order_type]}
                    {order.table_label ? ` · ${t.board.table(order.table_label)}` : ''}
                  </span>
                </span>
                <span className="day-report__amount">
                  {formatPrice(order.total_baisa ?? 0, lang)}
                </span>
              </p>
              <p className="day-report__reason">
                {t.report.reason}: <bdi>{reason ?? t.report.noReason}</bdi>
              </p>
            </li>
          );
        })}
      </ul>
      {cancelled.list.length < cancelled.orders && (
        <Note>{t.report.cancelledLatest(cancelled.list.length, cancelled.orders)}</Note>
      )}
    </Part>
  );
}

function itemName(item: { name: string; name_ar: string }, lang: Lang): string {
  return lang === 'ar' && item.name_ar.trim() ? item.name_ar : item.name || item.name_ar;
}

/** The ten most sold lines by quantity, named as recorded, in Arabic for an Arabic reader. */
export function TopItemsPart({ report }: { report: OrderReport }) {
  const { lang, t } = useI18n();
  return (
    <Part title={t.report.topItems}>
      {report.top_items.length === 0 ? (
        <Note>{t.report.topItemsNone}</Note>
      ) : (
        <ol className="day-report__top">
          {report.top_items.map((item) => (
            <li key={`${item.name}|${item.name_ar}`} className="day-report__line">
              <span>
                {/* "3 ×" as the board and the tickets write it, in both languages. */}
                <span className="day-report__qty">{item.quantity} ×</span>{' '}
                <bdi>{itemName(item, lang)}</bdi>
              </span>
              <span className="day-report__amount">{formatPrice(item.amount_baisa, lang)}</span>
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}
