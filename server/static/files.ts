// Serves the built front ends from dist/: the admin SPA (with index.html fallback for client-side
// routes) and the widget script. Vite's hashed assets never change, so they may be cached for a year.
import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { header, type RequestContext } from '../http/context.ts';
import { compressed, compressedCopy, isCompressible, pickEncoding } from './compress.ts';
import { menuFileHeaders, pageSecurityHeaders } from '../http/security-headers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.resolve(here, '../../dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg|webp|jpg)$/;

/** Resolves a URL path inside root, or undefined when it would escape it. */
function inside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/** The file's stats when it is a regular file, else undefined. */
async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a file whose stats were just read: a compressed copy already made for this version of
 * the file is sent without reading the file again; HEAD reads nothing. */
async function sendFile(
  ctx: RequestContext,
  file: string,
  info: Stats,
  cache: string,
): Promise<void> {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': cache };
  const head = ctx.method === 'HEAD';
  let body: Buffer | undefined;
  let length = info.size;
  if (isCompressible(type)) {
    headers.vary = 'Accept-Encoding';
    const encoding = pickEncoding(header(ctx.req, 'accept-encoding'));
    if (encoding) {
      const version = `${info.size}:${info.mtimeMs}`;
      body =
        compressedCopy(file, version, encoding) ??
        (await compressed(file, version, await readFile(file), encoding));
      length = body.length;
      headers['content-encoding'] = encoding;
    }
  }
  if (!body && !head) {
    body = await readFile(file);
    length = body.length;
  }
  headers['content-length'] = length;
  ctx.send(200, head ? undefined : body, headers);
}

/** Hashed files never change; others get `unhashed` (revalidate by default). */
function cacheFor(file: string, unhashed = 'no-cache'): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : unhashed;
}

const NOT_BUILT = (what: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>QR Menu: not built</title></head>` +
  `<body style="font-family:system-ui;max-width:40rem;margin:3rem auto"><h1>The ${what} is not built yet</h1>` +
  `<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds first), then reload.</p>` +
  `<p>The API is running: <code>/rest/v1</code>, <code>/auth/v1</code>, <code>/storage/v1</code>.</p></body></html>`;

// The security headers of each HTML file of dist/widget, by its version (size and time).
const htmlHeaders = new Map<string, { version: string; headers: Record<string, string> }>();

/** GET /qr-menu.js and /widget/*: files of dist/widget. */
export async function serveWidget(
  ctx: RequestContext,
  relPath: string,
  dist = distDir,
): Promise<void> {
  const root = path.join(dist, 'widget');
  const file = inside(root, relPath);
  // qr-menu.js keeps its name (embed snippets point at it): a short lifetime; its hashed chunks
  // never change.
  const info = file ? await fileStats(file) : undefined;
  if (file && info) {
    // An HTML page among the widget's files (menu.html, the static hosts' menu page) gets the menu
    // page's policy, with its inline scripts by hash.
    if (file.toLowerCase().endsWith('.html')) {
      const version = `${info.size}:${info.mtimeMs}`;
      let known = htmlHeaders.get(file);
      if (known?.version !== version) {
        known = { version, headers: menuFileHeaders(ctx.config, await readFile(file, 'utf8')) };
        htmlHeaders.set(file, known);
      }
      for (const [name, value] of Object.entries(known.headers)) ctx.res.setHeader(name, value);
    }
    return sendFile(ctx, file, info, cacheFor(file, 'public, max-age=300'));
  }
  if (!(await fileStats(path.join(root, 'qr-menu.js')))) {
    return ctx.send(404, NOT_BUILT('widget'), {
      'content-type': 'text/html; charset=utf-8',
      ...pageSecurityHeaders(ctx.config, 'none'),
    });
  }
  ctx.send(404, 'Not found', { 'content-type': 'text/plain; charset=utf-8' });
}

/** Everything else: a file of dist/admin, or index.html so the SPA's router handles the path. */
export async function serveAdmin(ctx: RequestContext, dist = distDir): Promise<void> {
  const root = path.join(dist, 'admin');
  const file = inside(root, ctx.url.pathname);
  const info = file ? await fileStats(file) : undefined;
  if (file && info) return sendFile(ctx, file, info, cacheFor(file));
  const index = path.join(root, 'index.html');
  const indexInfo = await fileStats(index);
  if (!indexInfo) {
    return ctx.send(503, NOT_BUILT('admin app'), { 'content-type': 'text/html; charset=utf-8' });
  }
  // A missing hashed asset is a real 404; serving HTML in its place would confuse the browser.
  if (/\.[a-z0-9]+$/i.test(ctx.url.pathname) && !ctx.url.pathname.endsWith('.html')) {
    return ctx.send(404, 'Not found', { 'content-type': 'text/plain; charset=utf-8' });
  }
  return sendFile(ctx, index, indexInfo, 'no-cache');
}
