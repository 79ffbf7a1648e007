import { describe, expect, it } from 'vitest';
import {
  MAX_PRICE_BAISA,
  baisaFromNumber,
  baisaToNumber,
  formatAmount,
  formatOmr,
  formatPrice,
} from './money.ts';
import { parsePrice } from './price-input.ts';
import { toAsciiDigits } from './digits.ts';

describe('parsePrice', () => {
  it.each([
    ['1.5', 1500],
    ['1.500', 1500],
    ['0.001', 1],
    ['  2 ', 2000],
    ['2', 2000],
    ['0', 0],
    ['0.0', 0],
    ['.5', 500],
    ['5.', 5000],
    ['007.25', 7250],
    ['1,5', 1500],
    ['١٫٥', 1500],
    ['١,٥٠٠', 1500],
    ['۱.۵', 1500],
    ['۱۲٫۳۴۵', 12345],
    ['٠٫٠٠١', 1],
    ['9999999.999', 9_999_999_999],
    ['0000001', 1000],
  ])('reads %j as %i baisa', (input, baisa) => {
    expect(parsePrice(input)).toEqual({ ok: true, baisa });
  });

  it.each(['', '   ', '\t\n'])('asks for a price when given %j', (input) => {
    expect(parsePrice(input)).toEqual({ ok: false, problem: { code: 'price_empty' } });
  });

  it.each(['-1', '-0.5', ' -2 ', '−1.5', '-١٫٥'])('refuses the negative price %j', (input) => {
    expect(parsePrice(input)).toEqual({ ok: false, problem: { code: 'price_negative' } });
  });

  it.each(['1.5000', '0.0001', '١٫٢٣٤٥'])('refuses more than 3 decimals in %j', (input) => {
    expect(parsePrice(input)).toEqual({
      ok: false,
      problem: { code: 'price_too_many_decimals', max: 3 },
    });
  });

  it.each(['10000000', '10000000.000', '99999999999', '١٢٣٤٥٦٧٨٩٫٥'])(
    'refuses the absurdly large %j',
    (input) => {
      expect(parsePrice(input)).toEqual({ ok: false, problem: { code: 'price_too_large' } });
    },
  );

  it.each([
    'abc',
    '1.2.3',
    '1,000.5',
    '1 000',
    '.',
    ',',
    '-',
    '-abc',
    '+1',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '1.5 OMR',
    '١٫٥abc',
  ])('refuses the junk %j', (input) => {
    expect(parsePrice(input)).toEqual({ ok: false, problem: { code: 'price_not_a_number' } });
  });

  it('always yields a safe integer within numeric(10,3)', () => {
    const result = parsePrice('9999999.999');
    expect(result.ok && Number.isSafeInteger(result.baisa)).toBe(true);
    expect(result).toEqual({ ok: true, baisa: MAX_PRICE_BAISA });
  });
});

describe('formatAmount and formatOmr', () => {
  it.each([
    [0, '0.000'],
    [1, '0.001'],
    [400, '0.400'],
    [1500, '1.500'],
    [12345, '12.345'],
    [MAX_PRICE_BAISA, '9999999.999'],
    [-1500, '-1.500'],
  ])('shows %i baisa as %s', (baisa, text) => {
    expect(formatAmount(baisa)).toBe(text);
    expect(formatOmr(baisa)).toBe(`${text} OMR`);
  });

  it('rounds a stray fractional baisa instead of printing it', () => {
    expect(formatOmr(1499.6)).toBe('1.500 OMR');
  });

  it('totals 0.1 + 0.2 OMR as exactly 0.300', () => {
    const total = baisaFromNumber(0.1) + baisaFromNumber(0.2);
    expect(total).toBe(300);
    expect(formatOmr(total)).toBe('0.300 OMR');
  });
});

describe('baisaFromNumber', () => {
  it.each([
    [0.4, 400],
    [0.1, 100],
    [0.2, 200],
    [1.005, 1005],
    [1.115, 1115],
    [2.675, 2675],
    [8.345, 8345],
    [0.001, 1],
    [0, 0],
    [1200, 1_200_000],
    [9999999.999, MAX_PRICE_BAISA],
  ])('turns the JSON number %d into %i baisa exactly', (value, baisa) => {
    expect(baisaFromNumber(value)).toBe(baisa);
  });

  it('gets right what a float multiply gets wrong', () => {
    // The reason this function exists: plain multiplication drifts.
    expect(1.005 * 1000).not.toBe(1005);
    expect(baisaFromNumber(1.005)).toBe(1005);
  });

  it.each([
    ['0.400', 400],
    ['1.5', 1500],
    [' 12.345 ', 12345],
    ['3', 3000],
  ])('reads the numeric string %j', (value, baisa) => {
    expect(baisaFromNumber(value)).toBe(baisa);
  });

  it('rounds half away from zero past the third decimal', () => {
    expect(baisaFromNumber(1.0005)).toBe(1001);
    expect(baisaFromNumber(1.0004)).toBe(1000);
    expect(baisaFromNumber(0.0005)).toBe(1);
    expect(baisaFromNumber(-1.0005)).toBe(-1001);
  });

  it('handles exponent notation from String(number)', () => {
    expect(baisaFromNumber(1e-7)).toBe(0);
    expect(baisaFromNumber(5e-4)).toBe(1);
    expect(baisaFromNumber('1.5e2')).toBe(150_000);
    expect(baisaFromNumber(-2.5)).toBe(-2500);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %d', (value) => {
    expect(() => baisaFromNumber(value)).toThrow(RangeError);
  });

  it.each(['', 'abc', '.', '1.2.3'])('refuses the string %j', (value) => {
    expect(() => baisaFromNumber(value)).toThrow(RangeError);
  });
});

describe('baisaToNumber', () => {
  it.each([
    [400, 0.4],
    [1500, 1.5],
    [1, 0.001],
    [0, 0],
    [1005, 1.005],
  ])('sends %i baisa as %d', (baisa, value) => {
    expect(baisaToNumber(baisa)).toBe(value);
  });

  it('round-trips every baisa amount through JSON', () => {
    for (let baisa = 0; baisa <= 20_000; baisa += 7) {
      const sent = JSON.parse(JSON.stringify(baisaToNumber(baisa))) as number;
      expect(baisaFromNumber(sent)).toBe(baisa);
    }
    expect(baisaFromNumber(baisaToNumber(MAX_PRICE_BAISA))).toBe(MAX_PRICE_BAISA);
  });
});

describe('toAsciiDigits', () => {
  it('maps Arabic-Indic and Persian digits and leaves the rest', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('Cafe ٢٤ + abc')).toBe('Cafe 24 + abc');
  });
});

describe('formatPrice', () => {
  it.each([
    [1500, '1.500 OMR', '1.500 ر.ع.'],
    [0, '0.000 OMR', '0.000 ر.ع.'],
    [1, '0.001 OMR', '0.001 ر.ع.'],
    [12_345_678, '12345.678 OMR', '12345.678 ر.ع.'],
  ])(
    'shows %i baisa as %j in English and %j in Arabic, Western digits in both',
    (baisa, en, ar) => {
      expect(formatPrice(baisa, 'en')).toBe(en);
      expect(formatPrice(baisa, 'ar')).toBe(ar);
      expect(formatOmr(baisa)).toBe(en);
    },
  );
});
