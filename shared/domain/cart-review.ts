// A cart restored from the device, checked against the menu as loaded now, and every
// change told line by line (price changed, sold out, no longer offered). Apart from cart.ts, like
// cart-edit.ts: the customer menu needs it only after its first paint, with the cart's chunk.
import { linePriceBaisa, type Cart, type CartItem, type CartLine } from './cart.ts';
import { reconcileCart, type RecheckOptions } from './cart-restore.ts';

/** One thing that changed in a restored cart, with the line it concerns. */
export type CartChange =
  /** Still in the cart at today's price; `line` is the line as it is now. */
  | { kind: 'price'; line: CartLine; fromBaisa: number; toBaisa: number }
  /** Taken out: the dish, or one of its chosen options, is sold out (named as the menu is now). */
  | { kind: 'sold-out'; line: CartLine }
  /** Taken out: the dish is no longer offered (deleted or hidden); named as it was stored. */
  | { kind: 'gone'; line: CartLine }
  /** Taken out: the dish is offered, but not with the choices the line was made with. */
  | { kind: 'choices'; line: CartLine };

export interface CartReview {
  cart: Cart;
  /** In the order of the stored lines; empty when the cart could be kept as it was. */
  changes: CartChange[];
}

/**
 * reconcileCart, plus what it changed for the customer to read: a line dropped says why, a line
 * kept at another price (its unit price with its options) says from what to what. A new name
 * alone (the other language, a corrected spelling) is not a change worth telling.
 */
export function reviewRestoredCart(
  stored: Cart,
  currentItems: readonly CartItem[],
  recheck?: RecheckOptions,
): CartReview {
  const result = reconcileCart(stored, currentItems, recheck);
  const offered = new Map(currentItems.map((item) => [item.itemId, item]));
  const changes: CartChange[] = [];
  // The kept lines come out in the stored order, so the n-th kept line is the n-th one not removed.
  let kept = 0;
  for (const line of stored.lines) {
    // A dish still on the menu is named as the menu names it now (the language shown).
    const item = offered.get(line.itemId);
    const named = item ? { ...line, name: item.name } : line;
    if (result.soldOut.includes(line)) {
      changes.push({ kind: 'sold-out', line: named });
    } else if (result.removed.includes(line)) {
      changes.push({ kind: item ? 'choices' : 'gone', line: named });
    } else {
      const now = result.cart.lines[kept++];
      if (now && linePriceBaisa(now) !== linePriceBaisa(line)) {
        changes.push({
          kind: 'price',
          line: now,
          fromBaisa: linePriceBaisa(line),
          toBaisa: linePriceBaisa(now),
        });
      }
    }
  }
  return { cart: result.cart, changes };
}
