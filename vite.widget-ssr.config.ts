import { defineConfig } from 'vite';
import { widgetOxc, widgetResolve } from './vite.widget.config.ts';

// dist/widget-ssr/ssr.js: widget/ssr.tsx for Node, the server's renderer of the hosted menu page.
// Preact and preact-render-to-string are bundled in (one Preact instance for hooks and rendering),
// so the server needs nothing from node_modules to use it.
export default defineConfig({
  resolve: widgetResolve,
  oxc: widgetOxc,
  ssr: { noExternal: true },
  build: {
    ssr: 'widget/ssr.tsx',
    outDir: 'dist/widget-ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'ssr.js' } },
  },
});
