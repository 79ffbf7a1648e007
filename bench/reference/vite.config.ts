// The reference SPA of the original specification (docs/guide/product.md) for `npm run bench`: one bundle with React, react-dom,
// react-router-dom, sonner and the full supabase-js, as the original app ships its public menu.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export const REFERENCE_OUT_DIR = fileURLToPath(
  new URL('../../dist/bench-reference', import.meta.url),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: REFERENCE_OUT_DIR,
    emptyOutDir: true,
    target: 'es2020',
  },
});
