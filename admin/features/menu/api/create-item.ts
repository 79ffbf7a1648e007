import type { AppClient } from '../../../lib/api/client.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import { uploadItemImage } from './upload-item-image.ts';
import { saveMenuItem } from './save-menu-item.ts';

export interface CreateItemInput {
  businessId: string;
  values: ItemValues;
  image: ImageUpload;
}

/**
 * Upload first, then the item and its options in one transaction: a failed upload writes no row,
 * and a refused row (or option) leaves no stray file and no half-made item, so a retry of the form
 * starts clean.
 */
export async function createItem(supabase: AppClient, input: CreateItemInput): Promise<void> {
  const uploaded = await uploadItemImage(supabase, input.image);
  try {
    await saveMenuItem(supabase, {
      itemId: null,
      businessId: input.businessId,
      values: input.values,
      image: uploaded,
    });
  } catch (failure) {
    await removeImage(supabase, 'menu-images', uploaded.path, uploaded.widths);
    throw failure;
  }
}
