// The mailed code's one schema: six digits (spaces as people copy them are dropped), or the
// dictionary's sentence in the screen's language under the field; the digits are what is sent.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { adminDictionaries } from '../../../lib/i18n/admin-text.ts';

export function reauthenticationSchema(lang: Lang) {
  return z.object({ code: z.string() }).transform(({ code }, context) => {
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) return { code: digits };
    const message = adminDictionaries[lang].reauthentication.codeFormat;
    context.addIssue({ code: 'custom', path: ['code'], message });
    return z.NEVER;
  });
}

export type ReauthenticationValues = z.input<ReturnType<typeof reauthenticationSchema>>;
