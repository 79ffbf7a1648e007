// docs/README.md is the handbook's index: a page that is not linked from it is a page nobody finds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = path.resolve(import.meta.dirname, '..', 'docs');

/** Every Markdown page under docs/, as a path relative to docs/. */
function pages(dir = DOCS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(file);
    return entry.name.endsWith('.md') ? [path.relative(DOCS, file)] : [];
  });
}

/** The pages a Markdown index links to, relative to docs/. */
export function linkedPages(markdown: string, from: string): string[] {
  return [...markdown.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((m) =>
    path.normalize(path.join(path.dirname(from), m[1]!)),
  );
}

describe('docs/README.md', () => {
  it('links every page in docs/ (a folder through its own README)', () => {
    const index = linkedPages(readFileSync(path.join(DOCS, 'README.md'), 'utf8'), 'README.md');
    const reached = new Set(index);
    // A folder's README that the index links lists that folder's pages.
    for (const page of index.filter((p) => p !== 'README.md' && p.endsWith('README.md'))) {
      const text = readFileSync(path.join(DOCS, page), 'utf8');
      for (const linked of linkedPages(text, page)) reached.add(linked);
    }
    const missing = pages().filter((page) => page !== 'README.md' && !reached.has(page));
    expect(missing).toEqual([]);
  });

  it('reads links relative to the page that has them', () => {
    expect(
      linkedPages('[a](a.md) and [b](../b.md#x) and [c](c.md)', 'decisions/README.md'),
    ).toEqual(['decisions/a.md', 'b.md', 'decisions/c.md']);
  });
});
