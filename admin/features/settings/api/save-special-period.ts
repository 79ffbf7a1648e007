import { supabase } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { SpecialPeriodRow } from './get-special-periods.ts';

/**
 * Adds (id null) or changes a special period of the owner's business. The database refuses
 * overlapping dates, a 51st period and malformed hours, with a code the message is chosen by.
 */
export async function saveSpecialPeriod(
  businessId: string,
  id: string | null,
  period: Omit<SpecialPeriodRow, 'id'>,
): Promise<void> {
  const request = id
    ? supabase.from('special_periods').update(period).eq('id', id).select('id')
    : supabase
        .from('special_periods')
        .insert({ ...period, business_id: businessId })
        .select('id');
  const { data, error } = await request;
  throwIfError(error);
  if (!data || data.length === 0) fail('business_not_found');
}
