import { baisaFromNumber } from '../shared/domain/money.ts';
import { offerRunning } from '../shared/domain/offers.ts';
import type { CartItem } from '../shared/domain/cart.ts';
import type { MenuItem } from './menu-types.ts';

/**
 * What one costs now in baisa: the offer price while the offer runs on the customer's clock, else
 * the price. The JSON number goes through its decimal text, never a float multiply.
 */
export function itemBaisa(item: MenuItem, now = Date.now()): number {
  return baisaFromNumber(offerRunning(item, now) ? (item.offer_price ?? item.price) : item.price);
}

/** Whether tapping add opens the item sheet (choices to make) instead of adding at once. */
export function hasOptions(item: MenuItem): boolean {
  return !!item.options?.length;
}

/**
 * A menu item as the cart functions of shared/domain take it. Its option groups are added by
 * option-groups.ts (the sheet's chunk), which is where the rules that need them live.
 */
export function toCartItem(item: MenuItem): CartItem {
  return {
    itemId: item.id,
    name: item.name,
    priceBaisa: itemBaisa(item),
    soldOut: !!item.sold_out,
  };
}
