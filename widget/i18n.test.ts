import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../shared/domain/i18n.ts';
import { CART_TEXTS } from './cart-texts.ts';
import { MENU_TEXTS, type WidgetTexts } from './i18n.ts';
import { ENDING_TEXTS, type EndingTexts } from './ending-texts.ts';
import { SHEET_TEXTS, type SheetTexts } from './sheet-texts.ts';

// The whole dictionary as one value: the type already refuses a missing key in either language.
const dictionary: Record<Lang, WidgetTexts & SheetTexts & EndingTexts> = {
  en: { ...MENU_TEXTS.en, ...CART_TEXTS.en, ...SHEET_TEXTS.en, ...ENDING_TEXTS.en },
  ar: { ...MENU_TEXTS.ar, ...CART_TEXTS.ar, ...SHEET_TEXTS.ar, ...ENDING_TEXTS.ar },
};

/**
 * Every text of a dictionary, with its functions called on a sample name, count and total, and
 * nested groups of texts (badge labels) flattened to "group.key".
 */
function texts(t: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(t).flatMap(([key, value]): Array<[string, string]> => {
      if (typeof value === 'function') {
        return [[key, (value as (...a: unknown[]) => string)(3, '1.500')]];
      }
      if (typeof value === 'object' && value !== null) {
        return Object.entries(texts(value)).map(([inner, text]) => [`${key}.${inner}`, text]);
      }
      return [[key, String(value)]];
    }),
  );
}

describe('the widget dictionary', () => {
  it('has the same keys in English and Arabic, none blank', () => {
    const en = texts(dictionary.en);
    const ar = texts(dictionary.ar);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(texts(dictionary[lang]))) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
      }
    }
  });

  it('is really translated: every Arabic text has Arabic letters and differs from the English', () => {
    const en = texts(dictionary.en);
    for (const [key, text] of Object.entries(texts(dictionary.ar))) {
      expect(text, key).toMatch(/\p{Script=Arabic}/u);
      expect(text, key).not.toBe(en[key]);
    }
  });

  it("keeps docs/guide/product.md's English wording", () => {
    expect(dictionary.en).toMatchObject({
      loading: 'Loading Business...',
      yourCart: 'Your Cart',
      total: 'Total',
      checkout: 'Checkout on WhatsApp',
      retry: 'Retry',
    });
  });

  it('names the item and the total in the labels of both languages', () => {
    expect(dictionary.en.add('Karak')).toBe('Add Karak');
    expect(dictionary.ar.add('كرك')).toBe('أضف كرك');
    expect(dictionary.en.viewCartLabel(1, '0.400 OMR')).toBe('View cart, 1 item, 0.400 OMR');
    expect(dictionary.en.viewCartLabel(2, '0.800 OMR')).toBe('View cart, 2 items, 0.800 OMR');
    expect(dictionary.ar.viewCartLabel(2, '0.800 ر.ع.')).toBe(
      'عرض السلة، عدد الأصناف 2، 0.800 ر.ع.',
    );
  });
});
