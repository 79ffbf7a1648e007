import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, slugify, suggestSlug, validateSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Demo Cafe', 'democafe'],
    ['  Karak   House  ', 'karakhouse'],
    ['Al-Mouj Restaurant & Grill!', 'almoujrestaurantgrill'],
    ['Cafe 24/7', 'cafe247'],
    ['TAB\tand\nnewline', 'tabandnewline'],
    ['already-lower_case.name', 'alreadylowercasename'],
    ['', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Café Crème', 'cafecreme'],
    ['Ñandú Señor', 'nandusenor'],
    ['Straße', 'strasse'],
    ['Smørrebrød', 'smorrebrod'],
    ['Œuvre Æther', 'oeuvreaether'],
    ['Łódź', 'lodz'],
    ['Istanbul Kebap İ ı', 'istanbulkebapii'],
    ['ＦＵＬＬ ｗｉｄｔｈ', 'fullwidth'],
  ])('transliterates Latin letters with marks: %j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('reads Arabic-Indic digits as digits and drops Arabic letters', () => {
    expect(slugify('مقهى ٢٤ Cafe')).toBe('24cafe');
    expect(slugify('مطعم Bait Al Luban')).toBe('baitalluban');
  });

  it.each(['مقهى الشاي', '☕🍰', '   ', '---'])('gives nothing usable for %j', (name) => {
    expect(slugify(name)).toBe('');
  });

  it('only ever returns a-z and 0-9', () => {
    const names = ['Ünïcödé 🍕 Ümlaut', 'a.b,c;d:e', 'x\u200by', 'Zürich – Süd', 'Crêpe №5'];
    for (const name of names) expect(slugify(name)).toMatch(/^[a-z0-9]*$/);
  });
});

describe('RESERVED_SLUGS', () => {
  it('is exactly the list the database migration uses', () => {
    expect(RESERVED_SLUGS).toEqual([
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
    ]);
  });
});

describe('RESERVED_SLUGS and the database', () => {
  // supabase/schemas/ holds the current definition (a test proves the migrations build the same).
  it('equals the list in public.is_reserved_slug', () => {
    const sql = readFileSync(
      new URL('../../supabase/schemas/businesses.sql', import.meta.url),
      'utf8',
    );
    const list = /is_reserved_slug[\s\S]*?array\s*\[([\s\S]*?)\]/.exec(sql)?.[1] ?? '';
    const words = [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(words).toEqual([...RESERVED_SLUGS]);
  });
});

describe('validateSlug', () => {
  it.each(['democafe', 'abc', 'cafe24', '123', 'a'.repeat(40)])('accepts %j', (slug) => {
    expect(validateSlug(slug)).toBeNull();
  });

  it('requires a slug', () => {
    expect(validateSlug('')).toEqual({ code: 'slug_required' });
  });

  it.each(['Demo', 'demo cafe', 'demo-cafe', 'café', 'مقهى', ' demo'])(
    'refuses characters outside a-z 0-9 in %j',
    (slug) => {
      expect(validateSlug(slug)).toEqual({ code: 'slug_characters' });
    },
  );

  it.each(['ab', 'a', 'a'.repeat(41)])('refuses the length of %j', (slug) => {
    expect(validateSlug(slug)).toEqual({ code: 'slug_length', min: 3, max: 40 });
  });

  it.each(RESERVED_SLUGS.map((slug) => [slug]))('refuses the reserved %j', (slug) => {
    expect(validateSlug(slug)).toEqual({ code: 'slug_reserved', slug });
  });

  it('accepts words that merely contain a reserved one', () => {
    expect(validateSlug('adminscafe')).toBeNull();
    expect(validateSlug('menu1')).toBeNull();
  });
});

describe('suggestSlug', () => {
  it('suggests the slugified name', () => {
    expect(suggestSlug('Demo Cafe')).toEqual({ slug: 'democafe', problem: null });
  });

  it('asks the owner to type a slug when the name is Arabic only', () => {
    expect(suggestSlug('مقهى الشاي')).toEqual({
      slug: '',
      problem: { code: 'slug_type_one' },
    });
  });

  it('asks the same for emoji names', () => {
    expect(suggestSlug('☕☕☕')).toEqual({ slug: '', problem: { code: 'slug_type_one' } });
  });

  it('keeps long names within 40 characters so the suggestion is valid', () => {
    const suggestion = suggestSlug('The Very Long Name Of A Family Restaurant In Muscat Oman');
    expect(suggestion.slug).toBe('theverylongnameofafamilyrestaurantinmusc');
    expect(suggestion.slug).toHaveLength(40);
    expect(suggestion.problem).toBeNull();
  });

  it('says why a suggestion cannot be used as it is', () => {
    expect(suggestSlug('Menu')).toEqual({
      slug: 'menu',
      problem: { code: 'slug_reserved', slug: 'menu' },
    });
    expect(suggestSlug('Q8')).toEqual({
      slug: 'q8',
      problem: { code: 'slug_length', min: 3, max: 40 },
    });
  });
});
