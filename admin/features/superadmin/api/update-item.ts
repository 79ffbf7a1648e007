import { baisaFromNumber, baisaToNumber } from '../../../../shared/domain/money.ts';
import type { AppClient } from './client.ts';
import { adminText } from '../../../lib/i18n/language.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { ItemEdit } from '../types.ts';

/** Shown when the database changed nothing: the item is gone, or row level security refused it. */
/** The English text of superadmin.notUpdated, for tests that run outside a browser. */
export const ITEM_NOT_UPDATED =
  'The item was not updated: it no longer exists or you may not change it.';

/** Saves name, description and price of any menu item (the database allows it to the superadmin). */
export async function updateItem(
  supabase: AppClient,

  id: string,
  edit: ItemEdit,
): Promise<{ name: string; description: string | null; priceBaisa: number }> {
  const { data, error } = await supabase
    .from('menu_items')
    .update({
      name: edit.name,
      description: edit.description === '' ? null : edit.description,
      price: baisaToNumber(edit.priceBaisa),
    })
    .eq('id', id)
    .select('id, name, description, price');
  if (error) throw new ApiError(error.message);
  // An update row level security filters out is not an error in PostgREST: zero rows come back.
  const row = data[0];
  if (!row) throw new ApiError(adminText().superadmin.notUpdated);
  return { name: row.name, description: row.description, priceBaisa: baisaFromNumber(row.price) };
}
