import { supabase } from '../../../../shared/api/supabase-client.ts';
import { baisaToNumber } from '../../../../shared/domain/money.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { removeImage } from './upload-image.ts';
import { uploadItemImage } from './upload-item-image.ts';
import { ApiError } from '../../../lib/api-error.ts';

export interface CreateItemInput {
  businessId: string;
  values: ItemValues;
  image: ImageUpload;
}

/** Upload first, insert after: a failed upload writes no row, a failed insert leaves no stray file. */
export async function createItem(input: CreateItemInput): Promise<void> {
  const uploaded = await uploadItemImage(input.image);
  const { error } = await supabase.from('menu_items').insert({
    business_id: input.businessId,
    category_id: input.values.categoryId,
    name: input.values.name.trim(),
    description: input.values.description.trim(),
    name_ar: input.values.nameAr.trim(),
    description_ar: input.values.descriptionAr.trim() || null,
    price: baisaToNumber(input.values.priceBaisa),
    image_url: uploaded.publicUrl,
    image_path: uploaded.path,
  });
  if (error) {
    await removeImage('menu-images', uploaded.path);
    throw new ApiError(error.message);
  }
}
