import type { AppClient } from '../../../lib/api/client.ts';
import { deleteMenuItem, type DeletedItem } from '../../../lib/api/menu-items.ts';

/**
 * Deletes any menu item and its image (the storage policy lets the superadmin remove it). An item
 * that is gone, or not the caller's to delete, throws ApiError 'item_not_deleted'.
 */
export function deleteItem(supabase: AppClient, id: string): Promise<DeletedItem> {
  return deleteMenuItem(supabase, id, 'item_not_deleted');
}
