import { describe, expect, it } from 'vitest';
import { langOf } from '../shared/domain/i18n.ts';
import { chooseLang, localizeMenu } from './lang.ts';
import type { PublicMenu } from './menu-types.ts';

function menuOf(languages: string[], primary: string): PublicMenu {
  return {
    business: {
      id: 'b',
      name: 'Demo Cafe',
      name_ar: 'مقهى العرض',
      slug: 'democafe',
      category: null,
      description: 'Karak and breakfast',
      description_ar: '',
      whatsapp: '96890000000',
      banner_url: null,
      headline: null,
      headline_ar: 'أهلاً',
      languages,
      primary_language: primary,
    },
    categories: [{ id: 'c', name: 'Tea', name_ar: 'شاي', sort_order: 1 }],
    items: [
      {
        id: 'i',
        name: '',
        name_ar: 'كرك',
        description: null,
        description_ar: null,
        price: 0.2,
        image_url: null,
        category_id: 'c',
      },
    ],
  };
}

const both = menuOf(['en', 'ar'], 'en');

describe('langOf', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-OM', 'ar'],
    [' EN_gb ', 'en'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as %j', (tag, lang) => {
    expect(langOf(tag)).toBe(lang);
  });
});

describe('chooseLang', () => {
  it('takes the lang attribute first, then the remembered choice, then the phone, then the primary', () => {
    const phone = ['ar-OM', 'en-US'];
    expect(chooseLang({ attribute: 'en', remembered: 'ar', browser: phone }, both)).toBe('en');
    expect(chooseLang({ remembered: 'en', browser: phone }, both)).toBe('en');
    expect(chooseLang({ browser: phone }, both)).toBe('ar');
    expect(chooseLang({ browser: ['fr-FR', 'de'] }, both)).toBe('en');
    expect(chooseLang({}, menuOf(['en', 'ar'], 'ar'))).toBe('ar');
  });

  it('skips a language the business does not offer at every step', () => {
    const englishOnly = menuOf(['en'], 'en');
    expect(chooseLang({ attribute: 'ar', remembered: 'ar', browser: ['ar'] }, englishOnly)).toBe(
      'en',
    );
    const arabicOnly = menuOf(['ar'], 'ar');
    expect(chooseLang({ attribute: 'en', browser: ['en-US'] }, arabicOnly)).toBe('ar');
  });

  it('speaks either language before the menu has loaded', () => {
    expect(chooseLang({ browser: ['ar-OM'] })).toBe('ar');
    expect(chooseLang({ attribute: 'fr', browser: ['fr'] })).toBe('en');
  });
});

describe('localizeMenu', () => {
  it('gives each text in the language, falling back to the primary and then the other', () => {
    const ar = localizeMenu(both, 'ar');
    expect(ar.business).toMatchObject({
      name: 'مقهى العرض',
      description: 'Karak and breakfast',
      headline: 'أهلاً',
    });
    expect(ar.categories[0]?.name).toBe('شاي');
    expect(ar.items[0]?.name).toBe('كرك');
    const en = localizeMenu(both, 'en');
    expect(en.business).toMatchObject({ name: 'Demo Cafe', headline: 'أهلاً' });
    expect(en.categories[0]?.name).toBe('Tea');
    // No English name: the Arabic one rather than nothing.
    expect(en.items[0]?.name).toBe('كرك');
  });
});
