// What an owner's change means to the customer holding the menu open: the lines of their cart it
// changed (taken out, re-priced) and the dish whose sheet they have open, worded for the notice.
// Pure, so the live chunk's wording is tested without a browser (live-notices.test.ts).
import type { Cart } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import { formatPrice } from '../shared/domain/money.ts';
import { itemBaisa } from './cart-items.ts';
import type { CartChunk } from './load-cart-chunk.ts';
import { LIVE_TEXTS } from './live-texts.ts';
import type { MenuItem, PublicMenu } from './menu-types.ts';

/** The cart chunk's option rules and line names: a cart or an open sheet has loaded it already. */
export type CartRules = Pick<CartChunk, 'reviewRestored' | 'lineLabel'>;

/**
 * The items named in lang, by the option rules' own rule (the asked language, else the other).
 * Not lang.ts's localizeMenu: importing it here splits the first paint's code in two chunks,
 * costing the budget a few hundred bytes.
 */
function itemsIn(menu: PublicMenu, lang: Lang): MenuItem[] {
  return menu.items.map((item) => ({
    ...item,
    name: (lang === 'ar' ? item.name_ar : item.name) || item.name || item.name_ar,
  }));
}

/**
 * The notice's lines, in the customer's language: the cart's changes in the cart's order, then
 * the open sheet's dish when the cart did not already say it. Empty when nothing they hold changed.
 */
export function liveNotices(
  before: PublicMenu,
  after: PublicMenu,
  cart: Cart,
  sheetItemId: string | null,
  lang: Lang,
  { reviewRestored, lineLabel }: CartRules,
): string[] {
  const t = LIVE_TEXTS[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const items = itemsIn(after, lang);
  const lines: string[] = [];
  const told = new Set<string>();
  for (const change of reviewRestored(cart, items, lang)) {
    const name = lineLabel(change.line, lang);
    told.add(change.line.itemId);
    if (change.kind === 'price')
      lines.push(t.priceNow(name, price(change.toBaisa), price(change.fromBaisa)));
    else if (change.kind === 'sold-out') lines.push(t.soldOutInCart(name));
    else if (change.kind === 'gone') lines.push(t.goneFromCart(name));
    else lines.push(t.choicesFromCart(name));
  }
  const was = sheetItemId
    ? itemsIn(before, lang).find((item) => item.id === sheetItemId)
    : undefined;
  if (was && !told.has(was.id)) {
    const now = items.find((item) => item.id === was.id);
    if (!now) lines.push(t.gone(was.name));
    else if (now.sold_out && !was.sold_out) lines.push(t.soldOut(now.name));
    else if (itemBaisa(now) !== itemBaisa(was))
      lines.push(t.priceNow(now.name, price(itemBaisa(now)), price(itemBaisa(was))));
  }
  return lines;
}
