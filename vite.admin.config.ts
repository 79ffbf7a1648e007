import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin SPA; landing and about are their own lazy chunks so visitors never load the admin code.
export default defineConfig({
  root: 'admin',
  // admin/public: the favicon, app icons and web app manifest, copied to dist/admin as they are.
  publicDir: 'public',
  plugins: [react()],
  envDir: '..',
  build: {
    outDir: '../dist/admin',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: { port: 5173 },
});
