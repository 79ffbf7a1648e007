// The `qr-menu:cart-change` event, in the cart chunk: every change of the cart comes through that
// chunk (adding, restoring, a new order), so the first-paint script only asks it to tell the host.
import { cartCount, cartTotalBaisa, type Cart } from '../shared/domain/cart.ts';

export interface CartChangeDetail {
  cart: Cart;
  count: number;
  totalBaisa: number;
}

/** Tells the page around the element; composed: it leaves the shadow root, bubbles: a listener on
 * document hears it too. (qr-menu:checkout is sent by send-order.ts.) */
export function announceCart(host: Element | undefined, cart: Cart): void {
  const detail: CartChangeDetail = {
    cart,
    count: cartCount(cart),
    totalBaisa: cartTotalBaisa(cart),
  };
  host?.dispatchEvent(
    new CustomEvent('qr-menu:cart-change', { detail, bubbles: true, composed: true }),
  );
}
