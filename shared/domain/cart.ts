// The customer's cart: immutable values, so a UI can compare references and a reload can restore it.
// Prices are integer baisa (see money.ts); a cart never does floating point arithmetic.

// Option rules (item-options.ts) stay out of this file: the widget's first paint loads it, and the
// rules come with the item sheet, which passes them to reconcileCart as `recheck`.
import type { OptionGroup } from './item-options.ts';

/** A chosen option of a line (size, extra): its choice, name and what it adds to the unit price. */
export interface CartOption {
  choiceId: string;
  name: string;
  priceBaisa: number;
}

/** One line of the cart: a menu item and its chosen options as they were when added, and how many. */
export interface CartLine {
  itemId: string;
  name: string;
  /** The item's own price; chosen options add theirs (see linePriceBaisa). */
  priceBaisa: number;
  qty: number;
  /** Chosen options in the owner's order; absent for an item without options. */
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
  /** The item's option groups, so a restored line's choices can be re-checked. */
  optionGroups?: readonly OptionGroup[];
  /** A sold-out item cannot be added, and a restored line of it is dropped. */
  soldOut?: boolean;
}

/** More of one item than anyone orders by QR code; also bounds junk read back from storage. */
export const MAX_LINE_QTY = 999;

const STORAGE_VERSION = 1;

export const emptyCart: Cart = { lines: [] };

/**
 * The identity of a cart line: the item and its combination of choices, so "Karak Tea (Large)" and
 * "Karak Tea (Small)" are two lines. An item without options keeps its id as the key.
 */
export function lineKey(itemId: string, options: readonly CartOption[] = []): string {
  return options.length ? `${itemId}|${options.map((o) => o.choiceId).join(',')}` : itemId;
}

export function cartLineKey(line: CartLine): string {
  return lineKey(line.itemId, line.options);
}

/** The price of one: the item's price plus every chosen option's price change. */
export function unitPriceBaisa(basePriceBaisa: number, options: readonly CartOption[] = []) {
  return options.reduce((sum, option) => sum + option.priceBaisa, basePriceBaisa);
}

/** How many of an item the cart holds over all its choice combinations (the card's badge). */
export function itemQty(cart: Cart, itemId: string): number {
  return cart.lines.reduce((sum, line) => sum + (line.itemId === itemId ? line.qty : 0), 0);
}

export function clearCart(): Cart {
  return emptyCart;
}

/** The number on the floating cart button: all quantities added up. */
export function cartCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.qty, 0);
}

/** The price of one of the line: the item's price plus its chosen options'. */
export function linePriceBaisa(line: CartLine): number {
  return unitPriceBaisa(line.priceBaisa, line.options);
}

export function lineTotalBaisa(line: CartLine): number {
  return line.qty * linePriceBaisa(line);
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

/** The cart with the line of next's key replaced by next. */
export function replaceLine(cart: Cart, next: CartLine): Cart {
  const key = cartLineKey(next);
  return { lines: cart.lines.map((line) => (cartLineKey(line) === key ? next : line)) };
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
