import type { AppClient } from '../../../lib/api/client.ts';
import type { SortOrderChange } from '../lib/reorder.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Writes the new sort_order of each changed category; the customer menu follows sort_order. */
export async function reorderCategories(
  supabase: AppClient,
  changes: readonly SortOrderChange[],
): Promise<void> {
  const results = await Promise.all(
    changes.map((change) =>
      supabase.from('categories').update({ sort_order: change.sort_order }).eq('id', change.id),
    ),
  );
  for (const { error } of results) throwIfError(error);
}
