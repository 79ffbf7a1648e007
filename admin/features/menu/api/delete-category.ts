import { supabase } from '../../../lib/api/client.ts';
import { fail } from '../../../lib/api/errors.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** The database sets the category's items to Uncategorized (on delete set null). */
export async function deleteCategory(id: string): Promise<void> {
  const { data, error } = await supabase.from('categories').delete().eq('id', id).select('id');
  throwIfError(error);
  // Row level security hides rows it refuses: an empty result means nothing was deleted.
  if (!data || data.length === 0) fail('category_not_found');
}
