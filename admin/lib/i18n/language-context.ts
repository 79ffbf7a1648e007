import { createContext, useContext } from 'react';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { en, type AdminDictionary } from './en.ts';

export interface LanguageValue {
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The fixed texts of the chosen language. */
  t: AdminDictionary;
  setLang: (lang: Lang) => void;
}

// Without a provider (unit tests of single components) the app reads English.
export const LanguageContext = createContext<LanguageValue>({
  lang: 'en',
  dir: 'ltr',
  t: en,
  setLang: () => undefined,
});

/** The admin app's language and its dictionary. */
export function useI18n(): LanguageValue {
  return useContext(LanguageContext);
}
