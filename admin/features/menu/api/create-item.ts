import { supabase } from '../../../lib/api/client.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import { uploadItemImage } from './upload-item-image.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { databaseMessage } from '../../../lib/api/database-message.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';
import { saveItemOptions } from './save-item-options.ts';
import { itemColumns } from '../lib/item-columns.ts';

export interface CreateItemInput {
  businessId: string;
  values: ItemValues;
  image: ImageUpload;
}

/**
 * Upload first, insert after: a failed upload writes no row, a failed insert leaves no stray file.
 * Options are saved right after the row; if they fail, the row and its file go again, so a retry of
 * the form never leaves a half-made item behind.
 */
export async function createItem(input: CreateItemInput): Promise<void> {
  const uploaded = await uploadItemImage(input.image);
  const { data, error } = await supabase
    .from('menu_items')
    .insert({
      business_id: input.businessId,
      image_url: uploaded.publicUrl,
      image_path: uploaded.path,
      image_widths: uploaded.widths,
      ...itemColumns(input.values),
    })
    .select('id')
    .single();
  if (error || !data) {
    await removeImage('menu-images', uploaded.path, uploaded.widths);
    throw new ApiError(error ? databaseMessage(error) : adminText().refusals.itemNotSaved);
  }
  if (input.values.options.length === 0) return;
  try {
    await saveItemOptions(data.id, input.values.options);
  } catch (failure) {
    await supabase.from('menu_items').delete().eq('id', data.id);
    await removeImage('menu-images', uploaded.path, uploaded.widths);
    throw failure;
  }
}
