import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en.ts';
import { ar } from '../../../lib/i18n/ar.ts';
import { fromMuscatLocal, muscatLocal } from '../../../../shared/domain/offers.ts';
import { checkOfferDraft, offerDraftFrom } from './offer-draft.ts';

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

  it('saves no offer, an offer, or an offer with its period', () => {
    expect(checkOfferDraft(none, 900, en.menu, 'en')).toEqual({
      ok: true,
      columns: { offer_price: null, offer_starts: null, offer_ends: null },
    });
    expect(
      checkOfferDraft(
        { price: '0.7', starts: '2026-12-01T06:00', ends: '2026-12-31T23:59' },
        900,
        en.menu,
        'en',
      ),
    ).toEqual({
      ok: true,
      columns: {
        offer_price: 0.7,
        offer_starts: '2026-12-01T02:00:00.000Z',
        offer_ends: '2026-12-31T19:59:00.000Z',
      },
    });
  });

  it('refuses an offer that is not lower, a period backwards, or a period without a price', () => {
    expect(checkOfferDraft({ ...none, price: '0.900' }, 900, en.menu, 'en')).toEqual({
      ok: false,
      message: en.menu.offerNotLower,
    });
    expect(
      checkOfferDraft(
        { price: '0.5', starts: '2026-12-02T00:00', ends: '2026-12-01T00:00' },
        900,
        ar.menu,
        'ar',
      ),
    ).toEqual({ ok: false, message: ar.menu.offerPeriodOrder });
    expect(checkOfferDraft({ ...none, ends: '2026-12-01T00:00' }, 900, en.menu, 'en')).toEqual({
      ok: false,
      message: en.menu.offerNeedsPrice,
    });
    expect(checkOfferDraft({ ...none, price: 'abc' }, 900, ar.menu, 'ar')).toMatchObject({
      ok: false,
    });
  });
});
