// The order settings' rules that are not about tables or hours (order-details.ts, opening-hours.ts):
// at least one order type, and how long recorded orders are kept (the database's bound too).

import type { OrderType } from './order-message.ts';
import type { Problem } from './problems.ts';

export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 365;

export type SettingsProblem =
  { code: 'order_types_required' } | { code: 'retention_range'; min: number; max: number };

/** null when at least one order type is offered. */
export function orderTypesProblem(types: readonly OrderType[]): Problem | null {
  return types.length === 0 ? { code: 'order_types_required' } : null;
}

/** The retention days as typed, or why not (a whole number from 1 to 365). */
export function parseRetentionDays(
  text: string,
): { ok: true; days: number } | { ok: false; problem: Problem } {
  const trimmed = text.trim();
  const days = /^[0-9]{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  return days >= RETENTION_MIN_DAYS && days <= RETENTION_MAX_DAYS
    ? { ok: true, days }
    : {
        ok: false,
        problem: { code: 'retention_range', min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS },
      };
}
