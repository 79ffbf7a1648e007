// Security headers of the pages this server serves. The admin app and landing pages may not be
// framed by anyone (clickjacking an owner's menu); the hosted menu page may, so businesses can put
// it in an iframe. Both run only scripts from this origin; the hosted menu page also its one inline
// script, allowed by its hash.
import type { ServerConfig } from '../config.ts';
import { scriptHash } from '../static/menu-document.ts';
import { CORS_HEADERS } from './cors.ts';

/** Where browsers post Content-Security-Policy violation reports (see csp-reports.ts). */
export const CSP_REPORT_PATH = '/_dev/csp-report';

// No page may use these features, except that the hosted menu page may ask for the customer's
// location for itself (checkout's "Share my location", asked only on that tap). The static hosts'
// configuration (scripts/host-config.ts) sends the same two policies.
const permissionsPolicy = (geolocation: string) =>
  [
    'camera=()',
    'microphone=()',
    `geolocation=${geolocation}`,
    'payment=()',
    'usb=()',
    'interest-cohort=()',
  ].join(', ');
export const PERMISSIONS_POLICY = permissionsPolicy('()');
export const MENU_PERMISSIONS_POLICY = permissionsPolicy('(self)');

/** The headers every response carries: nothing is sniffed into another type, referrers stay short. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** When SITE_URL is https: browsers keep to https for a year (the proxy in front terminates TLS). */
export const HSTS_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000',
};

export type Framing = 'none' | 'anyone';

/** What the headers depend on. */
type HeaderSettings = Pick<ServerConfig, 'siteUrl' | 'devEndpoints'>;

function origins(config: HeaderSettings): string {
  // SITE_URL is where stored images and the API are reached from when it differs from the address
  // the browser used (localhost vs 127.0.0.1, a proxy's name).
  return `'self' ${new URL(config.siteUrl).origin}`;
}

/** `scriptHashes`: inline scripts the page may run, as scriptHash gives them (the hosted menu's). */
export function contentSecurityPolicy(
  config: HeaderSettings,
  framing: Framing,
  scriptHashes: readonly string[] = [],
): string {
  const self = origins(config);
  return [
    `default-src 'self'`,
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // React's style props, sonner's injected stylesheet and the widget's shadow-root <style>.
    `style-src 'self' 'unsafe-inline'`,
    // data: for the QR code images, blob: for the preview of a photo before upload.
    `img-src ${self} data: blob:`,
    // blob: for reading a picked photo back while resizing it; ws(s): the live menu and dashboard
    // (Realtime's websocket), which older browsers do not count as 'self'.
    `connect-src ${self} ${new URL(config.siteUrl).origin.replace(/^http/, 'ws')} blob:`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `manifest-src 'self'`,
    `frame-ancestors ${framing === 'none' ? "'none'" : '*'}`,
    // Reports go to the development collector; production has none.
    ...(config.devEndpoints ? [`report-uri ${CSP_REPORT_PATH}`] : []),
  ].join('; ');
}

/**
 * Headers built once per site address rather than per response: they depend on nothing else, and
 * building the policy text on every hosted-page scan was a measurable share of its cost. The
 * objects are shared: callers copy them, never change them.
 */
const built = new WeakMap<
  HeaderSettings,
  { key: string; sets: Map<string, Record<string, string>> }
>();
function once(
  config: HeaderSettings,
  name: string,
  build: () => Record<string, string>,
): Record<string, string> {
  const key = `${config.siteUrl}\n${config.devEndpoints}`;
  let memo = built.get(config);
  if (memo?.key !== key) {
    memo = { key, sets: new Map() };
    built.set(config, memo);
  }
  let set = memo.sets.get(name);
  if (!set) {
    set = Object.freeze(build()) as Record<string, string>;
    memo.sets.set(name, set);
  }
  return set;
}

/** What every response of the server carries: CORS, the base security headers, HSTS on https. */
export function responseHeaders(config: HeaderSettings): Record<string, string> {
  return once(config, 'response', () => ({
    ...CORS_HEADERS,
    ...BASE_SECURITY_HEADERS,
    ...(config.siteUrl.startsWith('https:') ? HSTS_HEADERS : {}),
  }));
}

/**
 * Headers of an HTML page: the admin app and landing (framing none) or the hosted menu (anyone),
 * which alone may use geolocation.
 */
export function pageSecurityHeaders(
  config: HeaderSettings,
  framing: Framing,
): Record<string, string> {
  return once(config, framing, () => ({
    'content-security-policy': contentSecurityPolicy(config, framing),
    'permissions-policy': framing === 'anyone' ? MENU_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
    ...(framing === 'none' ? { 'x-frame-options': 'DENY' } : {}),
  }));
}

/**
 * The inline scripts of an HTML document the browser runs (classic and module scripts without
 * src), each as its CSP source; data blocks (`type="application/json"`) run nothing.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

/**
 * Headers of a menu page served as a file (dist/widget/menu.html, the static hosts' hosted page):
 * the hosted menu's policy (framed by anyone, "Share my location") with its inline scripts by hash.
 */
export function menuFileHeaders(config: HeaderSettings, html: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, 'anyone', inlineScriptHashes(html)),
    'permissions-policy': MENU_PERMISSIONS_POLICY,
  };
}
