// POST /functions/v1/team-invite {business_id, email, role, lang, redirect_to?}: the server-side
// piece of a team invitation. GoTrue's admin invite is for the service role only, so the browser
// cannot call it; this endpoint does what the Edge Function supabase/functions/team-invite does on
// hosted Supabase, in the same two steps:
//   1. as the signed-in user, `invite_team_member` records (or renews) the invitation: the database
//      decides who may invite whom (the owner any role, a manager cashiers and kitchen staff);
//   2. as the service role, GoTrue's invite (POST /auth/v1/invite) mails the link, in the chosen
//      language. An address that already has a confirmed account gets no mail: that person joins
//      the next time they sign in (accept_team_invitations).
import { asRequestRole } from '../db/request-role.ts';
import { throughWritesLane } from '../db/database.ts';
import type { Handler, RequestContext } from '../http/context.ts';
import { BodyTooLargeError } from '../http/context.ts';
import { AuthError, readJsonObject, sendAuthError, stringField } from '../auth/errors.ts';
import { inviteUser } from '../auth/invite.ts';
import { enforceNamedLimit, type RateLimiter } from '../auth/rate-limit.ts';
import { safeRedirect } from '../auth/redirect.ts';
import { toRestError } from '../rest/errors.ts';

interface Invitation {
  id: string;
  business_id: string;
  email: string;
  role: string;
  lang: string;
  expires_at: string;
}

async function teamInvite(ctx: RequestContext, limiter: RateLimiter): Promise<void> {
  if (ctx.claimsError || ctx.claims.role !== 'authenticated' || !ctx.claims.sub) {
    ctx.json(401, { code: 'not_signed_in', message: 'Sign in to invite someone' });
    return;
  }
  const body = await readJsonObject(ctx);
  await enforceNamedLimit(limiter, ctx, 'emailSent');
  const lang = stringField(body, 'lang') === 'ar' ? 'ar' : 'en';
  let invitation: Invitation;
  try {
    invitation = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
      const { rows } = await tx.query<Invitation>(
        `select id, business_id, email, role, lang, expires_at
         from public.invite_team_member($1::uuid, $2, $3, $4)`,
        [
          stringField(body, 'business_id'),
          stringField(body, 'email'),
          stringField(body, 'role'),
          lang,
        ],
      );
      if (!rows[0]) throw new Error('invite_team_member returned no row');
      return rows[0];
    });
  } catch (error) {
    const rest = toRestError(error, ctx.claims.role);
    ctx.json(rest.status, rest.toJSON());
    return;
  }
  const redirectTo = safeRedirect(
    ctx,
    stringField(body, 'redirect_to') || new URL('/join', ctx.config.siteUrl).toString(),
  );
  let mailed = true;
  try {
    await inviteUser(
      ctx,
      invitation.email,
      { lang: invitation.lang, invited_to: invitation.business_id },
      redirectTo,
    );
  } catch (error) {
    if (!(error instanceof AuthError && error.code === 'email_exists')) throw error;
    mailed = false;
  }
  ctx.json(200, { invitation, mailed });
}

/** /functions/v1: the one function this server runs (see docs/guide/team-and-roles.md). */
export function createFunctionsHandler(limiter: RateLimiter): Handler {
  return async (ctx) => {
    const name = ctx.path.replace(/^\/+|\/+$/g, '');
    if (name !== 'team-invite') {
      ctx.json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    if (ctx.method !== 'POST') {
      ctx.json(405, { code: 'method_not_allowed', message: 'Method Not Allowed' });
      return;
    }
    try {
      await teamInvite({ ...ctx, db: throughWritesLane(ctx.db) }, limiter);
    } catch (error) {
      if (error instanceof AuthError) return sendAuthError(ctx, error);
      if (error instanceof BodyTooLargeError) {
        return sendAuthError(
          ctx,
          new AuthError(413, 'validation_failed', 'Request body too large'),
        );
      }
      console.error('[functions]', error);
      ctx.json(500, { code: 'unexpected_failure', message: 'Unexpected failure' });
    }
  };
}
