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

export function sendConfirmationMail(
  ctx: RequestContext,
  email: string,
  token: string,
  redirectTo: string,
): void {
  const link = new URL('/auth/v1/verify', apiOrigin(ctx));
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'signup');
  link.searchParams.set('redirect_to', redirectTo);
  mailboxFor(ctx.db).send({
    to: email,
    subject: 'Confirm Your Signup',
    text: `Follow this link to confirm your user:\n\n${link.toString()}\n`,
    link: link.toString(),
  });
}

export async function confirmationExpired(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ expired: boolean }>(
    `select coalesce(confirmation_sent_at < now() - make_interval(secs => $2), true) as expired
     from auth.users where id = $1`,
    [userId, CONFIRMATION_SECONDS],
  );
  return rows[0]?.expired ?? true;
}
