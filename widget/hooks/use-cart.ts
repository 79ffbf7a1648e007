import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  cartStorageKey,
  deserializeCart,
  reconcileCart,
  serializeCart,
  type Cart,
} from '../../shared/domain/cart.ts';
import type { CartChange } from '../../shared/domain/cart-review.ts';
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
 * value tells, line by line, what changed in the restored cart, for the customer to
 * see; it and the re-check of chosen options come once the option rules (the cart chunk) are in.
 * Callers mount it once the menu is there and remount it (React key) when the slug changes.
 */
export function useCart(slug: string, items: readonly MenuItem[], lang: Lang) {
  const key = cartStorageKey(slug);
  const [stored] = useState(() => readStored(key));
  // Reconciled before the first paint, so a stale price or a deleted dish is never shown.
  const [cart, setCart] = useState(() => reconcileCart(stored, items.map(toCartItem)).cart);
  const [changes, setChanges] = useState<CartChange[]>();
  const itemsNow = useRef(items);
  itemsNow.current = items;

  // The option rules come with the cart chunk, fetched anyway for a restored cart right after the
  // first paint.
  useEffect(() => {
    if (stored.lines.length === 0) return;
    void loadCartChunk().then((chunk) => {
      setCart((current) => chunk.recheckCart(current, itemsNow.current, lang).cart);
      setChanges(chunk.reviewRestored(stored, itemsNow.current, lang));
    });
  }, [stored, lang]);

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

  return [cart, setCart, changes] as const;
}
