// The customer's cart: immutable values, so a UI can compare references and a reload can restore it.
// Prices are integer baisa (see money.ts); a cart never does floating point arithmetic.

import {
  lineKey,
  recheckOptions,
  unitPriceBaisa,
  type ChosenOption,
  type OptionGroup,
} from './item-options.ts';

/** A chosen option of a line (size, extra): its choice, name and what it adds to the unit price. */
export type CartOption = ChosenOption;

/** One line of the cart: a menu item and its chosen options as they were when added, and how many. */
export interface CartLine {
  itemId: string;
  name: string;
  /** The item's own price; chosen options add theirs (see linePriceBaisa). */
  priceBaisa: number;
  qty: number;
  /** Chosen options in the owner's order; absent for an item without options. */
  options?: readonly ChosenOption[];
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

/** The identity of a line: its item and its combination of choices (see item-options lineKey). */
export function cartLineKey(line: CartLine): string {
  return lineKey(line.itemId, line.options);
}

/** Adds one of an item without options; an item already in the cart gets qty + 1 and today's price. */
export function addItem(cart: Cart, item: CartItem): Cart {
  return addLine(cart, item, [], 1);
}

/**
 * Adds `qty` of the item with the chosen options (the item sheet); the same item with the same
 * choices is one line whose qty grows and which takes the menu's current names and prices.
 */
export function addLine(
  cart: Cart,
  item: CartItem,
  options: readonly ChosenOption[],
  qty: number,
): Cart {
  const fresh: CartLine = {
    itemId: item.itemId,
    name: item.name,
    priceBaisa: item.priceBaisa,
    qty,
  };
  if (options.length > 0) fresh.options = options;
  const key = cartLineKey(fresh);
  const existing = cart.lines.find((line) => cartLineKey(line) === key);
  if (!existing) return { lines: [...cart.lines, { ...fresh, qty: Math.min(qty, MAX_LINE_QTY) }] };
  return replaceLine(cart, { ...fresh, qty: Math.min(existing.qty + qty, MAX_LINE_QTY) });
}

/** The plus button of a cart line: one more of exactly that item and those choices. */
export function incrementLine(cart: Cart, key: string): Cart {
  const existing = cart.lines.find((line) => cartLineKey(line) === key);
  if (!existing) return cart;
  return replaceLine(cart, { ...existing, qty: Math.min(existing.qty + 1, MAX_LINE_QTY) });
}

/** The minus button: one fewer, and the line disappears at zero. `key` is cartLineKey(line). */
export function decrementItem(cart: Cart, key: string): Cart {
  const existing = cart.lines.find((line) => cartLineKey(line) === key);
  if (!existing) return cart;
  if (existing.qty <= 1) return removeLine(cart, key);
  return replaceLine(cart, { ...existing, qty: existing.qty - 1 });
}

export function removeLine(cart: Cart, key: string): Cart {
  if (!cart.lines.some((line) => cartLineKey(line) === key)) return cart;
  return { lines: cart.lines.filter((line) => cartLineKey(line) !== key) };
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
 * Brings a restored cart in line with the menu as loaded now, so a stale price is never totalled
 * and an item that was deleted is never ordered. Returns the same cart object when nothing changed.
 */
export function reconcileCart(cart: Cart, currentItems: readonly CartItem[]): ReconcileResult {
  const byId = new Map(currentItems.map((item) => [item.itemId, item]));
  const removed: CartLine[] = [];
  const soldOut: CartLine[] = [];
  const updated: CartLine[] = [];
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    const item = byId.get(line.itemId);
    const options = item ? recheckOptions(item.optionGroups ?? [], line.options ?? []) : null;
    if (!item || !options || item.soldOut) {
      removed.push(line);
      if (item && (item.soldOut || soldOutChoice(item, line))) soldOut.push(line);
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

function soldOutChoice(item: CartItem, line: CartLine): boolean {
  const ids = new Set((line.options ?? []).map((o) => o.choiceId));
  return (item.optionGroups ?? []).some((g) => g.choices.some((c) => c.soldOut && ids.has(c.id)));
}

function replaceLine(cart: Cart, next: CartLine): Cart {
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
  if (!Array.isArray(options)) return null;
  const chosen: ChosenOption[] = [];
  for (const option of options as unknown[]) {
    if (!isRecord(option)) return null;
    const { choiceId, name: optionName, priceBaisa: optionPrice } = option;
    if (typeof choiceId !== 'string' || choiceId === '' || typeof optionName !== 'string')
      return null;
    if (!isBaisa(optionPrice)) return null;
    chosen.push({ choiceId, name: optionName, priceBaisa: optionPrice });
  }
  if (chosen.length > 0) line.options = chosen;
  return line;
}

function isBaisa(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

// JSON.parse output is untyped; this is the one place the cart looks inside it.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
