// The README is read in a terminal: a line past 160 characters wraps into an unreadable block.
// Long tables belong in docs/reference/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX = 160;

/** The 1-based numbers and lengths of the lines of `text` longer than `max` characters. */
export function longLines(text: string, max = MAX): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => [...line].length > max)
    .map(({ line, number }) => `line ${number}: ${[...line].length} characters`);
}

describe('README.md', () => {
  it(`has no line over ${MAX} characters`, () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
    expect(longLines(readme)).toEqual([]);
  });

  it('counts characters, not bytes, and names the long line', () => {
    expect(longLines(`short\n${'ع'.repeat(MAX)}\n${'x'.repeat(MAX + 1)}`)).toEqual([
      `line 3: ${MAX + 1} characters`,
    ]);
  });
});
