import { describe, expect, it } from 'vitest';
import { arabicCount } from './plural.ts';

const tables = (n: number) => arabicCount(n, 'طاولة واحدة', 'طاولتان', 'طاولات', 'طاولة');

describe('arabicCount', () => {
  it.each([
    [0, '0 طاولات'],
    [1, 'طاولة واحدة'],
    [2, 'طاولتان'],
    [3, '3 طاولات'],
    [10, '10 طاولات'],
    [11, '11 طاولة'],
    [99, '99 طاولة'],
    [103, '103 طاولات'],
    [110, '110 طاولات'],
    [111, '111 طاولة'],
  ])('says %i as %s, by CLDR rather than by a hand-written range', (n, text) => {
    expect(tables(n)).toBe(text);
  });
});
