import { supabase } from '../../../lib/api/client.ts';
import type { ImageUpload, ItemValues } from './item-values.ts';
import { removeImage } from '../../../lib/api/upload-image.ts';
import { uploadItemImage } from './upload-item-image.ts';
import { updateMenuItem } from '../../../lib/api/menu-items.ts';
import { itemColumns } from '../lib/item-columns.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';
import { saveItemOptions } from './save-item-options.ts';

export interface UpdateItemInput {
  id: string;
  values: ItemValues;
  /** A replacement image; the old file is removed only after the row points at the new one. */
  image?: ImageUpload | undefined;
  previousImagePath: string | null;
  /** The old image's rendition widths, removed with it. */
  previousImageWidths?: readonly number[] | undefined;
}

export async function updateItem(input: UpdateItemInput): Promise<void> {
  const uploaded = input.image ? await uploadItemImage(input.image) : null;
  try {
    await updateMenuItem(
      supabase,
      input.id,
      {
        ...itemColumns(input.values),
        ...(uploaded
          ? {
              image_url: uploaded.publicUrl,
              image_path: uploaded.path,
              image_widths: uploaded.widths,
            }
          : {}),
      },
      adminText().menu.itemNotFound,
    );
  } catch (failure) {
    if (uploaded) await removeImage('menu-images', uploaded.path, uploaded.widths);
    throw failure;
  }
  if (uploaded && input.previousImagePath && input.previousImagePath !== uploaded.path) {
    await removeImage('menu-images', input.previousImagePath, input.previousImageWidths);
  }
  // After the row: a failure here keeps the new details and photo, and the form stays open to retry.
  await saveItemOptions(input.id, input.values.options);
}
