// The item's options as shared/domain's option rules take them; part of the sheet's chunk.
import type { Cart, CartItem } from '../shared/domain/cart.ts';
import { reconcileCart } from '../shared/domain/cart-restore.ts';
import { reviewRestoredCart } from '../shared/domain/cart-review.ts';
import { recheckLine, type OptionGroup } from '../shared/domain/item-options.ts';
import { toCartItem } from './cart-items.ts';
import type { Lang } from '../shared/domain/i18n.ts';
import type { MenuItem } from './menu-types.ts';

// pickText's rule for two languages (the asked one, else the other), here in the on-demand chunk.
const pick = (en: string, ar: string, lang: Lang) => (lang === 'ar' ? ar : en) || en || ar;

/** The item's option groups in lang, as shared/domain's option rules take them. */
export function optionGroupsOf(item: MenuItem, lang: Lang): OptionGroup[] {
  return (item.options ?? []).map((group) => ({
    id: group.id,
    name: pick(group.name, group.name_ar, lang),
    required: group.required,
    min: group.min,
    max: group.max,
    choices: group.choices.map((choice) => ({
      id: choice.id,
      name: pick(choice.name, choice.name_ar, lang),
      priceBaisa: choice.price_baisa,
      soldOut: choice.sold_out,
    })),
  }));
}

const withOptions =
  (lang: Lang) =>
  (item: MenuItem): CartItem => ({
    ...toCartItem(item),
    optionGroups: optionGroupsOf(item, lang),
  });

/** reconcileCart with the option rules: choices re-checked, renamed (in lang) and re-priced. */
export function recheckCart(cart: Cart, items: readonly MenuItem[], lang: Lang) {
  return reconcileCart(cart, items.map(withOptions(lang)), recheckLine);
}

/** What changed in a cart restored from the device, line by line, with the option rules. */
export function reviewRestored(stored: Cart, items: readonly MenuItem[], lang: Lang) {
  return reviewRestoredCart(stored, items.map(withOptions(lang)), recheckLine).changes;
}
