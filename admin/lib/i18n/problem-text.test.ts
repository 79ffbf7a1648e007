import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../shared/domain/problems.ts';
import { WHATSAPP_EXAMPLES } from '../../../shared/domain/whatsapp.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import { fieldProblemTexts, problemText, problemTexts, problemTextOrNull } from './problem-text.ts';

// One problem of every code, with the values the rules give it.
const every = [
  { code: 'required_fields' },
  { code: 'item_required' },
  { code: 'field_required' },
  { code: 'image_required' },
  { code: 'email_invalid' },
  { code: 'password_too_short', min: 6 },
  { code: 'category_name_required' },
  { code: 'image_only' },
  { code: 'people_range', min: 1, max: 50 },
  { code: 'phone_invalid' },
  { code: 'date_invalid' },
  { code: 'time_invalid' },
  { code: 'link_invalid', field: 'instagram' },
  { code: 'calories_range', min: 0, max: 10000 },
  { code: 'offer_needs_price' },
  { code: 'offer_not_lower' },
  { code: 'offer_period_order' },
  { code: 'order_types_required' },
  { code: 'retention_range', min: 1, max: 365 },
  { code: 'price_empty' },
  { code: 'price_negative' },
  { code: 'price_too_many_decimals', max: 3 },
  { code: 'price_too_large' },
  { code: 'price_not_a_number' },
  { code: 'slug_required' },
  { code: 'slug_characters' },
  { code: 'slug_length', min: 3, max: 40 },
  { code: 'slug_reserved', slug: 'admin' },
  { code: 'slug_type_one' },
  { code: 'whatsapp_required' },
  { code: 'whatsapp_characters' },
  { code: 'whatsapp_not_mobile', values: WHATSAPP_EXAMPLES },
  { code: 'whatsapp_country_code', values: WHATSAPP_EXAMPLES },
] as const satisfies readonly Problem[];

describe('problemText', () => {
  it('has a text for every code in both languages, and no other', () => {
    const codes = every.map((problem) => problem.code).sort();
    expect(Object.keys(problemTexts.en).sort()).toEqual(codes);
    expect(Object.keys(problemTexts.ar).sort()).toEqual(codes);
  });

  it.each(every)('says $code in Arabic on an Arabic screen', (problem) => {
    expect(problemText(problem, 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(problemText(problem, 'ar')).not.toBe(problemText(problem, 'en'));
  });

  it("keeps docs/guide/product.md section 5's wording, with the values the rules give", () => {
    const en = (problem: Problem) => problemText(problem, 'en');
    expect(en({ code: 'required_fields' })).toBe('Please fill all required fields');
    expect(en({ code: 'email_invalid' })).toBe('Please enter a valid email address.');
    expect(en({ code: 'password_too_short', min: 6 })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(en({ code: 'category_name_required' })).toBe('Enter category name');
    expect(en({ code: 'item_required' })).toBe('Required fields missing');
    expect(en({ code: 'image_only' })).toBe('Only image files are accepted');
    expect(en({ code: 'people_range', min: 1, max: 50 })).toBe(
      'Number of people must be between 1 and 50',
    );
    expect(en({ code: 'price_too_many_decimals', max: 3 })).toBe(
      'Price can have at most 3 decimals (1 OMR = 1000 baisa)',
    );
    expect(en({ code: 'slug_length', min: 3, max: 40 })).toBe(
      'Slug must be 3 to 40 characters long',
    );
    expect(en({ code: 'slug_reserved', slug: 'admin' })).toBe(
      '"admin" is reserved, please choose another slug',
    );
    expect(problemText({ code: 'slug_reserved', slug: 'admin' }, 'ar')).toBe(
      '"admin" محجوز، يرجى اختيار رابط مختصر آخر',
    );
  });

  it("says the item and settings problems as the forms' own dictionaries do", () => {
    expect(problemText({ code: 'calories_range', min: 0, max: 10000 }, 'en')).toBe(
      en.options.messages.calories,
    );
    expect(problemText({ code: 'calories_range', min: 0, max: 10000 }, 'ar')).toBe(
      ar.options.messages.calories,
    );
    for (const lang of ['en', 'ar'] as const) {
      const t = { en, ar }[lang];
      expect(problemText({ code: 'offer_not_lower' }, lang)).toBe(t.menu.offerNotLower);
      expect(problemText({ code: 'offer_period_order' }, lang)).toBe(t.menu.offerPeriodOrder);
      expect(problemText({ code: 'offer_needs_price' }, lang)).toBe(t.menu.offerNeedsPrice);
      expect(problemText({ code: 'order_types_required' }, lang)).toBe(
        t.settings.orderTypesRequired,
      );
      expect(problemText({ code: 'retention_range', min: 1, max: 365 }, lang)).toBe(
        t.settings.retentionRange,
      );
      expect(problemText({ code: 'link_invalid', field: 'map' }, lang)).toBe(t.profile.invalid.map);
    }
  });

  it('names the example numbers in a WhatsApp refusal', () => {
    const problem = { code: 'whatsapp_not_mobile', values: WHATSAPP_EXAMPLES } as const;
    expect(problemText(problem, 'en')).toContain('9123 4567');
    expect(problemText(problem, 'ar')).toContain('\u20669123 4567\u2069');
  });

  it('gives null for no problem and a text per refused field', () => {
    expect(problemTextOrNull(null, 'en')).toBeNull();
    expect(
      fieldProblemTexts(
        { name: { code: 'field_required' }, price: { code: 'price_negative' } },
        'ar',
      ),
    ).toEqual({ name: 'هذا الحقل مطلوب', price: 'لا يمكن أن يكون السعر سالبا' });
  });
});
