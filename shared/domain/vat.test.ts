import { describe, expect, it } from 'vitest';
import { MAX_PRICE_BAISA } from './money.ts';
import { vatBaisa } from './vat.ts';

describe('vatBaisa', () => {
  it("is docs/architecture.md's 0.145 OMR on 2.400 OMR of items plus a 0.500 OMR fee", () => {
    expect(vatBaisa(2400 + 500)).toBe(145);
  });

  it('rounds to the baisa, half up', () => {
    expect(vatBaisa(0)).toBe(0);
    expect(vatBaisa(9)).toBe(0); // 0.45 baisa
    expect(vatBaisa(10)).toBe(1); // 0.5 baisa
    expect(vatBaisa(29)).toBe(1); // 1.45 baisa
    expect(vatBaisa(30)).toBe(2); // 1.5 baisa
    expect(vatBaisa(MAX_PRICE_BAISA)).toBe(500_000_000);
  });
});
