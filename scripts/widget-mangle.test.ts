import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  READABLE_NAME,
  SHORT_CLASS_NAMES,
  SHORT_PROPERTY_NAMES,
  shortenNames,
} from '../shared/short-names.ts';
import { MENU_PALETTE } from '../shared/domain/menu-palette.ts';
import { themeCss } from '../shared/ui/menu/menu-theme.ts';
import { mangleModule, minifyCss } from './widget-mangle.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The modules the widget builds mangle, tests and stories included (they must agree too). */
function widgetSources(): string[] {
  return ['widget', 'shared/ui/menu', 'shared/domain'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(ROOT, dir, file), 'utf8')),
  );
}

describe('the widget name map', () => {
  it('gives every readable name its own short name', () => {
    const classes = Object.values(SHORT_CLASS_NAMES);
    const properties = Object.values(SHORT_PROPERTY_NAMES);
    expect(new Set(classes).size).toBe(classes.length);
    expect(new Set(properties).size).toBe(properties.length);
    // Never a public theming property a host sets on the embed.
    for (const name of properties) expect(name).not.toMatch(/^--qr-menu-/);
  });

  it('knows every qm-* and --menu-* name of the widget source, and no name it does not use', () => {
    const used = new Set(widgetSources().flatMap((code) => code.match(READABLE_NAME) ?? []));
    const mapped = [...Object.keys(SHORT_CLASS_NAMES), ...Object.keys(SHORT_PROPERTY_NAMES)];
    expect([...used].filter((name) => !mapped.includes(name))).toEqual([]);
    expect(mapped.filter((name) => !used.has(name))).toEqual([]);
  });

  it('shortens class names, id prefixes and private properties, and leaves public ones', () => {
    const { 'qm-image': image, 'qm-photo-placeholder': placeholder } = SHORT_CLASS_NAMES;
    const { 'qm-group-heading': heading, 'qm-menu': root } = SHORT_CLASS_NAMES;
    expect(
      shortenNames(
        'className="qm-image qm-photo-placeholder" id={`qm-group-heading-${id}`} .qm-menu[aria-disabled]',
      ),
    ).toBe(
      `className="${image} ${placeholder}" id={\`${heading}-\${id}\`} .${root}[aria-disabled]`,
    );
    const { '--menu-accent': accent, '--menu-text': text } = SHORT_PROPERTY_NAMES;
    expect(shortenNames('--menu-accent:var(--qr-menu-accent,#a4441f);color:var(--menu-text)')).toBe(
      `${accent}:var(--qr-menu-accent,#a4441f);color:var(${text})`,
    );
  });

  it('fails the build on a name missing from the map', () => {
    expect(() => shortenNames('className="qm-new-thing"', 'x.tsx')).toThrow(
      /x\.tsx: "qm-new-thing" is not in shared\/short-names\.ts/,
    );
  });
});

describe('the widget CSS minifier', () => {
  it('drops comments, spaces, leading zeros and quotes but keeps a descendant combinator before a colon', () => {
    const css = `
      /* The root. */
      .qm-menu :focus-visible,
      .qm-chip[aria-pressed='true'],
      .qm-banner > img {
        outline: 3px solid var(--menu-accent);
        opacity: 0.5;
        grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
      }
      @media (min-width: 720px) {
        .qm-grid {
          gap: 12px;
        }
      }
    `;
    expect(minifyCss(css)).toBe(
      '.qm-menu :focus-visible,.qm-chip[aria-pressed=true],.qm-banner>img{outline:3px solid var(--menu-accent);opacity:.5;grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}@media (min-width:720px){.qm-grid{gap:12px}}',
    );
  });

  it('minifies css`` templates and shortens their names in a module', () => {
    const code = 'export const a = css`\n  .qm-chip {\n    color: var(--menu-text);\n  }\n`;';
    const chip = SHORT_CLASS_NAMES['qm-chip'];
    const text = SHORT_PROPERTY_NAMES['--menu-text'];
    expect(mangleModule(code, 'a.ts')).toBe(`export const a = \`.${chip}{color:var(${text})}\`;`);
  });
});

// The palette is written once (shared/domain/menu-palette.ts); the theme names its colours and
// the build writes them in, so the shipped stylesheet is what the admin's preview renders.
describe('the palette in the widget theme', () => {
  const theme = readFileSync(path.join(ROOT, 'shared/ui/menu/menu-theme.ts'), 'utf8');
  const shipped = mangleModule(theme, 'shared/ui/menu/menu-theme.ts');
  const { '--menu-accent': accent, '--menu-shadow': shadow } = SHORT_PROPERTY_NAMES;

  it('is written into the built stylesheet, which takes no value any more', () => {
    expect(theme).not.toContain(MENU_PALETTE.accent);
    expect(shipped).toContain(`${accent}:var(--qr-menu-accent,${MENU_PALETTE.accent})`);
    expect(shipped).toContain(`var(--qr-menu-bg,${MENU_PALETTE.background})`);
    expect(shipped).toContain(`var(--qr-menu-text,${MENU_PALETTE.text})`);
    expect(shipped).toContain(`var(--qr-menu-muted,${MENU_PALETTE.muted})`);
    expect(shipped).toContain(`${shadow}:${MENU_PALETTE.text}50`);
    expect(shipped).not.toContain('${');
  });

  it('is the same stylesheet the admin app and stories render, minified', () => {
    const built = /export const themeCss = `([^`]*)`/.exec(shipped)?.[1];
    expect(built).toBe(shortenNames(minifyCss(themeCss), 'theme'));
  });

  it('fails the build on a colour the palette does not have, or any other value', () => {
    expect(() => mangleModule('const a = css`.x{color:${MENU_PALETTE.pink}}`;', 'b.ts')).toThrow(
      /b\.ts: "pink" is not a colour of shared\/domain\/menu-palette\.ts/,
    );
    expect(() => mangleModule('const a = css`.x{color:${accent}}`;', 'c.ts')).toThrow(
      /c\.ts: a css`\.\.\.` template takes no value/,
    );
  });
});
