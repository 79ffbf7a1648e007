// The sign-up confirmation mail: a link to GET /auth/v1/verify carrying a one-time token.
import type { Queryable } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import { linkMail, type MailLang } from '../mail/account-mails.ts';
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
export type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

/** Mails a one-time GET /auth/v1/verify link to the local mailbox, in the account's language. */
export function sendLinkMail(
  ctx: RequestContext,
  mail: { to: string; token: string; type: LinkType; lang: MailLang; from?: string },
  redirectTo: string,
): void {
  const link = new URL('/auth/v1/verify', apiOrigin(ctx));
  link.searchParams.set('token', mail.token);
  link.searchParams.set('type', mail.type);
  link.searchParams.set('redirect_to', redirectTo);
  const content = linkMail(mail.type, mail.lang, link.toString(), {
    from: mail.from ?? '',
    to: mail.to,
  });
  mailboxFor(ctx.config).send({ to: mail.to, ...content, link: link.toString() });
}

export function sendConfirmationMail(
  ctx: RequestContext,
  email: string,
  token: string,
  redirectTo: string,
  lang: MailLang = 'en',
): void {
  sendLinkMail(ctx, { to: email, token, type: 'signup', lang }, redirectTo);
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
