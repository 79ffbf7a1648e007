import { supabase } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';

/**
 * Suspends a business with a reason (null lifts the suspension). Only the superadmin may: the
 * database refuses anyone else (businesses_guard_suspension).
 */
export async function setSuspension(id: string, reason: string | null): Promise<void> {
  const { data, error } = await supabase
    .from('businesses')
    .update(
      reason === null
        ? { suspended_at: null, suspension_reason: null }
        : { suspended_at: new Date().toISOString(), suspension_reason: reason },
    )
    .eq('id', id)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) fail('profile_not_found');
}
