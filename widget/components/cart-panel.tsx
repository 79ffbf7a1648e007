import { useRef, type ReactNode } from 'react';
import { cartTotalBaisa, lineTotalBaisa, type Cart } from '../../shared/domain/cart.ts';
import { formatOmr } from '../../shared/domain/money.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';

export interface CartPanelProps {
  cart: Cart;
  onClose: () => void;
  onIncrement: (itemId: string) => void;
  onDecrement: (itemId: string) => void;
  onCheckout: () => void;
  checkoutError?: string | undefined;
  // issue 14: the checkout form under the lines, the total with the delivery fee, closed state.
  details?: ReactNode;
  totalBaisa?: number | undefined;
  checkoutDisabled?: boolean | undefined;
}

/** The slide-in "Your Cart" dialog: one line per item with minus/plus, the total and checkout. */
export function CartPanel(props: CartPanelProps) {
  const { cart, onClose, onIncrement, onDecrement, onCheckout, checkoutError, details } = props;
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
        <div className="qm-sb">
          {empty ? (
            <p className="qm-e">Your cart is empty.</p>
          ) : (
            <ul className="qm-ls">
              {cart.lines.map((line) => (
                <li key={line.itemId} className="qm-l" data-item-id={line.itemId}>
                  <span>
                    <span dir="auto">{line.name}</span>
                    <small>{formatOmr(lineTotalBaisa(line))}</small>
                  </span>
                  <span className="qm-sp">
                    <button
                      type="button"
                      aria-label={`Remove one ${line.name}`}
                      onClick={() => onDecrement(line.itemId)}
                    >
                      −
                    </button>
                    <output aria-label={`Quantity of ${line.name}`}>{line.qty}</output>
                    <button
                      type="button"
                      aria-label={`Add one more ${line.name}`}
                      onClick={() => onIncrement(line.itemId)}
                    >
                      +
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {!empty && details}
        </div>
        <div className="qm-ft">
          <p className="qm-tl">
            <span>Total</span>
            <span>{formatOmr(props.totalBaisa ?? cartTotalBaisa(cart))}</span>
          </p>
          {checkoutError && <p role="alert">{checkoutError}</p>}
          <button
            type="button"
            className="qm-go"
            disabled={empty || props.checkoutDisabled === true}
            onClick={onCheckout}
          >
            Checkout on WhatsApp
          </button>
        </div>
      </div>
    </>
  );
}
