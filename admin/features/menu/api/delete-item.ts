import { supabase } from '../../../lib/api/client.ts';
import { deleteMenuItem, type DeletedItem } from '../../../lib/api/menu-items.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';

/** Deletes one of the owner's items and its image, as the superadmin's delete does. */
export function deleteItem(id: string): Promise<DeletedItem> {
  const t = adminText();
  return deleteMenuItem(supabase, id, {
    notFound: t.menu.itemNotFound,
    imageNotRemoved: t.superadmin.imageNotRemoved,
  });
}
