// The widget builds' name shortening and CSS minifying (docs/mangle.md). The widget's source is
// written to be read: stylesheets as indented css`...` templates, classes and private custom
// properties with long names (shared/short-names.ts). Both widget builds
// (vite.widget.config.ts for the browser, vite.widget-ssr.config.ts for the server's renderer) run
// this same plugin over the same source modules, so the markup the server renders and the script
// that takes it over use the same short names.
import type { Plugin } from 'vite';
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
// rules are whole templates, with no ${} inside (a stylesheet is joined with + instead).
const CSS_TEMPLATE = /\bcss`([^`$\\]*)`/g;

/** A source module as the widget ships it: stylesheets minified, then names shortened. */
export function mangleModule(code: string, id: string): string {
  const minified = code.replace(CSS_TEMPLATE, (_, css: string) => `\`${minifyCss(css)}\``);
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
