// The sign-up confirmation mail: a link to GET /auth/v1/verify carrying a one-time token.
import type { Queryable } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import { mailboxFor } from '../mail/mailbox.ts';
import { apiOrigin } from './redirect.ts';
import { hashToken, randomToken } from './tokens.ts';

/** How long a confirmation link works (GoTrue's default mailer OTP expiry). */
export const CONFIRMATION_SECONDS = 24 * 3600;

/** A fresh token: the plain one goes in the mail, only its hash is stored. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: hashToken(token) };
}

/** What a mailed link does once opened: GoTrue's verify types. */
export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** Mails a one-time GET /auth/v1/verify link to the local mailbox. */
export function sendLinkMail(
  ctx: RequestContext,
  mail: { to: string; subject: string; intro: string; token: string; type: LinkType },
  redirectTo: string,
): void {
  const link = new URL('/auth/v1/verify', apiOrigin(ctx));
  link.searchParams.set('token', mail.token);
  link.searchParams.set('type', mail.type);
  link.searchParams.set('redirect_to', redirectTo);
  mailboxFor(ctx.db).send({
    to: mail.to,
    subject: mail.subject,
    text: `${mail.intro}\n\n${link.toString()}\n`,
    link: link.toString(),
  });
}

export function sendConfirmationMail(
  ctx: RequestContext,
  email: string,
  token: string,
  redirectTo: string,
): void {
  sendLinkMail(
    ctx,
    {
      to: email,
      subject: 'Confirm Your Signup',
      intro: 'Follow this link to confirm your user:',
      token,
      type: 'signup',
    },
    redirectTo,
  );
}

export async function confirmationExpired(db: Queryable, userId: string): Promise<boolean> {
  return linkExpired(db, userId, 'confirmation_sent_at');
}

/** Whether the link sent at this column's time is older than CONFIRMATION_SECONDS. */
export async function linkExpired(
  db: Queryable,
  userId: string,
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at',
): Promise<boolean> {
  const { rows } = await db.query<{ expired: boolean }>(
    `select coalesce(${sentAt} < now() - make_interval(secs => $2), true) as expired
     from auth.users where id = $1`,
    [userId, CONFIRMATION_SECONDS],
  );
  return rows[0]?.expired ?? true;
}
