// Realtime's reading of a JWT (the apikey at connect, the join's access_token, access_token
// messages), with hosted Realtime's refusals. Same secret and algorithm as the rest of the server
// (http/claims.ts); the API roles only, as PostgREST here allows no other.
import { decodeJwt, errors, jwtVerify } from 'jose';
import type { Claims } from './types.ts';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

export type TokenResult =
  | { ok: true; claims: Claims; exp: number }
  | {
      ok: false;
      kind: 'expired' | 'missing_claims' | 'malformed' | 'signature';
      /** What hosted Realtime says at connect (the 401 body's `error`). */
      connectMessage: string;
      /** What hosted Realtime says in a join reply's `reason` or a system message. */
      channelMessage: string;
    };

const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';
const MALFORMED = 'The token provided is not a valid JWT';
const SIGNATURE = 'Failed to validate JWT signature';

export async function verifyRealtimeToken(token: string, secret: string): Promise<TokenResult> {
  const cleaned = token.replace(/\s/g, '');
  try {
    const { payload } = await jwtVerify(cleaned, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    });
    if (typeof payload.exp !== 'number' || typeof payload.role !== 'string') {
      return {
        ok: false,
        kind: 'missing_claims',
        connectMessage: MISSING_CLAIMS,
        channelMessage: `InvalidJWTToken: ${MISSING_CLAIMS}`,
      };
    }
    // A role PostgREST here would refuse is refused here too: it could not select anything.
    if (!ROLES.has(payload.role)) {
      return { ok: false, kind: 'signature', connectMessage: SIGNATURE, channelMessage: SIGNATURE };
    }
    return { ok: true, claims: payload as Claims, exp: payload.exp };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      let exp = 0;
      try {
        exp = Number(decodeJwt(cleaned).exp) || 0;
      } catch {
        // jose already parsed it; the exp is there.
      }
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return {
        ok: false,
        kind: 'expired',
        connectMessage: 'Token has expired',
        channelMessage: `InvalidJWTToken: Token has expired ${ago} seconds ago`,
      };
    }
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JOSEAlgNotAllowed
    ) {
      return { ok: false, kind: 'signature', connectMessage: SIGNATURE, channelMessage: SIGNATURE };
    }
    return { ok: false, kind: 'malformed', connectMessage: MALFORMED, channelMessage: MALFORMED };
  }
}

/** How a token's expiry is told on a joined channel (hosted's confirm_token). */
export function expiredMessage(exp: number): string {
  const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
  return `Token has expired ${ago} seconds ago`;
}
