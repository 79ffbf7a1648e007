import { throwIfError } from '../../../lib/api/errors.ts';
import type { AppClient } from '../../../lib/api/client.ts';
import type { SettingsRow } from '../lib/settings-form.ts';

export interface BusinessSettings {
  /** For its special periods (the superadmin reads them too). */
  id: string;
  name: string;
  nameAr: string | null;
  languages: string[];
  primaryLanguage: string;
  slug: string;
  settings: SettingsRow;
}

/** One business's order settings for the superadmin (who may read every business); null if none. */
export async function getBusinessSettings(
  supabase: AppClient,
  slug: string,
): Promise<BusinessSettings | null> {
  const { data, error } = await supabase
    .from('businesses')
    .select(
      'name, name_ar, languages, primary_language, slug, order_types, table_labels, delivery_fee, delivery_minimum, opening_hours, temporarily_closed, closed_checkout, prices_include_vat, payment_for, outside_window, records_orders, order_retention_days, ticket_paper_mm, id',
    )
    .eq('slug', slug)
    .maybeSingle();
  throwIfError(error);
  if (!data) return null;
  const { id, name, name_ar, languages, primary_language, slug: found, ...settings } = data;
  return {
    id,
    name,
    nameAr: name_ar,
    languages,
    primaryLanguage: primary_language,
    slug: found,
    settings,
  };
}
