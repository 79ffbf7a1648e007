import { useI18n } from '../../../lib/i18n/language-context.ts';
import { minutesSince, nextStatus, type BoardOrder, type OrderStatus } from '../lib/board.ts';
import { OrderLines } from './order-lines.tsx';
import { DeliveryPlace } from './delivery-place.tsx';
import { Button } from '../../../lib/ui/button.tsx';

export interface KitchenTicketProps {
  order: BoardOrder;
  now: Date;
  busy: boolean;
  onAdvance: (order: BoardOrder, to: OrderStatus) => void;
  /** Prints the order's kitchen ticket. */
  onPrint: (order: BoardOrder) => void;
  /** The moves the signed-in role is offered (mayMoveTo); every move without it. */
  mayMove?: (to: OrderStatus) => boolean;
}

/** A large ticket for the kitchen: number, where it goes, what to make, the note, one button. */
export function KitchenTicket({
  order,
  now,
  busy,
  onAdvance,
  onPrint,
  mayMove = () => true,
}: KitchenTicketProps) {
  const { lang, t } = useI18n();
  const following = nextStatus(order.status);
  const next = following && mayMove(following) ? following : null;
  return (
    <article
      className="kitchen-ticket"
      data-status={order.status}
      data-order-number={order.number}
      aria-labelledby={`ticket-${order.id}`}
    >
      <header className="kitchen-ticket__head">
        <h3 id={`ticket-${order.id}`}>{t.board.orderNumber(order.number)}</h3>
        <span className="kitchen-ticket__where">
          {order.table_label ? t.board.table(order.table_label) : t.board.type[order.order_type]}
        </span>
        <span className="kitchen-ticket__age">
          {t.board.minutesAgo(minutesSince(order.created_at, now))}
        </span>
        <Button
          variant="secondary"
          className="kitchen-ticket__print"
          aria-label={t.ticket.printTicketLabel(order.number)}
          onClick={() => onPrint(order)}
        >
          {t.ticket.printTicket}
        </Button>
      </header>
      <OrderLines lines={order.lines} lang={lang} />
      {order.customer_note && (
        <p className="kitchen-ticket__note">
          <strong>{t.board.note}:</strong> {order.customer_note}
        </p>
      )}
      <DeliveryPlace address={order.customer_address} location={order.customer_location} />
      {next && (
        <Button
          className="kitchen-ticket__advance"
          disabled={busy}
          onClick={() => onAdvance(order, next)}
        >
          {t.board.advance[order.status as 'new' | 'accepted' | 'ready']}
        </Button>
      )}
    </article>
  );
}
