// "Checkout on WhatsApp" from start to end, in the cart chunk (it runs only after the customer has
// pressed checkout in the panel, which came with the chunk): the order checked against the
// business's settings, recorded by the database when the business records orders (its number
// goes into the message), the count for the owner's dashboard, the host page's chance to take
// over, WhatsApp, and the order kept on the device so the menu can show its ending and status.
import { cartCount, cartTotalBaisa, type Cart } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import {
  deserializeLastOrder,
  lastOrderKey,
  serializeLastOrder,
  type LastOrder,
} from '../shared/domain/last-order.ts';
import { formatPrice } from '../shared/domain/money.ts';
import type { CheckoutForm } from '../shared/domain/order-details.ts';
import { mapsLink, orderTotals } from '../shared/domain/order-message.ts';
import {
  RECENT_ORDERS_KEY,
  forgetOrder,
  orderFingerprint,
  readRecentOrders,
  rememberOrder,
  sameRecentOrder,
} from '../shared/domain/recent-order.ts';
import {
  backendOf,
  fetchOrderStatus,
  orderCart,
  placeOrder,
  tableTokenOf,
  type Backend,
  type OrderDetailsInput,
  type PlaceOutcome,
} from './api/orders.ts';
import { openWhatsapp, prepareCheckout } from './checkout.ts';
import { unavailableInCart } from './clock-menu.ts';
import { CLOCK_TEXTS } from './clock-texts.ts';
import type { TrackedEvent } from './insights-chunk.ts';
import type { PublicMenu } from './menu-types.ts';
import { checkOrder } from './order.ts';
import { ORDER_RECORD_TEXTS } from './order-record-texts.ts';
import { readStorage, writeStorage } from './storage.ts';

/**
 * How long recording may take before the order goes without a number. Under the 5 s a browser
 * keeps the tap's permission to open WhatsApp in a new tab (after that it opens in this one).
 */
export const RECORD_TIMEOUT_MS = 4000;

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
  /** Why the order was not sent (no usable WhatsApp number, refused by the database), for the panel. */
  error?: string | undefined;
  /** The stored last order when WhatsApp was opened: the menu shows the "order sent" screen. */
  sent?: string | undefined;
}

// While one order is being recorded, the checkout button says so and a second tap does nothing.
let recording = false;
const recordingListeners = new Set<(busy: boolean) => void>();

function setRecording(busy: boolean) {
  recording = busy;
  for (const listener of recordingListeners) listener(busy);
}

/** Follows the recording state (the cart panel's button); returns the function that stops. */
export function onRecording(listener: (busy: boolean) => void): () => void {
  recordingListeners.add(listener);
  listener(recording);
  return () => recordingListeners.delete(listener);
}

/** The customer's sentence for the database's refusal of the order as it is. */
export function refusalText(
  outcome: Extract<PlaceOutcome, { kind: 'refused' }>,
  lang: Lang,
): string {
  const t = ORDER_RECORD_TEXTS[lang];
  const { detail } = outcome;
  const named = lang === 'ar' ? detail.name_ar || detail.name : detail.name || detail.name_ar;
  const item = typeof named === 'string' && named !== '' ? named : null;
  switch (outcome.code) {
    case 'order_price_changed':
      return t.priceChanged(
        item,
        typeof detail.unit_baisa === 'number' ? formatPrice(detail.unit_baisa, lang) : null,
      );
    case 'order_item_sold_out':
      return t.soldOut(item);
    case 'order_item_not_served':
      return item ? CLOCK_TEXTS[lang].notServedNow(item) : t.refused;
    case 'order_option_sold_out':
    case 'order_option_unavailable':
      return t.optionUnavailable(item);
    case 'order_below_minimum':
      return typeof detail.minimum_baisa === 'number'
        ? t.belowMinimum(formatPrice(detail.minimum_baisa, lang))
        : t.refused;
    default:
      return t.refused;
  }
}

/** `businessName` in the menu's language, for the greeting; `form` as the cart panel left it. */
export async function sendOrder(
  input: SendOrderContext,
  businessName: string,
  cart: Cart,
  form: CheckoutForm | undefined,
  now = new Date(),
): Promise<SendOrderResult> {
  if (recording) return {};
  const { lang, slug } = input;
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
  const { details } = verdict;
  // A business without a usable number is told before anything is recorded.
  let result = prepareCheckout(businessName, business.whatsapp, cart, lang, details);
  if (!result.ok) return { error: result.error };
  // The message's own sums, so the order-sent screen lists what the message lists.
  const { deliveryFeeBaisa, vatBaisa, totalBaisa } = orderTotals(cart, details);
  const kept: LastOrder = { at: now.getTime(), lines: cart.lines, totalBaisa, link: '' };
  if (deliveryFeeBaisa > 0) kept.deliveryFeeBaisa = deliveryFeeBaisa;
  if (vatBaisa !== undefined) kept.vatBaisa = vatBaisa;

  // What place_order is sent, and its fingerprint: the same again within 10 minutes is this order.
  const sentCart = orderCart(cart, totalBaisa);
  const sentDetails: OrderDetailsInput = {
    type: details.type ?? null,
    table: details.table ?? null,
    name: form?.name ?? '',
    address: form?.address ?? '',
    note: form?.note ?? '',
    // As the message shows them: asked payment only, a delivery's shared location as its link.
    payment: details.payment ?? null,
    location: details.location ? mapsLink(details.location) : null,
    lang,
    table_token: details.table ? tableTokenOf(input.host) : null,
  };
  const hash = orderFingerprint(sentCart, sentDetails);

  if (business.records_orders) {
    setRecording(true);
    let outcome: PlaceOutcome;
    try {
      // The customer went back and sent the same cart again: the order already recorded opens
      // again in WhatsApp, with its number, and the board gets no second one.
      const again = await orderToOpenAgain(backendOf(input.host), slug, hash, now.getTime());
      if (again) {
        writeStorage(lastOrderKey(slug), again.record);
        openWhatsapp(again.link);
        return { sent: again.record };
      }
      outcome = await placeOrder(
        backendOf(input.host),
        slug,
        sentCart,
        sentDetails,
        RECORD_TIMEOUT_MS,
      );
    } finally {
      setRecording(false);
    }
    // The cart as it is would be a wrong order (a changed price, a dish sold out): it stays, and
    // the panel says why. Anything else the customer cannot fix goes without a number.
    if (outcome.kind === 'refused') return { error: refusalText(outcome, lang) };
    if (outcome.kind === 'placed') {
      kept.number = outcome.number;
      kept.token = outcome.token;
      result = prepareCheckout(businessName, business.whatsapp, cart, lang, {
        ...details,
        number: outcome.number,
      });
      if (!result.ok) return { error: result.error };
    } else if (outcome.kind === 'unrecorded') {
      kept.unrecorded = outcome.reason;
    }
  }

  input.track({ event: 'order', item_count: cartCount(cart), total_baisa: totalBaisa });
  // composed: the event leaves the shadow root; a host page may take over (log the order, use
  // its own flow) by calling preventDefault(), and then the menu stays as it is.
  const event = new CustomEvent('qr-menu:checkout', {
    detail: kept.number ? { ...result.detail, number: kept.number } : result.detail,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (input.host && !input.host.dispatchEvent(event)) return {};
  // Kept before WhatsApp opens: without a pop-up, WhatsApp replaces this page.
  kept.link = result.detail.link;
  const sent = serializeLastOrder(kept);
  writeStorage(lastOrderKey(slug), sent);
  if (kept.token) {
    const recent = readRecentOrders(readStorage(RECENT_ORDERS_KEY));
    const at = now.getTime();
    const remembered = rememberOrder(recent, slug, { hash, at, record: sent }, at);
    writeStorage(RECENT_ORDERS_KEY, JSON.stringify(remembered));
  }
  openWhatsapp(result.detail.link);
  return { sent };
}

/** How long the status of the order to open again may take: the tap still has to open WhatsApp. */
const STATUS_CHECK_MS = 1500;

/**
 * This business's order recorded from this device with the same fingerprint in the last 10
 * minutes, unless the business has cancelled it since (then the send is a new order). A status
 * that cannot be read in time does not stop it: the order is recorded either way.
 */
async function orderToOpenAgain(
  backend: Backend,
  slug: string,
  hash: string,
  now: number,
): Promise<{ record: string; link: string } | null> {
  const recent = readRecentOrders(readStorage(RECENT_ORDERS_KEY));
  const same = sameRecentOrder(recent, slug, hash, now);
  const order = same && deserializeLastOrder(same.record);
  if (!same || !order?.token) return null;
  const status = await Promise.race([
    fetchOrderStatus(backend, order.token).then(
      (answer) => answer?.status ?? 'unknown',
      () => 'unreadable',
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('unreadable'), STATUS_CHECK_MS)),
  ]);
  if (status === 'cancelled' || status === 'unknown') {
    writeStorage(RECENT_ORDERS_KEY, JSON.stringify(forgetOrder(recent, same.record)));
    return null;
  }
  return { record: same.record, link: order.link };
}
