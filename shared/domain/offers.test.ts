import { describe, expect, it } from 'vitest';
import { offerRunning } from './offers.ts';

const at = (iso: string) => Date.parse(iso);

describe('offerRunning', () => {
  it('is off without an offer price, whatever the period', () => {
    expect(offerRunning({ offer_price: null }, at('2026-11-26T12:00:00Z'))).toBe(false);
    expect(offerRunning({}, at('2026-11-26T12:00:00Z'))).toBe(false);
  });

  it('runs with no period at all', () => {
    expect(offerRunning({ offer_price: 0.7 }, at('2026-11-26T12:00:00Z'))).toBe(true);
  });

  it('starts at its start (included) and ends at its end (excluded), by itself', () => {
    const offer = {
      offer_price: 0.7,
      offer_starts: '2026-11-26T06:00:00+04:00',
      offer_ends: '2026-11-27T00:00:00+04:00',
    };
    expect(offerRunning(offer, at('2026-11-26T01:59:59Z'))).toBe(false);
    expect(offerRunning(offer, at('2026-11-26T02:00:00Z'))).toBe(true);
    expect(offerRunning(offer, at('2026-11-26T19:59:59Z'))).toBe(true);
    expect(offerRunning(offer, at('2026-11-26T20:00:00Z'))).toBe(false);
  });

  it('may have only a start or only an end', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(offerRunning({ offer_price: 0, offer_starts: '2026-11-27T00:00:00Z' }, now)).toBe(false);
    expect(offerRunning({ offer_price: 0, offer_ends: '2026-11-27T00:00:00Z' }, now)).toBe(true);
    expect(offerRunning({ offer_price: 0, offer_ends: '2026-11-26T00:00:00Z' }, now)).toBe(false);
  });
});
