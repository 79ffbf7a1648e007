// `npm run page-server`: the hosted menu pages rendered per request for a static deploy in front of
// hosted Supabase (server/page-server.ts; docs/operations/static-host-and-hosted-supabase.md). Reads SUPABASE_URL and SUPABASE_ANON_KEY
// (or the build's VITE_ names, environment or .env), PAGE_SERVER_PORT (8787), PAGE_SERVER_HOST
// (127.0.0.1) and DIST_DIR (dist). Needs `npm run build` first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { createPageServer } from './page-server.ts';
import { menuRenderer } from './static/ssr-renderer.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = { ...loadEnv('production', ROOT, ''), ...process.env };
const apiUrl = env.SUPABASE_URL || env.VITE_SUPABASE_URL;
const anonKey = env.SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY;
if (!apiUrl || !anonKey) {
  console.error(
    'Set SUPABASE_URL and SUPABASE_ANON_KEY (Settings > API of your Supabase project).',
  );
  process.exit(1);
}
const distDir = path.resolve(ROOT, env.DIST_DIR || 'dist');
if (!(await menuRenderer(distDir))) process.exit(1);
const port = Number(env.PAGE_SERVER_PORT || 8787);
const host = env.PAGE_SERVER_HOST || '127.0.0.1';
createPageServer({ apiUrl, anonKey, distDir }).listen(port, host, () => {
  console.log(`Menu pages for ${apiUrl} at http://${host}:${port}/{slug}/menu`);
});
