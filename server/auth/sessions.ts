// Sessions and single-use rotating refresh tokens (auth.sessions, auth.refresh_tokens), as GoTrue.
import type { Database, Queryable } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';
import { AuthError } from './errors.ts';
import { ACCESS_TOKEN_SECONDS, randomToken, signAccessToken } from './tokens.ts';
import { findUserById, markSignedIn, type AuthUser } from './users.ts';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

// 'device': a paired tablet's first session, which its pairing code started (no password).
type SignInMethod = 'password' | 'otp' | 'device';

async function sessionJson(
  config: ServerConfig,
  user: AuthUser,
  sessionId: string,
  refreshToken: string,
  method: SignInMethod,
): Promise<SessionJson> {
  const access = await signAccessToken({
    user,
    sessionId,
    method,
    secret: config.jwtSecret,
    siteUrl: config.siteUrl,
  });
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** Starts a new session for a user who just proved who they are. Run inside a transaction. */
export async function startSession(
  tx: Queryable,
  config: ServerConfig,
  userId: string,
  method: SignInMethod,
): Promise<SessionJson> {
  const signedIn = await markSignedIn(tx, userId);
  if (!signedIn) throw new AuthError(404, 'user_not_found', 'User not found');
  // Every way in (password, mailed links) ends here, so a ban holds for all of them.
  if (signedIn.user.banned_until && Date.parse(signedIn.user.banned_until) > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [userId],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) throw new Error('insert into auth.sessions returned no row');
  const refreshToken = randomToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, sessionId],
  );
  return sessionJson(config, signedIn.user, sessionId, refreshToken, method);
}

/** GoTrue's REFRESH_TOKEN_REUSE_INTERVAL: a used refresh token still works this long. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

/**
 * Trades a refresh token for a new session token pair. Each refresh token works once, with
 * GoTrue's grace: used again within REFRESH_TOKEN_REUSE_SECONDS (two tabs refreshing at the same
 * moment, a response lost on the way) it answers the session's current refresh token when the
 * reused one is its parent, else a new one. Later, a second use is treated as theft (GoTrue's
 * reuse detection) and ends the whole session. Unlike GoTrue, the parent of the current token
 * is not accepted past the interval either: an old stolen token never comes back to life.
 */
export async function refreshSession(
  db: Database,
  config: ServerConfig,
  refreshToken: string,
): Promise<SessionJson> {
  const outcome = await db.transaction(async (tx) => {
    // Revoking in the same statement that reads makes two racing refreshes see one winner.
    const { rows } = await tx.query<{ user_id: string; session_id: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
       where token = $1 and not revoked returning user_id, session_id`,
      [refreshToken],
    );
    let used = rows[0];
    let next: string | undefined;
    if (!used) {
      const { rows: known } = await tx.query<{
        user_id: string;
        session_id: string;
        reusable: boolean;
      }>(
        `select user_id, session_id,
           updated_at > now() - make_interval(secs => $2) as reusable
         from auth.refresh_tokens where token = $1`,
        [refreshToken, REFRESH_TOKEN_REUSE_SECONDS],
      );
      const old = known[0];
      if (!old) return { error: 'not_found' as const };
      if (!old.reusable) {
        await tx.query('delete from auth.sessions where id = $1', [old.session_id]);
        return { error: 'reused' as const };
      }
      // The session's live token, when it is this one's child: answered again, not forked.
      const { rows: active } = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens
         where session_id = $1 and not revoked and parent = $2
         order by id desc limit 1`,
        [old.session_id, refreshToken],
      );
      used = old;
      next = active[0]?.token;
    }
    const user = await findUserById(tx, used.user_id);
    if (!user) return { error: 'not_found' as const };
    if (!next) {
      next = randomToken();
      await tx.query(
        `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
        [next, used.user_id, used.session_id, refreshToken],
      );
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [used.session_id]);
    return { user: user.user, sessionId: used.session_id, next };
  });
  if ('error' in outcome) {
    if (outcome.error === 'reused') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    throw new AuthError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  }
  return sessionJson(config, outcome.user, outcome.sessionId, outcome.next, 'password');
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** Ends sessions: this one (local), all the user's (global) or all but this one (others). */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
