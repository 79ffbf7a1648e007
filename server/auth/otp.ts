// POST /auth/v1/otp {email, create_user, data}: a magic link through the local mailbox. As GoTrue,
// an address without an account gets an account and a sign-up confirmation link instead.
import type { RequestContext } from '../http/context.ts';
import { mailLang } from '../mail/account-mails.ts';
import { newConfirmationToken, sendConfirmationMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject } from './errors.ts';
import { mailRecoveryLink } from './recover.ts';
import { safeRedirect } from './redirect.ts';
import { isUniqueViolation, requireEmail, userMetadata } from './signup.ts';
import { findUserByEmail, insertUser, renewConfirmation } from './users.ts';

export async function otp(ctx: RequestContext): Promise<void> {
  const body = await readJsonObject(ctx);
  if (typeof body.phone === 'string' && body.phone) {
    throw new AuthError(400, 'validation_failed', 'Phone logins are not supported');
  }
  const email = requireEmail(body, 'sign in');
  const redirectTo = safeRedirect(ctx, ctx.url.searchParams.get('redirect_to'));
  const link = newConfirmationToken();
  const found = await findUserByEmail(ctx.db, email);

  if (!found) {
    if (body.create_user === false) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    try {
      await insertUser(ctx.db, {
        email,
        passwordHash: null,
        userMetadata: userMetadata(body),
        confirmed: false,
        confirmationTokenHash: link.hash,
      });
    } catch (error) {
      // A parallel sign-up won the race: the account exists, nothing to mail from here.
      if (isUniqueViolation(error)) return ctx.json(200, {}, API_VERSION_HEADERS);
      throw error;
    }
    sendConfirmationMail(ctx, email, link.token, redirectTo, mailLang(userMetadata(body)));
  } else if (!found.user.email_confirmed_at) {
    const renewed = await renewConfirmation(ctx.db, found.user.id, link.hash);
    if (renewed) {
      const lang = mailLang(renewed.user.user_metadata);
      sendConfirmationMail(ctx, renewed.user.email, link.token, redirectTo, lang);
    }
  } else {
    await mailRecoveryLink(ctx, found.user.id, 'magiclink', redirectTo);
  }
  ctx.json(200, {}, API_VERSION_HEADERS);
}
