// The business details form's one schema: the name is required in the menu's primary language
// (the database's trigger refuses the same), and texts of a language the menu does not offer are
// not saved. The output is the row update to send.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import type { BusinessDetails } from '../api/update-business-details.ts';

const lang = z.enum(['en', 'ar']);
const texts = z.object({ en: z.string(), ar: z.string() });

export function detailsSchema(screen: Lang) {
  return z
    .object({
      menu: z.object({ languages: z.array(lang).min(1), primary: lang }),
      names: texts,
      descriptions: texts,
    })
    .superRefine(({ menu, names }, context) => {
      if (names[menu.primary].trim() === '') {
        context.addIssue({
          code: 'custom',
          path: ['names', menu.primary],
          message: problemText({ code: 'field_required' }, screen),
        });
      }
    })
    .transform(({ menu, names, descriptions }): BusinessDetails => {
      const text = (value: string, language: Lang) =>
        menu.languages.includes(language) ? value.trim() : '';
      return {
        languages: menu.languages,
        primary_language: menu.primary,
        name: text(names.en, 'en'),
        name_ar: text(names.ar, 'ar'),
        description: text(descriptions.en, 'en') || null,
        description_ar: text(descriptions.ar, 'ar') || null,
      };
    });
}

export type DetailsValues = z.input<ReturnType<typeof detailsSchema>>;
