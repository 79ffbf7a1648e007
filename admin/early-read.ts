// A cold open of /admin/menu with a session in localStorage: the reads the guard and the menu screen
// will make start here, as soon as this small chunk has loaded, instead of after the app's code has
// loaded, rendered and asked one read after another. Each is the very request the app will make
// (built by the same functions), kept for the app's fetch to adopt once (shared/api/early-reads.ts).
// Anything unexpected (no session, one about to expire, another page) starts nothing: the app then
// reads as it always did. Loaded by its own script tag before the app (vite.admin.config.ts).
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../shared/api/database.types.ts';
import { readApiConfig } from '../shared/api/config.ts';
import { earlyFetch } from '../shared/api/early-reads.ts';
import {
  businessRoleRequest,
  ownBusinessRequest,
  userRoleRequest,
} from './lib/business/access-reads.ts';
import { readBusinessHint } from './lib/business/business-hint.ts';
import {
  categoriesRequest,
  itemsPageRequest,
  type ReadClient,
} from './features/menu/api/menu-reads.ts';
import { parseMenuQuery } from './features/menu/lib/menu-query.ts';

/** supabase-js refreshes a session this close to its end before using it: its token would differ. */
const FRESH_FOR_MS = 120_000;

interface StoredSession {
  access_token: string;
  expires_at: number;
}

/** The stored session's token and user id, when it is good for a while yet. */
function storedSession(supabaseUrl: string): { token: string; userId: string } | undefined {
  const key = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  const raw = localStorage.getItem(key);
  if (!raw) return undefined;
  // JSON boundary: supabase-js's stored session; anything unexpected falls through to the app.
  const session = JSON.parse(raw) as Partial<StoredSession>;
  if (typeof session.access_token !== 'string' || typeof session.expires_at !== 'number') return;
  if (session.expires_at * 1000 - Date.now() < FRESH_FOR_MS) return undefined;
  const payload = session.access_token.split('.')[1] ?? '';
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
    sub?: unknown;
  };
  if (typeof claims.sub !== 'string') return undefined;
  return { token: session.access_token, userId: claims.sub };
}

/** The code of the admin shell and the menu screen, asked for now rather than once the router runs. */
function preloadMenuCode(): void {
  const files = document.querySelector('meta[name="qr-menu-menu-code"]')?.getAttribute('content');
  for (const file of files?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

async function startEarlyReads(): Promise<void> {
  if (location.pathname.replace(/\/+$/, '') !== '/admin/menu') return;
  const { supabaseUrl, supabaseAnonKey } = readApiConfig(import.meta.env, location.origin);
  const session = storedSession(supabaseUrl);
  if (!session) return;
  const headers = { apikey: supabaseAnonKey, Authorization: `Bearer ${session.token}` };
  // The same base address, schema and headers as supabase-js's PostgREST client.
  const rest = new PostgrestClient<Database>(`${supabaseUrl}/rest/v1`, {
    headers,
    schema: 'public',
    fetch: earlyFetch,
  }) as unknown as ReadClient;
  // The menu screen's reads (features/menu/hooks/use-menu-data.ts) for the filters in the address,
  // and the role the guard then asks for; the list first, as it is what the owner waits for. A
  // request builder sends when asked for its answer: then() sends it now.
  const menuReads = (businessId: string) => {
    const query = parseMenuQuery(new URLSearchParams(location.search));
    void itemsPageRequest(rest, businessId, query).then(() => undefined);
    void categoriesRequest(rest, businessId).then(() => undefined);
    void businessRoleRequest(rest, businessId).then(() => undefined);
  };
  // The code first: a few chunks (vite.admin.config.ts), which the server answers at once, while
  // the reads wait for the database. Over HTTP/1.1's six connections, six reads sent first held
  // every connection and the code waited for them.
  preloadMenuCode();
  // The business this user last worked on here: its reads need not wait for the business's.
  const hinted = readBusinessHint(session.userId);
  if (hinted) menuReads(hinted);
  // The guard's reads (features/auth/api/get-access.ts), all at once rather than in turn.
  void earlyFetch(`${supabaseUrl}/auth/v1/user`, { headers });
  void userRoleRequest(rest, session.userId).then(() => undefined);
  const business$ = ownBusinessRequest(rest, session.userId).then((answer) => answer);
  const { data: own } = await business$;
  const business = own?.find((row) => row.parent_id === null);
  // No hint, or one the answer contradicts (the business handed over): the owned business's.
  if (business && business.id !== hinted) menuReads(business.id);
}

startEarlyReads().catch(() => undefined);
