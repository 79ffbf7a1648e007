// The test suites sign up and sign in hundreds of users from 127.0.0.1: their servers use limits
// no suite reaches, while the rate-limit tests set low ones of their own.
export const GENEROUS_RATE_LIMIT_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
  AUTH_RATE_LIMIT_VERIFY: '100000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
  // Every menu a suite opens sends an anonymous view; none may be dropped by the limit.
  EVENT_RATE_LIMIT: '100000',
};
