import { describe, expect, it } from 'vitest';
import { itemEditResolver, itemEditSchema } from './item-edit-schema.ts';

const draft = {
  names: { en: ' Karak ', ar: ' كرك ' },
  descriptions: { en: 'Tea', ar: '' },
  price: '0.400',
};

function resolve(schema: ReturnType<typeof itemEditSchema>, lang: 'en' | 'ar', values = draft) {
  // The resolver reads only the values; react-hook-form's context and options are not used.
  return itemEditResolver(schema, lang)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: undefined,
  });
}

describe('itemEditSchema', () => {
  it('saves trimmed texts and the price in baisa; Arabic only for a menu offering it', () => {
    expect(itemEditSchema(['en'], 'en').parse(draft)).toEqual({
      name: 'Karak',
      description: 'Tea',
      priceBaisa: 400,
    });
    expect(itemEditSchema(['ar', 'en'], 'ar').parse(draft)).toEqual({
      name: 'Karak',
      description: 'Tea',
      nameAr: 'كرك',
      descriptionAr: '',
      priceBaisa: 400,
    });
  });

  it("marks the refused fields and words the form's alert in the screen's language", async () => {
    const blank = await resolve(itemEditSchema(['ar'], 'ar'), 'ar', {
      ...draft,
      names: { en: 'Karak', ar: ' ' },
    });
    expect(Object.keys(blank.errors).sort()).toEqual(['names', 'root']);
    expect(blank.errors.root?.message).toBe('الحقول المطلوبة ناقصة');
    const price = await resolve(itemEditSchema(['en'], 'en'), 'en', { ...draft, price: 'abc' });
    expect(Object.keys(price.errors).sort()).toEqual(['price', 'root']);
    expect(price.errors.root?.message).toBe('Enter the price as a number, for example 1.500');
  });
});
