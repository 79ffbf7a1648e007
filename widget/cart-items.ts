import { baisaFromNumber } from '../shared/domain/money.ts';
import type { CartItem } from '../shared/domain/cart.ts';
import type { OptionGroup } from '../shared/domain/item-options.ts';
import type { MenuItem } from './menu-types.ts';

/** A menu price in baisa: the JSON number goes through its decimal text, never a float multiply. */
export function itemBaisa(item: MenuItem): number {
  return baisaFromNumber(item.price);
}

/** The item's option groups as shared/domain's option rules take them. */
export function optionGroupsOf(item: MenuItem): OptionGroup[] {
  return (item.options ?? []).map((group) => ({
    id: group.id,
    name: group.name || group.name_ar,
    required: group.required,
    min: group.min,
    max: group.max,
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: choice.name || choice.name_ar,
      priceBaisa: choice.price_baisa,
      soldOut: choice.sold_out,
    })),
  }));
}

/** Whether tapping add opens the item sheet (choices to make) instead of adding at once. */
export function hasOptions(item: MenuItem): boolean {
  return (item.options ?? []).length > 0;
}

/** A menu item as the cart functions of shared/domain take it. */
export function toCartItem(item: MenuItem): CartItem {
  const cartItem: CartItem = { itemId: item.id, name: item.name, priceBaisa: itemBaisa(item) };
  if (item.sold_out) cartItem.soldOut = true;
  if (hasOptions(item)) cartItem.optionGroups = optionGroupsOf(item);
  return cartItem;
}
