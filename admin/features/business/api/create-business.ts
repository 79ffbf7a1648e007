import { supabase } from '../../../lib/api/client.ts';
import { throwIfError } from '../../../lib/api/errors.ts';
import { adminText } from '../../../lib/i18n/admin-text.ts';
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

/** The slug-taken message in the screen's language (the same text the form shows live). */
export const slugTakenMessage = (): string => adminText().register.slugTaken;

/** Inserts the owner's business (row level security: only as themselves, one per owner). */
export async function createBusiness(input: NewBusiness): Promise<Business> {
  const { data, error } = await supabase.from('businesses').insert(input).select('*').single();
  // A slug taken between the availability check and the insert reads as slugTakenMessage().
  throwIfError(error);
  return data;
}
