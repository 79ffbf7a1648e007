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
 * Rejects on network failure or a non-2xx answer, so the caller can offer a retry.
 */
export async function fetchMenu({
  apiUrl,
  anonKey,
  slug,
  signal,
}: MenuRequest): Promise<MenuResult> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/public_menu`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ slug }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`The menu request failed with status ${response.status}`);
  // JSON boundary: public_menu returns null for an unknown slug, else the documented document.
  const body = (await response.json()) as PublicMenu | null;
  return body && body.business ? { kind: 'found', menu: body } : { kind: 'not-found' };
}
