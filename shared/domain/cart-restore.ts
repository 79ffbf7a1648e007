// Reading a cart kept on the device back and bringing it in line with the menu as loaded now.
// Apart from cart.ts, which the widget's first paint loads: only the cart chunk, fetched right after
// the first paint whenever a cart was kept, reads one back.
import {
  CART_STORAGE_VERSION,
  MAX_LINE_QTY,
  cartLineKey,
  emptyCart,
  replaceLine,
  type Cart,
  type CartItem,
  type CartLine,
  type CartOption,
} from './cart.ts';

/**
 * Reads a stored cart back. Storage is user-editable and may come from an older build, so anything
 * unreadable yields an empty cart and any malformed line is dropped rather than shown.
 */
export function deserializeCart(json: string | null | undefined): Cart {
  if (!json) return emptyCart;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return emptyCart;
  }
  if (!isRecord(data) || data.v !== CART_STORAGE_VERSION || !Array.isArray(data.lines))
    return emptyCart;
  let cart = emptyCart;
  for (const raw of data.lines as unknown[]) {
    const line = readLine(raw);
    if (!line) continue;
    const existing = cart.lines.find((other) => cartLineKey(other) === cartLineKey(line));
    cart = existing
      ? replaceLine(cart, { ...existing, qty: Math.min(existing.qty + line.qty, MAX_LINE_QTY) })
      : { lines: [...cart.lines, line] };
  }
  return cart;
}

export interface ReconcileResult {
  cart: Cart;
  /** True when anything was dropped, renamed or re-priced: the UI may tell the customer. */
  changed: boolean;
  /** Lines whose item is no longer on the menu, is sold out, or whose choices no longer stand. */
  removed: CartLine[];
  /** The part of `removed` dropped because the item or a chosen option is sold out. */
  soldOut: CartLine[];
  /** Lines as they are now, for items whose name or price changed. */
  updated: CartLine[];
}

/**
 * Re-checks a line's chosen options against its item as loaded now: today's options (names,
 * prices), 'sold-out' when one of them sold out, null when the line can no longer be ordered so.
 */
export type RecheckOptions = (
  item: CartItem,
  options: readonly CartOption[],
) => CartOption[] | 'sold-out' | null;

/**
 * Brings a restored cart in line with the menu as loaded now, so a stale price is never totalled
 * and an item that was deleted or sold out is never ordered. Without `recheck`, chosen options are
 * kept as stored (the widget re-runs it with the option rules once the item sheet's chunk is in).
 * Returns the same cart object when nothing changed.
 */
export function reconcileCart(
  cart: Cart,
  currentItems: readonly CartItem[],
  recheck?: RecheckOptions,
): ReconcileResult {
  const byId = new Map(currentItems.map((item) => [item.itemId, item]));
  const removed: CartLine[] = [];
  const soldOut: CartLine[] = [];
  const updated: CartLine[] = [];
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    const item = byId.get(line.itemId);
    const options =
      !item || item.soldOut
        ? 'sold-out'
        : recheck
          ? recheck(item, line.options ?? [])
          : (line.options ?? []);
    if (!item || !Array.isArray(options)) {
      removed.push(line);
      if (item && options === 'sold-out') soldOut.push(line);
      continue;
    }
    const fresh: CartLine = {
      itemId: line.itemId,
      name: item.name,
      priceBaisa: item.priceBaisa,
      qty: line.qty,
    };
    if (options.length > 0) fresh.options = options;
    if (JSON.stringify(fresh) !== JSON.stringify(line)) {
      updated.push(fresh);
      lines.push(fresh);
    } else {
      lines.push(line);
    }
  }
  const changed = removed.length > 0 || updated.length > 0;
  return { cart: changed ? { lines } : cart, changed, removed, soldOut, updated };
}

function readLine(raw: unknown): CartLine | null {
  if (!isRecord(raw)) return null;
  const { itemId, name, priceBaisa, qty, options } = raw;
  if (typeof itemId !== 'string' || itemId === '' || typeof name !== 'string') return null;
  if (!isBaisa(priceBaisa)) return null;
  if (typeof qty !== 'number' || !Number.isSafeInteger(qty) || qty < 1) return null;
  const line: CartLine = { itemId, name, priceBaisa, qty: Math.min(qty, MAX_LINE_QTY) };
  if (options === undefined) return line;
  // A line whose options cannot be read would be ordered at the wrong price: drop it whole.
  if (!Array.isArray(options) || !options.every(isOption)) return null;
  if (options.length > 0) {
    line.options = options.map(({ choiceId, name, priceBaisa }) => ({
      choiceId,
      name,
      priceBaisa,
    }));
  }
  return line;
}

function isOption(value: unknown): value is CartOption {
  if (!isRecord(value)) return false;
  const { choiceId, name, priceBaisa } = value;
  return (
    typeof choiceId === 'string' &&
    choiceId !== '' &&
    typeof name === 'string' &&
    isBaisa(priceBaisa)
  );
}

function isBaisa(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

// JSON.parse output is untyped; this is the one place the cart looks inside it.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
