// Who a request is, from its JWT: the same rule as Supabase's gateway plus PostgREST. The bearer
// token wins; without one the `apikey` header is the token; with neither the request is anon.
import type { IncomingMessage } from 'node:http';
import { errors, jwtVerify } from 'jose';
import type { RequestClaims } from '../db/request-role.ts';

export type { RequestClaims };

export const ANON_CLAIMS: RequestClaims = { role: 'anon' };

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Why a token was refused, in PostgREST's words; auth and storage map it to their own shapes. */
export interface ClaimsError {
  status: 401;
  code: 'PGRST301' | 'PGRST303';
  message: string;
}

export type ClaimsResult =
  | { ok: true; claims: RequestClaims; token: string | undefined }
  | { ok: false; error: ClaimsError };

/** The raw token a request carries (bearer first, then apikey), or undefined. */
export function requestToken(req: IncomingMessage): string | undefined {
  const authorization = req.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^bearer\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1]) return match[1].trim();
  }
  const apikey = req.headers.apikey;
  const key = Array.isArray(apikey) ? apikey[0] : apikey;
  return key?.trim() || undefined;
}

// Tokens already verified, per secret: the anon key comes with every customer's request, and a
// signature check per request cost a quarter of the API's throughput on the embedded database.
// Only accepted tokens are kept, until their exp; the least recently used go first.
const MAX_VERIFIED = 2000;
const verified = new Map<string, Map<string, { result: ClaimsResult; expiresAt: number }>>();

function remembered(token: string, secret: string): ClaimsResult | undefined {
  const tokens = verified.get(secret);
  const entry = tokens?.get(token);
  if (!tokens || !entry) return undefined;
  tokens.delete(token);
  // Past its exp the token is verified again, which refuses it as expired.
  if (Date.now() >= entry.expiresAt) return undefined;
  tokens.set(token, entry);
  return entry.result;
}

function remember(token: string, secret: string, result: ClaimsResult, exp: unknown): void {
  if (typeof exp !== 'number') return;
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Map()));
  tokens.set(token, { result, expiresAt: exp * 1000 });
  if (tokens.size > MAX_VERIFIED) tokens.delete(tokens.keys().next().value as string);
}

/**
 * The claims of a request when they are known without verifying anything: anon without a token,
 * or a token this process has already accepted and that has not expired. Undefined otherwise (the
 * caller then verifies it, requestClaims).
 */
export function rememberedClaims(req: IncomingMessage, secret: string): ClaimsResult | undefined {
  const token = requestToken(req);
  if (!token) return { ok: true, claims: ANON_CLAIMS, token: undefined };
  return remembered(token, secret);
}

/** Verifies an HS256 token with the server's secret. */
export async function verifyToken(token: string, secret: string): Promise<ClaimsResult> {
  const known = remembered(token, secret);
  if (known) return known;
  try {
    // A token without exp would be valid forever: refused, as a stolen one must run out.
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const role = typeof payload.role === 'string' ? payload.role : 'anon';
    if (!ROLES.has(role)) {
      return {
        ok: false,
        error: { status: 401, code: 'PGRST301', message: `JWT role "${role}" is not allowed` },
      };
    }
    // Shared by every request with this token from now on: nobody may change it.
    const claims = Object.freeze({ ...payload, role }) as RequestClaims;
    const result: ClaimsResult = Object.freeze({ ok: true, claims, token });
    remember(token, secret, result, payload.exp);
    return result;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { ok: false, error: { status: 401, code: 'PGRST303', message: 'JWT expired' } };
    }
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp') {
      return {
        ok: false,
        error: { status: 401, code: 'PGRST301', message: 'JWT has no expiry (exp claim)' },
      };
    }
    return {
      ok: false,
      error: { status: 401, code: 'PGRST301', message: 'No suitable key or wrong key type' },
    };
  }
}

/** The claims of a request: anon without a token, an error for a bad or expired one. */
export async function requestClaims(req: IncomingMessage, secret: string): Promise<ClaimsResult> {
  const token = requestToken(req);
  if (!token) return { ok: true, claims: ANON_CLAIMS, token: undefined };
  return verifyToken(token, secret);
}
