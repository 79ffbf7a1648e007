import { useEffect, useRef, useState } from 'react';
import {
  cartLineKey,
  cartTotalBaisa,
  lineTotalBaisa,
  type Cart,
} from '../../shared/domain/cart.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { cartCss } from '../cart-styles.ts';
import { CART_TEXTS } from '../cart-texts.ts';
import { checkoutProblems, orderVatBaisa } from '../../shared/domain/order-details.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOnline } from '../hooks/use-online.ts';
import { OFFLINE_TEXTS } from '../offline-texts.ts';
import type { MenuBusiness } from '../menu-types.ts';
import type { OrderInputs } from '../order-inputs.ts';
import { openStateText, orderView } from '../order.ts';
import { rememberCustomer } from '../order-settings.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { ORDER_RECORD_TEXTS } from '../order-record-texts.ts';
import { onRecording } from '../send-order.ts';

export interface CartPanelProps {
  cart: Cart;
  lang: Lang;
  onClose: () => void;
  /** `key` is the line's cartLineKey: one item with one combination of choices. */
  onIncrement: (key: string) => void;
  onDecrement: (key: string) => void;
  onCheckout: () => void;
  checkoutError?: string | undefined;
  /** The checkout form (order type, name, address, note), fee and closed state. */
  order?: (OrderInputs & { business: MenuBusiness }) | undefined;
}

/**
 * The slide-in "Your Cart" dialog: one line per item and combination of choices (shown under the
 * name) with minus/plus, the checkout form, the total and checkout.
 */
export function CartPanel(props: CartPanelProps) {
  const { cart, lang, onClose, onIncrement, onDecrement, onCheckout, checkoutError } = props;
  const t = CART_TEXTS[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  const empty = cart.lines.length === 0;
  const { order } = props;
  const now = useNow();
  // Offline, the menu is the service worker's copy and WhatsApp cannot open: wait.
  const online = useOnline();
  const view =
    order &&
    orderView({ business: order.business, requestedTable: order.table, form: order.form }, now);
  const items = cartTotalBaisa(cart);
  const fee = view?.feeBaisa ?? 0;
  const vat = view && orderVatBaisa(view.settings, items, fee);
  const closedText = view?.closed ? openStateText(view.open, t) : null;
  // While the order is being recorded (at most a few seconds), the button says so.
  const [recording, setRecording] = useState(false);
  useEffect(() => onRecording(setRecording), []);
  const records = order?.business.records_orders === true;
  const r = ORDER_RECORD_TEXTS[lang];

  return (
    <>
      <style>{cartCss}</style>
      <div className="qm-scrim" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="qm-panel"
        part="cart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="qm-cart-title"
      >
        <div className="qm-panel-head">
          <h2 id="qm-cart-title">{t.yourCart}</h2>
          <button type="button" className="qm-close" aria-label={t.closeCart} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="qm-scroll-body">
          {empty ? (
            <p className="qm-empty">{t.cartEmpty}</p>
          ) : (
            <ul className="qm-lines">
              {cart.lines.map((line) => {
                const key = cartLineKey(line);
                const chosen = (line.options ?? [])
                  .map((o) => o.name)
                  .join(lang === 'ar' ? '، ' : ', ');
                // Two lines of one item differ by their choices; the buttons say which one.
                const label = chosen ? `${line.name} (${chosen})` : line.name;
                return (
                  <li key={key} className="qm-line" data-item-id={line.itemId}>
                    <span>
                      <span dir="auto">{line.name}</span>
                      {chosen ? <small dir="auto">{chosen}</small> : null}
                      <small>{price(lineTotalBaisa(line))}</small>
                    </span>
                    <span className="qm-stepper">
                      <button
                        type="button"
                        aria-label={t.removeOne(label)}
                        onClick={() => onDecrement(key)}
                      >
                        −
                      </button>
                      <output aria-label={t.quantityOf(label)}>{line.qty}</output>
                      <button
                        type="button"
                        aria-label={t.addOneMore(label)}
                        onClick={() => onIncrement(key)}
                      >
                        +
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {!empty && order && view && (
            <CheckoutForm
              lang={lang}
              settings={view.settings}
              table={view.table}
              form={view.form}
              onChange={(form) => {
                rememberCustomer(form);
                order.onFormChange(form);
              }}
              problems={order.tried ? checkoutProblems(view.form, view.settings, items) : []}
              feeBaisa={view.feeBaisa}
              vatBaisa={vat}
              closedNote={
                closedText
                  ? `${closedText}. ${view.blocked ? t.closedNoOrders : t.preorderNote}`
                  : undefined
              }
            />
          )}
        </div>
        <div className="qm-panel-foot">
          <p className="qm-total">
            <span>{t.total}</span>
            <span>{price(items + fee + (vat ?? 0))}</span>
          </p>
          {checkoutError && <p role="alert">{checkoutError}</p>}
          {!online && (
            <p role="status" data-offline>
              {OFFLINE_TEXTS[lang].checkout}
            </p>
          )}
          <button
            type="button"
            className="qm-primary"
            part="checkout-button"
            disabled={empty || view?.blocked === true || !online || recording}
            aria-busy={recording || undefined}
            onClick={onCheckout}
          >
            {recording ? r.recording : t.checkout}
          </button>
          {records && !empty && (
            <p data-stored>{r.stored(order?.business.order_retention_days ?? 30)}</p>
          )}
        </div>
      </div>
    </>
  );
}
