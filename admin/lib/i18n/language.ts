// The admin app's language, remembered per device, outside React so that api/ files and the first
// paint (main.tsx sets <html lang dir> before rendering) read the same value the provider shows.

import { dirOf, isLang, type Lang } from '../../../shared/domain/i18n.ts';
import { ar } from './ar.ts';
import { en, type AdminDictionary } from './en.ts';

export const LANG_STORAGE_KEY = 'qrmenu.admin.lang';

export const dictionaries: Record<Lang, AdminDictionary> = { en, ar };

let current: Lang | null = null;

/** The stored choice, else the browser's first language we have, else English. */
export function initialLang(): Lang {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage can be blocked (private modes); the browser's languages still decide.
  }
  const preferred = (navigator.languages ?? [navigator.language])
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find(isLang);
  return preferred ?? 'en';
}

export function currentLang(): Lang {
  current ??= typeof window === 'undefined' ? 'en' : initialLang();
  return current;
}

/** The fixed texts of the current language, for code outside components (api/ errors). */
export function adminText(): AdminDictionary {
  return dictionaries[currentLang()];
}

/** Remembers the choice and sets lang and dir on <html>, which toasts and dialog portals inherit. */
export function applyLang(lang: Lang, remember: boolean): void {
  current = lang;
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
  if (!remember) return;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Not remembered, but the page still switches.
  }
}
