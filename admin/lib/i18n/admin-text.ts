import type { Lang } from '../../../shared/domain/i18n.ts';
import { ar } from './ar.ts';
import { en, type AdminDictionary } from './en.ts';
import { currentLang } from './language.ts';

export const adminDictionaries: Record<Lang, AdminDictionary> = { en, ar };

/** The fixed texts of the current language, for code outside components (api/ errors). */
export function adminText(): AdminDictionary {
  return adminDictionaries[currentLang()];
}
