import type { AppClient } from '../../../lib/api/client.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import { uploadItemImage } from './upload-item-image.ts';
import { saveMenuItem } from './save-menu-item.ts';

export interface UpdateItemInput {
  id: string;
  values: ItemValues;
  /** A replacement image; the old file is removed only after the row points at the new one. */
  image?: ImageUpload | undefined;
  previousImagePath: string | null;
  /** The old image's rendition widths, removed with it. */
  previousImageWidths?: readonly number[] | undefined;
}

/**
 * The details, the options and a new photo in one transaction: a failure keeps the item exactly as
 * it was (and removes the new upload), and the form stays open with what the owner typed.
 */
export async function updateItem(supabase: AppClient, input: UpdateItemInput): Promise<void> {
  const uploaded = input.image ? await uploadItemImage(supabase, input.image) : null;
  try {
    await saveMenuItem(supabase, {
      itemId: input.id,
      businessId: null,
      values: input.values,
      image: uploaded,
    });
  } catch (failure) {
    if (uploaded) await removeImage(supabase, 'menu-images', uploaded.path, uploaded.widths);
    throw failure;
  }
  if (uploaded && input.previousImagePath && input.previousImagePath !== uploaded.path) {
    await removeImage(supabase, 'menu-images', input.previousImagePath, input.previousImageWidths);
  }
}
