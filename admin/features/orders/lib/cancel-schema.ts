// The cancel dialog's form: one of the usual reasons (a code, worded for the customer in the
// customer's language) or the owner's own words, sent trimmed. Either one is enough.
import { z } from 'zod';
import { isCancelCode, type CancelCode } from '../../../../shared/domain/cancel-reasons.ts';

export interface CancelReason {
  code: CancelCode | null;
  reason: string | null;
}

export function cancelSchema(required: string) {
  return z
    .object({ code: z.string(), reason: z.string() })
    .transform(({ code, reason }, context): CancelReason => {
      const text = reason.trim();
      if (isCancelCode(code)) return { code, reason: null };
      if (text !== '') return { code: null, reason: text };
      context.addIssue({ code: 'custom', path: ['reason'], message: required });
      return z.NEVER;
    });
}

export type CancelValues = z.input<ReturnType<typeof cancelSchema>>;
