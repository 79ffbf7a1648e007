// GoTrue's reauthentication. GET /auth/v1/reauthenticate mails the signed-in user a six-digit
// nonce; PUT /auth/v1/user {password or email, nonce} then proves a recent sign-in. A session that
// began more than REAUTHENTICATION_WINDOW_SECONDS ago cannot change the password or the email
// without it, so a stolen access token alone cannot take the account over. (GoTrue's window is
// 24 hours and covers only the password; ours is shorter and covers the email too.)
import { mailLang, reauthenticationMail } from '../mail/account-mails.ts';
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import { mailboxFor } from '../mail/mailbox.ts';
import { API_VERSION_HEADERS, AuthError } from './errors.ts';
import { hashToken } from './tokens.ts';
import { caller } from './user.ts';

/** A session this young may change the password or email without a nonce. */
export const REAUTHENTICATION_WINDOW_SECONDS = 10 * 60;
/** How long a mailed nonce works (GoTrue's mailer OTP expiry on hosted Supabase). */
export const NONCE_SECONDS = 3600;
/** GoTrue's SMTP max frequency: one mail of a kind per user per minute. */
export const MAIL_FREQUENCY_SECONDS = 60;

const nonceHash = (email: string, nonce: string) => hashToken(`${email.toLowerCase()}:${nonce}`);

/** GoTrue's 429 when the same user asks for the same mail again within a minute. */
export function tooSoon(secondsLeft: number): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${secondsLeft} seconds.`,
    {},
    { 'retry-after': String(secondsLeft) },
  );
}

/** Seconds until a mail whose last one was sent at `sentAtColumn` may be sent again, or 0. */
export async function secondsUntilNextMail(
  db: Queryable,
  userId: string,
  sentAtColumn: 'reauthentication_sent_at' | 'email_change_sent_at',
): Promise<number> {
  const { rows } = await db.query<{ left: number | null }>(
    `select ceil(extract(epoch from ${sentAtColumn} + make_interval(secs => $2) - now()))::integer as left
     from auth.users where id = $1`,
    [userId, MAIL_FREQUENCY_SECONDS],
  );
  return Math.max(0, rows[0]?.left ?? 0);
}

export async function reauthenticate(ctx: RequestContext): Promise<void> {
  const { user } = await caller(ctx);
  if (!user.email) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Reauthentication requires an email');
  }
  const left = await secondsUntilNextMail(ctx.db, user.id, 'reauthentication_sent_at');
  if (left > 0) throw tooSoon(left);
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
     where id = $1`,
    [user.id, nonceHash(user.email, nonce)],
  );
  mailboxFor(ctx.config).send({
    to: user.email,
    ...reauthenticationMail(mailLang(user.user_metadata), nonce),
    link: '',
    code: nonce,
  });
  ctx.json(200, {}, API_VERSION_HEADERS);
}

/** Whether the caller's session began within the reauthentication window. */
export async function signedInRecently(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ recent: boolean }>(
    `select created_at > now() - make_interval(secs => $2) as recent
     from auth.sessions where id = $1`,
    [sessionId, REAUTHENTICATION_WINDOW_SECONDS],
  );
  return rows[0]?.recent ?? false;
}

/**
 * Checks the nonce and spends it, inside the transaction that applies the change it allows, so a
 * refused change does not spend it and a done change cannot be repeated with it.
 */
export async function spendNonce(
  tx: Queryable,
  user: { id: string; email: string },
  nonce: string,
): Promise<void> {
  const { rowCount } = await tx.query(
    `update auth.users set reauthentication_token = null
     where id = $1 and reauthentication_token = $2
       and reauthentication_sent_at > now() - make_interval(secs => $3)`,
    [user.id, nonceHash(user.email, nonce.trim()), NONCE_SECONDS],
  );
  if (rowCount === 0) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
}

/** GoTrue's refusal of a change that needs a recent sign-in. */
export function reauthenticationNeeded(what: 'Password' | 'Email'): AuthError {
  return new AuthError(400, 'reauthentication_needed', `${what} update requires reauthentication`);
}
