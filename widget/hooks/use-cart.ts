import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  cartStorageKey,
  deserializeCart,
  reconcileCart,
  serializeCart,
  type Cart,
} from '../../shared/domain/cart.ts';
import { toCartItem } from '../cart-items.ts';
import { cartChunk, loadCartChunk } from '../load-cart-chunk.ts';
import { readStorage, writeStorage } from '../storage.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
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
 * Their chosen options are re-checked once the option rules (the cart chunk) are in.
 * Callers mount it once the menu is there and remount it (React key) when the slug changes.
 */
export function useCart(slug: string, items: readonly MenuItem[], lang: Lang) {
  const key = cartStorageKey(slug);
  // Reconciled before the first paint, so a stale price or a deleted dish is never shown.
  const [restored] = useState(() => reconcileCart(readStored(key), items.map(toCartItem)));
  const [cart, setCart] = useState<Cart>(restored.cart);
  const soldOut = [...new Set(restored.soldOut.map((line) => line.name))].join(', ');
  const itemsNow = useRef(items);
  itemsNow.current = items;

  // A restored cart's choices are checked with the option rules, which come with the cart chunk
  // (fetched anyway for a non-empty cart) right after the first paint.
  useEffect(() => {
    if (restored.cart.lines.length === 0) return;
    void loadCartChunk().then((chunk) =>
      setCart((current) => chunk.recheckCart(current, itemsNow.current, lang).cart),
    );
  }, [restored, lang]);

  // The same items in another language (the switch): the lines take the names shown now.
  const reconciled = useRef(items);
  useLayoutEffect(() => {
    if (reconciled.current === items) return;
    reconciled.current = items;
    setCart((current) =>
      cartChunk
        ? cartChunk.recheckCart(current, items, lang).cart
        : reconcileCart(current, items.map(toCartItem)).cart,
    );
  }, [items, lang]);

  // Saved in the same task as the render, so a reload right after a tap never loses the tap.
  useLayoutEffect(() => writeStored(key, cart), [key, cart]);

  return [cart, setCart, soldOut] as const;
}
