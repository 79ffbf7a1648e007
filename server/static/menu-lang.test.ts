// The hosted page's first-paint language, chosen on the server in the element's order.
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseMenuLang } from './menu-lang.ts';

const both = ['en', 'ar'] as const;
const none = { query: null, cookie: undefined, acceptLanguage: undefined };

describe('chooseMenuLang', () => {
  it('takes ?lang=, then the switch cookie, then the phone, then the primary language', () => {
    const all = { query: 'ar', cookie: 'qr-menu-lang=en', acceptLanguage: 'en' };
    expect(chooseMenuLang(all, both, 'en')).toBe('ar');
    expect(chooseMenuLang({ ...all, query: null }, both, 'ar')).toBe('en');
    expect(chooseMenuLang({ ...none, acceptLanguage: 'ar-OM,en;q=0.5' }, both, 'en')).toBe('ar');
    expect(chooseMenuLang(none, both, 'ar')).toBe('ar');
  });

  it('skips what the business does not offer', () => {
    const arabic = { query: 'ar', cookie: 'qr-menu-lang=ar', acceptLanguage: 'ar' };
    expect(chooseMenuLang(arabic, ['en'], 'en')).toBe('en');
    expect(chooseMenuLang({ ...none, query: 'fr', acceptLanguage: 'fr, de' }, both, 'ar')).toBe(
      'ar',
    );
  });

  it('reads the cookie among others and ignores look-alike names', () => {
    expect(
      chooseMenuLang({ ...none, cookie: 'x=1; my-qr-menu-lang=en; qr-menu-lang=ar' }, both, 'en'),
    ).toBe('ar');
    expect(chooseMenuLang({ ...none, cookie: 'my-qr-menu-lang=ar' }, both, 'en')).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality, keeps ties in order and drops q=0', () => {
    expect(acceptedLanguages('en;q=0.5, ar-OM, fr;q=0, de;q=0.5')).toEqual(['ar-OM', 'en', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
