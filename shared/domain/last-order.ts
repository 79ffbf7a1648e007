// The order has an ending. Once WhatsApp has been opened with an order, the device keeps
// that order (per business, like the cart) until the customer chooses to start a new one or to go
// back to it, so a customer who comes back later sees the order they sent first, never a silently
// full cart they might send twice.
import type { CartLine } from './cart.ts';
import { deserializeCart } from './cart-restore.ts';

export interface LastOrder {
  /** When WhatsApp was opened with it (ms since 1970). */
  at: number;
  /** The cart's lines as they were sent. */
  lines: readonly CartLine[];
  /** What the message said the total was: the items, any delivery fee and any VAT line. */
  totalBaisa: number;
  /** The message's delivery fee line, when it had one. */
  deliveryFeeBaisa?: number;
  /** The message's `VAT 5%` line, when the business's prices exclude VAT. */
  vatBaisa?: number;
  /** The wa.me link that was opened, to open it again. */
  link: string;
  /** The business's number for the order, when it was recorded (place_order). */
  number?: number;
  /** The customer's key to the recorded order's status (order_status, topic order:<token>). */
  token?: string;
  /** Why an order of a business that records orders went without a number. */
  unrecorded?: UnrecordedReason;
}

/**
 * Why the order was sent on WhatsApp without being recorded: the signal was too weak or the
 * server did not answer in time ('connection'), the server refused to record more for now (429):
 * from this connection ('busy'), from this table ('busy-table'), or for the business as a whole
 * ('busy-menu'); or it says the business is closed ('closed').
 */
export type UnrecordedReason = 'connection' | 'busy' | 'busy-table' | 'busy-menu' | 'closed';

const UNRECORDED: readonly string[] = ['connection', 'busy', 'busy-table', 'busy-menu', 'closed'];

const VERSION = 1;

/** localStorage key: one last order per business, beside its cart (cartStorageKey). */
export function lastOrderKey(slug: string): string {
  return `qr-menu:order:${slug}`;
}

export function serializeLastOrder(order: LastOrder): string {
  return JSON.stringify({ v: VERSION, ...order });
}

/**
 * The stored last order, or null when there is none or it cannot be read (storage is
 * user-editable and may come from another build): a broken record shows nothing rather than junk.
 */
export function deserializeLastOrder(json: string | null | undefined): LastOrder | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, at, lines, totalBaisa, link, number, token, unrecorded, deliveryFeeBaisa, vatBaisa } =
    data as Record<string, unknown>;
  if (v !== VERSION || typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (typeof totalBaisa !== 'number' || !Number.isSafeInteger(totalBaisa) || totalBaisa < 0) {
    return null;
  }
  // Only a WhatsApp link is ever opened again from here.
  if (typeof link !== 'string' || !link.startsWith('https://wa.me/')) return null;
  // The cart's own reader checks every line.
  const cart = deserializeCart(JSON.stringify({ v: 1, lines }));
  if (cart.lines.length === 0) return null;
  const order: LastOrder = { at, lines: cart.lines, totalBaisa, link };
  // The order's own fields are kept only when sound; a bad one is dropped, the order still shown.
  if (typeof number === 'number' && Number.isSafeInteger(number) && number > 0)
    order.number = number;
  if (typeof token === 'string' && /^[0-9a-f]{64}$/.test(token)) order.token = token;
  if (isBaisa(deliveryFeeBaisa) && deliveryFeeBaisa > 0) order.deliveryFeeBaisa = deliveryFeeBaisa;
  if (isBaisa(vatBaisa)) order.vatBaisa = vatBaisa;
  if (typeof unrecorded === 'string' && UNRECORDED.includes(unrecorded)) {
    order.unrecorded = unrecorded as UnrecordedReason;
  }
  return order;
}

function isBaisa(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
