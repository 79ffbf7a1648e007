// POST /auth/v1/signup: GoTrue's email sign-up. With confirmation on (the default) it answers the
// new user without a session and mails a link; AUTH_AUTOCONFIRM=true answers a session at once.
import { compare, hash } from 'bcryptjs';
import type { RequestContext } from '../http/context.ts';
import { mailLang } from '../mail/account-mails.ts';
import { newConfirmationToken, sendConfirmationMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject, stringField } from './errors.ts';
import { normalizeEmail } from '../../shared/domain/validation.ts';
import { safeRedirect } from './redirect.ts';
import { startSession } from './sessions.ts';
import {
  findUserByEmail,
  insertUser,
  renewConfirmation,
  setPassword,
  setUserMetadata,
} from './users.ts';

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
        // We answer "already registered" plainly instead of GoTrue's obfuscated fake user, so the
        // app's 'Sign up failed: {message}' tells the owner to log in instead of waiting for mail.
        if (existing.user.email_confirmed_at || !confirmation) throw ALREADY_REGISTERED();
        // Unconfirmed: the latest sign-up wins. Its password replaces the earlier one and its
        // link replaces the earlier link, so whoever signed up first with someone else's address
        // cannot sign in once the owner confirms; only the password typed with the link that was
        // opened works. (GoTrue keeps the first password, which is exactly that takeover.)
        await setPassword(tx, existing.user.id, passwordHash);
        await setUserMetadata(tx, existing.user.id, 'raw_user_meta_data', metadata);
        const renewed = await renewConfirmation(tx, existing.user.id, confirmation.hash);
        if (!renewed) throw ALREADY_REGISTERED();
        return { user: renewed.user };
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
