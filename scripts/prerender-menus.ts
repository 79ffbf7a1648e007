// `npm run prerender -- [slug ...]`: the hosted menu pages for static hosting in front of hosted
// Supabase (docs/operations/static-host-and-hosted-supabase.md), written into dist/widget as {slug}/menu/index.html beside
// qr-menu.js; every business's when no slug is given. Reads VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY like the build (environment or .env); needs `npm run build` first. Prints
// the script-src the static host's CSP for these pages needs (their inline script's hash).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { readApiConfig } from '../shared/api/config.ts';
import { prerenderMenus } from '../server/static/prerender.ts';
import { menuRenderer } from '../server/static/ssr-renderer.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = loadEnv('production', ROOT, 'VITE_');
const api = readApiConfig({ ...env, ...process.env }, 'http://localhost:54321');
const files = await prerenderMenus({
  apiUrl: api.supabaseUrl,
  anonKey: api.supabaseAnonKey,
  slugs: process.argv.slice(2).map((slug) => slug.toLowerCase()),
  distDir: path.join(ROOT, 'dist'),
  outDir: path.join(ROOT, 'dist/widget'),
});
for (const file of files) console.log(`wrote ${path.relative(ROOT, file)}`);
// The pages' one inline script runs only where the host's CSP for them allows its hash.
const renderer = await menuRenderer(path.join(ROOT, 'dist'));
if (renderer && files.length > 0) {
  console.log(
    `The menu pages' Content-Security-Policy needs: script-src 'self' ${renderer.bootHash}`,
  );
}
