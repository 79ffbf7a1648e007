import { describe, expect, it } from 'vitest';
import { cancelReasonText, isCancelCode } from './cancel-reasons.ts';

const WORDS = {
  sold_out: 'نفدت الكمية',
  kitchen_closed: 'المطبخ مغلق',
  customer_asked: 'بطلب من الزبون',
  duplicate: 'طلب مكرر',
};

describe('cancelReasonText', () => {
  it("words a code in the reader's language and keeps typed text as typed", () => {
    expect(cancelReasonText('sold_out', null, WORDS)).toBe('نفدت الكمية');
    expect(cancelReasonText(null, ' Out of milk ', WORDS)).toBe('Out of milk');
    expect(cancelReasonText('duplicate', 'sent twice', WORDS)).toBe('طلب مكرر · sent twice');
    expect(cancelReasonText('no_such_code', null, WORDS)).toBeNull();
    expect(cancelReasonText(undefined, '  ', WORDS)).toBeNull();
  });

  it('knows only the four usual codes', () => {
    expect(isCancelCode('kitchen_closed')).toBe(true);
    expect(isCancelCode('Sold out')).toBe(false);
  });
});
