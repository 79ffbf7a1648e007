import { useLayoutEffect, useState } from 'react';
import {
  cartStorageKey,
  deserializeCart,
  emptyCart,
  reconcileCart,
  serializeCart,
  type Cart,
} from '../../shared/domain/cart.ts';
import { toCartItem } from '../cart-items.ts';
import type { MenuItem } from '../menu-types.ts';

// Storage can be missing or throw (private mode, sandboxed iframes, quota): the cart then lives
// only as long as the page, which is still a working cart.
function readStored(key: string): Cart {
  try {
    return deserializeCart(window.localStorage.getItem(key));
  } catch {
    return emptyCart;
  }
}

function writeStored(key: string, cart: Cart): void {
  try {
    if (cart.lines.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, serializeCart(cart));
  } catch {
    // See readStored: not persisting is the only sensible fallback.
  }
}

// Kept in one object so the widget dictionary can take them over in one move.
const text = {
  soldOut: (names: string) => `Sold out, so taken out of your cart: ${names}`,
} as const;

/**
 * The cart of one business, restored from localStorage on mount and saved on every change.
 * Stale lines are dropped and changed names/prices/options re-applied against the menu just
 * loaded; the third value tells the customer which dishes went because they sold out.
 * Callers mount it once the menu is there and remount it (React key) when the slug changes.
 */
export function useCart(slug: string, items: readonly MenuItem[]) {
  const key = cartStorageKey(slug);
  // Reconciled before the first paint, so a stale price or a deleted dish is never shown.
  const [restored] = useState(() => reconcileCart(readStored(key), items.map(toCartItem)));
  const [cart, setCart] = useState<Cart>(restored.cart);
  const names = [...new Set(restored.soldOut.map((line) => line.name))].join(', ');
  const notice = names ? text.soldOut(names) : undefined;

  // Saved in the same task as the render, so a reload right after a tap never loses the tap.
  useLayoutEffect(() => writeStored(key, cart), [key, cart]);

  return [cart, setCart, notice] as const;
}
