// The registration form's one schema: shared/domain's registrationSchema (required texts in the
// primary language, the WhatsApp number as Omanis type it, the slug's rules) extended with what only
// the form has (headlines, banner, languages). The shared schema decides, its problems are worded
// in the screen's language, and the output is what is saved: trimmed, the number as digits, texts
// of languages not offered left out. The summary the page toasts is the form's root error.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import {
  registrationFields,
  registrationSchema as sharedRegistrationSchema,
} from '../../../../shared/domain/schemas/registration.schema.ts';
import { parseWorded } from '../../../lib/forms/worded-issues.ts';

export interface RegistrationValues {
  name: string;
  nameAr: string;
  category: string;
  description: string;
  descriptionAr: string;
  whatsapp: string;
  slug: string;
  headline: string;
  headlineAr: string;
  banner: File | null;
  /** The menu's languages, primary first. */
  languages: Lang[];
  primary: Lang;
}

const lang = z.enum(['en', 'ar']);

export function registrationSchema(screen: Lang) {
  return (
    registrationFields
      // The form always holds both languages' texts and the primary language.
      .required()
      .extend({
        headline: z.string(),
        headlineAr: z.string(),
        banner: z.custom<File | null>(),
        languages: z.array(lang).min(1),
      })
      .transform((values, context): RegistrationValues => {
        const checked = parseWorded(context, sharedRegistrationSchema, values, screen);
        if (!checked) return z.NEVER;
        const offers = (language: Lang) => values.languages.includes(language);
        const text = (value: string, language: Lang) => (offers(language) ? value.trim() : '');
        return {
          ...values,
          ...checked,
          name: text(checked.name, 'en'),
          description: text(checked.description, 'en'),
          nameAr: text(checked.nameAr, 'ar'),
          descriptionAr: text(checked.descriptionAr, 'ar'),
          headline: text(values.headline, 'en'),
          headlineAr: text(values.headlineAr, 'ar'),
        };
      })
  );
}
