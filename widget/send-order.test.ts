// The customer's sentence for the database's refusals of a recorded order, in both languages.
import { describe, expect, it } from 'vitest';
import { refusalText } from './send-order.ts';

describe('refusalText', () => {
  it('names a dish the database refused as not served at this time, in the customer language', () => {
    const outcome = {
      kind: 'refused' as const,
      code: 'order_item_not_served',
      detail: { name: 'Shakshuka', name_ar: 'شكشوكة' },
    };
    expect(refusalText(outcome, 'en')).toBe(
      'Not served at this time: Shakshuka. Remove it from your cart to send the order.',
    );
    expect(refusalText(outcome, 'ar')).toBe(
      'غير متاح في هذا الوقت: شكشوكة. احذفه من السلة لإرسال الطلب.',
    );
  });
});
