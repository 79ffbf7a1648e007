// PUT /auth/v1/user {password, email, data}: the signed-in user changes their own account. A new
// password ends the user's other sessions; a new email takes effect when the link mailed to it is
// opened; data is merged into user_metadata (a null value removes that key), as GoTrue does.
// Changing the password or the email needs a recent sign-in or a mailed nonce
// (./reauthenticate.ts); the old address is told of an email change, and email-change mails are
// limited per user (one a minute) and per address (the emailSent limit), like the other mails.
import { emailChangeNotice, mailLang } from '../mail/account-mails.ts';
import { hash } from 'bcryptjs';
import type { RequestContext } from '../http/context.ts';
import { mailboxFor } from '../mail/mailbox.ts';
import { newConfirmationToken, sendLinkMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject } from './errors.ts';
import { safeRedirect } from './redirect.ts';
import { endSessions } from './sessions.ts';
import {
  BCRYPT_COST,
  checkPassword,
  isUniqueViolation,
  requireEmail,
  passwordMatches,
} from './signup.ts';
import type { RateLimiter } from './rate-limit.ts';
import { enforceNamedLimit } from './rate-limit.ts';
import {
  reauthenticationNeeded,
  secondsUntilNextMail,
  signedInRecently,
  spendNonce,
  tooSoon,
} from './reauthenticate.ts';
import { caller } from './user.ts';
import {
  findUserByEmail,
  findUserById,
  queryUser,
  setPassword,
  setUserMetadata,
  USER_COLUMNS,
  type UserRecord,
} from './users.ts';

export const EMAIL_EXISTS = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/** `current` with `changes` merged in; a null value removes its key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: unknown,
): Record<string, unknown> {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUser(ctx: RequestContext, limiter?: RateLimiter): Promise<void> {
  const { user, sessionId } = await caller(ctx);
  const body = await readJsonObject(ctx);
  const record = await findUserById(ctx.db, user.id);
  if (!record) throw new AuthError(404, 'user_not_found', 'User not found');

  let passwordHash: string | undefined;
  if (body.password !== undefined && body.password !== null) {
    const password = typeof body.password === 'string' ? body.password : '';
    checkPassword(password);
    if (await passwordMatches(password, record.encryptedPassword)) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hash(password, BCRYPT_COST);
  }

  let newEmail: string | undefined;
  if (typeof body.email === 'string' && body.email.trim() !== '') {
    const email = requireEmail(body, 'update');
    if (email !== record.user.email.toLowerCase()) {
      const taken = await findUserByEmail(ctx.db, email);
      if (taken) throw EMAIL_EXISTS();
      newEmail = email;
    }
  }

  // A stale session proves nothing about who holds it: a nonce from the account's mailbox must.
  const nonce = typeof body.nonce === 'string' ? body.nonce.trim() : '';
  const sensitive = passwordHash !== undefined || newEmail !== undefined;
  const needsNonce = sensitive && !(await signedInRecently(ctx.db, sessionId));
  if (needsNonce && !nonce) throw reauthenticationNeeded(passwordHash ? 'Password' : 'Email');

  if (newEmail) {
    const left = await secondsUntilNextMail(ctx.db, user.id, 'email_change_sent_at');
    if (left > 0) throw tooSoon(left);
    if (limiter) await enforceNamedLimit(limiter, ctx, 'emailSent');
  }

  const link = newEmail ? newConfirmationToken() : undefined;
  let updated: UserRecord | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      if (needsNonce) await spendNonce(tx, record.user, nonce);
      if (passwordHash) {
        await setPassword(tx, user.id, passwordHash);
        // GoTrue keeps the session that changed the password and ends every other one.
        await endSessions(tx, user.id, sessionId, 'others');
      }
      if (body.data !== undefined) {
        await setUserMetadata(
          tx,
          user.id,
          'raw_user_meta_data',
          mergeMetadata(record.user.user_metadata, body.data),
        );
      }
      if (newEmail && link) {
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_new = $3,
             email_change_sent_at = now(), updated_at = now() where id = $1`,
          [user.id, newEmail, link.hash],
        );
      }
      return queryUser(tx, `select ${USER_COLUMNS} from auth.users where id = $1`, [user.id]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_EXISTS();
    if (error instanceof AuthError && error.code === 'reauthentication_not_valid') {
      // A wrong guess spends the nonce too: each guess costs a new mail, one a minute.
      await ctx.db.query('update auth.users set reauthentication_token = null where id = $1', [
        user.id,
      ]);
    }
    throw error;
  }
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  if (newEmail && link) {
    // In the language the account has now (this request may have set it too).
    const lang = mailLang(updated.user.user_metadata);
    sendLinkMail(
      ctx,
      { to: newEmail, from: record.user.email, token: link.token, type: 'email_change', lang },
      safeRedirect(ctx, ctx.url.searchParams.get('redirect_to')),
    );
    // The old address is told, so an owner whose session was stolen learns of it while the
    // account is still theirs (the change waits for the new address's link).
    mailboxFor(ctx.config).send({
      to: record.user.email,
      ...emailChangeNotice(lang, record.user.email, newEmail),
      link: '',
    });
  }
  ctx.json(200, updated.user, API_VERSION_HEADERS);
}
