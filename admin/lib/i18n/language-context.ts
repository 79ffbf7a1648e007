import type { AdminDictionary } from './en.ts';
import { adminDictionaries } from './admin-text.ts';
import { useLang, type LanguageState } from './language-state.ts';

/** The admin app's language and the fixed texts of its screens. */
export function useI18n(): LanguageState & { t: AdminDictionary } {
  const state = useLang();
  return { ...state, t: adminDictionaries[state.lang] };
}
