// The dev token the test servers and the end-to-end server start with (DEV_TOKEN), so the helpers
// that read /_dev/mail and /_dev/csp-report can send it.
export const TEST_DEV_TOKEN = 'test-dev-token-not-secret-0123456789';

export const DEV_TOKEN_ENV: Record<string, string> = { DEV_TOKEN: TEST_DEV_TOKEN };

/** The header /_dev/* needs, for fetch and Playwright's request. */
export const DEV_HEADERS: Record<string, string> = { 'x-dev-token': TEST_DEV_TOKEN };
