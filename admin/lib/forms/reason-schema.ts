// The one-field forms that ask for a reason someone else reads (an order's cancellation, a
// business's suspension): the reason is required and sent trimmed; the form's own sentence, in
// the screen's language, says what is missing.
import { z } from 'zod';

export function reasonSchema(required: string) {
  return z.object({ reason: z.string() }).transform(({ reason }, context) => {
    const trimmed = reason.trim();
    if (trimmed !== '') return { reason: trimmed };
    context.addIssue({ code: 'custom', path: ['reason'], message: required });
    return z.NEVER;
  });
}

export type ReasonValues = z.input<ReturnType<typeof reasonSchema>>;
export type Reason = z.output<ReturnType<typeof reasonSchema>>;
