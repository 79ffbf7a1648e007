import type { AppClient } from '../../../lib/api/client.ts';
import type { Json } from '../../../../shared/api/database.types.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { StoredImage } from '../../../lib/api/upload-image.ts';
import { itemColumns } from '../lib/item-columns.ts';
import type { ItemValues } from './item-values.ts';

/**
 * Creates (`itemId` null, in `businessId`) or updates an item with its option groups in one call of
 * the database function save_menu_item, so in one transaction: a refused option leaves the item as
 * it was, or unmade. Option rows that stay keep their ids, so customers' carts stay valid.
 */
export async function saveMenuItem(
  supabase: AppClient,
  input: {
    itemId: string | null;
    businessId: string | null;
    values: ItemValues;
    /** A new image for the row; left out, the row keeps its image. */
    image?: StoredImage | null | undefined;
  },
): Promise<void> {
  const { image } = input;
  const fields = {
    ...itemColumns(input.values),
    ...(image && {
      image_url: image.publicUrl,
      image_path: image.path,
      image_widths: image.widths,
    }),
  };
  const { error } = await supabase.rpc('save_menu_item', {
    // null makes a new item; the generated argument types cannot say an argument may be null.
    item_id: input.itemId as string,
    business_id: input.businessId as string,
    fields: fields as unknown as Json,
    groups: input.values.options as unknown as Json,
  });
  throwIfError(error);
}
