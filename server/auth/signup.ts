// POST /auth/v1/signup: GoTrue's email sign-up. With confirmation on (the default) it answers the
// new user without a session and mails a link; AUTH_AUTOCONFIRM=true answers a session at once.
import { randomUUID } from 'node:crypto';
import { compare, hash } from 'bcryptjs';
import type { RequestContext } from '../http/context.ts';
import { mailLang } from '../mail/account-mails.ts';
import { newConfirmationToken, sendConfirmationMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject, stringField } from './errors.ts';
import { normalizeEmail } from '../../shared/domain/validation.ts';
import { safeRedirect } from './redirect.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, insertUser, renewConfirmation, type AuthUser } from './users.ts';

export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;

// GoTrue's format check: something@domain, no spaces, within the column's length.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+$/;

/** The request's email, normalised as the admin app sends it, or a GoTrue validation error. */
export function requireEmail(body: Record<string, unknown>, action: string): string {
  const email = normalizeEmail(stringField(body, 'email'));
  if (!email)
    throw new AuthError(400, 'validation_failed', `To ${action}, please provide your email`);
  if (!EMAIL_FORMAT.test(email) || email.length > 255) {
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  }
  return email;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (password.length > 72) {
    // bcrypt ignores everything past 72 bytes; refusing is more honest than silently truncating.
    throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
}

export function userMetadata(body: Record<string, unknown>): Record<string, unknown> {
  const data = body.data;
  return data && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/**
 * What a new sign-up would have answered, for a repeated one: a fresh id and this moment's times,
 * the metadata just sent, so the answer tells nobody that the address already had an account (or
 * which one); the account itself is untouched.
 */
function lookalikeNewUser(existing: AuthUser, metadata: Record<string, unknown>): AuthUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: existing.aud,
    role: existing.role,
    email: existing.email,
    email_confirmed_at: null,
    confirmed_at: null,
    confirmation_sent_at: now,
    last_sign_in_at: null,
    phone: '',
    // A new account's: the column's default, nothing the account gathered since.
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

const ALREADY_REGISTERED = () =>
  new AuthError(422, 'user_already_exists', 'User already registered');

export async function signUp(ctx: RequestContext): Promise<void> {
  const body = await readJsonObject(ctx);
  // Neither email nor phone is GoTrue's anonymous sign-in, which this server does not offer (off,
  // as hosted Supabase has it by default).
  if (stringField(body, 'email').trim() === '' && stringField(body, 'phone').trim() === '') {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const email = requireEmail(body, 'signup');
  const password = stringField(body, 'password');
  checkPassword(password);
  const redirectTo = safeRedirect(ctx, ctx.url.searchParams.get('redirect_to'));
  const passwordHash = await hash(password, BCRYPT_COST);
  const metadata = userMetadata(body);
  const autoconfirm = ctx.config.authAutoconfirm;
  const confirmation = autoconfirm ? undefined : newConfirmationToken();

  let result;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        // We answer "already registered" plainly for a confirmed address instead of GoTrue's
        // obfuscated fake user, so the app's 'Sign up failed: {message}' tells the owner to log in
        // instead of waiting for mail.
        if (existing.user.email_confirmed_at || !confirmation) throw ALREADY_REGISTERED();
        // Unconfirmed: as GoTrue does ("do not update the user because we can't be sure of their
        // claimed identity"), the account keeps its password and its data; only a new link is
        // mailed to the address. Whoever signs up again with someone's address (an attacker racing
        // the owner to the inbox) cannot set the password that the owner's confirmation then opens.
        const renewed = await renewConfirmation(tx, existing.user.id, confirmation.hash);
        if (!renewed) throw ALREADY_REGISTERED();
        return { user: lookalikeNewUser(renewed.user, metadata) };
      }
      const created = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: metadata,
        confirmed: autoconfirm,
        confirmationTokenHash: confirmation?.hash ?? null,
      });
      if (autoconfirm)
        return { session: await startSession(tx, ctx.config, created.user.id, 'password') };
      return { user: created.user };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ALREADY_REGISTERED();
    throw error;
  }

  if ('session' in result) {
    ctx.json(200, result.session, API_VERSION_HEADERS);
    return;
  }
  if (confirmation) {
    sendConfirmationMail(ctx, email, confirmation.token, redirectTo, mailLang(metadata));
  }
  ctx.json(200, result.user, API_VERSION_HEADERS);
}

// Unknown users are compared against a real hash too, so timing does not reveal who has an account.
let dummyHash: Promise<string> | undefined;

export async function passwordMatches(
  password: string,
  passwordHash: string | null,
): Promise<boolean> {
  dummyHash ??= hash('not-a-password', BCRYPT_COST);
  const ok = await compare(password, passwordHash ?? (await dummyHash));
  return ok && passwordHash !== null;
}
