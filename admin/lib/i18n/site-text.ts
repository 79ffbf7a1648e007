import type { Lang } from '../../../shared/domain/i18n.ts';
import { siteAr } from './site-ar.ts';
import { siteEn, type SiteDictionary } from './site-en.ts';
import { useLang, type LanguageState } from './language-state.ts';

const siteDictionaries: Record<Lang, SiteDictionary> = { en: siteEn, ar: siteAr };

/** The public pages' language and texts: what the landing page needs and nothing of the admin's. */
export function useSiteText(): LanguageState & { t: SiteDictionary } {
  const state = useLang();
  return { ...state, t: siteDictionaries[state.lang] };
}
