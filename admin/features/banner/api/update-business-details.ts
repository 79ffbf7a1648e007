import { supabase } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';

export interface BusinessDetails {
  /** Primary first. */
  languages: string[];
  primary_language: string;
  name: string;
  name_ar: string;
  description: string | null;
  description_ar: string | null;
}

/**
 * The owner's business name, description and menu languages. The database refuses a primary
 * language whose names are missing (trigger) and answers in the owner's terms.
 */
export async function updateBusinessDetails(id: string, details: BusinessDetails): Promise<void> {
  const { data, error } = await supabase
    .from('businesses')
    .update(details)
    .eq('id', id)
    .select('id');
  throwIfError(error);
  if (!data || data.length === 0) fail('business_not_found');
}
