import type { supabase } from '../../../../shared/api/supabase-client.ts';

/**
 * The typed Supabase client the fetchers run on. They take it as a parameter (the app passes its
 * one client, see use-superadmin-api.ts) so the integration tests run these exact queries from Node.
 */
export type AppClient = typeof supabase;
