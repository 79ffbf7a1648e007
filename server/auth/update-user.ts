// PUT /auth/v1/user {password, email, data}: the signed-in user changes their own account. A new
// password ends the user's other sessions; a new email takes effect when the link mailed to it is
// opened; data is merged into user_metadata (a null value removes that key), as GoTrue does.
import { hash } from 'bcryptjs';
import type { Queryable } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
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
import { caller } from './user.ts';
import {
  findUserByEmail,
  findUserById,
  queryUser,
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

export async function setPassword(db: Queryable, userId: string, passwordHash: string) {
  await db.query(
    'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
    [userId, passwordHash],
  );
}

export async function setUserMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  value: Record<string, unknown>,
) {
  await db.query(`update auth.users set ${column} = $2::jsonb, updated_at = now() where id = $1`, [
    userId,
    JSON.stringify(value),
  ]);
}

export async function updateUser(ctx: RequestContext): Promise<void> {
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

  const link = newEmail ? newConfirmationToken() : undefined;
  let updated: UserRecord | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
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
    throw error;
  }
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  if (newEmail && link) {
    sendLinkMail(
      ctx,
      {
        to: newEmail,
        subject: 'Confirm Email Change',
        intro: `Follow this link to confirm the update of your email from ${record.user.email} to ${newEmail}:`,
        token: link.token,
        type: 'email_change',
      },
      safeRedirect(ctx, ctx.url.searchParams.get('redirect_to')),
    );
  }
  ctx.json(200, updated.user, API_VERSION_HEADERS);
}
