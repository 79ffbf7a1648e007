import { defineConfig, type Plugin } from 'vite';
import { widgetMangle } from './scripts/widget-mangle.ts';
import { compileBootScript, widgetDefine, widgetOxc, widgetResolve } from './vite.widget.config.ts';

// `virtual:qr-menu-boot`: the hosted page's inline script (widget/qr-menu-boot.ts), compiled, as
// a string the renderer exports for the server.
function bootScript(): Plugin {
  const id = 'virtual:qr-menu-boot';
  return {
    name: 'qr-menu:boot-script',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      return `export default ${JSON.stringify(await compileBootScript())};`;
    },
  };
}

// dist/widget-ssr/ssr.js: widget/ssr.tsx for Node, the server's renderer of the hosted menu page.
// Preact and preact-render-to-string are bundled in (one Preact instance for hooks and rendering),
// so the server needs nothing from node_modules to use it.
export default defineConfig({
  // The same names as the browser's build, so qr-menu.js takes over the markup rendered here.
  plugins: [widgetMangle(), bootScript()],
  resolve: widgetResolve,
  oxc: widgetOxc,
  define: widgetDefine,
  ssr: { noExternal: true },
  build: {
    ssr: 'widget/ssr.tsx',
    outDir: 'dist/widget-ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'ssr.js' } },
  },
});
