// `npm run deploy:config`: after `npm run build` (and `npm run prerender`, if used), writes the
// publish folder dist/site (dist/admin and dist/widget together, with Netlify's _headers and
// _redirects and Vercel's vercel.json) and dist/nginx/qr-menu-static.conf (an nginx server block
// serving that folder). Every inline script's hash is read from the built files. docs/operations/static-host-and-hosted-supabase.md
// lists the variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { writeHostConfig } from './host-config-files.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = { ...loadEnv('production', ROOT, ''), ...process.env };
const distDir = path.resolve(ROOT, env.DIST_DIR ?? 'dist');
const written = await writeHostConfig({
  distDir,
  supabaseUrl: env.SUPABASE_URL ?? env.VITE_SUPABASE_URL ?? '',
  reportUri: env.CSP_REPORT_URI || undefined,
  nginx: {
    listen: env.NGINX_LISTEN || '80',
    serverName: env.NGINX_SERVER_NAME || '_',
    root: env.NGINX_ROOT || path.join(distDir, 'site'),
    pageServer: env.PAGE_SERVER_URL || undefined,
  },
});
for (const line of written.notes) console.warn(line);
for (const file of written.files) console.log(`wrote ${path.relative(ROOT, file) || file}`);
