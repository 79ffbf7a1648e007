// GET /auth/v1/verify?token=..&type=signup&redirect_to=..: the link in the confirmation mail.
// Like GoTrue it answers 303 to redirect_to with the new session (or the error) in the URL hash,
// where supabase-js's detectSessionInUrl picks it up.
import type { RequestContext } from '../http/context.ts';
import { confirmationExpired } from './confirmation.ts';
import { safeRedirect, withFragment } from './redirect.ts';
import { startSession } from './sessions.ts';
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

export async function verify(ctx: RequestContext): Promise<void> {
  const params = ctx.url.searchParams;
  const target = safeRedirect(ctx, params.get('redirect_to'));
  const token = params.get('token') ?? '';
  const type = params.get('type');
  if (!token || (type !== 'signup' && type !== 'email')) {
    redirect(ctx, withFragment(target, LINK_INVALID));
    return;
  }
  const session = await ctx.db.transaction(async (tx) => {
    const found = await findUserByConfirmationToken(tx, hashToken(token));
    if (!found || (await confirmationExpired(tx, found.user.id))) return undefined;
    await confirmUser(tx, found.user.id);
    return startSession(tx, ctx.config, found.user.id, 'otp');
  });
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
      type: 'signup',
    }),
  );
}
