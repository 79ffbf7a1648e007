// CORS for every route: the widget calls the API from any business's own site, and supabase-js
// sends these headers.
export const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-upsert',
  'cache-control',
  'x-retry-count',
  'x-metadata',
  'accept',
  'accept-language',
];

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'Content-Range, X-Supabase-Api-Version, Content-Location, Location',
};

export const PREFLIGHT_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
  'access-control-max-age': '86400',
};

/**
 * The preflight answer: the known list plus whatever header names the browser asks for, so a
 * newer supabase-js header never breaks the widget on someone else's site (the API's security is
 * the JWT and row level security, not CORS).
 */
export function preflightHeaders(requested: string | undefined): Record<string, string> {
  const asked = (requested ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(h));
  const allowed = [...new Set([...ALLOWED_HEADERS, ...asked])];
  return { ...PREFLIGHT_HEADERS, 'access-control-allow-headers': allowed.join(', ') };
}
