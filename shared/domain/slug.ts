// The public slug in /{slug}/menu. SPEC.md: lowercase, whitespace removed, only a-z and 0-9 kept.
// Transliteration we add on purpose: Latin letters lose their accents ("Café" -> "cafe", "Ñ" -> "n")
// and a few letters without a decomposition are spelled out (ß -> ss, æ -> ae, ø -> o, œ -> oe,
// ł -> l, đ -> d, þ -> th, ı -> i). Arabic-Indic digits become 0-9. Arabic letters and emoji are
// dropped, as SPEC.md says; suggestSlug then asks the owner to type a slug.

import { toAsciiDigits } from './digits.ts';
import type { Lang } from './i18n.ts';

/**
 * Words a slug may not be, because they are (or may become) app routes or backend paths.
 * supabase/migrations holds the same list for the database check; keep the two identical.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'about',
  'admin',
  'api',
  'assets',
  'auth',
  'dev',
  'login',
  'logout',
  'menu',
  'qrmenu',
  'registerbusiness',
  'rest',
  'signup',
  'static',
  'storage',
  'superadmin',
  'www',
];

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;

export const slugMessages = {
  required: 'Slug is required',
  characters: 'Slug can only contain lowercase letters a-z and digits 0-9',
  length: `Slug must be ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} characters long`,
  typeOne: 'Type a slug using letters a-z and digits, for example yourcafe',
} as const;

export const slugText: Record<Lang, Record<keyof typeof slugMessages, string>> = {
  en: slugMessages,
  ar: {
    required: 'الرابط المختصر مطلوب',
    characters: 'الرابط المختصر يحتوي على حروف إنجليزية صغيرة a-z وأرقام 0-9 فقط',
    length: `يجب أن يكون طول الرابط المختصر من ${SLUG_MIN_LENGTH} إلى ${SLUG_MAX_LENGTH} حرفا`,
    typeOne: 'اكتب رابطا مختصرا بحروف a-z وأرقام، مثلا yourcafe',
  },
};

/** The reserved-word message, e.g. '"admin" is reserved, please choose another slug'. */
export function reservedSlugMessage(slug: string, lang: Lang = 'en'): string {
  return lang === 'ar'
    ? `"${slug}" محجوز، يرجى اختيار رابط مختصر آخر`
    : `"${slug}" is reserved, please choose another slug`;
}

const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

/** Derives a slug from a business name; may return '' (Arabic-only names, emoji). */
export function slugify(name: string): string {
  return toAsciiDigits(name)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[ßæøœłđþðı]/g, (letter) => SPELLED_OUT[letter] ?? '')
    .replace(/\s+/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** null when the slug can be saved, otherwise the message to show next to the slug field. */
export function validateSlug(slug: string, lang: Lang = 'en'): string | null {
  const messages = slugText[lang];
  if (slug === '') return messages.required;
  if (!/^[a-z0-9]+$/.test(slug)) return messages.characters;
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return messages.length;
  if (RESERVED_SLUGS.includes(slug)) return reservedSlugMessage(slug, lang);
  return null;
}

export interface SlugSuggestion {
  /** The slug to prefill; '' when the name has nothing usable. */
  slug: string;
  /** Why the suggestion cannot be used as it is, or null when it can. */
  message: string | null;
}

/** What the registration form prefills while the slug still follows the business name. */
export function suggestSlug(name: string, lang: Lang = 'en'): SlugSuggestion {
  const slug = slugify(name).slice(0, SLUG_MAX_LENGTH);
  if (slug === '') return { slug: '', message: slugText[lang].typeOne };
  return { slug, message: validateSlug(slug, lang) };
}
