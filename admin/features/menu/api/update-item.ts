import { supabase } from '../../../../shared/api/supabase-client.ts';
import { baisaToNumber } from '../../../../shared/domain/money.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { extensionFor } from '../../../lib/resize-image.ts';
import { removeImage, uploadImage, type UploadedImage } from './upload-image.ts';
import { ApiError } from '../../../lib/api-error.ts';

export interface UpdateItemInput {
  id: string;
  values: ItemValues;
  /** A replacement image; the old file is removed only after the row points at the new one. */
  image?: ImageUpload | undefined;
  previousImagePath: string | null;
}

export async function updateItem(input: UpdateItemInput): Promise<void> {
  let uploaded: UploadedImage | null = null;
  if (input.image) {
    try {
      uploaded = await uploadImage({
        bucket: 'menu-images',
        fileName: `${Date.now()}.${extensionFor(input.image.blob.type)}`,
        blob: input.image.blob,
        ...(input.image.onProgress ? { onProgress: input.image.onProgress } : {}),
      });
    } catch (cause) {
      console.error('Image upload failed', cause);
      throw new ApiError('Image upload failed');
    }
  }
  const { data, error } = await supabase
    .from('menu_items')
    .update({
      category_id: input.values.categoryId,
      name: input.values.name.trim(),
      description: input.values.description.trim(),
      price: baisaToNumber(input.values.priceBaisa),
      ...(uploaded ? { image_url: uploaded.publicUrl, image_path: uploaded.path } : {}),
    })
    .eq('id', input.id)
    .select('id');
  const failure = error?.message ?? (data && data.length > 0 ? null : 'Item not found');
  if (failure) {
    if (uploaded) await removeImage('menu-images', uploaded.path);
    throw new ApiError(failure);
  }
  if (uploaded && input.previousImagePath && input.previousImagePath !== uploaded.path) {
    await removeImage('menu-images', input.previousImagePath);
  }
}
