import { ltr } from '../../../../shared/domain/bidi.ts';
import { formatPrice } from '../../../../shared/domain/money.ts';
import { cancelReasonText } from '../../../../shared/domain/cancel-reasons.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { BoardOrder } from '../lib/board.ts';
import { customerCleared, muscatTime } from '../lib/history.ts';
import { OrderLines } from './order-lines.tsx';

export interface HistoryListProps {
  orders: readonly BoardOrder[];
  /** The business's order_retention_days: older orders without details were cleared. */
  retentionDays: number;
  now: Date;
}

/**
 * One row per order (number, Muscat time, where, name, status, payment, total); open it for its
 * lines.
 */
export function HistoryList({ orders, retentionDays, now }: HistoryListProps) {
  const { lang, t } = useI18n();
  return (
    <ul className="history-list">
      {orders.map((order) => {
        const cleared = customerCleared(order, retentionDays, now);
        const where = order.table_label
          ? `${t.board.type[order.order_type]} · ${t.board.table(order.table_label)}`
          : t.board.type[order.order_type];
        const reason = cancelReasonText(
          order.cancel_code,
          order.cancel_reason,
          t.board.cancelReasons,
        );
        return (
          <li key={order.id}>
            <details className="history-row" data-order-number={order.number}>
              <summary>
                <span className="history-row__number">{t.history.order(order.number)}</span>
                <span className="history-row__time">
                  <span className="ui-muted">{ltr(order.business_day)}</span>{' '}
                  {ltr(muscatTime(order.created_at))}
                </span>
                <span className="history-row__where">{where}</span>
                <span className="history-row__name" data-cleared={cleared || undefined}>
                  {cleared ? (
                    <span className="history-cleared" title={t.history.clearedHint}>
                      {t.history.cleared}
                    </span>
                  ) : (
                    // A name in either script reads in its own direction.
                    order.customer_name && <bdi>{order.customer_name}</bdi>
                  )}
                </span>
                <span className="order-status" data-status={order.status}>
                  {t.board.status[order.status]}
                </span>
                <span className="history-row__payment">
                  {order.payment ? (t.board.paymentKind[order.payment] ?? order.payment) : ''}
                </span>
                <span className="history-row__total">
                  {formatPrice(order.total_baisa ?? 0, lang)}
                </span>
              </summary>
              <div className="history-row__body">
                <OrderLines lines={order.lines} lang={lang} />
                <dl className="history-row__sums">
                  <div>
                    <dt>{t.history.items}</dt>
                    <dd>{formatPrice(order.items_baisa ?? 0, lang)}</dd>
                  </div>
                  {(order.delivery_fee_baisa ?? 0) > 0 && (
                    <div>
                      <dt>{t.history.deliveryFee}</dt>
                      <dd>{formatPrice(order.delivery_fee_baisa ?? 0, lang)}</dd>
                    </div>
                  )}
                  {(order.vat_baisa ?? 0) > 0 && (
                    <div>
                      <dt>{t.history.vat}</dt>
                      <dd>{formatPrice(order.vat_baisa ?? 0, lang)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t.board.total}</dt>
                    <dd>{formatPrice(order.total_baisa ?? 0, lang)}</dd>
                  </div>
                </dl>
                {cleared && <p className="ui-muted">{t.history.clearedHint}</p>}
                {order.status === 'cancelled' && reason && (
                  <p className="order-card__cancelled">{t.board.cancelledBecause(reason)}</p>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
