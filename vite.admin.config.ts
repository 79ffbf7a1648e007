import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
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
            EARLY_ROUTES.some((route) => output.moduleIds.some((id) => id.endsWith(route))),
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

/** The modules each of `roots` imports, and theirs, statically (what loading it evaluates). */
function staticClosure(
  roots: string[],
  info: (id: string) => Rolldown.ModuleInfo | null,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of info(id)?.importedIds ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The code a cold open of /admin/menu runs, in a handful of chunks instead of the sixty-odd small
 * ones automatic splitting made of it: each was a request, and over HTTP/1.1's six connections they
 * queued behind each other and behind the early reads for up to 300 ms. What the landing page also
 * runs ('site': exactly the part of its code the menu shares, so it loads nothing more), what the
 * sign-in pages also run ('account': the Supabase client, the texts), the admin shell's own code
 * (the guard, the layout), what the menu screen shares with other admin screens, and the menu
 * screen's own. So no public page loads admin code, and no other admin screen the menu's.
 */
function menuPathChunks(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let groups: Map<string, string> | undefined;
  return (id, ctx) => {
    groups ??= menuPathGroups((module) => ctx.getModuleInfo(module));
    return groups.get(id) ?? null;
  };
}

function menuPathGroups(info: (id: string) => Rolldown.ModuleInfo | null): Map<string, string> {
  const routes = info(ROUTER)?.dynamicallyImportedIds ?? [];
  const isPublic = (route: string) => PUBLIC_ROUTES.some((name) => route.endsWith(`/${name}.tsx`));
  const publicCode = staticClosure(
    [ENTRY_MODULES.main, ENTRY_MODULES.early, ...routes.filter(isPublic)],
    info,
  );
  const otherScreens = staticClosure(
    routes.filter(
      (route) => !isPublic(route) && route !== ROUTE_MODULES.shell && route !== ROUTE_MODULES.menu,
    ),
    info,
  );
  const initial = staticClosure([ENTRY_MODULES.main, ENTRY_MODULES.early], info);
  const site = staticClosure(
    routes.filter((route) => SITE_ROUTES.some((name) => route.endsWith(`/${name}.tsx`))),
    info,
  );
  const groups = new Map<string, string>();
  const shell = staticClosure([ROUTE_MODULES.shell], info);
  for (const each of staticClosure([ROUTE_MODULES.shell, ROUTE_MODULES.menu], info)) {
    if (initial.has(each)) continue;
    if (site.has(each)) groups.set(each, 'site');
    else if (publicCode.has(each)) groups.set(each, 'account');
    else if (shell.has(each)) groups.set(each, 'admin-shell');
    else groups.set(each, otherScreens.has(each) ? 'admin-common' : 'admin-menu');
  }
  return groups;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const ENTRY_MODULES = { main: here('admin/main.tsx'), early: here(`admin/${EARLY_READ}.ts`) };
const ROUTER = here('admin/app/router.tsx');
const ROUTE_MODULES = {
  shell: here('admin/app/routes/admin-shell.tsx'),
  menu: here('admin/app/routes/admin-menu.tsx'),
};
/** admin/app/routes' pages for visitors (router.tsx). */
const SITE_ROUTES = ['landing', 'about', 'not-found'];
/** admin/app/routes' pages for visitors and signing in (router.tsx). */
const PUBLIC_ROUTES = [
  'landing',
  'about',
  'login',
  'forgot-password',
  'reset-password',
  'join',
  'register-business',
  'not-found',
];

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
      output: {
        codeSplitting: {
          groups: [{ name: menuPathChunks(), includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: { port: 5173 },
});
