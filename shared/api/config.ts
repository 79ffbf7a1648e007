// Where the front ends find the backend. Checked once, at start-up (bulletproof-react's config/env.ts).
// Locally the admin app and the API share one origin, so a build without VITE_SUPABASE_URL talks to
// the server that served it, with the well-known local anon key of the Supabase CLI.

/** The Supabase CLI's local anon key: public, signed with the local default JWT secret. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface ApiConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export function readApiConfig(
  env: Record<string, string | boolean | undefined>,
  origin: string,
): ApiConfig {
  const url = typeof env.VITE_SUPABASE_URL === 'string' ? env.VITE_SUPABASE_URL.trim() : '';
  const key =
    typeof env.VITE_SUPABASE_ANON_KEY === 'string' ? env.VITE_SUPABASE_ANON_KEY.trim() : '';
  if (url && !key) {
    throw new Error(
      'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is missing: set both to your Supabase project (Settings > API).',
    );
  }
  return { supabaseUrl: url || origin, supabaseAnonKey: key || LOCAL_ANON_KEY };
}
