import { describe, expect, it } from 'vitest';
import { containsPattern, normalizeSearch } from './postgrest-pattern.ts';

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

  it('makes LIKE wildcards and * match themselves instead of anything', () => {
    expect(containsPattern('50%')).toBe('"*50\\\\%*"');
    expect(containsPattern('a_b')).toBe('"*a\\\\_b*"');
    expect(containsPattern('a*b')).toBe('"*ab*"');
  });

  it('passes Arabic text through untouched', () => {
    expect(containsPattern('مقهى')).toBe('"*مقهى*"');
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
