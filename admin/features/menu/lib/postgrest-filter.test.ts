import { describe, expect, it } from 'vitest';
import { escapeLike, nameOrDescriptionContains, quoteFilterValue } from './postgrest-filter.ts';

describe('PostgREST search filter', () => {
  it('searches name or description in both languages with a quoted contains pattern', () => {
    expect(nameOrDescriptionContains('tea')).toBe(
      'name.ilike."*tea*",description.ilike."*tea*",name_ar.ilike."*tea*",description_ar.ilike."*tea*"',
    );
  });

  it('keeps commas, dots and parentheses inside the value', () => {
    expect(nameOrDescriptionContains('a,b.(c)')).toContain('name_ar.ilike."*a,b.(c)*"');
  });

  it('escapes quotes and backslashes for the filter parser', () => {
    expect(quoteFilterValue('say "hi" \\')).toBe('"say \\"hi\\" \\\\"');
  });

  it('makes LIKE wildcards literal', () => {
    expect(escapeLike('50% a_b')).toBe('50\\% a\\_b');
    expect(escapeLike('a*b')).toBe('a_b');
  });
});
