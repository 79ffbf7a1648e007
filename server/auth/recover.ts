// POST /auth/v1/recover {email}: mails a one-time link that signs the user in with type=recovery,
// so the app can ask for a new password and send it with PUT /user.
import { mailLang } from '../mail/account-mails.ts';
import type { RequestContext } from '../http/context.ts';
import { newConfirmationToken, sendLinkMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject, stringField } from './errors.ts';
import { safeRedirect } from './redirect.ts';
import { requireEmail } from './signup.ts';
import { findUserByEmail, queryUser, USER_COLUMNS, type UserRecord } from './users.ts';
import type { Queryable } from '../db/database.ts';

/** Stores a new recovery token (recovery and magic links share GoTrue's recovery_token column). */
export function renewRecovery(
  db: Queryable,
  userId: string,
  tokenHash: string,
): Promise<UserRecord | undefined> {
  return queryUser(
    db,
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [userId, tokenHash],
  );
}

/** Mails a fresh recovery-token link: a password reset or a magic link (they share the token). */
export async function mailRecoveryLink(
  ctx: RequestContext,
  userId: string,
  type: 'recovery' | 'magiclink',
  redirectTo: string,
): Promise<void> {
  const link = newConfirmationToken();
  const renewed = await renewRecovery(ctx.db, userId, link.hash);
  if (renewed) {
    sendLinkMail(
      ctx,
      {
        to: renewed.user.email,
        token: link.token,
        type,
        lang: mailLang(renewed.user.user_metadata),
      },
      redirectTo,
    );
  }
}

export async function recover(ctx: RequestContext): Promise<void> {
  const body = await readJsonObject(ctx);
  if (!stringField(body, 'email').trim()) {
    throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  }
  const email = requireEmail(body, 'recover');
  const redirectTo = safeRedirect(ctx, ctx.url.searchParams.get('redirect_to'));
  const found = await findUserByEmail(ctx.db, email);
  // Unknown addresses get the same empty answer: the form must not tell who has an account.
  if (found) await mailRecoveryLink(ctx, found.user.id, 'recovery', redirectTo);
  ctx.json(200, {}, API_VERSION_HEADERS);
}
