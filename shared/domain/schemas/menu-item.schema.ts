// An item's names, descriptions and price text read into baisa (validateItemTexts): the superadmin's
// editor, which changes only these, runs it. The owner's item form has its own schema
// (admin/features/menu/lib/item-form-schema.ts): it also reads option groups, serving times and the
// offer as drafted, and stops at the first failing check for its one alert, which a whole-item
// schema here could not give it, so none is kept here beside it.

import { z } from 'zod';
import { LANGS } from '../i18n.ts';
import { validateItemTexts } from '../validation.ts';
import { addValidated } from './issues.ts';

const texts = {
  name: z.string(),
  description: z.string().default(''),
  nameAr: z.string().default(''),
  descriptionAr: z.string().default(''),
  primary: z.enum(LANGS).default('en'),
  /** The price field's text; Arabic digits and "," are read too. */
  price: z.string(),
};

export const itemTextsSchema = z
  .object(texts)
  .transform((input, ctx) => addValidated(ctx, validateItemTexts(input)) ?? z.NEVER);

export type ItemTextsSchemaValue = z.output<typeof itemTextsSchema>;
