// The two languages of the product and the one fallback rule for customer-facing texts.

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ar';
}

export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** The requested language's text when non-blank, else the primary's, else the other one. */
export function pickText(
  en: string | null | undefined,
  ar: string | null | undefined,
  lang: Lang,
  primary: Lang,
): string {
  const texts: Record<Lang, string> = { en: en?.trim() ?? '', ar: ar?.trim() ?? '' };
  const other: Lang = primary === 'en' ? 'ar' : 'en';
  return texts[lang] || texts[primary] || texts[other];
}
