import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError, fail } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';

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
 * language whose names are missing (trigger) and answers in the owner's terms. Answers the row.
 */
export async function updateBusinessDetails(
  client: AppClient,
  id: string,
  details: BusinessDetails,
): Promise<Business> {
  const { data, error } = await client.from('businesses').update(details).eq('id', id).select('*');
  throwIfError(error);
  return data?.[0] ?? fail('business_not_found');
}
