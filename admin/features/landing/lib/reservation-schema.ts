// The reservation form's one schema: shared/domain's validateReservation decides, each refused field
// gets its problem's text in the visitor's language and the summary (the toast) is errors.root; the
// output is the checked reservation the WhatsApp message is written from.
import { z } from 'zod';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import {
  validateReservation,
  type ReservationValue,
} from '../../../../shared/domain/validation.ts';
import { addWordedProblems } from '../../../lib/forms/worded-issues.ts';

export function reservationSchema(lang: Lang) {
  return z
    .object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      people: z.string(),
      date: z.string(),
      time: z.string(),
    })
    .transform(
      (input, ctx): ReservationValue =>
        addWordedProblems(ctx, validateReservation(input), lang) ?? z.NEVER,
    );
}

export type ReservationFormValues = z.input<ReturnType<typeof reservationSchema>>;
