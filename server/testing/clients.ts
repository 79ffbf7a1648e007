// Real supabase-js clients for tests. On Node 20 the realtime client needs a WebSocket
// implementation even when unused; sessions stay in memory and never refresh on a timer.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import ws from 'ws';
import { DEFAULT_JWT_SECRET } from '../config.ts';
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

/**
 * A client acting as an existing user through a JWT minted with the server's secret, exactly what
 * /auth/v1 would issue; lets rest tests act as owner, other user and superadmin without the mail flow.
 */
export async function userClient(
  url: string,
  user: { id: string; email: string },
  jwtSecret = DEFAULT_JWT_SECRET,
): Promise<TestClient> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aud: 'authenticated',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(jwtSecret));
  return createClient(url, LOCAL_ANON_KEY, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  }) as TestClient;
}
