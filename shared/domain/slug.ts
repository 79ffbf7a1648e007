// The public slug in /{slug}/menu. docs/guide/product.md section 5: lowercase, whitespace removed, only a-z and 0-9 kept.
// Transliteration we add on purpose: Latin letters lose their accents ("Café" -> "cafe", "Ñ" -> "n")
// and a few letters without a decomposition are spelled out (ß -> ss, æ -> ae, ø -> o, œ -> oe,
// ł -> l, đ -> d, þ -> th, ı -> i). Arabic-Indic digits become 0-9. Arabic letters and emoji are
// dropped, as docs/guide/product.md section 5 says; suggestSlug then asks the owner to type a slug.

import { toAsciiDigits } from './digits.ts';

/**
 * Words a slug may not be, because they are (or may become) app routes or backend paths.
 * public.is_reserved_slug (supabase/schemas/businesses.sql) holds the same list for the database
 * check; keep the two identical.
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

/** Why a slug cannot be saved; each face says it in its own dictionary. */
export type SlugProblem =
  | { code: 'slug_required' }
  | { code: 'slug_characters' }
  | { code: 'slug_length'; min: number; max: number }
  | { code: 'slug_reserved'; slug: string }
  /** The name gave no usable slug (Arabic letters or emoji only): the owner types one. */
  | { code: 'slug_type_one' };

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

/** null when the slug can be saved, otherwise why not. */
export function validateSlug(slug: string): SlugProblem | null {
  if (slug === '') return { code: 'slug_required' };
  if (!/^[a-z0-9]+$/.test(slug)) return { code: 'slug_characters' };
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) {
    return { code: 'slug_length', min: SLUG_MIN_LENGTH, max: SLUG_MAX_LENGTH };
  }
  if (RESERVED_SLUGS.includes(slug)) return { code: 'slug_reserved', slug };
  return null;
}

export interface SlugSuggestion {
  /** The slug to prefill; '' when the name has nothing usable. */
  slug: string;
  /** Why the suggestion cannot be used as it is, or null when it can. */
  problem: SlugProblem | null;
}

/** What the registration form prefills while the slug still follows the business name. */
export function suggestSlug(name: string): SlugSuggestion {
  const slug = slugify(name).slice(0, SLUG_MAX_LENGTH);
  if (slug === '') return { slug: '', problem: { code: 'slug_type_one' } };
  return { slug, problem: validateSlug(slug) };
}
