import { supabase } from '../../../../shared/api/supabase-client.ts';
import { removeImage } from './upload-image.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { throwIfError } from './types.ts';
import { adminText } from '../../../lib/i18n/language.ts';

/** Deletes the row, then its image: a refused delete never loses the picture. */
export async function deleteItem(id: string): Promise<void> {
  const { data, error } = await supabase
    .from('menu_items')
    .delete()
    .eq('id', id)
    .select('id, image_path');
  throwIfError(error);
  const deleted = data?.[0];
  if (!deleted) throw new ApiError(adminText().menu.itemNotFound);
  await removeImage('menu-images', deleted.image_path);
}
