import { describe, expect, it } from 'vitest';
import { parseCardsPerPage } from './cards-per-page.ts';

describe('parseCardsPerPage', () => {
  it('reads the layouts the sheet offers', () => {
    expect(parseCardsPerPage('1')).toBe(1);
    expect(parseCardsPerPage('4')).toBe(4);
    expect(parseCardsPerPage('8')).toBe(8);
  });

  it('falls back to six cards for a missing or unknown value', () => {
    expect(parseCardsPerPage(null)).toBe(6);
    expect(parseCardsPerPage('3')).toBe(6);
    expect(parseCardsPerPage('8.0')).toBe(6);
    expect(parseCardsPerPage('')).toBe(6);
  });
});
