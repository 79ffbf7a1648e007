// GET /auth/v1/verify?token=..&type=signup|invite|recovery|magiclink|email_change&redirect_to=..: the
// link in a mail.
// Like GoTrue it answers 303 to redirect_to with the new session (or the error) in the URL hash,
// where supabase-js's detectSessionInUrl picks it up.
import type { Queryable } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import { CONFIRMATION_SECONDS, confirmationExpired } from './confirmation.ts';
import { AuthError } from './errors.ts';
import { safeRedirect, withFragment } from './redirect.ts';
import { startSession } from './sessions.ts';
import { isUniqueViolation } from './signup.ts';
import { hashToken } from './tokens.ts';
import { confirmUser, findUserByConfirmationToken } from './users.ts';

const LINK_INVALID = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

function redirect(ctx: RequestContext, location: string): void {
  ctx.send(303, '', { location, 'cache-control': 'no-store' });
}

const LINK_TYPES = ['signup', 'invite', 'email', 'recovery', 'magiclink', 'email_change'] as const;
type VerifyType = (typeof LINK_TYPES)[number];

function isLinkType(type: string | null): type is VerifyType {
  return (LINK_TYPES as readonly (string | null)[]).includes(type);
}

/** Uses up the link's token; the user's id when it was valid and unexpired. */
async function consumeLink(
  tx: Queryable,
  type: VerifyType,
  tokenHash: string,
): Promise<string | undefined> {
  // An invitation's link is a confirmation link too (the invite stored a confirmation token).
  if (type === 'signup' || type === 'invite' || type === 'email') {
    const found = await findUserByConfirmationToken(tx, tokenHash);
    if (!found || (await confirmationExpired(tx, found.user.id))) return undefined;
    await confirmUser(tx, found.user.id);
    return found.user.id;
  }
  // Opening a recovery or magic link proves the address too, so it also confirms an account.
  const sql =
    type === 'email_change'
      ? `update auth.users set email = email_change, email_change = null,
           email_change_token_new = null, updated_at = now()
         where email_change_token_new = $1 and email_change is not null
           and email_change_sent_at > now() - make_interval(secs => $2) returning id`
      : `update auth.users set recovery_token = null,
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
         returning id`;
  const { rows } = await tx.query<{ id: string }>(sql, [tokenHash, CONFIRMATION_SECONDS]);
  return rows[0]?.id;
}

export async function verify(ctx: RequestContext): Promise<void> {
  const params = ctx.url.searchParams;
  const target = safeRedirect(ctx, params.get('redirect_to'));
  const token = params.get('token') ?? '';
  const type = params.get('type');
  if (!token || !isLinkType(type)) {
    redirect(ctx, withFragment(target, LINK_INVALID));
    return;
  }
  let session;
  try {
    session = await ctx.db.transaction(async (tx) => {
      const userId = await consumeLink(tx, type, hashToken(token));
      return userId ? startSession(tx, ctx.config, userId, 'otp') : undefined;
    });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'user_banned') {
      redirect(
        ctx,
        withFragment(target, {
          error: 'access_denied',
          error_code: 'user_banned',
          error_description: error.message,
        }),
      );
      return;
    }
    // Someone else took the new address between the request and the click.
    if (!isUniqueViolation(error)) throw error;
  }
  if (!session) {
    redirect(ctx, withFragment(target, LINK_INVALID));
    return;
  }
  redirect(
    ctx,
    withFragment(target, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: type === 'email' ? 'signup' : type,
    }),
  );
}
