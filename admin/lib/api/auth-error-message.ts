// What the user reads when auth refuses, in the screen's language. GoTrue's refusals carry a stable
// code (`error.code` in supabase-js: invalid_credentials, weak_password, ...), and the text is chosen
// by it; a code this app does not know keeps GoTrue's own English message. A rate limit says how
// long to wait in the user's terms instead of "Request rate limit reached".
import type { Lang } from '../../../shared/domain/i18n.ts';
import { adminDictionaries } from '../i18n/admin-text.ts';

/** A supabase-js AuthError: the fields the text is chosen by. */
export interface AuthFailure {
  message: string;
  status?: number | undefined;
  code?: string | undefined;
  name?: string | undefined;
}

type Texts = (typeof adminDictionaries)['en']['authErrors'];

/** The wait the local server appends ("Try again in 240 seconds."), in whole minutes; hosted Supabase says none. */
function waitMinutes(message: string): number | undefined {
  const seconds = /(\d+) seconds?/.exec(message)?.[1];
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(Number(seconds) / 60));
}

const byCode: Record<string, (t: Texts, error: AuthFailure) => string | undefined> = {
  invalid_credentials: (t) => t.invalidCredentials,
  email_not_confirmed: (t) => t.emailNotConfirmed,
  weak_password: (t) => t.weakPassword,
  same_password: (t) => t.samePassword,
  user_already_exists: (t) => t.userAlreadyExists,
  email_exists: (t) => t.userAlreadyExists,
  email_address_invalid: (t) => t.emailInvalid,
  // GoTrue treats a sign-up without an email (or phone) as an anonymous sign-in, which is off.
  anonymous_provider_disabled: (t) => t.emailInvalid,
  user_banned: (t) => t.userBanned,
  signup_disabled: (t) => t.signupDisabled,
  email_provider_disabled: (t) => t.signupDisabled,
  otp_expired: (t) => t.linkExpired,
  flow_state_expired: (t) => t.linkExpired,
  flow_state_not_found: (t) => t.linkExpired,
  session_not_found: (t) => t.sessionEnded,
  session_expired: (t) => t.sessionEnded,
  refresh_token_not_found: (t) => t.sessionEnded,
  refresh_token_already_used: (t) => t.sessionEnded,
  bad_jwt: (t) => t.sessionEnded,
  no_authorization: (t) => t.sessionEnded,
  user_not_found: (t) => t.userNotFound,
  over_request_rate_limit: (t, { message }) => {
    const n = waitMinutes(message);
    return n === undefined ? t.tooManyLater : t.tooManyIn(n);
  },
  over_email_send_rate_limit: (t, { message }) => {
    const n = waitMinutes(message);
    return n === undefined ? t.emailsLater : t.emailsIn(n);
  },
  // GoTrue's catch-all for a request it refuses to read; only the messages it is known by.
  validation_failed: (t, { message }) =>
    /validate email|email address/i.test(message)
      ? t.emailInvalid
      : /longer than 72/i.test(message)
        ? t.passwordTooLong
        : undefined,
};

/** The code a refusal is translated by, or null when this app does not know it. */
export function authErrorCode(error: AuthFailure): string | null {
  if (error.code && Object.hasOwn(byCode, error.code)) return error.code;
  // Older servers answer a rate limit without a code; the status says it.
  if (error.status === 429) return 'over_request_rate_limit';
  return null;
}

/** The refusal in the given language; unknown codes as GoTrue said them. */
export function authErrorMessage(error: AuthFailure, lang: Lang): string {
  const texts = adminDictionaries[lang].authErrors;
  // The request never reached the server (offline, DNS, a dropped connection): supabase-js reports
  // it as AuthRetryableFetchError with status 0 and the browser's English "Failed to fetch".
  if (error.name === 'AuthRetryableFetchError' && !error.status) return texts.network;
  const code = authErrorCode(error);
  const text = code === null ? undefined : byCode[code]!(texts, error);
  return text ?? error.message;
}
