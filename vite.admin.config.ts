import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin SPA; landing and about are their own lazy chunks so visitors never load the admin code.
export default defineConfig({
  root: 'admin',
  publicDir: false,
  plugins: [react()],
  envDir: '..',
  build: {
    outDir: '../dist/admin',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: { port: 5173 },
});
