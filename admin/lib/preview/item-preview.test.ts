import { describe, expect, it } from 'vitest';
import { draftCard, type ItemDraft } from './item-preview.ts';

const draft: ItemDraft = {
  id: 'draft',
  names: { en: 'Karak tea', ar: 'شاي كرك' },
  descriptions: { en: 'Spiced milk tea', ar: '' },
  price: '0.400',
  imageUrl: null,
  soldOut: false,
  badges: ['spicy', 'not-a-badge', 'new'],
  calories: ' 120 ',
};

describe('draftCard', () => {
  it('shows the typed name and price in the asked language', () => {
    const { card } = draftCard(draft, 'ar', 'en');
    expect(card).toMatchObject({ name: 'شاي كرك', priceBaisa: 400, lang: 'ar' });
  });

  it('falls back to the primary language where the other is blank', () => {
    expect(draftCard(draft, 'ar', 'en').card.description).toBe('Spiced milk tea');
    expect(draftCard({ ...draft, names: { en: 'Karak', ar: '' } }, 'ar', 'en').card.name).toBe(
      'Karak',
    );
  });

  it('shows 0 while the price cannot be read, and no description when both are blank', () => {
    const { card } = draftCard(
      { ...draft, price: '1.2.3', descriptions: { en: ' ', ar: '' } },
      'en',
      'en',
    );
    expect(card.priceBaisa).toBe(0);
    expect(card.description).toBeNull();
  });

  it('keeps known badges in order and whole-number calories only', () => {
    expect(draftCard(draft, 'en', 'en')).toMatchObject({ badges: ['spicy', 'new'], calories: 120 });
    expect(draftCard({ ...draft, calories: '12a' }, 'en', 'en').calories).toBeNull();
  });
});
