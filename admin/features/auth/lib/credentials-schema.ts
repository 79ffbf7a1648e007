// The log-in and sign-up form's one schema: shared/domain's email and password rules, each problem
// under its field in the screen's language (both at once, as the form always showed them), and the
// credentials as they are sent (the address trimmed and lowercased).
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import {
  normalizeEmail,
  validateEmail,
  validatePassword,
} from '../../../../shared/domain/validation.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';

export function credentialsSchema(lang: Lang) {
  return z
    .object({ email: z.string(), password: z.string() })
    .transform(({ email, password }, context) => {
      const problems = { email: validateEmail(email), password: validatePassword(password) };
      for (const field of ['email', 'password'] as const) {
        const problem = problems[field];
        if (problem)
          context.addIssue({ code: 'custom', path: [field], message: problemText(problem, lang) });
      }
      if (problems.email || problems.password) return z.NEVER;
      return { email: normalizeEmail(email), password };
    });
}

export type CredentialsInput = z.input<ReturnType<typeof credentialsSchema>>;
export type Credentials = z.output<ReturnType<typeof credentialsSchema>>;
