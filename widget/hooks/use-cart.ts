import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cartStorageKey, emptyCart, serializeCart, type Cart } from '../../shared/domain/cart.ts';
import type { CartChange } from '../../shared/domain/cart-review.ts';
import { cartChunk, loadCartChunk } from '../load-cart-chunk.ts';
import { readStorage, writeStorage } from '../storage.ts';
import type { Lang } from '../../shared/domain/i18n.ts';
import type { MenuItem } from '../menu-types.ts';

/**
 * The cart of one business, restored from localStorage and saved on every change.
 * A cart kept on the device is read back by the cart chunk (fetched right after the first paint
 * whenever there is one, for its option rules), so the first-paint script carries no cart reading:
 * the page paints with an empty cart, never with a stale price or a deleted dish, and the kept cart
 * appears checked against the menu just loaded (stale lines dropped, changed names, prices and
 * options re-applied), and again whenever the items change (the same menu in the other language).
 * The third value tells, line by line, what changed in the restored cart, for the customer to see.
 * Callers mount it once the menu is there and remount it (React key) when the slug changes.
 */
export function useCart(slug: string, items: readonly MenuItem[], lang: Lang) {
  const key = cartStorageKey(slug);
  const [stored] = useState(() => readStorage(key));
  const [cart, setCart] = useState<Cart>(emptyCart);
  const [changes, setChanges] = useState<CartChange[]>();
  // Nothing is written back until what was kept has been read, so a failed read loses nothing.
  const restored = useRef(!stored);
  const itemsNow = useRef(items);
  itemsNow.current = items;

  useEffect(() => {
    if (!stored) return;
    void loadCartChunk().then((chunk) => {
      const kept = chunk.deserializeCart(stored);
      // Once restored, a change of language re-checks the cart as it is now.
      const from = restored.current;
      restored.current = true;
      setCart((current) => chunk.recheckCart(from ? current : kept, itemsNow.current, lang).cart);
      setChanges(chunk.reviewRestored(kept, itemsNow.current, lang));
    });
  }, [stored, lang]);

  // The same items in another language (the switch): the lines take the names shown now. A cart
  // with lines has the cart chunk (restored or added to through it).
  const reconciled = useRef(items);
  useLayoutEffect(() => {
    if (reconciled.current === items) return;
    reconciled.current = items;
    if (cartChunk && restored.current)
      setCart((current) => cartChunk!.recheckCart(current, items, lang).cart);
  }, [items, lang]);

  // Saved in the same task as the render, so a reload right after a tap never loses the tap.
  useLayoutEffect(() => {
    if (restored.current) writeStorage(key, cart.lines.length === 0 ? null : serializeCart(cart));
  }, [key, cart]);

  return [cart, setCart, changes] as const;
}
