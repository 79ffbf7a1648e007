// A category's names: the primary language's is required (validateCategoryName).

import { z } from 'zod';
import { LANGS } from '../i18n.ts';
import { validateCategoryName } from '../validation.ts';
import { addProblem } from './issues.ts';

export const categorySchema = z
  .object({ name: z.string(), nameAr: z.string().default(''), primary: z.enum(LANGS) })
  .transform((input, ctx) => {
    const field = input.primary === 'ar' ? 'nameAr' : 'name';
    const problem = validateCategoryName(input[field]);
    if (problem) {
      addProblem(ctx, problem, [field]);
      return z.NEVER;
    }
    return { name: input.name.trim(), nameAr: input.nameAr.trim() };
  });

export type CategorySchemaValue = z.output<typeof categorySchema>;
