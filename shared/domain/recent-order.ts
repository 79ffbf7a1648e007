// Sending the same order twice. A customer who goes back from "Order sent" and presses checkout
// again with the same cart and details gets the order already recorded (its WhatsApp message,
// its number), not a second identical order on the owner's board. The device remembers, per
// business, the last recorded order with a fingerprint of what was sent and when; a different
// cart or different details, more than 10 minutes, or the customer's "Start a new order" make
// the next send a new order.

/** How long the same cart counts as the same order. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/** localStorage key of the remembered orders (one entry per business slug). */
export const RECENT_ORDERS_KEY = 'qr-menu:recorded';

export interface RecentOrder {
  /** orderFingerprint of what place_order was sent. */
  hash: string;
  /** When it was recorded (ms since 1970). */
  at: number;
  /** The stored last order (shared/domain/last-order.ts) as the order-sent screen showed it. */
  record: string;
}

export type RecentOrders = Record<string, RecentOrder>;

/**
 * A short fingerprint of the order's lines and details: 53 bits of cyrb53 over their JSON (the
 * same device compares its own two sends, so a cryptographic hash would buy nothing).
 */
export function orderFingerprint(lines: unknown, details: unknown): string {
  const text = JSON.stringify([lines, details]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The remembered orders, or none when the stored text is missing or not ours. */
export function readRecentOrders(json: string | null): RecentOrders {
  if (!json) return {};
  try {
    const data: unknown = JSON.parse(json);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    const orders: RecentOrders = {};
    for (const [slug, value] of Object.entries(data as Record<string, unknown>)) {
      const { hash, at, record } = (value ?? {}) as Record<string, unknown>;
      if (typeof hash === 'string' && typeof at === 'number' && typeof record === 'string') {
        orders[slug] = { hash, at, record };
      }
    }
    return orders;
  } catch {
    return {};
  }
}

/** The order to open again: this business's last one, same fingerprint, under 10 minutes old. */
export function sameRecentOrder(
  orders: RecentOrders,
  slug: string,
  hash: string,
  now: number,
): RecentOrder | null {
  const last = orders[slug];
  if (!last || last.hash !== hash) return null;
  const age = now - last.at;
  return age >= 0 && age < REPEAT_WINDOW_MS ? last : null;
}

/** Remembers this business's new order and forgets every entry past the window. */
export function rememberOrder(
  orders: RecentOrders,
  slug: string,
  order: RecentOrder,
  now: number,
): RecentOrders {
  const kept: RecentOrders = {};
  for (const [other, entry] of Object.entries(orders)) {
    if (other !== slug && now - entry.at < REPEAT_WINDOW_MS) kept[other] = entry;
  }
  kept[slug] = order;
  return kept;
}

/** Forgets the entry that showed this record ("Start a new order", or the order was cancelled). */
export function forgetOrder(orders: RecentOrders, record: string): RecentOrders {
  return Object.fromEntries(Object.entries(orders).filter(([, entry]) => entry.record !== record));
}
