// The new-password form's one schema (the reset page and the account page): shared/domain's password
// rule, then the same password typed twice; each problem under its field, in the screen's language.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validatePassword } from '../../../../shared/domain/validation.ts';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

export function newPasswordSchema(lang: Lang) {
  return z
    .object({ password: z.string(), confirm: z.string() })
    .transform(({ password, confirm }, context) => {
      const problem = validatePassword(password);
      if (problem) {
        context.addIssue({
          code: 'custom',
          path: ['password'],
          message: problemText(problem, lang),
        });
        return z.NEVER;
      }
      if (confirm !== password) {
        const message = adminDictionaries[lang].account.mismatch;
        context.addIssue({ code: 'custom', path: ['confirm'], message });
        return z.NEVER;
      }
      return { password };
    });
}

export type NewPasswordValues = z.input<ReturnType<typeof newPasswordSchema>>;
