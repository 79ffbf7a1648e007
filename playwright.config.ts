import { defineConfig, devices } from '@playwright/test';
import { GENEROUS_RATE_LIMIT_ENV, PATIENT_PAGE_ENV } from './server/testing/rate-limit-env.ts';
import { DEV_TOKEN_ENV } from './server/testing/dev-token.ts';

// Debian's Chromium, never a downloaded browser. The whole product runs as one local server with a
// fresh data directory and the demo data; journeys that change state create their own users.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 54399);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  globalTeardown: './e2e/support/csp-teardown.ts',
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `rm -rf .data/e2e-${E2E_PORT} && tsx server/main.ts`,
    url: `${E2E_BASE_URL}/rest/v1/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `.data/e2e-${E2E_PORT}`,
      SITE_URL: E2E_BASE_URL,
      ...GENEROUS_RATE_LIMIT_ENV,
      ...PATIENT_PAGE_ENV,
      ...DEV_TOKEN_ENV,
    },
  },
});
