import { baisaFromNumber } from '../../../../shared/domain/money.ts';

/**
 * Baisa of a price as the database sent it, or NaN when it is not a price (a row stored before the
 * database refused NaN), so the page shows that one row as wrong instead of failing whole.
 */
export function storedPriceBaisa(value: number | string): number {
  try {
    return baisaFromNumber(value);
  } catch {
    return Number.NaN;
  }
}
