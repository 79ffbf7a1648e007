// An item's form values: names, descriptions and the price text read into baisa, the category and
// image (validateMenuItem), the calories and the offer (item-input.ts). The superadmin's editor,
// which changes only names, descriptions and price, uses itemTextsSchema.

import { z } from 'zod';
import { LANGS } from '../i18n.ts';
import { checkOffer, parseCalories } from '../item-input.ts';
import { validateItemTexts, validateMenuItem } from '../validation.ts';
import { addProblem, addValidated } from './issues.ts';

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

export const menuItemSchema = z
  .object({
    ...texts,
    /** '' when no category is chosen. */
    categoryId: z.string(),
    hasImage: z.boolean(),
    imageType: z.string().optional(),
    mode: z.enum(['add', 'edit']),
    /** Empty: not shown. */
    calories: z.string().default(''),
    offer: z
      .object({ price: z.string(), starts: z.string(), ends: z.string() })
      .default({ price: '', starts: '', ends: '' }),
  })
  .transform((input, ctx) => {
    const { imageType, ...rest } = input;
    const item = addValidated(
      ctx,
      validateMenuItem({ ...rest, ...(imageType === undefined ? {} : { imageType }) }),
    );
    const calories = parseCalories(input.calories);
    if (!calories.ok) addProblem(ctx, calories.problem, ['calories']);
    if (!item || !calories.ok) return z.NEVER;
    const offer = checkOffer(input.offer, item.priceBaisa);
    if (!offer.ok) {
      addProblem(ctx, offer.problem, [
        'offer',
        offer.problem.code === 'offer_period_order' ? 'ends' : 'price',
      ]);
      return z.NEVER;
    }
    return { ...item, calories: calories.value, offer: offer.value };
  });

export type ItemTextsSchemaValue = z.output<typeof itemTextsSchema>;
export type MenuItemSchemaInput = z.input<typeof menuItemSchema>;
export type MenuItemSchemaValue = z.output<typeof menuItemSchema>;
