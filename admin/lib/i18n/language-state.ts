import { createContext, useContext } from 'react';
import type { Lang } from '../../../shared/domain/i18n.ts';

export interface LanguageState {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  setLang: (lang: Lang) => void;
}

// Without a provider (unit tests of single components) the app reads English. No dictionary here:
// this module is in the entry chunk, and each page imports only the texts it shows.
export const LanguageContext = createContext<LanguageState>({
  lang: 'en',
  dir: 'ltr',
  setLang: () => undefined,
});

/** The admin app's language, without its texts (useI18n / useSiteText add those). */
export function useLang(): LanguageState {
  return useContext(LanguageContext);
}
