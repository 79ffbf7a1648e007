// CORS for every route: the widget calls the API from any business's own site, and supabase-js
// sends these headers (issue 3, item 5).
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
