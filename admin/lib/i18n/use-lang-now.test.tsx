// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { errorText, fail } from '../api/errors.ts';
import { LanguageContext } from './language-state.ts';
import { useLangNow } from './use-lang-now.ts';

function shown(lang: Lang) {
  return ({ children }: { children: ReactNode }) => (
    <LanguageContext.Provider
      value={{ lang, dir: lang === 'ar' ? 'rtl' : 'ltr', setLang: () => {} }}
    >
      {children}
    </LanguageContext.Provider>
  );
}

describe('useLangNow', () => {
  afterEach(cleanup);

  it('answers the language shown when asked, from one function that does not change', () => {
    let lang: Lang = 'en';
    const { result, rerender } = renderHook(() => useLangNow(), {
      wrapper: ({ children }) => shown(lang)({ children }),
    });
    const first = result.current;
    // An error caught after a request that was sent in English...
    let refusal: unknown;
    try {
      fail('network');
    } catch (caught) {
      refusal = caught;
    }
    expect(errorText(refusal, first())).toBe(errorText(refusal, 'en'));
    // ...is shown in Arabic when the owner switched while waiting.
    lang = 'ar';
    rerender();
    expect(result.current).toBe(first);
    expect(first()).toBe('ar');
    expect(errorText(refusal, first())).toMatch(/[\u0600-\u06ff]/);
  });
});
