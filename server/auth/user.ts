// GET /auth/v1/user and POST /auth/v1/logout: both need the caller's own, still-live session.
import type { RequestContext } from '../http/context.ts';
import { API_VERSION_HEADERS, AuthError } from './errors.ts';
import { endSessions, sessionExists } from './sessions.ts';
import { findUserById, type AuthUser } from './users.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  user: AuthUser;
  sessionId: string;
}

/** A verified bearer token, with GoTrue's errors for a missing or bad one. */
export function requireToken(ctx: RequestContext): void {
  if (ctx.claimsError) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${ctx.claimsError.message}`,
    );
  }
  if (!ctx.token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
}

/** The signed-in caller, with GoTrue's errors for a missing, bad, or ended session. */
export async function caller(ctx: RequestContext): Promise<Caller> {
  requireToken(ctx);
  const { sub } = ctx.claims;
  const sessionId = ctx.claims.session_id;
  if (typeof sub !== 'string' || !UUID.test(sub)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (
    typeof sessionId !== 'string' ||
    !UUID.test(sessionId) ||
    !(await sessionExists(ctx.db, sessionId))
  ) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  const found = await findUserById(ctx.db, sub);
  if (!found)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user: found.user, sessionId };
}

export async function getUser(ctx: RequestContext): Promise<void> {
  const { user } = await caller(ctx);
  ctx.json(200, user, API_VERSION_HEADERS);
}

export async function logout(ctx: RequestContext): Promise<void> {
  const scope = ctx.url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
  }
  const { user, sessionId } = await caller(ctx);
  await endSessions(ctx.db, user.id, sessionId, scope);
  ctx.send(204, undefined, API_VERSION_HEADERS);
}
