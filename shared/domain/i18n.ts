// The bilingual text model shared by the widget, the admin app and later features: which languages
// exist, which way each is written, and the one fallback rule for customer-facing texts.

/** Menu and interface languages: English and Arabic. */
export const LANGS = ['en', 'ar'] as const;

export type Lang = (typeof LANGS)[number];

/** The language's own name, as a language switch shows it whatever the current language. */
export const LANG_NATIVE_NAMES: Record<Lang, string> = { en: 'English', ar: 'العربية' };

/**
 * Cookie holding the language a customer chose with the menu's switch (also in localStorage), so
 * the server that renders the hosted menu page paints the first screen in it.
 */
export const LANG_COOKIE = 'qr-menu-lang';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ar';
}

/** "ar-OM" -> "ar"; undefined for anything that is not English or Arabic. */
export function langOf(tag: string | null | undefined): Lang | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : undefined;
}

export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The languages a business offers, as the database stores them (`businesses.languages`), cleaned:
 * known codes only, no duplicates, in LANGS order; English alone when nothing valid is left.
 */
export function offeredLangs(values: readonly string[] | null | undefined): Lang[] {
  const offered = LANGS.filter((lang) => values?.includes(lang));
  return offered.length > 0 ? offered : ['en'];
}

/** The business's primary language: the stored one when it is offered, else the first offered. */
export function primaryLang(value: string | null | undefined, offered: readonly Lang[]): Lang {
  return isLang(value) && offered.includes(value) ? value : (offered[0] ?? 'en');
}

/**
 * The customer menu's language, the same in the browser (widget/lang.ts) and on the server's first
 * paint (server/static/menu-lang.ts): the first of `tags` that is among `offered`, else the
 * fallback. The callers list them in one order: the explicit choice (?lang=, the element's lang
 * attribute), the customer's earlier choice with the switch, then the phone's languages.
 */
export function precedenceLang(
  tags: readonly (string | null | undefined)[],
  offered: readonly Lang[],
  fallback: Lang,
): Lang {
  for (const tag of tags) {
    const lang = langOf(tag);
    if (lang && offered.includes(lang)) return lang;
  }
  return fallback;
}

/**
 * A customer-facing text in `lang`: that language's value when it is not blank, else the primary
 * language's, else the other one. Never blank while either value has text.
 */
export function pickText(
  en: string | null | undefined,
  ar: string | null | undefined,
  lang: Lang,
  primary: Lang,
): string {
  const byLang = { en, ar };
  // After the asked and the primary language, en and ar: one of them is the other language.
  return [byLang[lang], byLang[primary], en, ar].find((text) => text?.trim()) ?? '';
}
