// The business profile form's values, checked the way the database will (shared/domain), turned
// into the row update to send. Pure, so the rules are unit tested without a browser.
import {
  normalizeInstagram,
  normalizeMapLink,
  normalizePhone,
  normalizeTiktok,
  type ProfileLinkResult,
} from '../../../../shared/domain/business-profile.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateSlug } from '../../../../shared/domain/slug.ts';
import { normalizeWhatsapp } from '../../../../shared/domain/whatsapp.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import type { Business } from '../../../lib/business/business.ts';
import { problemText, problemTextOrNull } from '../../../lib/i18n/problem-text.ts';

export interface ProfileValues {
  whatsapp: string;
  name: string;
  nameAr: string;
  category: string;
  description: string;
  descriptionAr: string;
  slug: string;
  instagram: string;
  tiktok: string;
  phone: string;
  map: string;
  logoInQr: boolean;
}

export type ProfileField = Exclude<keyof ProfileValues, 'logoInQr'>;

/** The columns the profile page writes. */
export interface ProfileRow {
  whatsapp: string;
  name: string;
  name_ar: string;
  category: string | null;
  description: string | null;
  description_ar: string | null;
  slug: string;
  instagram_url: string | null;
  tiktok_url: string | null;
  phone: string | null;
  map_url: string | null;
  logo_in_qr: boolean;
}

export type ProfileBusiness = Pick<
  Business,
  | 'whatsapp'
  | 'name'
  | 'name_ar'
  | 'category'
  | 'description'
  | 'description_ar'
  | 'slug'
  | 'instagram_url'
  | 'tiktok_url'
  | 'phone'
  | 'map_url'
  | 'logo_in_qr'
>;

/** What the form shows for a stored business: links as stored, the phone with its +. */
export function profileValues(business: ProfileBusiness): ProfileValues {
  return {
    whatsapp: `+${business.whatsapp}`,
    name: business.name,
    nameAr: business.name_ar,
    category: business.category ?? '',
    description: business.description ?? '',
    descriptionAr: business.description_ar ?? '',
    slug: business.slug,
    instagram: business.instagram_url ?? '',
    tiktok: business.tiktok_url ?? '',
    phone: business.phone ? `+${business.phone}` : '',
    map: business.map_url ?? '',
    logoInQr: business.logo_in_qr,
  };
}

export type CheckedProfile =
  { ok: true; row: ProfileRow } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/**
 * Every field's problem at once, in the screen's language; or the row to save. The name is
 * required in the menu's primary language; texts of a language the menu does not offer are kept.
 */
export function checkProfile(
  values: ProfileValues,
  menu: { primary: Lang },
  t: AdminDictionary,
  lang: Lang,
): CheckedProfile {
  const errors: Partial<Record<ProfileField, string>> = {};
  const whatsapp = normalizeWhatsapp(values.whatsapp);
  if (!whatsapp.ok) errors.whatsapp = problemText(whatsapp.problem, lang);
  const nameField = menu.primary === 'ar' ? 'nameAr' : 'name';
  if (values[nameField].trim() === '')
    errors[nameField] = problemText({ code: 'field_required' }, lang);
  const slug = values.slug.trim().toLowerCase();
  const slugError = problemTextOrNull(validateSlug(slug), lang);
  if (slugError) errors.slug = slugError;
  const link = (field: ProfileField, result: ProfileLinkResult, message: string) => {
    if (!result.ok) errors[field] = message;
    return result.ok ? result.value : null;
  };
  const instagram = link(
    'instagram',
    normalizeInstagram(values.instagram),
    t.profile.invalid.instagram,
  );
  const tiktok = link('tiktok', normalizeTiktok(values.tiktok), t.profile.invalid.tiktok);
  const phone = link('phone', normalizePhone(values.phone), t.profile.invalid.phone);
  const map = link('map', normalizeMapLink(values.map), t.profile.invalid.map);
  if (!whatsapp.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const text = (value: string) => value.trim() || null;
  return {
    ok: true,
    row: {
      whatsapp: whatsapp.digits,
      name: values.name.trim(),
      name_ar: values.nameAr.trim(),
      category: text(values.category),
      description: text(values.description),
      description_ar: text(values.descriptionAr),
      slug,
      instagram_url: instagram,
      tiktok_url: tiktok,
      phone,
      map_url: map,
      logo_in_qr: values.logoInQr,
    },
  };
}
