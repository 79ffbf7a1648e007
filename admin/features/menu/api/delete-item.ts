import { supabase } from '../../../lib/api/client.ts';
import { deleteMenuItem, type DeletedItem } from '../../../lib/api/menu-items.ts';

/** Deletes one of the owner's items and its image, as the superadmin's delete does. */
export function deleteItem(id: string): Promise<DeletedItem> {
  return deleteMenuItem(supabase, id, 'item_not_found');
}
