import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage } from './auth-error-message.ts';

// Errors as supabase-js hands them over from GoTrue (and from the local server, which sends the same
// codes: server/auth/errors.ts).
const refusal = (code: string, message: string, status = 400) => ({ code, message, status });

describe('authErrorMessage', () => {
  it('words every GoTrue code the app meets in the screen’s language', () => {
    const cases: [ReturnType<typeof refusal>, string, string][] = [
      [
        refusal('invalid_credentials', 'Invalid login credentials'),
        'Invalid login credentials',
        'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      ],
      [
        refusal('anonymous_provider_disabled', 'Anonymous sign-ins are disabled', 422),
        'That email address is not valid.',
        'عنوان البريد الإلكتروني غير صالح.',
      ],
      [
        refusal('email_not_confirmed', 'Email not confirmed'),
        'Email not confirmed',
        'البريد الإلكتروني غير مؤكد',
      ],
      [
        refusal('weak_password', 'Password should be at least 6 characters.', 422),
        'The password is too weak: use at least 6 characters.',
        'كلمة المرور ضعيفة: استخدم 6 أحرف على الأقل.',
      ],
      [
        refusal('same_password', 'New password should be different from the old password.', 422),
        'New password should be different from the old password.',
        'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
      ],
      [
        refusal('user_already_exists', 'User already registered', 422),
        'User already registered',
        'يوجد حساب بهذا البريد الإلكتروني من قبل.',
      ],
      [
        refusal('email_exists', 'A user with this email address has already been registered', 422),
        'User already registered',
        'يوجد حساب بهذا البريد الإلكتروني من قبل.',
      ],
      [
        refusal('email_address_invalid', 'Email address "a@b" is invalid'),
        'That email address is not valid.',
        'عنوان البريد الإلكتروني غير صالح.',
      ],
      [
        refusal('validation_failed', 'Unable to validate email address: invalid format'),
        'That email address is not valid.',
        'عنوان البريد الإلكتروني غير صالح.',
      ],
      [
        refusal('validation_failed', 'Password cannot be longer than 72 characters', 422),
        'The password cannot be longer than 72 characters.',
        'لا يمكن أن تزيد كلمة المرور على 72 حرفا.',
      ],
      [
        refusal('otp_expired', 'Email link is invalid or has expired', 403),
        'The link is invalid or has expired',
        'الرابط غير صالح أو انتهت صلاحيته',
      ],
      [refusal('user_banned', 'User is banned'), 'This account is blocked.', 'هذا الحساب محظور.'],
      [
        refusal('session_not_found', 'Session from session_id claim in JWT does not exist', 403),
        'Your session has ended: log in again.',
        'انتهت جلستك: سجّل الدخول مرة أخرى.',
      ],
    ];
    for (const [error, english, arabic] of cases) {
      expect(authErrorMessage(error, 'en'), error.code).toBe(english);
      expect(authErrorMessage(error, 'ar'), error.code).toBe(arabic);
    }
  });

  it('turns a rate limit into the wait in whole minutes', () => {
    const limited = (seconds: number) =>
      refusal(
        'over_request_rate_limit',
        `Request rate limit reached. Try again in ${seconds} seconds.`,
        429,
      );
    expect(authErrorMessage(limited(240), 'en')).toBe('Too many attempts, try again in 4 minutes.');
    expect(authErrorMessage(limited(241), 'en')).toBe('Too many attempts, try again in 5 minutes.');
    expect(authErrorMessage(limited(12), 'en')).toBe('Too many attempts, try again in 1 minute.');
    expect(authErrorMessage(limited(240), 'ar')).toBe('محاولات كثيرة، حاول مرة أخرى بعد 4 دقائق.');
    expect(authErrorMessage(limited(60), 'ar')).toBe(
      'محاولات كثيرة، حاول مرة أخرى بعد دقيقة واحدة.',
    );
    // Hosted Supabase says no wait; a server without codes says it by the status alone.
    expect(authErrorMessage({ message: 'Request rate limit reached', status: 429 }, 'en')).toBe(
      'Too many attempts, try again in a few minutes.',
    );
    const emails = refusal(
      'over_email_send_rate_limit',
      'Email rate limit exceeded. Try again in 3600 seconds.',
      429,
    );
    expect(authErrorMessage(emails, 'en')).toBe('Too many emails sent, try again in 60 minutes.');
    expect(authErrorMessage(emails, 'ar')).toBe('أُرسلت رسائل كثيرة، حاول مرة أخرى بعد 60 دقيقة.');
  });

  it('says a request that never reached the server is a connection problem', () => {
    const offline = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 };
    expect(authErrorMessage(offline, 'ar')).toBe(
      'تعذر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
    );
  });

  it('keeps GoTrue’s English only for a code it does not know', () => {
    const unknown = refusal('mfa_challenge_expired', 'MFA challenge has expired');
    expect(authErrorCode(unknown)).toBeNull();
    expect(authErrorMessage(unknown, 'ar')).toBe('MFA challenge has expired');
    // validation_failed with a message the app has no text for.
    const other = refusal('validation_failed', 'Unsupported logout scope');
    expect(authErrorMessage(other, 'ar')).toBe('Unsupported logout scope');
  });
});
