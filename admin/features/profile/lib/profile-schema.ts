// The business profile form's one schema: shared/domain's businessProfileSchema (the WhatsApp
// number, the name in the menu's primary language, the slug and the links, every problem at once)
// extended with the QR code's logo switch. Its problems are worded in the screen's language under
// their fields; its output is the row to save.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import {
  businessProfileFields,
  businessProfileSchema,
} from '../../../../shared/domain/schemas/business-profile.schema.ts';
import { parseWorded } from '../../../lib/forms/worded-issues.ts';
import type { ProfileRow, ProfileValues } from './profile-form.ts';

export function profileSchema(menu: { primary: Lang }, lang: Lang) {
  return (
    businessProfileFields
      .omit({ primary: true })
      // The form always holds every field.
      .required()
      .extend({ logoInQr: z.boolean() })
      .transform((values: ProfileValues, context): ProfileRow => {
        const input = { ...values, primary: menu.primary };
        const checked = parseWorded(context, businessProfileSchema, input, lang);
        if (!checked) return z.NEVER;
        return {
          whatsapp: checked.whatsapp,
          name: checked.name,
          name_ar: checked.nameAr,
          category: checked.category,
          description: checked.description,
          description_ar: checked.descriptionAr,
          slug: checked.slug,
          instagram_url: checked.instagram,
          tiktok_url: checked.tiktok,
          phone: checked.phone,
          map_url: checked.map,
          logo_in_qr: values.logoInQr,
        };
      })
  );
}

export type ProfileSchema = ReturnType<typeof profileSchema>;
