import { describe, expect, it } from 'vitest';
import { LANGS, dirOf, isLang, offeredLangs, pickText, primaryLang } from './i18n.ts';

describe('isLang and dirOf', () => {
  it('knows English and Arabic only', () => {
    expect(LANGS).toEqual(['en', 'ar']);
    expect(['en', 'ar', 'EN', 'fr', 'ar-OM', '', null, undefined, 1].map(isLang)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('writes Arabic right to left and English left to right', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('en')).toBe('ltr');
  });
});

describe('offeredLangs and primaryLang', () => {
  it.each([
    [['en'], ['en']],
    [['ar'], ['ar']],
    [
      ['ar', 'en'],
      ['en', 'ar'],
    ],
    [['en', 'en', 'fr'], ['en']],
    [[], ['en']],
    [null, ['en']],
  ])('cleans %j to %j', (stored, offered) => {
    expect(offeredLangs(stored)).toEqual(offered);
  });

  it('keeps an offered primary and otherwise takes the first offered language', () => {
    expect(primaryLang('ar', ['en', 'ar'])).toBe('ar');
    expect(primaryLang('en', ['ar'])).toBe('ar');
    expect(primaryLang('fr', ['en', 'ar'])).toBe('en');
    expect(primaryLang(undefined, [])).toBe('en');
  });
});

describe('pickText', () => {
  it('gives the requested language when it has text', () => {
    expect(pickText('Karak', 'كرك', 'ar', 'en')).toBe('كرك');
    expect(pickText('Karak', 'كرك', 'en', 'ar')).toBe('Karak');
  });

  it('falls back to the primary language when the requested one is blank', () => {
    expect(pickText('Karak', '', 'ar', 'en')).toBe('Karak');
    expect(pickText('Karak', '   ', 'ar', 'en')).toBe('Karak');
    expect(pickText(null, 'كرك', 'en', 'ar')).toBe('كرك');
  });

  it('falls back to the other language when the primary is blank too', () => {
    expect(pickText('Karak', null, 'ar', 'ar')).toBe('Karak');
    expect(pickText('', 'كرك', 'en', 'en')).toBe('كرك');
    expect(pickText(undefined, 'كرك', 'en', 'en')).toBe('كرك');
  });

  it('is blank only when no language has text', () => {
    expect(pickText('', ' ', 'en', 'en')).toBe('');
    expect(pickText(null, undefined, 'ar', 'en')).toBe('');
  });

  it('keeps the text as written (mixed scripts and emoji included)', () => {
    expect(pickText(' Latte ☕ ', 'لاتيه Latte ☕', 'ar', 'en')).toBe('لاتيه Latte ☕');
    expect(pickText(' Latte ☕ ', '', 'ar', 'en')).toBe(' Latte ☕ ');
  });
});
