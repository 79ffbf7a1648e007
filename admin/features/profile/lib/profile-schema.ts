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
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import type { ProfileRow, ProfileValues } from './profile-form.ts';

/** The receipt's VAT number, checked loosely: letters and digits, as the database checks it. */
const VAT_NUMBER = /^[A-Za-z0-9]{1,20}$/;
const ADDRESS_MAX = 200;

export function profileSchema(menu: { primary: Lang }, lang: Lang) {
  const p = adminDictionaries[lang].ticket;
  return (
    businessProfileFields
      .omit({ primary: true })
      // The form always holds every field.
      .required()
      .extend({ address: z.string(), vatNumber: z.string(), logoInQr: z.boolean() })
      .transform((values: ProfileValues, context): ProfileRow => {
        const input = { ...values, primary: menu.primary };
        const checked = parseWorded(context, businessProfileSchema, input, lang);
        // Spaces and dashes people type inside a VAT number are not part of it.
        const vatNumber = values.vatNumber.replace(/[\s-]/g, '').toUpperCase();
        const address = values.address.trim();
        const receiptOk =
          (vatNumber === '' || VAT_NUMBER.test(vatNumber)) && address.length <= ADDRESS_MAX;
        if (vatNumber !== '' && !VAT_NUMBER.test(vatNumber)) {
          context.addIssue({ code: 'custom', path: ['vatNumber'], message: p.vatNumberInvalid });
        }
        if (address.length > ADDRESS_MAX) {
          context.addIssue({ code: 'custom', path: ['address'], message: p.addressTooLong });
        }
        if (!checked || !receiptOk) return z.NEVER;
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
          address: address || null,
          vat_number: vatNumber || null,
          logo_in_qr: values.logoInQr,
        };
      })
  );
}

export type ProfileSchema = ReturnType<typeof profileSchema>;
