// "Checkout on WhatsApp": the order text in the menu's language and the wa.me link. Part of the
// cart chunk: only a customer with an open cart gets here.
import type { Cart } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import {
  buildOrderMessage,
  whatsappLink,
  type OrderDetails,
} from '../shared/domain/order-message.ts';
import { CART_TEXTS } from './cart-texts.ts';

export interface CheckoutDetail {
  message: string;
  link: string;
  /** The order's number for the day, when the business records orders (send-order.ts). */
  number?: number;
}

export type CheckoutResult = { ok: true; detail: CheckoutDetail } | { ok: false; error: string };

/** The message and link, or the customer's explanation when the business's number is unusable. */
export function prepareCheckout(
  businessName: string,
  whatsapp: string,
  cart: Cart,
  lang: Lang,
  details?: OrderDetails,
): CheckoutResult {
  const message = buildOrderMessage(businessName, cart, lang, details);
  try {
    return { ok: true, detail: { message, link: whatsappLink(whatsapp, message) } };
  } catch {
    return { ok: false, error: CART_TEXTS[lang].noWhatsapp };
  }
}

/** Opens WhatsApp in a new tab, or in this one when a pop-up is not allowed. */
export function openWhatsapp(link: string): void {
  const opened = window.open(link, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(link);
}
