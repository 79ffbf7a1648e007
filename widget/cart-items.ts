import { baisaFromNumber } from '../shared/domain/money.ts';
import type { CartItem } from '../shared/domain/cart.ts';
import type { MenuItem } from './menu-types.ts';

/** A menu price in baisa: the JSON number goes through its decimal text, never a float multiply. */
export function itemBaisa(item: MenuItem): number {
  return baisaFromNumber(item.price);
}

/** A menu item as the cart functions of shared/domain take it. */
export function toCartItem(item: MenuItem): CartItem {
  return { itemId: item.id, name: item.name, priceBaisa: itemBaisa(item) };
}
