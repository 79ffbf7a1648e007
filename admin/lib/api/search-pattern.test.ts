import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  escapeLike,
  itemSearchFilter,
  normalizeSearch,
  quoteFilterValue,
} from './search-pattern.ts';

describe('containsPattern', () => {
  it('wraps plain text in quoted wildcards', () => {
    expect(containsPattern('cafe')).toBe('"*cafe*"');
  });

  it('keeps the characters PostgREST reserves inside the quotes', () => {
    expect(containsPattern('owner@example.com')).toBe('"*owner@example.com*"');
    expect(containsPattern('a,b(c):d')).toBe('"*a,b(c):d*"');
  });

  it('escapes quotes and backslashes for PostgREST', () => {
    expect(containsPattern('say "hi"')).toBe('"*say \\"hi\\"*"');
    expect(containsPattern('a\\b')).toBe('"*a\\\\\\\\b*"');
  });

  it('makes LIKE wildcards match themselves, and a typed * any one character', () => {
    expect(containsPattern('50%')).toBe('"*50\\\\%*"');
    expect(containsPattern('a_b')).toBe('"*a\\\\_b*"');
    // PostgREST reads every * as %, so * can only match as _: "a*b" still finds "a*b".
    expect(containsPattern('a*b')).toBe('"*a_b*"');
    expect(escapeLike('50% a_b')).toBe('50\\% a\\_b');
  });

  it('passes Arabic text through untouched', () => {
    expect(containsPattern('مقهى')).toBe('"*مقهى*"');
  });
});

describe('itemSearchFilter', () => {
  it('searches name or description in both languages with one quoted contains pattern', () => {
    expect(itemSearchFilter('tea')).toBe(
      'name.ilike."*tea*",description.ilike."*tea*",name_ar.ilike."*tea*",description_ar.ilike."*tea*"',
    );
    expect(itemSearchFilter('a,b.(c)')).toContain('name_ar.ilike."*a,b.(c)*"');
  });

  it('escapes quotes and backslashes for the filter parser', () => {
    expect(quoteFilterValue('say "hi" \\')).toBe('"say \\"hi\\" \\\\"');
  });
});

describe('normalizeSearch', () => {
  it('treats blank input as no filter', () => {
    expect(normalizeSearch('')).toBeNull();
    expect(normalizeSearch('   ')).toBeNull();
    expect(normalizeSearch(null)).toBeNull();
    expect(normalizeSearch(undefined)).toBeNull();
  });

  it('trims and collapses whitespace', () => {
    expect(normalizeSearch('  demo   cafe ')).toBe('demo cafe');
  });

  it('caps very long input', () => {
    expect(normalizeSearch('x'.repeat(500))).toHaveLength(100);
  });
});
