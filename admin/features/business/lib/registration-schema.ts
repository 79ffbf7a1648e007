// The registration form's one schema: validateRegistration (shared/domain: required texts in the
// primary language, the WhatsApp number as Omanis type it, the slug's rules) decides, and the
// output is what is saved: trimmed, the number as digits, texts of languages not offered left out.
// The summary the page toasts is the form's root error.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateRegistration } from '../../../../shared/domain/validation.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

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
  return z
    .object({
      name: z.string(),
      nameAr: z.string(),
      category: z.string(),
      description: z.string(),
      descriptionAr: z.string(),
      whatsapp: z.string(),
      slug: z.string(),
      headline: z.string(),
      headlineAr: z.string(),
      banner: z.custom<File | null>(),
      languages: z.array(lang).min(1),
      primary: lang,
    })
    .transform((values, context): RegistrationValues => {
      const checked = validateRegistration(values);
      if (!checked.ok) {
        for (const [field, problem] of Object.entries(checked.fieldErrors)) {
          if (problem) {
            context.addIssue({
              code: 'custom',
              path: [field],
              message: problemText(problem, screen),
            });
          }
        }
        const summary = problemText(checked.problem, screen);
        context.addIssue({ code: 'custom', path: ['root'], message: summary });
        return z.NEVER;
      }
      const offers = (language: Lang) => values.languages.includes(language);
      const text = (value: string, language: Lang) => (offers(language) ? value.trim() : '');
      return {
        ...values,
        ...checked.value,
        name: text(checked.value.name, 'en'),
        description: text(checked.value.description, 'en'),
        nameAr: text(checked.value.nameAr, 'ar'),
        descriptionAr: text(checked.value.descriptionAr, 'ar'),
        headline: text(values.headline, 'en'),
        headlineAr: text(values.headlineAr, 'ar'),
      };
    });
}
