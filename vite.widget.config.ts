import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, minify, transformWithOxc, type Plugin } from 'vite';
import { readApiConfig } from './shared/api/config.ts';
import { shortenNames } from './shared/short-names.ts';
import { elementManifest } from './scripts/element-manifest.ts';
import { paletteColour, widgetMangle } from './scripts/widget-mangle.ts';

// dist/widget/menu.html: the hosted menu page for static hosting (documented in docs/guide/hosted-page.md).
function menuPage(): Plugin {
  return {
    name: 'qr-menu:menu-page',
    async generateBundle() {
      // The page's comments and indentation are for this repository's readers; a phone need not
      // download them, and its inline script is minified like the boot script (60 bytes gzip of
      // the first-paint budget).
      const page = readFileSync(new URL('widget/menu.html', import.meta.url), 'utf8')
        .replace(/\s*<!--[\s\S]*?-->/g, '')
        .replace(/%MENU_PALETTE\.(\w+)%/g, (_, key: string) =>
          paletteColour(key, 'widget/menu.html'),
        )
        .replace(/\n\s*/g, '')
        .replace(/ \/>/g, '>')
        .replace(
          /<style>([^<]*)<\/style>/,
          (_, css: string) =>
            `<style>${css.replace(/\s*([{}:;,])\s*/g, '$1').replace(/;}/g, '}')}</style>`,
        );
      const inline = /<script type="module">([^<]*)<\/script>/.exec(page)?.[1] ?? '';
      const { code } = await minify('menu-inline.js', inline, {
        compress: true,
        mangle: { toplevel: true },
      });
      const source = page.replace(inline, () => code.trim());
      this.emitFile({ type: 'asset', fileName: 'menu.html', source });
    },
  };
}

// dist/widget/custom-elements.json: the element's API from widget/qr-menu.ts's JSDoc, shipped beside
// qr-menu.js for editors and tools (package.json's customElements points at it).
function elementManifestFile(): Plugin {
  return {
    name: 'qr-menu:custom-elements-manifest',
    generateBundle() {
      const source = `${JSON.stringify(elementManifest(), null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source });
    },
  };
}

// widget/qr-menu-boot.ts compiled and minified on its own (it imports nothing): the hosted page's
// inline script, which the server-rendering build exports (vite.widget-ssr.config.ts) and the
// server writes into every server-rendered page with its hash in the page's CSP.
export async function compileBootScript(): Promise<string> {
  const file = fileURLToPath(new URL('widget/qr-menu-boot.ts', import.meta.url));
  // Its selectors use the element's readable class names; the markup it reads has the short ones.
  const source = shortenNames(readFileSync(file, 'utf8'), file);
  const { code } = await transformWithOxc(source, file, { target: 'es2022' });
  const minified = await minify('qr-menu-boot.js', code, { compress: true, mangle: true });
  return minified.code.trim();
}

// React code in widget/ runs on Preact: its own createElement and hooks at first paint
// (widget/preact-react.ts), preact/compat only where compat is needed. Shared with the server
// rendering build (vite.widget-ssr.config.ts), so both compile the components the same way.
export const widgetResolve = {
  alias: [
    {
      find: /^react$/,
      replacement: fileURLToPath(new URL('widget/preact-react.ts', import.meta.url)),
    },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    {
      find: /^react-dom\/client$/,
      replacement: fileURLToPath(new URL('widget/preact-client.ts', import.meta.url)),
    },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  ],
};

// The customer menu's builds (browser and server rendering) leave out what only the admin app
// draws with the shared components (shared/ui/menu/item-card.tsx's owner card).
export const widgetDefine = { 'import.meta.env.QM_WIDGET': 'true' };

// Classic createElement calls are shorter than the automatic runtime's jsx() objects, and
// createElement is already in the bundle for the element's own render.
export const widgetOxc = {
  jsx: { runtime: 'classic', pragma: '__h', pragmaFrag: '__Fragment' },
  jsxInject: "import { createElement as __h, Fragment as __Fragment } from 'react';",
} as const;

// The cart chunk's form fields rely on React's onChange (fired on every keystroke), which
// preact/compat provides; compat is loaded with that chunk, so the first paint does without it.
function compatWithCartChunk(): Plugin {
  return {
    name: 'qr-menu:compat-with-cart-chunk',
    transform(code, id) {
      if (!id.endsWith('/widget/cart-chunk.ts')) return null;
      return { code: `import 'preact/compat';\n${code}`, map: null };
    },
  };
}

// The customer menu is compiled against Preact (its hooks at first paint, preact/compat with the
// cart chunk) so the whole element stays within the 15 KB gzip budget; React code in widget/ runs
// unchanged.
export default defineConfig(({ mode }) => {
  // Checked once, at build time: a URL without its anon key would ship a widget that cannot load.
  readApiConfig(loadEnv(mode, process.cwd(), 'VITE_'), 'http://localhost');
  return {
    plugins: [widgetMangle(), menuPage(), elementManifestFile(), compatWithCartChunk()],
    resolve: widgetResolve,
    oxc: widgetOxc,
    define: widgetDefine,
    build: {
      outDir: 'dist/widget',
      emptyOutDir: true,
      // Class fields and optional chaining natively: every phone browser of the last four years.
      target: 'es2022',
      // Lib mode keeps ES output readable (whitespace, comments) for libraries; this is an app bundle
      // a phone downloads, so minify it fully.
      // The cart chunk (widget/cart-chunk.ts) sits beside qr-menu.js under a name the server routes
      // to dist/widget (server/app.ts) and a hash that lets it be cached for good.
      rolldownOptions: {
        // Lets the cart chunk import what it shares from qr-menu.js itself (extra exports) instead
        // of a third file that qr-menu.js would have to wait for before the first paint.
        preserveEntrySignatures: 'allow-extension',
        output: { minify: true, comments: false, chunkFileNames: 'qr-menu-[name]-[hash].js' },
      },
      lib: {
        entry: 'widget/qr-menu.ts',
        formats: ['es'],
        fileName: () => 'qr-menu.js',
      },
    },
  };
});
