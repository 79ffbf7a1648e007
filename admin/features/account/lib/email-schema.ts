// The email forms' one schema ("Forgot password?", the account page's change of email): shared/domain's
// email rule, worded in the screen's language, and the address as it is sent (trimmed, lowercased).
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { normalizeEmail, validateEmail } from '../../../../shared/domain/validation.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

export function emailSchema(lang: Lang) {
  return z.object({ email: z.string() }).transform(({ email }, context) => {
    const problem = validateEmail(email);
    if (!problem) return { email: normalizeEmail(email) };
    context.addIssue({ code: 'custom', path: ['email'], message: problemText(problem, lang) });
    return z.NEVER;
  });
}

export type EmailValues = z.input<ReturnType<typeof emailSchema>>;
