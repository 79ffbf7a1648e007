import type { AppClient } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import type { Business } from '../../../lib/business/business.ts';

export interface NewBusiness {
  name: string;
  name_ar: string;
  description_ar: string | null;
  headline_ar: string | null;
  /** Primary first. */
  languages: string[];
  primary_language: string;
  category: string;
  /** Null when the menu's primary language is Arabic and no English description is given. */
  description: string | null;
  whatsapp: string;
  slug: string;
  owner_id: string;
  email: string;
  banner_url: string | null;
  /** Widths of the banner's WebP renditions. */
  banner_widths: number[];
  headline: string | null;
}

/**
 * Inserts the owner's business (row level security: only as themselves, one per owner). A slug
 * taken between the availability check and the insert is the database's refusal, which reads as
 * the form's slug-taken text.
 */
export async function createBusiness(client: AppClient, input: NewBusiness): Promise<Business> {
  const { data, error } = await client.from('businesses').insert(input).select('*').single();
  throwIfError(error);
  return data;
}
