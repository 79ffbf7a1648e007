// Access tokens (HS256 JWTs with the claims supabase-js and row level security read) and opaque
// refresh/confirmation tokens.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AuthUser } from './users.ts';

export const ACCESS_TOKEN_SECONDS = 3600;

export interface SignedAccessToken {
  token: string;
  expiresAt: number;
}

export async function signAccessToken(options: {
  user: AuthUser;
  sessionId: string;
  method: 'password' | 'otp' | 'device';
  secret: string;
  siteUrl: string;
}): Promise<SignedAccessToken> {
  const { user } = options;
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    session_id: options.sessionId,
    is_anonymous: false,
    aal: 'aal1',
    amr: [{ method: options.method, timestamp: now }],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(`${options.siteUrl}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(options.secret));
  return { token, expiresAt };
}

/** A random URL-safe token; `bytes` of entropy. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Confirmation tokens are stored hashed, so a leaked table does not confirm anyone. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
