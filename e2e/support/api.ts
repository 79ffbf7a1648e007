// The same well-known local keys the server accepts (common to every Supabase CLI project).
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';

export const ANON_KEY = LOCAL_ANON_KEY;
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEMO = {
  owner: { email: 'owner@example.com', password: 'password123' },
  superadmin: { email: 'superadmin@example.com', password: 'password123' },
  slug: 'democafe',
  businessName: 'Demo Cafe',
} as const;

/** Headers of a request made as the given key or user token (PostgREST and GoTrue both read them). */
export function authHeaders(token: string = ANON_KEY): Record<string, string> {
  // The service key is its own apikey; user tokens travel with the anon apikey as supabase-js sends.
  const apikey = token === SERVICE_ROLE_KEY ? SERVICE_ROLE_KEY : ANON_KEY;
  return { apikey, Authorization: `Bearer ${token}` };
}

export interface DevMail {
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML in its language's direction, and that language. */
  html: string;
  lang: 'en' | 'ar';
  link: string;
  sent_at: string;
}
