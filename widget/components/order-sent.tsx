// The order's ending. Once WhatsApp has been opened with the order, this screen shows
// what was sent and lets the customer start a new order (the cart emptied) or go back to this one;
// it is also what a customer who comes back later sees first. Part of the cart chunk.
import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from '../../shared/ui/menu/css.ts';
import { lineTotalBaisa } from '../../shared/domain/cart.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { deserializeLastOrder } from '../../shared/domain/last-order.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { cartCss } from '../cart-styles.ts';
import { CART_TEXTS } from '../cart-texts.ts';
import { ENDING_TEXTS } from '../ending-texts.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { lineLabel } from '../line-label.ts';
import { backendOf, fetchOrderStatus, type OrderStatusAnswer } from '../api/orders.ts';
import { ORDER_RECORD_TEXTS } from '../order-record-texts.ts';

/** 'new': empty the cart; 'back': keep it and show it; 'none': nothing to show (a broken record). */
export type OrderSentChoice = 'new' | 'back' | 'none';

export interface OrderSentProps {
  /** The stored last order (shared/domain/last-order.ts), as read from the device. */
  record: string;
  lang: Lang;
  onDone: (choice: OrderSentChoice) => void;
}

function sentTime(at: number, lang: Lang): string {
  // Western digits in both languages, as the prices are (docs/architecture.md "Languages").
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

interface LiveStatus {
  answer?: OrderStatusAnswer | undefined;
  /** The last read failed (offline): the last status known stays, with a note. */
  unreachable?: boolean;
}

/**
 * The recorded order's status through its token: read on load (so a reload or a rescan shows it)
 * and again on each message of its private topic order:<token>, followed with the live menu's
 * small Phoenix client (live-client.ts, fetched only now). A finished order stops listening.
 */
function useOrderStatus(
  token: string | undefined,
  panel: { current: HTMLElement | null },
): LiveStatus {
  const [live, setLive] = useState<LiveStatus>({});
  const finished = live.answer?.status === 'completed' || live.answer?.status === 'cancelled';
  useEffect(() => {
    if (!token || finished) return undefined;
    const root = panel.current?.getRootNode();
    const host = root && 'host' in root && root.host instanceof Element ? root.host : undefined;
    const backend = backendOf(host);
    let stopped = false;
    let leave: (() => void) | undefined;
    const read = () => {
      fetchOrderStatus(backend, token).then(
        (answer) => !stopped && setLive({ answer: answer ?? undefined }),
        () => !stopped && setLive((last) => ({ ...last, unreachable: true })),
      );
    };
    read();
    import('../live-client.ts').then(
      ({ listen }) => {
        if (stopped) return;
        leave = listen({
          apiUrl: backend.apiUrl,
          anonKey: backend.anonKey,
          topic: `order:${token}`,
          event: 'order_status',
          onMessage: read,
          // A change made while the connection was down sent its message to nobody.
          onJoined: read,
        });
      },
      () => {},
    );
    return () => {
      stopped = true;
      leave?.();
    };
  }, [token, finished, panel]);
  return live;
}

export function OrderSent({ record, lang, onDone }: OrderSentProps) {
  const order = useMemo(() => deserializeLastOrder(record), [record]);
  const t = ENDING_TEXTS[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const panel = useRef<HTMLDivElement>(null);
  const r = ORDER_RECORD_TEXTS[lang];
  const live = useOrderStatus(order?.token, panel);
  const status = live.answer?.status ?? (order?.token ? 'new' : undefined);
  const done = (choice: OrderSentChoice) => {
    const root = panel.current?.getRootNode() as ShadowRoot | Document | undefined;
    onDone(choice);
    // A new order starts at the top of the menu (no longer inert a frame later).
    if (choice === 'new') {
      requestAnimationFrame(() =>
        root?.querySelector<HTMLElement>('.qm-menu>[tabindex="-1"]')?.focus(),
      );
    }
  };
  // Escape goes back to the order, the choice that loses nothing.
  useFocusTrap(panel, () => done('back'));
  useEffect(() => {
    if (!order) onDone('none');
  }, [order, onDone]);
  // The screen as a whole takes focus (after the trap's first control), so a screen reader starts
  // at its title and no single choice looks picked already.
  useEffect(() => panel.current?.focus(), []);
  if (!order) return null;

  return (
    <>
      <style>{cartCss + sentCss}</style>
      <div className="qm-scrim" aria-hidden="true" />
      <div
        ref={panel}
        className="qm-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="qm-sent-title"
        data-order-sent=""
        tabIndex={-1}
      >
        <div className="qm-panel-head qm-sent-head">
          <span aria-hidden="true">✓</span>
          <h2 id="qm-sent-title">{t.orderSent}</h2>
        </div>
        {/* A long order scrolls; its link keeps the region reachable by keyboard. */}
        <div className="qm-scroll-body">
          {order.number !== undefined && (
            <div className="qm-sent-note" data-order-progress="">
              <p data-order-number="">{r.orderNo(order.number)}</p>
              {status && (
                <p role="status" data-status={status}>
                  {r.statusLabel}: <strong>{r.status[status]}</strong>
                  <br />
                  <small>
                    {r.statusHint[status]}
                    {status === 'cancelled' && live.answer?.cancel_reason
                      ? ` ${r.cancelReason(live.answer.cancel_reason)}`
                      : ''}
                    {live.unreachable ? ` ${r.statusUnknown}` : ''}
                  </small>
                </p>
              )}
            </div>
          )}
          {order.unrecorded && (
            <p className="qm-sent-note" data-unrecorded={order.unrecorded}>
              {r.unrecorded[order.unrecorded]}
            </p>
          )}
          <p className="qm-sent-note">{t.orderSentHint}</p>
          <p className="qm-sent-note">
            <small>{t.sentAt(sentTime(order.at, lang))}</small>
          </p>
          <ul className="qm-lines">
            {order.lines.map((line, index) => (
              <li key={index} className="qm-line">
                <span>
                  {line.qty} {lang === 'ar' ? '×' : 'x'} <bdi>{lineLabel(line, lang)}</bdi>
                </span>
                <span className="qm-line-price">{price(lineTotalBaisa(line))}</span>
              </li>
            ))}
          </ul>
          <p className="qm-total qm-sent-note">
            <span>{CART_TEXTS[lang].total}</span>
            <span>{price(order.totalBaisa)}</span>
          </p>
          <p className="qm-sent-note">
            <a className="qm-whatsapp" href={order.link} target="_blank" rel="noopener noreferrer">
              {t.openWhatsappAgain}
            </a>
          </p>
        </div>
        <div className="qm-panel-foot">
          <button type="button" className="qm-primary" onClick={() => done('new')}>
            {t.startNewOrder}
          </button>
          <button type="button" className="qm-back" onClick={() => done('back')}>
            {t.backToOrder}
          </button>
        </div>
      </div>
    </>
  );
}

// The screen's own rules, with it in the on-demand chunk; the panel's come from cartCss.
const sentCss = css`
  [data-order-sent]:focus {
    outline: 0;
  }
  .qm-sent-head {
    justify-content: flex-start;
    border: 0;
  }
  .qm-sent-head span {
    display: grid;
    place-items: center;
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 99px;
    background: var(--menu-success);
    color: var(--menu-on-dark);
    font-size: 1.4em;
    font-weight: 700;
  }
  .qm-sent-note {
    padding: 0 16px;
    margin: 12px 0;
  }
  .qm-sent-note small {
    color: var(--menu-muted);
  }
  [data-order-progress] {
    border: 2px solid var(--menu-accent);
    border-radius: var(--menu-radius);
    padding: 12px 16px;
    margin-inline: 16px;
  }
  [data-order-progress] p {
    margin: 0;
  }
  [data-order-number] {
    font-size: 1.4em;
    font-weight: 700;
  }
  [data-status] strong {
    color: var(--menu-accent);
  }
  [data-status='cancelled'] strong {
    color: var(--menu-danger-text);
  }
  [data-unrecorded] {
    color: var(--menu-danger-text);
  }
  .qm-line > .qm-line-price {
    flex: none;
    font-weight: 700;
    white-space: nowrap;
    unicode-bidi: isolate;
  }
  .qm-whatsapp {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--menu-accent);
    font-weight: 600;
  }
  .qm-back {
    min-height: 52px;
    border-radius: var(--menu-radius);
    border: 1px solid var(--menu-border);
    font-weight: 700;
  }
`;
