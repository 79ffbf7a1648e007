// The admin app's one Supabase client, and its type. Every admin file reaches the backend through
// this module (ESLint refuses shared/api/supabase-client.ts anywhere else in admin/).
import type { supabase } from '../../../shared/api/supabase-client.ts';

export { apiConfig, supabase } from '../../../shared/api/supabase-client.ts';

/**
 * The typed client api/ functions take as a parameter where integration tests run them from Node
 * with their own client (a type-only import of this module never loads the app's client).
 */
export type AppClient = typeof supabase;
