import { describe, expect, it } from 'vitest';
import { missingLanguages } from './bilingual-field.tsx';
import { menuLanguages } from './business-texts.ts';

describe("a business's menu languages as the admin screens use them", () => {
  it('puts the primary language first', () => {
    expect(menuLanguages({ languages: ['en', 'ar'], primary_language: 'ar' })).toEqual({
      languages: ['ar', 'en'],
      primary: 'ar',
    });
    expect(menuLanguages({ languages: ['ar', 'en'], primary_language: 'en' })).toEqual({
      languages: ['en', 'ar'],
      primary: 'en',
    });
  });

  it('reads a row without languages as English only', () => {
    expect(menuLanguages({ languages: null, primary_language: null })).toEqual({
      languages: ['en'],
      primary: 'en',
    });
  });

  it('lists the offered languages whose text is blank', () => {
    expect(missingLanguages({ en: 'Karak Tea', ar: ' ' }, ['en', 'ar'])).toEqual(['ar']);
    expect(missingLanguages({ en: 'Karak Tea', ar: null }, ['en'])).toEqual([]);
    expect(missingLanguages({ en: '', ar: 'كرك' }, ['ar', 'en'])).toEqual(['en']);
  });
});
