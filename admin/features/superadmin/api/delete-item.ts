import type { AppClient } from '../../../lib/api/client.ts';
import { deleteMenuItem, type DeletedItem } from '../../../lib/api/menu-items.ts';

/** The English text of superadmin.notDeleted, for tests that run outside a browser. */
export const ITEM_NOT_DELETED =
  'The item was not deleted: it no longer exists or you may not delete it.';

/** Deletes any menu item and its image (the storage policy lets the superadmin remove it). */
export function deleteItem(supabase: AppClient, id: string): Promise<DeletedItem> {
  return deleteMenuItem(supabase, id, 'item_not_deleted');
}
