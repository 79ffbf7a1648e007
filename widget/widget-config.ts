import type { ApiConfig } from '../shared/api/config.ts';

/**
 * The backend a <qr-menu> without api-url/anon-key talks to: the build's VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY, else the server the script itself was loaded from with no key at all (that
 * server treats a request without a key as anon, as PostgREST does), so an embed snippet on another
 * site only needs the slug and the first paint does not carry a 170-byte JWT. (The admin build checks the pair once
 * with readApiConfig; here each variable is read alone so Vite inlines just the two strings.)
 */
export function defaultApiConfig(): ApiConfig {
  return {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || new URL(import.meta.url).origin,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || '',
  };
}
