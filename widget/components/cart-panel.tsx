import { useRef } from 'react';
import {
  cartLineKey,
  cartTotalBaisa,
  lineTotalBaisa,
  type Cart,
} from '../../shared/domain/cart.ts';
import { formatOmr } from '../../shared/domain/money.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';

export interface CartPanelProps {
  cart: Cart;
  onClose: () => void;
  /** `key` is the line's cartLineKey: one item with one combination of choices. */
  onIncrement: (key: string) => void;
  onDecrement: (key: string) => void;
  onCheckout: () => void;
  checkoutError?: string | undefined;
}

/**
 * The slide-in "Your Cart" dialog: one line per item and combination of choices (shown under the
 * name) with minus/plus, the total and checkout.
 */
export function CartPanel(props: CartPanelProps) {
  const { cart, onClose, onIncrement, onDecrement, onCheckout, checkoutError } = props;
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  const empty = cart.lines.length === 0;

  return (
    <>
      <div className="qm-sc" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="qm-p"
        role="dialog"
        aria-modal="true"
        aria-labelledby="qm-cart-title"
      >
        <div className="qm-hd">
          <h2 id="qm-cart-title">Your Cart</h2>
          <button type="button" className="qm-x" aria-label="Close cart" onClick={onClose}>
            ×
          </button>
        </div>
        {empty ? (
          <p className="qm-e">Your cart is empty.</p>
        ) : (
          <ul className="qm-ls">
            {cart.lines.map((line) => {
              const key = cartLineKey(line);
              const chosen = (line.options ?? []).map((o) => o.name).join(', ');
              // Two lines of one item differ by their choices; the buttons say which one.
              const label = chosen ? `${line.name} (${chosen})` : line.name;
              return (
                <li key={key} className="qm-l" data-item-id={line.itemId}>
                  <span>
                    <span dir="auto">{line.name}</span>
                    {chosen ? (
                      <small className="qm-lo" dir="auto">
                        {chosen}
                      </small>
                    ) : null}
                    <small>{formatOmr(lineTotalBaisa(line))}</small>
                  </span>
                  <span className="qm-sp">
                    <button
                      type="button"
                      aria-label={`Remove one ${label}`}
                      onClick={() => onDecrement(key)}
                    >
                      −
                    </button>
                    <output aria-label={`Quantity of ${label}`}>{line.qty}</output>
                    <button
                      type="button"
                      aria-label={`Add one more ${label}`}
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
        <div className="qm-ft">
          <p className="qm-tl">
            <span>Total</span>
            <span>{formatOmr(cartTotalBaisa(cart))}</span>
          </p>
          {checkoutError && <p role="alert">{checkoutError}</p>}
          <button type="button" className="qm-go" disabled={empty} onClick={onCheckout}>
            Checkout on WhatsApp
          </button>
        </div>
      </div>
    </>
  );
}
