// The business profile page's values: the WhatsApp number, the name in the primary language, the
// slug and the optional links, each checked by its shared/domain rule and turned into what the
// database keeps (digits with the country code, https links, null for a blank link).

import { z } from 'zod';
import {
  normalizeInstagram,
  normalizeMapLink,
  normalizePhone,
  normalizeTiktok,
  type ProfileLinkField,
  type ProfileLinkResult,
} from '../business-profile.ts';
import { LANGS } from '../i18n.ts';
import type { Problem } from '../problems.ts';
import { validateSlug } from '../slug.ts';
import { normalizeWhatsapp } from '../whatsapp.ts';
import { addProblem } from './issues.ts';

const LINKS: Record<ProfileLinkField, (input: string) => ProfileLinkResult> = {
  instagram: normalizeInstagram,
  tiktok: normalizeTiktok,
  phone: normalizePhone,
  map: normalizeMapLink,
};

/** The fields the rules read; a form with more (the QR code's logo) extends these. */
export const businessProfileFields = z.object({
  whatsapp: z.string(),
  name: z.string(),
  nameAr: z.string().default(''),
  category: z.string().default(''),
  description: z.string().default(''),
  descriptionAr: z.string().default(''),
  slug: z.string(),
  instagram: z.string().default(''),
  tiktok: z.string().default(''),
  phone: z.string().default(''),
  map: z.string().default(''),
  primary: z.enum(LANGS),
});

export const businessProfileSchema = businessProfileFields.transform((input, ctx) => {
  // Every field's problem at once, as the page shows them all.
  let refused = false;
  const refuse = (problem: Problem, field: string) => {
    refused = true;
    addProblem(ctx, problem, [field]);
  };
  const whatsapp = normalizeWhatsapp(input.whatsapp);
  if (!whatsapp.ok) refuse(whatsapp.problem, 'whatsapp');
  const nameField = input.primary === 'ar' ? 'nameAr' : 'name';
  if (input[nameField].trim() === '') refuse({ code: 'field_required' }, nameField);
  // The page lowercases what is typed, as the slug field shows it.
  const slug = input.slug.trim().toLowerCase();
  const slugProblem = validateSlug(slug);
  if (slugProblem) refuse(slugProblem, 'slug');
  const links: Partial<Record<ProfileLinkField, string | null>> = {};
  for (const field of Object.keys(LINKS) as ProfileLinkField[]) {
    const result = LINKS[field](input[field]);
    if (result.ok) links[field] = result.value;
    else refuse({ code: 'link_invalid', field }, field);
  }
  if (!whatsapp.ok || refused) return z.NEVER;
  const text = (value: string) => value.trim() || null;
  return {
    whatsapp: whatsapp.digits,
    name: input.name.trim(),
    nameAr: input.nameAr.trim(),
    category: text(input.category),
    description: text(input.description),
    descriptionAr: text(input.descriptionAr),
    slug,
    instagram: links.instagram ?? null,
    tiktok: links.tiktok ?? null,
    phone: links.phone ?? null,
    map: links.map ?? null,
  };
});

export type BusinessProfileSchemaValue = z.output<typeof businessProfileSchema>;
