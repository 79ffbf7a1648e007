// The test suites sign up and sign in hundreds of users from 127.0.0.1: their servers use limits
// no suite reaches, while the rate-limit tests set low ones of their own.
export const GENEROUS_RATE_LIMIT_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
  AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
  AUTH_RATE_LIMIT_VERIFY: '100000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
  // Every menu a suite opens sends an anonymous view; none may be dropped by the limit.
  EVENT_RATE_LIMIT: '100000',
  // Every order a suite sends comes from 127.0.0.1, many from table 5 (database limits).
  ORDER_RATE_LIMIT_PER_ADDRESS: '100000',
  ORDER_RATE_LIMIT_PER_TABLE: '100000',
};

// Test machines are slow and noisy: a page whose freshness check takes over 100 ms there is not a
// busy database, so the test servers wait for the answer (the production default answers from the
// version it has after 100 ms, which the abuse bench measures) and a page right after a write is
// always the new one.
export const PATIENT_PAGE_ENV: Record<string, string> = { PAGE_BUSY_AFTER_MS: '10000' };
