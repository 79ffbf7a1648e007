// Money as integer baisa (1 OMR = 1000 baisa): sums of integers never drift the way 0.1 + 0.2 does.
// Only display turns baisa into "1.500 OMR"; only parsePrice/baisaFromNumber turn text or JSON into baisa.

import { toAsciiDigits } from './digits.ts';
import type { Lang } from './i18n.ts';

/** Baisa in one Omani rial. */
export const BAISA_PER_OMR = 1000;

/** The largest price numeric(10,3) can hold: 9,999,999.999 OMR. */
export const MAX_PRICE_BAISA = 9_999_999_999;

export type ParsePriceResult = { ok: true; baisa: number } | { ok: false; message: string };

export const priceMessages = {
  empty: 'Enter a price, for example 1.500',
  negative: 'Price cannot be negative',
  tooManyDecimals: 'Price can have at most 3 decimals (1 OMR = 1000 baisa)',
  tooLarge: 'Price is too large: at most 9,999,999.999 OMR',
  notANumber: 'Enter the price as a number, for example 1.500',
} as const;

/** priceMessages in each language; Western digits in the examples, as prices are shown. */
export const priceText: Record<Lang, Record<keyof typeof priceMessages, string>> = {
  en: priceMessages,
  ar: {
    empty: 'أدخل السعر، مثلا 1.500',
    negative: 'لا يمكن أن يكون السعر سالبا',
    tooManyDecimals: 'يمكن أن يحتوي السعر على 3 منازل عشرية كحد أقصى (1 ر.ع. = 1000 بيسة)',
    tooLarge: 'السعر كبير جدا: الحد الأقصى 9,999,999.999 ر.ع.',
    notANumber: 'أدخل السعر رقما، مثلا 1.500',
  },
};

// One optional separator; either side may be empty (".5", "5.") but not both.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses what an owner types into the price field. Accepts Arabic-Indic and Persian digits, and
 * "٫" or "," as the decimal separator (a comma is a decimal point, never a thousands separator).
 */
export function parsePrice(input: string, lang: Lang = 'en'): ParsePriceResult {
  const priceMessages = priceText[lang];
  const text = toAsciiDigits(input).trim().replace(/[٫,]/g, '.');
  if (text === '') return { ok: false, message: priceMessages.empty };
  if (/^[-−‐–]/.test(text)) {
    return DECIMAL.test(text.slice(1).trim()) && /\d/.test(text)
      ? { ok: false, message: priceMessages.negative }
      : { ok: false, message: priceMessages.notANumber };
  }
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return { ok: false, message: priceMessages.notANumber };
  }
  if (fraction.length > 3) return { ok: false, message: priceMessages.tooManyDecimals };
  // Strip leading zeros before the length check so "0000001" is still 1 OMR.
  const wholeDigits = whole.replace(/^0+/, '');
  if (wholeDigits.length > 7) return { ok: false, message: priceMessages.tooLarge };
  const baisa = Number(wholeDigits || '0') * BAISA_PER_OMR + Number(fraction.padEnd(3, '0'));
  return { ok: true, baisa };
}

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

/** Oman's VAT rate, in percent. */
export const VAT_PERCENT = 5;

/**
 * The `VAT 5%` line of an order whose prices exclude VAT: 5% of what is taxed (items plus the
 * delivery fee), rounded to the baisa, half up. Integer arithmetic: (n * 5 + 50) / 100, floored.
 * The database's public.vat_baisa does the same sum, so a recorded order agrees with the message.
 */
export function vatBaisa(taxableBaisa: number): number {
  return Math.floor((Math.round(taxableBaisa) * VAT_PERCENT + 50) / 100);
}
