// What an owner's change means to the customer holding the menu open: the lines of their cart it
// changed (taken out, re-priced) and the dish whose sheet they have open, worded for the notice.
// Pure, so the live chunk's wording is tested without a browser (live-notices.test.ts).
import type { Cart } from '../shared/domain/cart.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import { formatPrice } from '../shared/domain/money.ts';
import { itemBaisa } from './cart-items.ts';
import type { localizeMenu } from './lang.ts';
import type { CartChunk } from './load-cart-chunk.ts';
import { LIVE_TEXTS } from './live-texts.ts';
import type { PublicMenu } from './menu-types.ts';

/**
 * The cart chunk's option rules and line names (a cart or an open sheet has loaded it already),
 * and the menu's own localizeMenu, handed over by the element (imported here, it would split the
 * first paint's code in two chunks, costing the budget a few hundred bytes).
 */
export type CartRules = Pick<CartChunk, 'reviewRestored' | 'lineLabel'> & {
  localizeMenu: typeof localizeMenu;
};

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
  { reviewRestored, lineLabel, localizeMenu }: CartRules,
): string[] {
  const t = LIVE_TEXTS[lang];
  const price = (baisa: number) => formatPrice(baisa, lang);
  const items = localizeMenu(after, lang).items;
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
    ? localizeMenu(before, lang).items.find((item) => item.id === sheetItemId)
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
