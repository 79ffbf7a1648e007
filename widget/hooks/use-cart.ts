import { useLayoutEffect, useRef, useState } from 'react';
import {
  cartStorageKey,
  deserializeCart,
  reconcileCart,
  serializeCart,
  type Cart,
} from '../../shared/domain/cart.ts';
import { toCartItem } from '../cart-items.ts';
import { readStorage, writeStorage } from '../storage.ts';
import type { MenuItem } from '../menu-types.ts';

function readStored(key: string): Cart {
  return deserializeCart(readStorage(key));
}

function writeStored(key: string, cart: Cart): void {
  writeStorage(key, cart.lines.length === 0 ? null : serializeCart(cart));
}

/**
 * The cart of one business, restored from localStorage on mount and saved on every change.
 * Stale lines are dropped and changed names/prices/options re-applied against the menu just
 * loaded, and again whenever the items change (the same menu in the other language). The third
 * value names the dishes a restored cart lost because they sold out, for the customer to see.
 * Callers mount it once the menu is there and remount it (React key) when the slug changes.
 */
export function useCart(slug: string, items: readonly MenuItem[]) {
  const key = cartStorageKey(slug);
  // Reconciled before the first paint, so a stale price or a deleted dish is never shown.
  const [restored] = useState(() => reconcileCart(readStored(key), items.map(toCartItem)));
  const [cart, setCart] = useState<Cart>(restored.cart);
  const soldOut = [...new Set(restored.soldOut.map((line) => line.name))].join(', ');

  // The same items in another language (the switch): the lines take the names shown now.
  const reconciled = useRef(items);
  useLayoutEffect(() => {
    if (reconciled.current === items) return;
    reconciled.current = items;
    setCart((current) => reconcileCart(current, items.map(toCartItem)).cart);
  }, [items]);

  // Saved in the same task as the render, so a reload right after a tap never loses the tap.
  useLayoutEffect(() => writeStored(key, cart), [key, cart]);

  return [cart, setCart, soldOut] as const;
}
