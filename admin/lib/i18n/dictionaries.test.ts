import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

// Leaves as [path, value]; functions are called with sample arguments so their output is checked too.
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 3 : 'x'));
    return [[path, (value as (...a: unknown[]) => unknown)(...args)]];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  }
  return [[path, value]];
}

// Texts that are the same in both languages on purpose: the brand and each language's own name.
// clock.periodServes is made of a category's name and its times only.
const SAME_IN_BOTH = new Set(['brand', 'language.en', 'language.ar', 'clock.periodServes']);

describe('admin dictionaries', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('have the same keys, in both languages, including list lengths', () => {
    expect(arabic.map(([path]) => path)).toEqual(english.map(([path]) => path));
  });

  it('have no blank text', () => {
    for (const [path, text] of [...english, ...arabic]) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it('are translated: every Arabic text has Arabic letters', () => {
    for (const [path, text] of arabic) {
      if (SAME_IN_BOTH.has(path)) continue;
      expect(text, path).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('keep docs/guide/product.md English wording', () => {
    expect(en.auth.welcomeBack).toBe('Welcome Back');
    expect(en.guard.roleNotAssigned).toBe('User role not assigned, please contact admin');
    expect(en.menu.addTitle).toBe('Add New Menu Item');
    expect(en.superadmin.fetchFailed).toBe('Error in fetching all businesses');
  });
});

describe('Arabic counts', () => {
  it('follow CLDR plural forms: zero and 3-10 (and 103-110) plural, 11-99 singular accusative', () => {
    const items = ar.common.items;
    expect([0, 1, 2, 5, 10, 11, 99, 105, 111].map(items)).toEqual([
      '0 أصناف',
      'صنف واحد',
      'صنفان',
      '5 أصناف',
      '10 أصناف',
      '11 صنفا',
      '99 صنفا',
      '105 أصناف',
      '111 صنفا',
    ]);
  });
});
