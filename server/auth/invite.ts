// POST /auth/v1/invite {email, data}?redirect_to=..: GoTrue's admin invite (supabase-js
// auth.admin.inviteUserByEmail), for the service role only. It makes an account without a password
// for the address (or renews the link of one that was invited and never confirmed) and mails a
// one-time link of type "invite"; opening it confirms the address and signs the person in, and the
// app then asks for a password (PUT /user). `data` becomes the user metadata: its `lang` chooses
// the mail's language. A confirmed account answers 422 email_exists, as GoTrue does.
import type { RequestContext } from '../http/context.ts';
import { mailLang } from '../mail/account-mails.ts';
import { newConfirmationToken, sendLinkMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject } from './errors.ts';
import { safeRedirect } from './redirect.ts';
import { isUniqueViolation, requireEmail, userMetadata } from './signup.ts';
import { requireToken } from './user.ts';
import { mergeMetadata } from './update-user.ts';
import { findUserByEmail, insertUser, queryUser, USER_COLUMNS, type AuthUser } from './users.ts';

const EMAIL_EXISTS = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/** Makes or renews the invited account and mails its link; the user as GoTrue answers it. */
export async function inviteUser(
  ctx: RequestContext,
  email: string,
  data: Record<string, unknown>,
  redirectTo: string,
): Promise<AuthUser> {
  const link = newConfirmationToken();
  let user: AuthUser;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (existing.user.email_confirmed_at) throw EMAIL_EXISTS();
        const renewed = await queryUser(
          tx,
          `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
             raw_user_meta_data = $3::jsonb, updated_at = now()
           where id = $1 and email_confirmed_at is null returning ${USER_COLUMNS}`,
          [
            existing.user.id,
            link.hash,
            JSON.stringify(mergeMetadata(existing.user.user_metadata, data)),
          ],
        );
        if (!renewed) throw EMAIL_EXISTS();
        return renewed.user;
      }
      const created = await insertUser(tx, {
        email,
        passwordHash: null,
        userMetadata: data,
        confirmed: false,
        confirmationTokenHash: link.hash,
      });
      return created.user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_EXISTS();
    throw error;
  }
  sendLinkMail(
    ctx,
    { to: email, token: link.token, type: 'invite', lang: mailLang(user.user_metadata) },
    redirectTo,
  );
  return { ...user, invited_at: new Date().toISOString() };
}

export async function invite(ctx: RequestContext): Promise<void> {
  requireToken(ctx);
  if (ctx.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
  const body = await readJsonObject(ctx);
  const email = requireEmail(body, 'invite');
  const redirectTo = safeRedirect(ctx, ctx.url.searchParams.get('redirect_to'));
  const user = await inviteUser(ctx, email, userMetadata(body), redirectTo);
  ctx.json(200, user, API_VERSION_HEADERS);
}
