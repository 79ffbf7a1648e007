// Recorded orders from the customer's side, in the cart chunk: place_order records the
// order before WhatsApp opens and answers its number and token; order_status reads the status
// back through the token. A plain fetch, like the menu's one request (fetch-menu.ts).
import type { Cart } from '../../shared/domain/cart.ts';
import type { UnrecordedReason } from '../../shared/domain/last-order.ts';
import { defaultApiConfig } from '../widget-config.ts';

/** Where the element's backend is: its api-url and anon-key attributes, else the build's defaults. */
export interface Backend {
  apiUrl: string;
  anonKey: string;
}

export function backendOf(host: Element | undefined): Backend {
  const defaults = defaultApiConfig();
  return {
    apiUrl: host?.getAttribute('api-url') || defaults.supabaseUrl,
    anonKey: host?.getAttribute('anon-key') || defaults.supabaseAnonKey,
  };
}

function rpc(backend: Backend, name: string, body: unknown, signal?: AbortSignal) {
  const key = backend.anonKey;
  return fetch(`${backend.apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(key ? { apikey: key, Authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
}

/** place_order's cart: item, quantity, what the customer saw for one, and the chosen choices. */
export function orderCart(cart: Cart, totalBaisa: number) {
  return {
    lines: cart.lines.map((line) => ({
      item_id: line.itemId,
      quantity: line.qty,
      unit_baisa: (line.options ?? []).reduce((sum, o) => sum + o.priceBaisa, line.priceBaisa),
      choices: (line.options ?? []).map((o) => o.choiceId),
    })),
    total_baisa: totalBaisa,
  };
}

export interface OrderDetailsInput {
  type: string | null;
  table: string | null;
  name: string;
  address: string;
  note: string;
  payment: 'cash' | 'card' | null;
  /** https://maps.google.com/?q=LAT,LNG, as the message's Location line. */
  location: string | null;
  lang: string;
  /** The printed table card's token (tableTokenOf): the table's own order budget. */
  table_token?: string | null;
}

export type PlaceOutcome =
  | { kind: 'placed'; number: number; token: string }
  /** The business does not record orders: WhatsApp as before. */
  | { kind: 'not-recorded' }
  /** The database refused the order as it is (hint code, details JSON): the customer must act. */
  | { kind: 'refused'; code: string; detail: Record<string, unknown> }
  /** Not recorded, for a reason the customer cannot fix here: it goes without a number. */
  | { kind: 'unrecorded'; reason: UnrecordedReason };

/**
 * A 429's reason, by the budget place_order names in its details (scope): this connection, this
 * table (with or without its card's token), or the business as a whole (remote orders, the general
 * budget, the day's numbers).
 */
export function busyReason(details: unknown): UnrecordedReason {
  let scope: unknown;
  try {
    scope = (JSON.parse(String(details ?? '{}')) as { scope?: unknown }).scope;
  } catch {
    // No details: this connection, as before budgets were named.
  }
  if (scope === 'table' || scope === 'table-card') return 'busy-table';
  if (scope === 'remote' || scope === 'business' || scope === 'day') return 'busy-menu';
  return 'busy';
}

/**
 * The printed table card's token: the element's table-token attribute, else the page address's
 * `t` (/{slug}/menu?table=5&t=…, as the card's QR code has it); null without one.
 */
export function tableTokenOf(host: Element | undefined, search?: string): string | null {
  const raw =
    host?.getAttribute('table-token') ??
    new URLSearchParams(search ?? globalThis.location?.search ?? '').get('t');
  return raw && /^[A-Za-z0-9_-]{16}$/.test(raw) ? raw : null;
}

/** Recorded within timeoutMs, or given up (the request aborted): a weak signal never holds the order. */
export async function placeOrder(
  backend: Backend,
  slug: string,
  cart: unknown,
  details: OrderDetailsInput,
  timeoutMs: number,
): Promise<PlaceOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await rpc(backend, 'place_order', { slug, cart, details }, controller.signal);
    const body = (await response.json()) as {
      number?: unknown;
      token?: unknown;
      hint?: unknown;
      details?: unknown;
    } | null;
    if (response.ok) {
      if (body === null) return { kind: 'not-recorded' };
      if (typeof body.number === 'number' && typeof body.token === 'string') {
        return { kind: 'placed', number: body.number, token: body.token };
      }
      return { kind: 'unrecorded', reason: 'connection' };
    }
    const code = typeof body?.hint === 'string' ? body.hint : '';
    if (code === 'order_rate_limited' || response.status === 429) {
      return { kind: 'unrecorded', reason: busyReason(body?.details) };
    }
    if (code === 'order_closed') return { kind: 'unrecorded', reason: 'closed' };
    if (code.startsWith('order_')) {
      let detail: Record<string, unknown> = {};
      try {
        detail = JSON.parse(String(body?.details ?? '{}')) as Record<string, unknown>;
      } catch {
        // No details: the message names nothing.
      }
      return { kind: 'refused', code, detail };
    }
    return { kind: 'unrecorded', reason: 'connection' };
  } catch {
    // Offline, aborted after timeoutMs, or an answer that is not JSON.
    return { kind: 'unrecorded', reason: 'connection' };
  } finally {
    clearTimeout(timer);
  }
}

export type OrderStatusValue = 'new' | 'accepted' | 'ready' | 'completed' | 'cancelled';

export interface OrderStatusAnswer {
  number: number;
  status: OrderStatusValue;
  cancel_reason: string | null;
  /** One of the owner's usual reasons (shared/domain/cancel-reasons.ts), worded by the screen. */
  cancel_code?: string | null;
}

/** The order's status through its token; null when unknown; rejects when it cannot be read now. */
export async function fetchOrderStatus(
  backend: Backend,
  token: string,
): Promise<OrderStatusAnswer | null> {
  const response = await rpc(backend, 'order_status', { token });
  if (!response.ok) throw new Error(`order_status answered ${response.status}`);
  return (await response.json()) as OrderStatusAnswer | null;
}
