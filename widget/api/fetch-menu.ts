import type { PublicMenu } from '../menu-types.ts';

export type MenuResult = { kind: 'found'; menu: PublicMenu } | { kind: 'not-found' };

export interface MenuRequest {
  apiUrl: string;
  anonKey: string;
  slug: string;
  signal?: AbortSignal;
}

/**
 * The widget's ONE data request: the whole public menu through PostgREST's rpc endpoint.
 * A plain fetch keeps supabase-js (about 56 KB gzip) out of the customer's download.
 * GET, so the browser's HTTP cache keeps it with its ETag. `no-cache` revalidates on every load
 * (If-None-Match; an unchanged menu is a 304 without a body), so an owner's change is on the
 * customer's next load, never up to max-age late; the short max-age and stale-while-revalidate
 * public_menu sends are for shared caches (a CDN in front of hosted Supabase).
 * Rejects on network failure or a non-2xx answer, so the caller can offer a retry. `read` turns
 * the answer into its JSON value: the live menu's re-reads parse it in pieces (menu-pieces.ts).
 */
export async function fetchMenu(
  { apiUrl, anonKey, slug, signal }: MenuRequest,
  read = (response: Response): Promise<unknown> => response.json(),
): Promise<MenuResult> {
  const base = apiUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/rest/v1/rpc/public_menu?slug=${encodeURIComponent(slug)}`, {
    // No key (a widget served by the local server itself): the request is anon there.
    headers: {
      Accept: 'application/json',
      ...(anonKey && { apikey: anonKey, Authorization: `Bearer ${anonKey}` }),
    },
    cache: 'no-cache',
    signal: signal ?? null,
  });
  // The status alone: the caller shows its own "could not load" text, never this message.
  if (!response.ok) throw new Error(String(response.status));
  // JSON boundary: public_menu returns null for an unknown slug, else the documented document.
  const body = (await read(response)) as PublicMenu | null;
  return body && body.business ? { kind: 'found', menu: body } : { kind: 'not-found' };
}
