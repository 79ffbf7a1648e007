// The business registration form's values: validateRegistration's rules (required texts in the
// primary language, WhatsApp number, slug), as a schema a form library can run.

import { z } from 'zod';
import { LANGS } from '../i18n.ts';
import { validateRegistration } from '../validation.ts';
import { addValidated } from './issues.ts';

/** The fields the rules read; a form with more (a banner, its languages) extends these. */
export const registrationFields = z.object({
  name: z.string(),
  nameAr: z.string().default(''),
  category: z.string(),
  description: z.string(),
  descriptionAr: z.string().default(''),
  whatsapp: z.string(),
  slug: z.string(),
  primary: z.enum(LANGS).default('en'),
});

export const registrationSchema = registrationFields.transform(
  (input, ctx) => addValidated(ctx, validateRegistration(input)) ?? z.NEVER,
);

export type RegistrationSchemaInput = z.input<typeof registrationSchema>;
export type RegistrationSchemaValue = z.output<typeof registrationSchema>;
