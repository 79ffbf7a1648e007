// POST /auth/v1/resend {type: 'signup', email}: a new confirmation link for an unconfirmed user.
import type { RequestContext } from '../http/context.ts';
import { mailLang } from '../mail/account-mails.ts';
import { newConfirmationToken, sendConfirmationMail } from './confirmation.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject, stringField } from './errors.ts';
import { safeRedirect } from './redirect.ts';
import { requireEmail } from './signup.ts';
import { findUserByEmail, renewConfirmation } from './users.ts';

export async function resend(ctx: RequestContext): Promise<void> {
  const body = await readJsonObject(ctx);
  const type = stringField(body, 'type');
  if (type !== 'signup') {
    throw new AuthError(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  const email = requireEmail(body, 'resend');
  const redirectTo = safeRedirect(ctx, ctx.url.searchParams.get('redirect_to'));
  const found = await findUserByEmail(ctx.db, email);
  // Unknown and already-confirmed addresses get the same empty answer: nothing to learn from it.
  if (found && !found.user.email_confirmed_at) {
    const confirmation = newConfirmationToken();
    const renewed = await renewConfirmation(ctx.db, found.user.id, confirmation.hash);
    if (renewed) {
      const lang = mailLang(renewed.user.user_metadata);
      sendConfirmationMail(ctx, renewed.user.email, confirmation.token, redirectTo, lang);
    }
  }
  ctx.json(200, {}, API_VERSION_HEADERS);
}
