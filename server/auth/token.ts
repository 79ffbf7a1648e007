// POST /auth/v1/token?grant_type=password|refresh_token.
import type { RequestContext } from '../http/context.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject, stringField } from './errors.ts';
import { refreshSession, startSession } from './sessions.ts';
import { requireEmail, passwordMatches } from './signup.ts';
import { findUserByEmail } from './users.ts';

const INVALID_CREDENTIALS = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

async function passwordGrant(ctx: RequestContext, body: Record<string, unknown>): Promise<void> {
  let email: string;
  try {
    email = requireEmail(body, 'login');
  } catch {
    throw INVALID_CREDENTIALS();
  }
  const password = stringField(body, 'password');
  const found = await findUserByEmail(ctx.db, email);
  const ok = await passwordMatches(password, found?.encryptedPassword ?? null);
  if (!found || !ok) throw INVALID_CREDENTIALS();
  // GoTrue checks the password first, so "not confirmed" is only told to the account's owner.
  if (!found.user.email_confirmed_at) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  const session = await ctx.db.transaction((tx) =>
    startSession(tx, ctx.config, found.user.id, 'password'),
  );
  ctx.json(200, session, API_VERSION_HEADERS);
}

async function refreshGrant(ctx: RequestContext, body: Record<string, unknown>): Promise<void> {
  const refreshToken = stringField(body, 'refresh_token');
  if (!refreshToken) {
    throw new AuthError(400, 'validation_failed', 'Refresh token is required');
  }
  ctx.json(200, await refreshSession(ctx.db, ctx.config, refreshToken), API_VERSION_HEADERS);
}

export async function token(ctx: RequestContext): Promise<void> {
  const body = await readJsonObject(ctx);
  const grantType = ctx.url.searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(ctx, body);
  if (grantType === 'refresh_token') return refreshGrant(ctx, body);
  throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
}
