import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { GENEROUS_RATE_LIMIT_ENV, PATIENT_PAGE_ENV } from './server/testing/rate-limit-env.ts';
import { DEV_TOKEN_ENV } from './server/testing/dev-token.ts';
import { FONT_SETS, type FontSet, type TextSizeOptions } from './e2e/support/text-size.ts';

// Debian's Chromium, never a downloaded browser. The whole product runs as one local server with a
// fresh data directory and the demo data; journeys that change state create their own users.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 54399);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

// Text is measured with fonts the project names, never with whatever the machine has: Chromium
// sees only the files a fontconfig in e2e/fonts/ lists (installed by .ci/run). Every journey runs
// with the phone set; the journeys that measure geometry run again with the wide set and at 130%
// text size (those tagged @geometry). E2E_FONTS=wide runs every journey with the wide set instead.
const mainFonts: FontSet = process.env.E2E_FONTS === 'wide' ? 'wide' : 'phone';

function chromium(fonts: FontSet) {
  return {
    executablePath: CHROMIUM,
    env: { ...process.env, FONTCONFIG_FILE: path.resolve(FONT_SETS[fonts]) },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

// Four browsers at once, even on two cores: a journey spends part of its time waiting (for the
// network to go quiet, for realtime, for a dialog), and four workers finish the stage about 12%
// sooner than two. E2E_WORKERS=n overrides it (1 to follow one journey at a time).
const WORKERS = Number(process.env.E2E_WORKERS ?? 4);

export default defineConfig<TextSizeOptions>({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: WORKERS,
  forbidOnly: true,
  globalTeardown: './e2e/support/csp-teardown.ts',
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every journey (screenshots and DOM snapshots at each step) cost about a
    // fifth of the stage's CPU on two cores. Failures keep a screenshot; E2E_TRACE=1 records traces
    // again (kept for the failed journeys) when one is to be followed step by step.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: mainFonts === 'phone' ? 'phone fonts' : 'wide fonts',
      use: { ...desktop, launchOptions: chromium(mainFonts) },
    },
    ...(mainFonts === 'phone'
      ? [
          {
            name: 'wide fonts',
            grep: /@geometry/,
            use: { ...desktop, launchOptions: chromium('wide') },
          },
        ]
      : []),
    {
      name: 'large text',
      grep: /@geometry/,
      use: { ...desktop, launchOptions: chromium(mainFonts), textScale: 1.3 },
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
