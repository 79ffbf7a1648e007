// One set of tokens per face: the admin app's colours live in admin/lib/ui/tokens.css, the customer
// menu's in shared/ui/menu/menu-theme.ts. Every other stylesheet (CSS files, the widget's CSS-in-TS) uses their variables.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN_FILES = new Set(['admin/lib/ui/tokens.css', 'shared/ui/menu/menu-theme.ts']);

const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black|red|green|blue)(?![\w-])/gi;

/** The raw colours a stylesheet writes, comments left out. */
export function rawColours(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code.match(COLOUR) ?? [];
}

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter(keep);
}

const styleFiles = [
  ...files('admin', (f) => f.endsWith('.css')),
  ...files('shared', (f) => f.endsWith('.css')),
  // The widget's styles are template strings in its modules; stories and tests are not shipped.
  ...files('widget', (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$|\/stories\//.test(f)),
  // The customer menu's stylesheet moved to shared/ui/menu with its components.
  ...files(
    'shared/ui/menu',
    (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$|\/stories\//.test(f),
  ),
].filter((file) => !TOKEN_FILES.has(file));

describe('colour tokens', () => {
  it('finds a raw colour, and none in a comment or a property name', () => {
    expect(rawColours('.a{color:#b42318;background:rgb(0 0 0 / 50%)}')).toEqual([
      '#b42318',
      'rgb(',
    ]);
    expect(rawColours('/* #fff */ .a{white-space:nowrap;color:var(--qm-text)}')).toEqual([]);
    expect(rawColours('.a{color:white}')).toEqual(['white']);
  });

  it('scans the stylesheets of both faces', () => {
    expect(styleFiles).toContain('admin/features/menu/components/menu.css');
    expect(styleFiles).toContain('shared/ui/menu/menu-css.ts');
    expect(styleFiles).toContain('widget/cart-styles.ts');
  });

  it.each(styleFiles)('%s writes no colour of its own', (file) => {
    expect(rawColours(readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
