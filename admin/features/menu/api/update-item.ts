import { supabase } from '../../../../shared/api/supabase-client.ts';
import { baisaToNumber } from '../../../../shared/domain/money.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { removeImage } from './upload-image.ts';
import { uploadItemImage } from './upload-item-image.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';
import { saveItemOptions } from './save-item-options.ts';

/** The columns of an item the form edits, as both create and update write them. */
export function itemColumns(values: ItemValues) {
  return {
    category_id: values.categoryId,
    name: values.name.trim(),
    description: values.description.trim(),
    name_ar: values.nameAr.trim(),
    description_ar: values.descriptionAr.trim() || null,
    price: baisaToNumber(values.priceBaisa),
    badges: values.badges,
    calories: values.calories,
    sold_out: values.soldOut,
    hidden: values.hidden,
  };
}

export interface UpdateItemInput {
  id: string;
  values: ItemValues;
  /** A replacement image; the old file is removed only after the row points at the new one. */
  image?: ImageUpload | undefined;
  previousImagePath: string | null;
}

export async function updateItem(input: UpdateItemInput): Promise<void> {
  const uploaded = input.image ? await uploadItemImage(input.image) : null;
  const { data, error } = await supabase
    .from('menu_items')
    .update({
      ...itemColumns(input.values),
      ...(uploaded ? { image_url: uploaded.publicUrl, image_path: uploaded.path } : {}),
    })
    .eq('id', input.id)
    .select('id');
  const failure =
    error?.message ?? (data && data.length > 0 ? null : adminText().menu.itemNotFound);
  if (failure) {
    if (uploaded) await removeImage('menu-images', uploaded.path);
    throw new ApiError(failure);
  }
  if (uploaded && input.previousImagePath && input.previousImagePath !== uploaded.path) {
    await removeImage('menu-images', input.previousImagePath);
  }
  // After the row: a failure here keeps the new details and photo, and the form stays open to retry.
  await saveItemOptions(input.id, input.values.options);
}
