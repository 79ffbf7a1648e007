// The static host's configuration for a build, as text: Netlify (_headers, _redirects), Vercel
// (vercel.json) and an nginx server block. Pure: scripts/deploy-config.ts reads the build and the
// environment and writes what these functions return. The headers are the ones the local server
// sends itself (server/http/security-headers.ts, server/static/files.ts): two policies, the admin
// app's (never framed) and the menu pages' (framed by anyone, their inline scripts by hash).
import { createHash } from 'node:crypto';

export interface HostConfigInput {
  /** The hosted Supabase project (`https://<ref>.supabase.co`): API, images and realtime. */
  supabaseUrl: string;
  /** CSP sources (`'sha256-…'`) of every inline script the menu pages run. */
  menuScriptHashes: readonly string[];
  /** CSP sources of every inline script the admin app's HTML runs (none today). */
  adminScriptHashes: readonly string[];
  /** Businesses whose page `npm run prerender` wrote ({slug}/menu/index.html). */
  prerenderedSlugs: readonly string[];
  /** Where browsers post CSP violation reports; none when undefined. */
  reportUri?: string | undefined;
}

export interface NginxInput extends HostConfigInput {
  /** `listen` parameter: `80`, `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** The published folder (admin and widget together). */
  root: string;
  /**
   * The page server (server/page-server.ts) that renders /{slug}/menu per request, as
   * `http://127.0.0.1:8787`; without it the prerendered page or the menu shell is served.
   */
  pageServer?: string | undefined;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** qr-menu.js keeps its name (embed snippets point at it): a short lifetime. */
export const WIDGET_ENTRY_CACHE = 'public, max-age=300';

// As server/http/security-headers.ts: no page may use these features, except that the menu pages
// may ask for the customer's location for themselves (checkout's "Share my location", on a tap).
const permissionsPolicy = (geolocation: string) =>
  `camera=(), microphone=(), geolocation=${geolocation}, payment=(), usb=(), interest-cohort=()`;
export const PERMISSIONS_POLICY = permissionsPolicy('()');
export const MENU_PERMISSIONS_POLICY = permissionsPolicy('(self)');

/** Every response's headers; the menu pages replace the Permissions-Policy (MENU_HEADERS). */
export const BASE_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
];

/**
 * What the menu pages add: their Permissions-Policy. Where a host sends both (Netlify's `/*` and
 * `/:slug/menu`), the menu's comes later, and a later rule (Netlify, Vercel) or, joined into one
 * header, the later member of the dictionary is what the browser uses.
 */
export const MENU_HEADERS: readonly (readonly [string, string])[] = [
  ['Permissions-Policy', MENU_PERMISSIONS_POLICY],
];

/** The CSP source that lets a page run one inline script (as server/static/menu-document.ts). */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The inline scripts of an HTML document the browser runs (classic and module scripts without
 * src), as written; data blocks (`type="application/json"`) run nothing and need no hash.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The project's https origin and its websocket origin (realtime), for img-src and connect-src. */
export function supabaseSources(supabaseUrl: string): { http: string; ws: string } {
  let url: URL;
  try {
    url = new URL(supabaseUrl);
  } catch {
    throw new Error(`SUPABASE_URL is not a URL: "${supabaseUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SUPABASE_URL must be http(s): "${supabaseUrl}"`);
  }
  return {
    http: url.origin,
    ws: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`,
  };
}

/**
 * The admin app's policy, or the menu pages' one. The menu's differs only by allowing its inline
 * scripts and any framer, so it is never stricter than the admin's: where a host adds both to one
 * path (Netlify's `/:slug/menu` also matches `/admin/menu`) the browser enforces the admin's.
 */
export function contentSecurityPolicy(input: HostConfigInput, page: 'admin' | 'menu'): string {
  const api = supabaseSources(input.supabaseUrl);
  const hashes = page === 'menu' ? input.menuScriptHashes : input.adminScriptHashes;
  const unique = [...new Set(hashes)].sort();
  return [
    `default-src 'self'`,
    ['script-src', "'self'", ...unique].join(' '),
    // React's style props, sonner's injected stylesheet and the widget's shadow-root <style>.
    `style-src 'self' 'unsafe-inline'`,
    // Stored images come from Storage; data: for QR codes, blob: for a photo's preview.
    `img-src 'self' ${api.http} data: blob:`,
    // The API and realtime's websocket; blob: for reading a picked photo back while resizing it.
    `connect-src 'self' ${api.http} ${api.ws} blob:`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
    `frame-ancestors ${page === 'menu' ? '*' : "'none'"}`,
    ...(input.reportUri ? [`report-uri ${input.reportUri}`] : []),
  ].join('; ');
}

/** The admin SPA's own routes (admin/app/router.tsx) that get its policy on hosts matching by path. */
export const ADMIN_ROUTES = [
  '/',
  '/index.html',
  '/about',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/register-business',
  '/admin',
  '/admin/*',
  '/superadmin',
  '/superadmin/*',
];

const headerLines = (headers: readonly (readonly [string, string])[]) =>
  headers.map(([name, value]) => `  ${name}: ${value}`).join('\n');

/** Netlify's `_headers`: every rule that matches a path adds its headers. */
export function netlifyHeaders(input: HostConfigInput): string {
  const menu = [
    ['Content-Security-Policy', contentSecurityPolicy(input, 'menu')],
    ...MENU_HEADERS,
  ] as const;
  const admin = [
    ['Content-Security-Policy', contentSecurityPolicy(input, 'admin')],
    ['X-Frame-Options', 'DENY'],
    // The admin routes come after the menu's, so /admin/menu (which `/:slug/menu` matches too)
    // ends with the admin's policy.
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ] as const;
  const rules: [string, readonly (readonly [string, string])[]][] = [
    ['/*', BASE_HEADERS],
    ['/assets/*', [['Cache-Control', IMMUTABLE]]],
    [
      '/qr-menu-*',
      [
        ['Cache-Control', IMMUTABLE],
        ['Access-Control-Allow-Origin', '*'],
      ],
    ],
    [
      '/qr-menu.js',
      [
        ['Cache-Control', WIDGET_ENTRY_CACHE],
        ['Access-Control-Allow-Origin', '*'],
      ],
    ],
    ['/:slug/menu', [...menu, ['Cache-Control', REVALIDATE]]],
    ['/:slug/menu/', [...menu, ['Cache-Control', REVALIDATE]]],
    ['/:slug/menu/index.html', [...menu, ['Cache-Control', REVALIDATE]]],
    ['/menu.html', [...menu, ['Cache-Control', REVALIDATE]]],
    ...ADMIN_ROUTES.map((route): [string, readonly (readonly [string, string])[]] => [
      route,
      [...admin, ['Cache-Control', REVALIDATE]],
    ]),
  ];
  return rules.map(([path, headers]) => `${path}\n${headerLines(headers)}`).join('\n') + '\n';
}

/** Netlify's `_redirects`: a prerendered page first, then the menu shell, then the admin SPA. */
export function netlifyRedirects(input: HostConfigInput): string {
  const lines = [
    // /admin/menu is the SPA's menu screen, not a business called "admin".
    '/admin/menu  /index.html  200',
    ...input.prerenderedSlugs.map((slug) => `/${slug}/menu  /${slug}/menu/index.html  200`),
    '/:slug/menu  /menu.html  200',
    '/*  /index.html  200',
  ];
  return lines.join('\n') + '\n';
}

interface VercelHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** Vercel's `vercel.json`: the same rewrites and headers (a later rule wins for the same header). */
export function vercelJson(input: HostConfigInput): string {
  const rule = (source: string, headers: readonly (readonly [string, string])[]) => ({
    source,
    headers: headers.map(([key, value]) => ({ key, value })),
  });
  const menu = [
    ['Content-Security-Policy', contentSecurityPolicy(input, 'menu')],
    ...MENU_HEADERS,
    ['Cache-Control', REVALIDATE],
  ] as const;
  const admin = [
    ['Content-Security-Policy', contentSecurityPolicy(input, 'admin')],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cache-Control', REVALIDATE],
  ] as const;
  const headers: VercelHeaderRule[] = [
    rule('/(.*)', BASE_HEADERS),
    rule('/assets/(.*)', [['Cache-Control', IMMUTABLE]]),
    rule('/qr-menu-(.*)', [
      ['Cache-Control', IMMUTABLE],
      ['Access-Control-Allow-Origin', '*'],
    ]),
    rule('/qr-menu.js', [
      ['Cache-Control', WIDGET_ENTRY_CACHE],
      ['Access-Control-Allow-Origin', '*'],
    ]),
    rule('/:slug/menu', menu),
    rule('/:slug/menu/(index.html)?', menu),
    rule('/menu.html', menu),
    ...ADMIN_ROUTES.map((route) => rule(route.replace(/\/\*$/, '/(.*)'), admin)),
  ];
  const rewrites = [
    { source: '/admin/menu', destination: '/index.html' },
    ...input.prerenderedSlugs.map((slug) => ({
      source: `/${slug}/menu`,
      destination: `/${slug}/menu/index.html`,
    })),
    { source: '/:slug/menu', destination: '/menu.html' },
    { source: '/(.*)', destination: '/index.html' },
  ];
  return (
    JSON.stringify({ cleanUrls: false, trailingSlash: false, headers, rewrites }, null, 2) + '\n'
  );
}

/** nginx takes a header value in double quotes; none of ours holds one. */
function nginxQuote(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot write ${value} into an nginx header.`);
  return `"${value}"`;
}

/**
 * An nginx server block serving the published folder. nginx drops the server's add_header lines
 * in a location that has its own, so each location carries the whole set.
 */
export function nginxServerBlock(input: NginxInput): string {
  // A header given here replaces the base header of the same name (the menu's Permissions-Policy).
  const add = (headers: readonly (readonly [string, string])[]) =>
    [...BASE_HEADERS.filter(([base]) => !headers.some(([name]) => name === base)), ...headers]
      .map(([name, value]) => `        add_header ${name} ${nginxQuote(value)} always;`)
      .join('\n');
  const menu = add([
    ['Content-Security-Policy', contentSecurityPolicy(input, 'menu')],
    ...MENU_HEADERS,
    ['Cache-Control', REVALIDATE],
  ]);
  const admin = add([
    ['Content-Security-Policy', contentSecurityPolicy(input, 'admin')],
    ['X-Frame-Options', 'DENY'],
    ['Cache-Control', REVALIDATE],
  ]);
  const cors = ['Access-Control-Allow-Origin', '*'] as const;
  const proxy = (upstream: string) =>
    [
      `        proxy_pass ${upstream.replace(/\/+$/, '')};`,
      '        proxy_http_version 1.1;',
      '        proxy_set_header Host $host;',
      // The page sets its own Cache-Control and ETag; nginx adds the headers above.
      '        proxy_hide_header Content-Security-Policy;',
      '        proxy_hide_header Permissions-Policy;',
    ].join('\n');
  const menuLocations = input.pageServer
    ? `    # A table's QR code: rendered per request from the current menu by the page server.
    location ~ ^/(?!admin/)[^/]+/menu/?$ {
${add([['Content-Security-Policy', contentSecurityPolicy(input, 'menu')], ...MENU_HEADERS])}
${proxy(input.pageServer)}
    }
    # The business's home-screen files the page links, from the same server.
    location ~ ^/(?!assets/)[^/]+/(manifest\\.webmanifest|icon\\.svg|icon-192\\.png|icon-512\\.png|sw\\.js)$ {
${add([])}
${proxy(input.pageServer)}
    }`
    : `    # A table's QR code: the prerendered page when there is one, else the menu shell.
    location ~ ^/(?!admin/)[^/]+/menu(/|/index\\.html)?$ {
${menu}
        try_files $uri $uri/index.html /menu.html =404;
    }`;
  return `# QR Menu's static front ends (npm run deploy:config; docs/operations/static-host-and-hosted-supabase.md): the admin app and the
# customer menu pages, in front of hosted Supabase at ${supabaseSources(input.supabaseUrl).http}.
# Include it in nginx's http block (Debian: /etc/nginx/sites-enabled/). TLS is the operator's.
server {
    listen ${input.listen};
    server_name ${input.serverName};
    root ${input.root};
    index index.html;

    gzip on;
    gzip_vary on;
    gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/manifest+json;

    # Hashed files never change.
    location ^~ /assets/ {
${add([['Cache-Control', IMMUTABLE]])}
        try_files $uri =404;
    }
    location ~ ^/qr-menu-[A-Za-z0-9_-]+\\.js$ {
${add([['Cache-Control', IMMUTABLE], cors])}
        try_files $uri =404;
    }
    # Businesses embed the element on their own sites.
    location = /qr-menu.js {
${add([['Cache-Control', WIDGET_ENTRY_CACHE], cors])}
        try_files $uri =404;
    }
${menuLocations}
    location = /menu.html {
${menu}
    }
    location = /index.html {
${admin}
    }
    # A business's web app manifest beside its page.
    location ~ \\.webmanifest$ {
        types { }
        default_type application/manifest+json;
${add([['Cache-Control', REVALIDATE]])}
        try_files $uri =404;
    }
    # Any other file; a missing one is a 404, never the app's HTML in its place.
    location ~ \\.[A-Za-z0-9]+$ {
${add([['Cache-Control', REVALIDATE]])}
        try_files $uri =404;
    }
    # The admin app's routes.
    location / {
${admin}
        try_files $uri /index.html;
    }
}
`;
}
