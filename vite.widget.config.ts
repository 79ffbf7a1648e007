import { defineConfig } from 'vite';

// The customer menu is compiled against preact/compat so the whole element stays within the
// 15 KB gzip budget; React code in widget/ and shared/ui/ runs unchanged.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    target: 'es2020',
    lib: {
      entry: 'widget/qr-menu.ts',
      formats: ['es'],
      fileName: () => 'qr-menu.js',
    },
  },
});
