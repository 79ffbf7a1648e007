import { offeredLangs, primaryLang, type Lang } from '../../../shared/domain/i18n.ts';

/** A business's languages as the admin screens use them: primary first. */
export function menuLanguages(business: {
  languages: readonly string[] | null;
  primary_language: string | null;
}): { languages: Lang[]; primary: Lang } {
  const offered = offeredLangs(business.languages);
  const primary = primaryLang(business.primary_language, offered);
  return { languages: [primary, ...offered.filter((lang) => lang !== primary)], primary };
}
