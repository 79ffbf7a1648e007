// "Checkout on WhatsApp" from start to end, in the cart chunk (it runs only after the customer has
// pressed checkout in the panel, which came with the chunk): the order checked against the
// business's settings, the message, the count for the owner's dashboard, the host page's chance to
// take over, WhatsApp, and the order kept on the device so the menu can show its ending.
import { cartCount, cartTotalBaisa, type Cart } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import { lastOrderKey, serializeLastOrder } from '../shared/domain/last-order.ts';
import type { CheckoutForm } from '../shared/domain/order-details.ts';
import { openWhatsapp, prepareCheckout } from './checkout.ts';
import { unavailableInCart } from './clock-menu.ts';
import { CLOCK_TEXTS } from './clock-texts.ts';
import type { TrackedEvent } from './insights-chunk.ts';
import type { PublicMenu } from './menu-types.ts';
import { checkOrder } from './order.ts';
import { writeStorage } from './storage.ts';

/** What the menu knows of where it is (LoadedMenu's props): the business, table, host and counts. */
export interface SendOrderContext {
  slug: string;
  /** As public_menu sent it (its settings decide what the order needs). */
  menu: PublicMenu;
  lang: Lang;
  table: string | undefined;
  /** The element: the cancelable qr-menu:checkout event is dispatched on it. */
  host: Element | undefined;
  track: (event: TrackedEvent) => void;
}

export interface SendOrderResult {
  /** Why the order could not be prepared (no usable WhatsApp number), for the panel. */
  error?: string | undefined;
  /** The stored last order when WhatsApp was opened: the menu shows the "order sent" screen. */
  sent?: string | undefined;
}

/** `businessName` in the menu's language, for the greeting; `form` as the cart panel left it. */
export function sendOrder(
  input: SendOrderContext,
  businessName: string,
  cart: Cart,
  form: CheckoutForm | undefined,
  now = new Date(),
): SendOrderResult {
  const { lang } = input;
  const { business } = input.menu;
  // A dish added before its window closed (breakfast after 11:00) cannot be sent.
  const notServed = unavailableInCart(input.menu, cart, lang, now);
  if (notServed.length > 0) {
    return { error: CLOCK_TEXTS[lang].notServedNow(notServed.join(lang === 'ar' ? '، ' : ', ')) };
  }
  const verdict = checkOrder(
    { business, requestedTable: input.table, form },
    cartTotalBaisa(cart),
    now,
  );
  // The panel shows what is missing (the form's problems); nothing else to say here.
  if (!verdict.ok) return {};
  const result = prepareCheckout(businessName, business.whatsapp, cart, lang, verdict.details);
  if (!result.ok) return { error: result.error };
  const { deliveryFeeBaisa = 0, vatBaisa = 0 } = verdict.details;
  const totalBaisa = cartTotalBaisa(cart) + deliveryFeeBaisa + vatBaisa;
  input.track({ event: 'order', item_count: cartCount(cart), total_baisa: totalBaisa });
  // composed: the event leaves the shadow root; a host page may take over (log the order, use
  // its own flow) by calling preventDefault(), and then the menu stays as it is.
  const event = new CustomEvent('qr-menu:checkout', {
    detail: result.detail,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (input.host && !input.host.dispatchEvent(event)) return {};
  // Kept before WhatsApp opens: without a pop-up, WhatsApp replaces this page.
  const sent = serializeLastOrder({
    at: now.getTime(),
    lines: cart.lines,
    totalBaisa,
    link: result.detail.link,
  });
  writeStorage(lastOrderKey(input.slug), sent);
  openWhatsapp(result.detail.link);
  return { sent };
}
