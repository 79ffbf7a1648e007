// The superadmin's edit-item form: the form's values are what was typed, read by shared/domain's
// itemTextsSchema (the rules the owner's item form runs too, so a rule is written once); its output is
// the ItemEdit the api saves. Refusals are Problems, worded by the admin's one problemText.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { problemOfIssue } from '../../../../shared/domain/schemas/issues.ts';
import { itemTextsSchema } from '../../../../shared/domain/schemas/menu-item.schema.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import { itemTextsInput, type ItemTextDraft } from '../../../lib/items/item-texts.ts';
import type { ItemEdit } from './types.ts';

const langTexts = z.object({ en: z.string(), ar: z.string() });

/** The business's languages, primary first, and its primary one. */
export function itemEditSchema(languages: readonly Lang[], primary: Lang) {
  return z
    .object({ names: langTexts, descriptions: langTexts, price: z.string() })
    .transform((draft): z.input<typeof itemTextsSchema> => {
      const input = itemTextsInput(draft, primary);
      return {
        name: input.name,
        description: input.description ?? '',
        nameAr: input.nameAr ?? '',
        descriptionAr: input.descriptionAr ?? '',
        primary,
        price: input.price,
      };
    })
    .pipe(itemTextsSchema)
    .transform(({ name, description, nameAr, descriptionAr, priceBaisa }): ItemEdit => ({
      name,
      description,
      priceBaisa,
      // A business without Arabic keeps whatever its Arabic columns hold.
      ...(languages.includes('ar') && { nameAr, descriptionAr }),
    }));
}

/** Where an issue of itemTextsSchema shows: the name inputs, the price, or the form's alert. */
const FIELD_OF = { name: 'names', nameAr: 'names', price: 'price', root: 'root' } as const;

/**
 * react-hook-form's resolver for the schema: each refused field and the form's alert get the
 * problem's text in the screen's language.
 */
export function itemEditResolver(
  schema: ReturnType<typeof itemEditSchema>,
  lang: Lang,
): Resolver<ItemTextDraft, unknown, ItemEdit> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const problem = problemOfIssue(issue);
      const field = FIELD_OF[String(issue.path[0]) as keyof typeof FIELD_OF] ?? 'root';
      errors[field] ??= {
        type: issue.code,
        message: problem ? problemText(problem, lang) : issue.message,
      };
    }
    return { values: {}, errors: errors as FieldErrors<ItemTextDraft> };
  };
}
