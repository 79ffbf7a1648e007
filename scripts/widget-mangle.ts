// The widget builds' name shortening and CSS minifying (docs/guide/widget-name-shortening.md). The widget's source is
// written to be read: stylesheets as indented css`...` templates, classes and private custom
// properties with long names (shared/short-names.ts). Both widget builds
// (vite.widget.config.ts for the browser, vite.widget-ssr.config.ts for the server's renderer) run
// this same plugin over the same source modules, so the markup the server renders and the script
// that takes it over use the same short names.
import type { Plugin } from 'vite';
import { MENU_PALETTE } from '../shared/domain/menu-palette.ts';
import { shortenNames } from '../shared/short-names.ts';

/**
 * A stylesheet written for people (and formatted by Prettier), as the browser needs it: comments,
 * indentation and the spaces after ":" and "," and around "{", "}", ";" and ">" dropped, and the
 * last ";" of a block; "0.5" becomes ".5" and [aria-pressed='true'] loses its quotes. The space
 * before ":" stays (".qm-menu :focus-visible" is a descendant, not the menu itself). Enough for the
 * widget's own rules, which write no strings or URLs containing these characters.
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/(?<![\w.])0\.(\d)/g, '.$1')
    .replace(/\[([\w-]+)=(['"])([a-z][\w-]*)\2\]/gi, '[$1=$3]')
    .trim();
}

// A css`...` template of a widget module: the tag (shared/ui/menu/css.ts) marks what to minify. The
// one kind of value a template takes is a colour of the palette, ${MENU_PALETTE.accent}, written
// into the rules here so the shipped stylesheet is one plain string (join stylesheets with +).
const CSS_TEMPLATE = /\bcss`([^`\\]*)`/g;
const PALETTE_VALUE = /\$\{MENU_PALETTE\.(\w+)\}/g;

/** A colour of shared/domain/menu-palette.ts by its key; an unknown key fails the build. */
export function paletteColour(key: string, where: string): string {
  if (!Object.hasOwn(MENU_PALETTE, key)) {
    throw new Error(`${where}: "${key}" is not a colour of shared/domain/menu-palette.ts`);
  }
  return MENU_PALETTE[key as keyof typeof MENU_PALETTE];
}

/** A css`...` template's rules with the palette's colours written in; any other ${} fails the build. */
export function inlinePalette(css: string, where: string): string {
  const inlined = css.replace(PALETTE_VALUE, (_, key: string) => paletteColour(key, where));
  if (inlined.includes('${')) {
    throw new Error(`${where}: a css\`...\` template takes no value but \${MENU_PALETTE.<colour>}`);
  }
  return inlined;
}

/** A source module as the widget ships it: palette written in, stylesheets minified, names shortened. */
export function mangleModule(code: string, id: string): string {
  const minified = code.replace(
    CSS_TEMPLATE,
    (_, css: string) => `\`${minifyCss(inlinePalette(css, id))}\``,
  );
  return shortenNames(minified, id);
}

const WIDGET_SOURCE = /\/(?:widget|shared)\/.*\.tsx?$/;

/** The Vite plugin of both widget builds: every widget and shared source module, mangled. */
export function widgetMangle(): Plugin {
  return {
    name: 'qr-menu:widget-mangle',
    // Before the TypeScript transform, on the source as written.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!WIDGET_SOURCE.test(file) || file.includes('/node_modules/')) return null;
      if (file.endsWith('/shared/short-names.ts')) return null;
      const mangled = mangleModule(code, file);
      return mangled === code ? null : { code: mangled, map: null };
    },
  };
}
