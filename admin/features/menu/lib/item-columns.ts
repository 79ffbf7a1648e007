import { baisaToNumber } from '../../../../shared/domain/money.ts';
import { itemTextColumns } from '../../../lib/api/menu-items.ts';
import type { ItemValues } from '../api/item-values.ts';

/** The columns of an item the owner's form edits, as both create and update write them. */
export function itemColumns(values: ItemValues) {
  return {
    ...itemTextColumns(values),
    category_id: values.categoryId,
    price: baisaToNumber(values.priceBaisa),
    badges: values.badges,
    calories: values.calories,
    sold_out: values.soldOut,
    hidden: values.hidden,
    ...values.offer,
    // Plain JSON for the jsonb column (a readonly array is not Json to the generated types).
    ...(values.windows !== undefined && {
      available_windows: values.windows && values.windows.map((w) => ({ ...w, days: [...w.days] })),
    }),
  };
}
