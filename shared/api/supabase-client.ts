import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { readApiConfig } from './config.ts';
import { adoptingFetch } from './early-reads.ts';

export const apiConfig = readApiConfig(import.meta.env, window.location.origin);

/**
 * The one Supabase client of the admin app. Feature api/ files use it; components never do. Its
 * fetch answers the first request a cold open's early read already made with that read (see
 * early-reads.ts).
 */
export const supabase = createClient<Database>(apiConfig.supabaseUrl, apiConfig.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  global: { fetch: adoptingFetch },
});
