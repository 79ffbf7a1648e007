import { supabase } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';

/** Deletes one special period of the owner's business (row level security decides). */
export async function deleteSpecialPeriod(id: string): Promise<void> {
  const { error } = await supabase.from('special_periods').delete().eq('id', id);
  throwIfError(error);
}
