// The category forms' one schema (the new-category form and the rename dialog): the names go
// through shared/domain's categorySchema (the primary language's name is required), the serving
// times through windowsProblem, and each refusal is worded in the screen's language at the field
// it concerns. The output is what createCategory and updateCategoryNames take.
import { z } from 'zod';
import { windowsProblem, type TimeWindow } from '../../../../shared/domain/availability.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { categorySchema } from '../../../../shared/domain/schemas/category.schema.ts';
import { wordedIssues } from '../../../lib/forms/worded-issues.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';

export interface CategoryFormValues {
  names: Record<Lang, string>;
  /** When its dishes are served; null: whenever open. */
  windows: TimeWindow[] | null;
}

export interface CategoryFormOutput {
  name: string;
  nameAr: string;
  windows: TimeWindow[] | null;
}

export function categoryFormSchema(primary: Lang, t: AdminDictionary, lang: Lang) {
  return z
    .object({
      names: z.object({ en: z.string(), ar: z.string() }),
      windows: z.custom<TimeWindow[]>((value) => Array.isArray(value)).nullable(),
    })
    .transform(({ names, windows }, context): CategoryFormOutput => {
      const named = categorySchema.safeParse({ name: names.en, nameAr: names.ar, primary });
      if (!named.success) {
        for (const { message } of wordedIssues(named.error, lang)) {
          context.addIssue({ code: 'custom', path: ['names', primary], message });
        }
        return z.NEVER;
      }
      const trouble = windows && windowsProblem(windows);
      if (trouble) {
        const message = t.clock.windowsProblem[trouble.problem];
        context.addIssue({ code: 'custom', path: ['windows'], message });
        return z.NEVER;
      }
      return { ...named.data, windows };
    });
}
