import { describe, expect, it } from 'vitest';
import { itemTextDraft, itemTextsInput } from './item-texts.ts';

describe('itemTextDraft', () => {
  it("starts from the item's texts, blanks for what it lacks, and the price as shown", () => {
    expect(
      itemTextDraft({ name: 'Karak Tea', description: null, descriptionAr: null, priceBaisa: 200 }),
    ).toEqual({
      names: { en: 'Karak Tea', ar: '' },
      descriptions: { en: '', ar: '' },
      price: '0.200',
    });
  });

  it('is blank for a new item', () => {
    expect(itemTextDraft()).toEqual({
      names: { en: '', ar: '' },
      descriptions: { en: '', ar: '' },
      price: '',
    });
  });
});

describe('itemTextsInput', () => {
  const draft = {
    names: { en: 'Karak Tea', ar: 'كرك' },
    descriptions: { en: 'Strong', ar: 'قوي' },
    price: '0.2',
  };

  it('passes every text when no languages are given', () => {
    expect(itemTextsInput(draft, 'en')).toEqual({
      name: 'Karak Tea',
      nameAr: 'كرك',
      description: 'Strong',
      descriptionAr: 'قوي',
      primary: 'en',
      price: '0.2',
    });
  });

  it('blanks the texts of a language the menu does not offer', () => {
    expect(itemTextsInput(draft, 'ar', ['ar'])).toEqual({
      name: '',
      nameAr: 'كرك',
      description: '',
      descriptionAr: 'قوي',
      primary: 'ar',
      price: '0.2',
    });
  });
});
