// Reads a build (dist/) and writes its static host configuration (scripts/host-config.ts): the
// publish folder {dist}/site with _headers, _redirects and vercel.json, and {dist}/nginx's server
// block. Used by `npm run deploy:config` and by the end-to-end test of the static deploy.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { menuRenderer } from '../server/static/ssr-renderer.ts';
import {
  inlineScripts,
  netlifyHeaders,
  netlifyRedirects,
  nginxServerBlock,
  scriptHash,
  supabaseSources,
  vercelJson,
  type HostConfigInput,
} from './host-config.ts';

export interface HostConfigOptions {
  distDir: string;
  supabaseUrl: string;
  reportUri?: string | undefined;
  nginx: { listen: string; serverName: string; root: string; pageServer?: string | undefined };
}

export interface HostConfigResult {
  input: HostConfigInput;
  /** The publish folder. */
  site: string;
  nginxConf: string;
  files: string[];
  notes: string[];
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The CSP sources of every inline script in the HTML files under dir. */
async function hashesOf(dir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(dir)) {
    for (const code of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(code));
  }
  return [...hashes].sort();
}

export async function writeHostConfig(options: HostConfigOptions): Promise<HostConfigResult> {
  const { distDir } = options;
  if (!options.supabaseUrl) {
    throw new Error(
      'Set SUPABASE_URL (or VITE_SUPABASE_URL, as for the build) to your project: https://<ref>.supabase.co',
    );
  }
  supabaseSources(options.supabaseUrl);
  const admin = path.join(distDir, 'admin');
  const widget = path.join(distDir, 'widget');
  for (const needed of [path.join(admin, 'index.html'), path.join(widget, 'menu.html')]) {
    if (!(await exists(needed))) throw new Error(`${needed} is missing: run npm run build first.`);
  }
  const notes: string[] = [];
  // Prerendered pages (npm run prerender) are {slug}/menu/index.html in dist/widget.
  const prerenderedSlugs: string[] = [];
  for (const entry of await readdir(widget, { withFileTypes: true })) {
    if (
      entry.isDirectory() &&
      (await exists(path.join(widget, entry.name, 'menu', 'index.html')))
    ) {
      prerenderedSlugs.push(entry.name);
    }
  }
  prerenderedSlugs.sort();
  // The menu pages' inline scripts: menu.html's and the prerendered pages' boot script, whose hash
  // comes from the renderer too, so pages prerendered later with this build are allowed as well.
  const menuScriptHashes = new Set(await hashesOf(widget));
  const renderer = await menuRenderer(distDir);
  if (renderer) menuScriptHashes.add(renderer.bootHash);
  const adminScriptHashes = await hashesOf(admin);
  // The front ends talk to the URL they were built with; a different one here would allow the wrong
  // origin in connect-src.
  const builtCode = await Promise.all(
    [
      path.join(widget, 'qr-menu.js'),
      ...(await readdir(path.join(admin, 'assets')))
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(admin, 'assets', name)),
    ].map((file) => readFile(file, 'utf8')),
  );
  const origin = new URL(options.supabaseUrl).origin;
  if (!builtCode.some((code) => code.includes(origin))) {
    notes.push(
      `warning: ${origin} is not in the built front ends; build with VITE_SUPABASE_URL=${origin} ` +
        'or they will call the site itself.',
    );
  }
  const input: HostConfigInput = {
    supabaseUrl: options.supabaseUrl,
    menuScriptHashes: [...menuScriptHashes].sort(),
    adminScriptHashes,
    prerenderedSlugs,
    reportUri: options.reportUri,
  };
  const site = path.join(distDir, 'site');
  await rm(site, { recursive: true, force: true });
  await mkdir(site, { recursive: true });
  await cp(admin, site, { recursive: true });
  await cp(widget, site, { recursive: true });
  const files: string[] = [];
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    files.push(file);
  };
  await write(path.join(site, '_headers'), netlifyHeaders(input));
  await write(path.join(site, '_redirects'), netlifyRedirects(input));
  await write(path.join(site, 'vercel.json'), vercelJson(input));
  const nginxConf = path.join(distDir, 'nginx', 'qr-menu-static.conf');
  await write(nginxConf, nginxServerBlock({ ...input, ...options.nginx }));
  return { input, site, nginxConf, files, notes };
}
