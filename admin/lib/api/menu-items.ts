// The writes the owner's menu screen and the superadmin's pages share: one way to store an item's
// texts, to update a row and to delete one with its image, whoever is signed in (row level security
// decides what each may touch).
import { storedPaths } from '../../../shared/domain/images.ts';
import type { Database } from '../../../shared/api/database.types.ts';
import type { AppClient } from './client.ts';
import { fail, throwIfError, type AppCode } from './errors.ts';

type ItemUpdate = Database['public']['Tables']['menu_items']['Update'];

export interface ItemText {
  name: string;
  description: string;
  /** Left out: the column is not written (a menu that does not offer Arabic). */
  nameAr?: string | undefined;
  descriptionAr?: string | undefined;
}

/** An emptied optional text is stored as null, never as ''. */
export function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** How every screen stores an item's names and descriptions: trimmed, empty descriptions null. */
export function itemTextColumns(text: ItemText) {
  return {
    name: text.name.trim(),
    description: blankToNull(text.description),
    ...(text.nameAr !== undefined && { name_ar: text.nameAr.trim() }),
    ...(text.descriptionAr !== undefined && { description_ar: blankToNull(text.descriptionAr) }),
  };
}

export interface UpdatedItem {
  id: string;
  name: string;
  description: string | null;
  price: number;
}

/**
 * Updates one menu item and answers the stored row. An update row level security filters out is
 * not an error in PostgREST (zero rows come back), so that case throws the code `notFound`.
 */
export async function updateMenuItem(
  client: AppClient,
  id: string,
  columns: ItemUpdate,
  notFound: AppCode,
): Promise<UpdatedItem> {
  const { data, error } = await client
    .from('menu_items')
    .update(columns)
    .eq('id', id)
    .select('id, name, description, price');
  throwIfError(error);
  const row = data?.[0];
  if (!row) fail(notFound);
  return row;
}

export interface DeletedItem {
  /** Set when the item is gone but its image could not be removed from storage. */
  imageError: unknown;
}

/**
 * Deletes a menu item, then its image from the menu-images bucket. The row goes first: a refused
 * delete never loses the picture, and an orphaned file is harmless where a row pointing at a deleted
 * image is not.
 */
export async function deleteMenuItem(
  client: AppClient,
  id: string,
  notFound: AppCode,
): Promise<DeletedItem> {
  const { data, error } = await client
    .from('menu_items')
    .delete()
    .eq('id', id)
    .select('id, image_path, image_widths');
  throwIfError(error);
  const row = data?.[0];
  if (!row) fail(notFound);
  if (!row.image_path) return { imageError: null };
  // The image and the renditions stored beside it.
  const removed = await client.storage
    .from('menu-images')
    .remove(storedPaths(row.image_path, row.image_widths));
  return { imageError: removed.error };
}
