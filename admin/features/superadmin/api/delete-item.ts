import type { AppClient } from './client.ts';
import { adminText } from '../../../lib/i18n/language.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';

/** The English text of superadmin.notDeleted, for tests that run outside a browser. */
export const ITEM_NOT_DELETED =
  'The item was not deleted: it no longer exists or you may not delete it.';

export interface DeleteItemResult {
  /** Set when the item is gone but its image could not be removed from storage. */
  imageWarning: string | null;
}

/**
 * Deletes a menu item, then its image from the menu-images bucket (the storage policy lets the
 * superadmin remove any menu image). The row goes first: an orphaned file is harmless, a row
 * pointing at a deleted image is not.
 */
export async function deleteItem(supabase: AppClient, id: string): Promise<DeleteItemResult> {
  const { data, error } = await supabase
    .from('menu_items')
    .delete()
    .eq('id', id)
    .select('id, image_path');
  if (error) throw new ApiError(error.message);
  // A delete row level security filters out is not an error in PostgREST: zero rows come back.
  const row = data[0];
  if (!row) throw new ApiError(adminText().superadmin.notDeleted);
  if (!row.image_path) return { imageWarning: null };

  const removed = await supabase.storage.from('menu-images').remove([row.image_path]);
  if (removed.error) {
    return {
      imageWarning: adminText().superadmin.imageNotRemoved(errorMessage(removed.error)),
    };
  }
  return { imageWarning: null };
}
