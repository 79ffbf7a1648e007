// The customer's cart: immutable values, so a UI can compare references and a reload can restore it.
// Prices are integer baisa (see money.ts); a cart never does floating point arithmetic.

/** A chosen option of a line (size, extra), with what it adds to the unit price. */
export interface CartOption {
  name: string;
  priceBaisa: number;
}

/** One line of the cart: a menu item as it was when added, and how many. */
export interface CartLine {
  itemId: string;
  name: string;
  priceBaisa: number;
  qty: number;
  /** Chosen options in the owner's order; each adds its price to the unit price. */
  options?: readonly CartOption[];
}

export interface Cart {
  lines: readonly CartLine[];
}

/** A menu item as the cart needs it (the widget maps public_menu items to this once). */
export interface CartItem {
  itemId: string;
  name: string;
  priceBaisa: number;
}

/** More of one item than anyone orders by QR code; also bounds junk read back from storage. */
export const MAX_LINE_QTY = 999;

const STORAGE_VERSION = 1;

export const emptyCart: Cart = { lines: [] };

/** Adds one of the item; an item already in the cart gets qty + 1 and the menu's current price. */
export function addItem(cart: Cart, item: CartItem): Cart {
  const existing = cart.lines.find((line) => line.itemId === item.itemId);
  if (!existing) return { lines: [...cart.lines, { ...item, qty: 1 }] };
  const qty = Math.min(existing.qty + 1, MAX_LINE_QTY);
  return replaceLine(cart, { ...existing, name: item.name, priceBaisa: item.priceBaisa, qty });
}

/** The minus button: one fewer, and the line disappears at zero. */
export function decrementItem(cart: Cart, itemId: string): Cart {
  const existing = cart.lines.find((line) => line.itemId === itemId);
  if (!existing) return cart;
  if (existing.qty <= 1) return removeLine(cart, itemId);
  return replaceLine(cart, { ...existing, qty: existing.qty - 1 });
}

export function removeLine(cart: Cart, itemId: string): Cart {
  if (!cart.lines.some((line) => line.itemId === itemId)) return cart;
  return { lines: cart.lines.filter((line) => line.itemId !== itemId) };
}

export function clearCart(): Cart {
  return emptyCart;
}

/** The number on the floating cart button: all quantities added up. */
export function cartCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.qty, 0);
}

/** qty x (unit price + chosen option prices), as ARCHITECTURE.md "Order message" says. */
export function lineTotalBaisa(line: CartLine): number {
  const options = (line.options ?? []).reduce((sum, option) => sum + option.priceBaisa, 0);
  return line.qty * (line.priceBaisa + options);
}

export function cartTotalBaisa(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + lineTotalBaisa(line), 0);
}

/** localStorage key: one cart per business, so two menus open in one browser never mix. */
export function cartStorageKey(slug: string): string {
  return `qr-menu:cart:${slug}`;
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify({ v: STORAGE_VERSION, lines: cart.lines });
}

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
  if (!isRecord(data) || data.v !== STORAGE_VERSION || !Array.isArray(data.lines)) return emptyCart;
  let cart = emptyCart;
  for (const raw of data.lines as unknown[]) {
    const line = readLine(raw);
    if (!line) continue;
    const existing = cart.lines.find((other) => other.itemId === line.itemId);
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
  /** Lines whose item is no longer on the menu. */
  removed: CartLine[];
  /** Lines as they are now, for items whose name or price changed. */
  updated: CartLine[];
}

/**
 * Brings a restored cart in line with the menu as loaded now, so a stale price is never totalled
 * and an item that was deleted is never ordered. Returns the same cart object when nothing changed.
 */
export function reconcileCart(cart: Cart, currentItems: readonly CartItem[]): ReconcileResult {
  const byId = new Map(currentItems.map((item) => [item.itemId, item]));
  const removed: CartLine[] = [];
  const updated: CartLine[] = [];
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    const item = byId.get(line.itemId);
    if (!item) {
      removed.push(line);
    } else if (item.name !== line.name || item.priceBaisa !== line.priceBaisa) {
      const fresh = { ...line, name: item.name, priceBaisa: item.priceBaisa };
      updated.push(fresh);
      lines.push(fresh);
    } else {
      lines.push(line);
    }
  }
  const changed = removed.length > 0 || updated.length > 0;
  return { cart: changed ? { lines } : cart, changed, removed, updated };
}

function replaceLine(cart: Cart, next: CartLine): Cart {
  return { lines: cart.lines.map((line) => (line.itemId === next.itemId ? next : line)) };
}

function readLine(raw: unknown): CartLine | null {
  if (!isRecord(raw)) return null;
  const { itemId, name, priceBaisa, qty } = raw;
  if (typeof itemId !== 'string' || itemId === '' || typeof name !== 'string') return null;
  if (typeof priceBaisa !== 'number' || !Number.isSafeInteger(priceBaisa) || priceBaisa < 0) {
    return null;
  }
  if (typeof qty !== 'number' || !Number.isSafeInteger(qty) || qty < 1) return null;
  // Stored options are not read back yet: the widget has no options to choose until the
  // menu-options feature, which decides how lines with options are stored and told apart.
  return { itemId, name, priceBaisa, qty: Math.min(qty, MAX_LINE_QTY) };
}

// JSON.parse output is untyped; this is the one place the cart looks inside it.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
