// What an owner types into a price field, read into baisa (money.ts), or the code of why not.
// Apart from money.ts on purpose: the customer menu's first paint formats prices but never parses
// them, and this module (with digits.ts) would otherwise be bundled into qr-menu.js.
import { toAsciiDigits } from './digits.ts';
import { BAISA_PER_OMR } from './money.ts';

/** The most decimals a price may have: 1 OMR is 1000 baisa. */
export const PRICE_MAX_DECIMALS = 3;

/** Why a typed price was refused; each face says it in its own dictionary. */
export type PriceProblem =
  | { code: 'price_empty' }
  | { code: 'price_negative' }
  | { code: 'price_too_many_decimals'; max: number }
  /** More than 9,999,999.999 OMR, what the database's numeric column holds. */
  | { code: 'price_too_large' }
  | { code: 'price_not_a_number' };

export type ParsePriceResult = { ok: true; baisa: number } | { ok: false; problem: PriceProblem };

const refuse = (problem: PriceProblem): ParsePriceResult => ({ ok: false, problem });

// One optional separator; either side may be empty (".5", "5.") but not both.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses what an owner types into the price field. Accepts Arabic-Indic and Persian digits, and
 * "٫" or "," as the decimal separator (a comma is a decimal point, never a thousands separator).
 */
export function parsePrice(input: string): ParsePriceResult {
  const text = toAsciiDigits(input).trim().replace(/[٫,]/g, '.');
  if (text === '') return refuse({ code: 'price_empty' });
  if (/^[-−‐–]/.test(text)) {
    return DECIMAL.test(text.slice(1).trim()) && /\d/.test(text)
      ? refuse({ code: 'price_negative' })
      : refuse({ code: 'price_not_a_number' });
  }
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    return refuse({ code: 'price_not_a_number' });
  }
  if (fraction.length > PRICE_MAX_DECIMALS) {
    return refuse({ code: 'price_too_many_decimals', max: PRICE_MAX_DECIMALS });
  }
  // Strip leading zeros before the length check so "0000001" is still 1 OMR.
  const wholeDigits = whole.replace(/^0+/, '');
  if (wholeDigits.length > 7) return refuse({ code: 'price_too_large' });
  const baisa = Number(wholeDigits || '0') * BAISA_PER_OMR + Number(fraction.padEnd(3, '0'));
  return { ok: true, baisa };
}
