// The admin's size guard (admin/lib/file-size-guardrail.test.ts) for the customer menu and the
// benchmark: a function that grows past a screenful mixes loading, state and markup (or, in the
// benchmark, several measurements); split it into well-named parts instead. Widget files may be
// longer than the admin's (a component and the small parts only it uses stay together), so the
// rule is on functions: no function, method or arrow function over 150 lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const MAX_LINES = 150;

/** The source files of a folder: .ts and .tsx files that are not tests or stories. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .sort();
}

interface Measured {
  /** file:line and the function's name, or "(anonymous)". */
  where: string;
  lines: number;
}

/** Every function with a body in `code`, from its first line (not its doc comment) to its last. */
function functionSizes(file: string, code: string): Measured[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const line = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = line(node.getStart(source));
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
      found.push({ where: `${file}:${first} ${name}`, lines: line(node.getEnd()) - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe.each(['widget', 'bench'])('%s functions', (dir) => {
  const files = sources(dir);
  const sizes = files.flatMap((file) =>
    functionSizes(file, readFileSync(path.join(ROOT, file), 'utf8')),
  );

  it(`are at most ${MAX_LINES} lines`, () => {
    const over = sizes
      .filter(({ lines }) => lines > MAX_LINES)
      .map((s) => `${s.where}: ${s.lines}`);
    expect(over, 'split these into well-named parts').toEqual([]);
  });

  it('are found', () => {
    expect(files.length).toBeGreaterThan(dir === 'widget' ? 60 : 15);
    expect(sizes.length).toBeGreaterThan(100);
  });
});

describe('functionSizes', () => {
  it('measures declarations, methods and arrow functions from their first line to their last', () => {
    const code = [
      '/** Doc. */',
      'export function Outer() {',
      '  const inner = () => {',
      '    return 1;',
      '  };',
      '  return inner();',
      '}',
      'class A {',
      '  m() { return 2; }',
      '}',
    ].join('\n');
    expect(functionSizes('x.ts', code)).toEqual([
      { where: 'x.ts:2 Outer', lines: 6 },
      { where: 'x.ts:3 (anonymous)', lines: 3 },
      { where: 'x.ts:9 m', lines: 1 },
    ]);
  });
});
