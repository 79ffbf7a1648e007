// The order settings' values that shared/domain rules check: the order types offered, the
// delivery fee and minimum (optional prices, read into baisa) and the days orders are kept.

import { z } from 'zod';
import { ORDER_TYPES } from '../order-details.ts';
import type { OrderType } from '../order-message.ts';
import { parsePrice } from '../price-input.ts';
import { orderTypesProblem, parseRetentionDays } from '../settings-input.ts';
import { addProblem } from './issues.ts';

export const orderSettingsSchema = z
  .object({
    orderTypes: z.array(z.enum(['dine-in', 'pickup', 'delivery'] satisfies OrderType[])),
    deliveryFee: z.string().default(''),
    deliveryMinimum: z.string().default(''),
    retentionDays: z.string(),
  })
  .transform((input, ctx) => {
    let refused = false;
    // Kept in the order the customer sees them, whatever order they were ticked in.
    const orderTypes = ORDER_TYPES.filter((type) => input.orderTypes.includes(type));
    const typesProblem = orderTypesProblem(orderTypes);
    if (typesProblem) {
      refused = true;
      addProblem(ctx, typesProblem, ['orderTypes']);
    }
    const money = (field: 'deliveryFee' | 'deliveryMinimum'): number | null => {
      if (input[field].trim() === '') return null;
      const parsed = parsePrice(input[field]);
      if (parsed.ok) return parsed.baisa;
      refused = true;
      addProblem(ctx, parsed.problem, [field]);
      return null;
    };
    const deliveryFeeBaisa = money('deliveryFee');
    const deliveryMinimumBaisa = money('deliveryMinimum');
    const retention = parseRetentionDays(input.retentionDays);
    if (!retention.ok) addProblem(ctx, retention.problem, ['retentionDays']);
    if (refused || !retention.ok) return z.NEVER;
    return { orderTypes, deliveryFeeBaisa, deliveryMinimumBaisa, retentionDays: retention.days };
  });

export type OrderSettingsSchemaValue = z.output<typeof orderSettingsSchema>;
