// Money as integer baisa (1 OMR = 1000 baisa): sums of integers never drift the way 0.1 + 0.2 does.
// Only display turns baisa into "1.500 OMR"; only parsePrice (price-input.ts) and baisaFromNumber
// turn text or JSON into baisa.

import type { Lang } from './i18n.ts';

/** Baisa in one Omani rial. */
export const BAISA_PER_OMR = 1000;

/** The largest price numeric(10,3) can hold: 9,999,999.999 OMR. */
export const MAX_PRICE_BAISA = 9_999_999_999;

/** "1.500": the amount alone, three decimals, for table cells and inputs. */
export function formatAmount(baisa: number): string {
  const whole = Math.round(baisa);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const omr = Math.floor(abs / BAISA_PER_OMR);
  const rest = abs % BAISA_PER_OMR;
  return `${sign}${omr}.${String(rest).padStart(3, '0')}`;
}

/** "1.500 OMR": how every price and total is shown to people reading English. */
export function formatOmr(baisa: number): string {
  return formatPrice(baisa, 'en');
}

/** The rial's symbol per language: Omani menus and receipts print "ر.ع." in Arabic. */
const CURRENCY: Record<Lang, string> = { en: 'OMR', ar: 'ر.ع.' };

/**
 * "1.500 OMR" / "1.500 ر.ع.": a price or total for people reading that language. Western digits
 * in both, as Omani menus print them; in right-to-left text the amount reads first, then the unit.
 */
export function formatPrice(baisa: number, lang: Lang): string {
  return `${formatAmount(baisa)} ${CURRENCY[lang]}`;
}

/**
 * Baisa from a price as the database sends it (a JSON number such as 0.4, or a numeric string).
 * Goes through the decimal text, because 0.4 * 1000 or 1.005 * 1000 in floating point can miss.
 * Rounds half away from zero at the third decimal. Throws RangeError for non-finite input.
 */
export function baisaFromNumber(value: number | string): number {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = /^([-+]?)(\d*)(?:\.(\d*))?(?:e([-+]?\d+))?$/i.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a price: ${String(value)}`);
  }
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  // Shift the decimal point by the exponent on the digit string itself.
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent) + 3;
  const padded = point > digits.length ? digits.padEnd(point, '0') : digits;
  const intPart = point <= 0 ? '0' : padded.slice(0, point);
  const nextDigit = point < 0 ? '0' : (padded[point] ?? '0');
  const magnitude = Number(intPart || '0') + (nextDigit >= '5' ? 1 : 0);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** The JSON number for a baisa amount (what inserts and updates send): 400 -> 0.4. */
export function baisaToNumber(baisa: number): number {
  // Division by 1000 is correctly rounded, so 400 / 1000 is exactly the double written 0.4.
  return Math.round(baisa) / BAISA_PER_OMR;
}

function numberToText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a price: ${String(value)}`);
  // String() gives the shortest text that round-trips, e.g. "0.4", "1.005" or "1e-7".
  return String(value);
}
