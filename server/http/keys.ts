// The anon and service_role API keys: the Supabase CLI's well-known ones under the default secret,
// freshly signed ones when JWT_SECRET is changed (the well-known ones would not verify then).
import { SignJWT } from 'jose';
import { LOCAL_ANON_KEY } from '../../shared/api/config.ts';
import { DEFAULT_JWT_SECRET } from '../config.ts';

export const LOCAL_SERVICE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export { LOCAL_ANON_KEY };

export interface ApiKeys {
  anonKey: string;
  serviceKey: string;
}

export async function apiKeys(jwtSecret: string): Promise<ApiKeys> {
  if (jwtSecret === DEFAULT_JWT_SECRET)
    return { anonKey: LOCAL_ANON_KEY, serviceKey: LOCAL_SERVICE_KEY };
  const secret = new TextEncoder().encode(jwtSecret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(1983812996)
      .sign(secret);
  return { anonKey: await sign('anon'), serviceKey: await sign('service_role') };
}
