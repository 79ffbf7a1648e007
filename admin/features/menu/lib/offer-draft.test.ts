import { describe, expect, it } from 'vitest';
import { fromMuscatLocal, muscatLocal } from '../../../../shared/domain/offers.ts';
import { offerDraftFrom } from './offer-draft.ts';

const none = { price: '', starts: '', ends: '' };

describe('offer draft', () => {
  it('reads and writes Muscat wall-clock times (UTC+4 all year)', () => {
    expect(fromMuscatLocal('2026-12-01T06:00')).toBe('2026-12-01T02:00:00.000Z');
    expect(muscatLocal('2026-12-01T02:00:00+00:00')).toBe('2026-12-01T06:00');
    expect(muscatLocal(null)).toBe('');
    expect(fromMuscatLocal('')).toBeNull();
  });

  it('shows a saved offer as the owner typed it', () => {
    expect(
      offerDraftFrom({
        offer_price: 0.7,
        offer_starts: '2026-12-01T02:00:00+00:00',
        offer_ends: null,
      }),
    ).toEqual({ price: '0.700', starts: '2026-12-01T06:00', ends: '' });
    expect(offerDraftFrom()).toEqual(none);
  });
});
