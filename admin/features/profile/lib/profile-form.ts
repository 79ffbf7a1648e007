// The business profile form's values and the row it saves (profile-schema.ts checks the one and
// gives the other), and what the form shows for a stored business.
import type { Business } from '../../../lib/business/business.ts';

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
  /** Printed on customer receipts only. */
  address: string;
  vatNumber: string;
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
  address: string | null;
  vat_number: string | null;
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
  | 'address'
  | 'vat_number'
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
    address: business.address ?? '',
    vatNumber: business.vat_number ?? '',
    logoInQr: business.logo_in_qr,
  };
}
