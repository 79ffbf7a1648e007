// The customer's cart: immutable values, so a UI can compare references and a reload can restore it.
// Prices are integer baisa (see money.ts); a cart never does floating point arithmetic.

// Option rules (item-options.ts) stay out of this file: the widget's first paint loads it, and the
// rules come with the item sheet, which passes them to reconcileCart as `recheck`. Reading a kept
// cart back (cart-restore.ts) is out of it too: only the cart chunk does that.
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

/** The stored form's version (cart-restore.ts reads back only this one). */
export const CART_STORAGE_VERSION = 1;

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
  return JSON.stringify({ v: CART_STORAGE_VERSION, lines: cart.lines });
}

/** The cart with the line of next's key replaced by next. */
export function replaceLine(cart: Cart, next: CartLine): Cart {
  const key = cartLineKey(next);
  return { lines: cart.lines.map((line) => (cartLineKey(line) === key ? next : line)) };
}
