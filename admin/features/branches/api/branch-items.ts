import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** How a dish is at one branch: sold out or hidden there, and its own price (null: the menu's). */
export interface BranchItemRow {
  branch_id: string;
  menu_item_id: string;
  sold_out: boolean;
  hidden: boolean;
  /** OMR as the database keeps it; null uses the item's price. */
  price: number | null;
}

/** The branches' own settings of one dish (no row: as on the menu). */
export async function getBranchItems(client: AppClient, itemId: string): Promise<BranchItemRow[]> {
  const { data, error } = await client
    .from('branch_menu_items')
    .select('branch_id, menu_item_id, sold_out, hidden, price')
    .eq('menu_item_id', itemId);
  throwIfError(error);
  return data ?? [];
}

/** Writes a dish's settings at one branch (row level security: who runs that branch). */
export async function saveBranchItem(client: AppClient, row: BranchItemRow): Promise<void> {
  const { error } = await client.from('branch_menu_items').upsert(
    {
      ...row,
      // A dish marked sold out here stays so until marked available again.
      sold_out_until: null,
    },
    { onConflict: 'branch_id,menu_item_id' },
  );
  throwIfError(error);
}
