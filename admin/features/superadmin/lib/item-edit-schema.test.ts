import { describe, expect, it } from 'vitest';
import { itemEditSchema } from './item-edit-schema.ts';

const draft = {
  names: { en: ' Karak ', ar: ' كرك ' },
  descriptions: { en: 'Tea', ar: '' },
  price: '0.400',
};

describe('itemEditSchema', () => {
  it('saves trimmed texts and the price in baisa; Arabic only for a menu offering it', () => {
    const english = itemEditSchema({ languages: ['en'], primary: 'en', lang: 'en' });
    expect(english.parse(draft)).toEqual({ name: 'Karak', description: 'Tea', priceBaisa: 400 });
    const both = itemEditSchema({ languages: ['ar', 'en'], primary: 'ar', lang: 'en' });
    expect(both.parse(draft)).toEqual({
      name: 'Karak',
      description: 'Tea',
      nameAr: 'كرك',
      descriptionAr: '',
      priceBaisa: 400,
    });
  });

  it("puts the form's message on the refused fields, in the screen's language", () => {
    const schema = itemEditSchema({ languages: ['ar'], primary: 'ar', lang: 'ar' });
    const blank = schema.safeParse({ ...draft, names: { en: 'Karak', ar: ' ' } });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['names'], 'الحقول المطلوبة ناقصة'],
    ]);
    const price = itemEditSchema({ languages: ['en'], primary: 'en', lang: 'en' }).safeParse({
      ...draft,
      price: 'abc',
    });
    expect(price.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['price'], 'Enter the price as a number, for example 1.500'],
    ]);
  });
});
