import { formatPrice } from '../../../../shared/domain/money.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  isOpen,
  minutesSince,
  nextStatus,
  type BoardOrder,
  type OrderStatus,
} from '../lib/board.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderHistory } from './order-history.tsx';
import { DeliveryPlace } from './delivery-place.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { cancelReasonText } from '../../../../shared/domain/cancel-reasons.ts';
import type { PrintKind } from '../lib/ticket.ts';

export interface OrderCardProps {
  order: BoardOrder;
  now: Date;
  /** The order's id while its change is being saved: its buttons wait. */
  busy: boolean;
  onAdvance: (order: BoardOrder, to: OrderStatus) => void;
  onCancel: (order: BoardOrder) => void;
  /** One tap on a possible repeat: cancelled as a duplicate, no dialog. */
  onCancelRepeat: (order: BoardOrder) => void;
  /** Prints the order's kitchen ticket or customer receipt. */
  onPrint: (order: BoardOrder, kind: PrintKind) => void;
  /** The moves the signed-in role is offered (mayMoveTo); every move without it. */
  mayMove?: (to: OrderStatus) => boolean;
}

/** One order on the owner's board: number, status, table or type, lines, the customer's details. */
export function OrderCard({
  order,
  now,
  busy,
  onAdvance,
  onCancel,
  onCancelRepeat,
  onPrint,
  mayMove = () => true,
}: OrderCardProps) {
  const { lang, t } = useI18n();
  const following = nextStatus(order.status);
  const next = following && mayMove(following) ? following : null;
  const mayCancel = mayMove('cancelled');
  const where = order.table_label
    ? t.board.table(order.table_label)
    : t.board.type[order.order_type];
  const details = [
    [t.board.name, order.customer_name],
    [t.board.payment, order.payment ? (t.board.paymentKind[order.payment] ?? order.payment) : null],
  ] as const;
  const reason = cancelReasonText(order.cancel_code, order.cancel_reason, t.board.cancelReasons);
  // The database marks it as it arrives; once the owner has accepted it, the doubt is settled.
  const repeatOf = order.status === 'new' ? order.repeat_of_number : null;
  return (
    <article
      className="order-card"
      data-status={order.status}
      data-repeat-of={repeatOf ?? undefined}
      data-order-number={order.number}
      aria-labelledby={`order-${order.id}`}
    >
      <header className="order-card__head">
        <h3 id={`order-${order.id}`}>{t.board.orderHeading(order.number)}</h3>
        <span className="order-status" data-status={order.status}>
          {t.board.status[order.status]}
        </span>
      </header>
      <p className="order-card__meta">
        <strong>{where}</strong>
        {order.table_label && <span>{t.board.type[order.order_type]}</span>}
        <span>{t.board.minutesAgo(minutesSince(order.created_at, now))}</span>
      </p>
      {repeatOf !== null && mayCancel && (
        <div className="order-card__repeat" role="note">
          <p>
            <strong>{t.board.possibleRepeat(repeatOf)}</strong> {t.board.possibleRepeatHint}
          </p>
          <Button variant="danger" disabled={busy} onClick={() => onCancelRepeat(order)}>
            {t.board.cancelRepeat}
          </Button>
        </div>
      )}
      <OrderLines lines={order.lines} lang={lang} />
      {order.customer_note && (
        <p className="order-card__note">
          <strong>{t.board.note}:</strong> {order.customer_note}
        </p>
      )}
      {details.some(([, value]) => value) && (
        <dl className="order-card__details">
          {details.map(
            ([label, value]) =>
              value && (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ),
          )}
        </dl>
      )}
      <DeliveryPlace address={order.customer_address} location={order.customer_location} />
      {order.status === 'cancelled' && reason && (
        <p className="order-card__cancelled">{t.board.cancelledBecause(reason)}</p>
      )}
      <OrderHistory orderId={order.id} number={order.number} />
      <p className="order-card__print">
        <Button
          variant="secondary"
          aria-label={t.ticket.printTicketLabel(order.number)}
          onClick={() => onPrint(order, 'ticket')}
        >
          {t.ticket.printTicket}
        </Button>
        <Button
          variant="secondary"
          aria-label={t.ticket.printReceiptLabel(order.number)}
          onClick={() => onPrint(order, 'receipt')}
        >
          {t.ticket.printReceipt}
        </Button>
      </p>
      <footer className="order-card__foot">
        <span className="order-card__total">
          {t.board.total}: {formatPrice(order.total_baisa ?? 0, lang)}
        </span>
        {isOpen(order.status) && (
          <span className="order-card__actions">
            {mayCancel && (
              <Button variant="secondary" disabled={busy} onClick={() => onCancel(order)}>
                {t.board.cancel}
              </Button>
            )}
            {next && (
              <Button disabled={busy} onClick={() => onAdvance(order, next)}>
                {t.board.advance[order.status as 'new' | 'accepted' | 'ready']}
              </Button>
            )}
          </span>
        )}
      </footer>
    </article>
  );
}
