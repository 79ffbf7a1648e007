// The customer's changes to a cart (add, plus, minus), apart from cart.ts: the customer menu loads
// them with the cart panel's chunk, after the first paint, while cart.ts is needed before it.
import {
  MAX_LINE_QTY,
  cartLineKey,
  replaceLine,
  type Cart,
  type CartItem,
  type CartLine,
  type CartOption,
} from './cart.ts';

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
  options: readonly CartOption[],
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
