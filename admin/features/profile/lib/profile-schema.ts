// The business profile form's one schema: it runs checkProfile (the shared/domain rules for the
// WhatsApp number, slug, names and links) and turns the typed values into the row to save, so
// react-hook-form shows each problem under its field and hands the submit the checked row.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { checkProfile, type ProfileField, type ProfileValues } from './profile-form.ts';

export function profileSchema(menu: { primary: Lang }, t: AdminDictionary, lang: Lang) {
  return z
    .object({
      whatsapp: z.string(),
      name: z.string(),
      nameAr: z.string(),
      category: z.string(),
      description: z.string(),
      descriptionAr: z.string(),
      slug: z.string(),
      instagram: z.string(),
      tiktok: z.string(),
      phone: z.string(),
      map: z.string(),
      logoInQr: z.boolean(),
    })
    .transform((values: ProfileValues, context) => {
      const checked = checkProfile(values, menu, t, lang);
      if (checked.ok) return checked.row;
      for (const [field, message] of Object.entries(checked.errors)) {
        context.addIssue({ code: 'custom', path: [field as ProfileField], message });
      }
      return z.NEVER;
    });
}

export type ProfileSchema = ReturnType<typeof profileSchema>;
