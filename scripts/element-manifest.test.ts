// The element's API is written once, in widget/qr-menu.ts's JSDoc: the manifest the build ships
// and docs/reference/qr-menu.md must say what it says, and it must name what the element reads.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ELEMENT_SOURCE, elementManifest, elementOf } from './element-manifest.ts';
import { widgetThemes } from '../stories/widget-themes.ts';
import { ELEMENT_DOCS, elementDocs } from './gen-element-docs.ts';

const source = readFileSync(
  fileURLToPath(new URL(`../${ELEMENT_SOURCE}`, import.meta.url)),
  'utf8',
);
const manifest = elementManifest(source);
const element = elementOf(manifest, 'qr-menu');

describe('custom-elements.json', () => {
  it('describes <qr-menu> and its slug attribute', () => {
    expect(element?.name).toBe('QrMenuElement');
    expect(element?.attributes?.find((a) => a.name === 'slug')?.description).toMatch(/slug/);
  });

  it('names every attribute the element observes or reads, and every property it reflects', () => {
    const reflected = JSON.parse(
      (/const REFLECTED = (\{[^}]*\})/.exec(source)?.[1] ?? '{}')
        .replace(/(\w+):/g, '"$1":')
        .replace(/'/g, '"'),
    ) as Record<string, string>;
    const observed = /observedAttributes = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const named = [
      ...Object.values(reflected),
      ...[...observed.matchAll(/'([\w-]+)'/g)].map((m) => m[1]),
      ...[...source.matchAll(/\battr\('([\w-]+)'\)/g)].map((m) => m[1]),
    ];
    expect(named).toContain('slug');
    expect(named).toContain('analytics');
    const attributes = new Set(element?.attributes?.map((a) => a.name));
    expect(named.filter((name) => !attributes.has(name!))).toEqual([]);
    // An attribute the analyzer found in code but the JSDoc does not describe is undocumented.
    expect(element?.attributes?.filter((a) => !a.description)).toEqual([]);
    const properties = new Set(element?.members?.map((m) => m.name));
    expect(Object.keys(reflected).filter((name) => !properties.has(name))).toEqual([]);
  });

  it('documents every --qr-menu-* custom property the element reads, and the stories set no other', () => {
    const root = fileURLToPath(new URL('../', import.meta.url));
    const read = new Set(
      ['widget', 'shared/ui/menu']
        .flatMap((dir) =>
          readdirSync(root + dir, { recursive: true, encoding: 'utf8' })
            .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
            .map((file) => readFileSync(`${root}${dir}/${file}`, 'utf8')),
        )
        .flatMap((text) => [...text.matchAll(/--qr-menu-[a-z]+(?:-[a-z]+)*/g)].map((m) => m[0])),
    );
    const documented = (element?.cssProperties ?? []).map((p) => p.name);
    expect([...read].sort()).toEqual([...documented].sort());
    const themed = Object.values(widgetThemes).flatMap((theme) => Object.keys(theme.properties));
    expect(themed.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('keeps the class private members out', () => {
    expect(element?.members?.filter((m) => m.name.startsWith('#'))).toEqual([]);
  });
});

describe('docs/reference/qr-menu.md', () => {
  it('has the tables the manifest renders (npx tsx scripts/gen-element-docs.ts --write)', async () => {
    expect(readFileSync(ELEMENT_DOCS, 'utf8')).toBe(await elementDocs());
  });

  it('changes when the JSDoc does', async () => {
    const page = readFileSync(ELEMENT_DOCS, 'utf8');
    const changed = source.replace('@csspart item - ', '@csspart item - Changed. ');
    expect(await elementDocs(page, elementManifest(changed))).not.toBe(page);
  });
});
