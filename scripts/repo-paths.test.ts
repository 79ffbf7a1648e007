// Docs and comments that name a file which no longer exists send the next engineer on a hunt:
// every repository path named in a Markdown file or a code comment must exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP = [
  'admin',
  'widget',
  'shared',
  'server',
  'supabase',
  'e2e',
  'bench',
  'scripts',
  'stories',
  'docs',
  'deploy',
  '.ci',
  '.storybook',
];
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./@-]*)`,
  'g',
);
const COMMENT = /^\s*(?:\/\/|\/\*|\*|--|#)|\s\/\/\s/;

/** The repository paths a text names, without globs, placeholders or trailing punctuation. */
export function namedPaths(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PATH)) {
    const end = (match.index ?? 0) + match[0].length;
    // `server/{auth,rest}` or `features/<name>/api`: a pattern, not a path.
    if (/^[*{<]/.test(text.slice(end, end + 1))) continue;
    found.push(match[1]!.replace(/[.,:;)]+$/, ''));
  }
  return found;
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) => file && !file.startsWith('node_modules') && existsSync(path.join(ROOT, file)),
    );
}

// A `../` path is relative to the file that names it. One that climbs out of the repository
// names something a clone does not have, even when this machine happens to have it.
const RELATIVE = /(?<![\w./@-])((?:\.\.\/)+[\w./-]*)/g;

/** The `../` paths a text names, without globs, placeholders or trailing punctuation. */
export function relativePaths(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(RELATIVE)) {
    const end = (match.index ?? 0) + match[0].length;
    if (/^[*{<]/.test(text.slice(end, end + 1))) continue;
    found.push(match[1]!.replace(/[.,:;)]+$/, ''));
  }
  return found;
}

/** Where `target`, named in `file`, points: missing, outside the repository, or fine (null). */
function relativeProblem(file: string, target: string): string | null {
  const resolved = path.resolve(path.dirname(path.join(ROOT, file)), target);
  const inside = path.relative(ROOT, resolved);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'outside the repository';
  return existsSync(resolved) ? null : 'missing';
}

/** Every path that `text`, the content of `file`, names in its docs or comments and that fails. */
export function pathProblems(file: string, text: string): string[] {
  const markdown = file.endsWith('.md');
  const missing: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (!markdown && !COMMENT.test(line)) return;
    for (const named of namedPaths(line)) {
      if (!existsSync(path.join(ROOT, named))) missing.push(`${file}:${index + 1} names ${named}`);
    }
    for (const named of relativePaths(line)) {
      const problem = relativeProblem(file, named);
      if (problem) missing.push(`${file}:${index + 1} names ${named} (${problem})`);
    }
    if (markdown) {
      for (const link of line.matchAll(/\]\(([^)#\s]+)\)/g)) {
        const target = link[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const problem = relativeProblem(file, target);
        if (problem) missing.push(`${file}:${index + 1} links to ${target} (${problem})`);
      }
    }
  });
  return missing;
}

function missingIn(file: string): string[] {
  return pathProblems(file, readFileSync(path.join(ROOT, file), 'utf8'));
}

describe('repository paths in docs and comments', () => {
  it('finds paths, not patterns', () => {
    expect(
      namedPaths(
        'see `server/static/page-cache.ts`, and server/{auth,rest} or admin/features/<name>/api.',
      ),
    ).toEqual(['server/static/page-cache.ts']);
  });

  it('refuses a ../ path that leaves the repository, even one this machine has', () => {
    // The design once lived beside the clone, out of its reach.
    expect(pathProblems('README.md', 'see `../shared/design.md` for the design')).toEqual([
      'README.md:1 names ../shared/design.md (outside the repository)',
    ]);
    expect(pathProblems('server/app.ts', '// as ../../shared/spec.md says')).toEqual([
      'server/app.ts:1 names ../../shared/spec.md (outside the repository)',
    ]);
    // The folder that holds the clone exists on every machine, and is still not the repository.
    expect(existsSync(path.resolve(ROOT, '..'))).toBe(true);
    expect(pathProblems('README.md', 'the notes in ../ beside it')).toEqual([
      'README.md:1 names ../ (outside the repository)',
    ]);
    expect(pathProblems('docs/x.md', 'the [design](../../shared/design.md)')).toEqual([
      'docs/x.md:1 names ../../shared/design.md (outside the repository)',
      'docs/x.md:1 links to ../../shared/design.md (outside the repository)',
    ]);
  });

  it('follows a ../ path inside the repository from the file that names it', () => {
    expect(
      pathProblems('docs/x.md', 'see ../README.md and [the server](../server/app.ts).'),
    ).toEqual([]);
    expect(pathProblems('docs/x.md', 'see ../docs/nothing-here.md')).toEqual([
      'docs/x.md:1 names ../docs/nothing-here.md (missing)',
    ]);
    // A pattern is not a path.
    expect(relativePaths("'../stories/**/*.mdx' or ../features/<name>/api")).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = trackedFiles().filter(
      (file) => /\.(md|ts|tsx|js|mjs|css|sql|sh)$/.test(file) || file === '.ci/run',
    );
    // Vendored third-party files name paths of their own repository.
    const missing = files
      .filter((file) => !file.startsWith('bench/reference/'))
      .filter((file) => !file.startsWith('supabase/tests/upstream/'))
      .flatMap(missingIn);
    expect(missing).toEqual([]);
  });
});

// A comment says why; an issue's number is no reason, and means nothing to the next reader.
// Released migrations (and the schema snapshot generated from them) cannot change any more.
const ISSUE_NUMBER = /\bissues? [0-9]+\b|(?<![\w&/])#[0-9]{2}\b/i;

describe('comments and docs give reasons, not issue numbers', () => {
  it('finds "issue 31" and "#31" but not an HTML entity', () => {
    expect(ISSUE_NUMBER.test('// see issue 31')).toBe(true);
    expect(ISSUE_NUMBER.test('-- fixed in #31')).toBe(true);
    expect(ISSUE_NUMBER.test('<title>Tea &#38; cakes</title>')).toBe(false);
    expect(ISSUE_NUMBER.test('  --ink: #475569;')).toBe(false);
  });

  it('has none outside the released migrations', () => {
    const named = trackedFiles()
      .filter((file) => /\.(md|ts|tsx|js|mjs|css|sql|sh)$/.test(file))
      .filter((file) => !file.startsWith('supabase/migrations/') && file !== 'supabase/schema.sql')
      .filter((file) => !file.startsWith('bench/reference/'))
      .filter((file) => !file.startsWith('supabase/tests/upstream/'))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            (file.endsWith('.md') || COMMENT.test(line)) && ISSUE_NUMBER.test(line)
              ? [`${file}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(named).toEqual([]);
  });
});
