// The superadmin's edit-item form: one schema, which runs shared/domain's item rules (the same ones
// the owner's item form runs), so a rule is written once. The form's values are what was typed; its
// output is the ItemEdit the api saves.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateItemTexts } from '../../../../shared/domain/validation.ts';
import { itemTextsInput } from '../../../lib/items/item-texts.ts';
import type { ItemEdit } from './types.ts';

const langTexts = z.object({ en: z.string(), ar: z.string() });

export interface ItemEditSchemaOptions {
  /** The business's languages, primary first. */
  languages: readonly Lang[];
  primary: Lang;
  /** The screen's language: the rules' messages are in it. */
  lang: Lang;
}

/**
 * Refused fields get the form's message as their issue (a blank name: "Required fields missing"; a
 * bad price: the parser's words), so the form shows one alert and marks the fields it is about.
 */
export function itemEditSchema({ languages, primary, lang }: ItemEditSchemaOptions) {
  return z
    .object({ names: langTexts, descriptions: langTexts, price: z.string() })
    .transform((draft, ctx): ItemEdit => {
      const checked = validateItemTexts(itemTextsInput(draft, primary), lang);
      if (!checked.ok) {
        const { name, nameAr, price } = checked.fieldErrors;
        const onPrice = price !== undefined;
        const onNames = name !== undefined || nameAr !== undefined || !onPrice;
        if (onNames) ctx.addIssue({ code: 'custom', path: ['names'], message: checked.message });
        if (onPrice) ctx.addIssue({ code: 'custom', path: ['price'], message: checked.message });
        return z.NEVER;
      }
      const { name, description, nameAr, descriptionAr, priceBaisa } = checked.value;
      return {
        name,
        description,
        priceBaisa,
        // A business without Arabic keeps whatever its Arabic columns hold.
        ...(languages.includes('ar') && { nameAr, descriptionAr }),
      };
    });
}

export type ItemEditSchema = ReturnType<typeof itemEditSchema>;
