// Real supabase-js clients for tests. On Node 20 the realtime client needs a WebSocket
// implementation even when unused; sessions stay in memory and never refresh on a timer.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../http/keys.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests talk to ad-hoc tables too
export type TestClient = SupabaseClient<any, 'public', 'public', any>;

export function makeClient(url: string, key: string): TestClient {
  return createClient(url, key, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }) as TestClient;
}

export function anonClient(url: string, anonKey = LOCAL_ANON_KEY): TestClient {
  return makeClient(url, anonKey);
}

export function serviceClient(url: string, serviceKey = LOCAL_SERVICE_KEY): TestClient {
  return makeClient(url, serviceKey);
}

/** A client signed in with email and password through /auth/v1 (the user must be confirmed). */
export async function signedInClient(
  url: string,
  email: string,
  password: string,
  anonKey = LOCAL_ANON_KEY,
): Promise<TestClient> {
  const client = makeClient(url, anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Sign-in as ${email} failed: ${error.message}`);
  return client;
}
