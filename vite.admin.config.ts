import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const EARLY_READ = 'early-read';
/** The lazy routes /admin/menu shows (admin/app/router.tsx). */
const EARLY_ROUTES = ['/admin/app/routes/admin-shell.tsx', '/admin/app/routes/admin-menu.tsx'];

/**
 * admin/early-read.ts is an entry of its own, loaded by a script tag ahead of the app's: it starts
 * a cold open's reads once its few kilobytes have arrived, not after the app's (see that file).
 */
function earlyReadScript(): Plugin {
  return {
    name: 'qr-menu-early-read',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_READ,
        );
        // The dev server serves the module itself.
        if (!chunk || chunk.type !== 'chunk') {
          return [{ tag: 'script', attrs: { type: 'module', src: `/${EARLY_READ}.ts` } }];
        }
        // Its imports, and theirs, are asked for at once, not one level after another.
        const chunksOf = (names: string[]) => {
          const files = new Set<string>();
          const visit = (list: string[]) => {
            for (const name of list) {
              const imported = ctx.bundle?.[name];
              if (files.has(name) || imported?.type !== 'chunk') continue;
              files.add(name);
              visit(imported.imports);
            }
          };
          visit(names);
          return [...files];
        };
        // The code of the routes the early read serves, which it asks for on their path only.
        const routes = Object.values(ctx.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            EARLY_ROUTES.some((route) => output.facadeModuleId?.endsWith(route)),
        );
        const routeChunks = chunksOf(routes.map((output) => output.fileName));
        const preloads = chunksOf(chunk.imports).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend' as const,
        }));
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...preloads,
          {
            tag: 'meta',
            attrs: {
              name: 'qr-menu-menu-code',
              content: routeChunks.map((f) => `/${f}`).join(' '),
            },
            // After the charset: the list is long, and early-read.ts runs once the document is parsed.
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The admin SPA; landing and about are their own lazy chunks so visitors never load the admin code.
export default defineConfig({
  root: 'admin',
  // admin/public: the favicon, app icons and web app manifest, copied to dist/admin as they are.
  publicDir: 'public',
  plugins: [react(), earlyReadScript()],
  envDir: '..',
  build: {
    outDir: '../dist/admin',
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('admin/index.html', import.meta.url)),
        [EARLY_READ]: fileURLToPath(new URL(`admin/${EARLY_READ}.ts`, import.meta.url)),
      },
    },
  },
  server: { port: 5173 },
});
