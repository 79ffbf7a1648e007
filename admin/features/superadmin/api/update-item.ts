import { baisaFromNumber, baisaToNumber } from '../../../../shared/domain/money.ts';
import type { AppClient } from '../../../lib/api/client.ts';
import { itemTextColumns, updateMenuItem } from '../../../lib/api/menu-items.ts';
import type { ItemEdit } from '../lib/types.ts';

/**
 * Saves name, description and price of any menu item (the database allows it to the superadmin).
 * An item that is gone, or not the caller's to change, throws ApiError 'item_not_updated'.
 */
export async function updateItem(
  supabase: AppClient,
  id: string,
  edit: ItemEdit,
): Promise<{ name: string; description: string | null; priceBaisa: number }> {
  const row = await updateMenuItem(
    supabase,
    id,
    { ...itemTextColumns(edit), price: baisaToNumber(edit.priceBaisa) },
    'item_not_updated',
  );
  return { name: row.name, description: row.description, priceBaisa: baisaFromNumber(row.price) };
}
