// What an owner types into a price field, read into baisa (money.ts), with messages in both
// languages. Apart from money.ts on purpose: the customer menu's first paint formats prices but never
// parses them, and this module (with digits.ts) would otherwise be bundled into qr-menu.js.
import { toAsciiDigits } from './digits.ts';
import type { Lang } from './i18n.ts';
import { BAISA_PER_OMR } from './money.ts';

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
