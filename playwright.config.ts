import { defineConfig, devices } from '@playwright/test';
import { e2eServerEnv } from './tests/e2e/forms-env';
import { E2E_SMTP_PORT } from './tests/e2e/mail';
import { CHROME_FLAGS, HEADLESS_SHELL_PATH } from './tests/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

/** Debian's headless Chromium (browsers cannot be downloaded on these machines). */
const chromium = {
  executablePath: HEADLESS_SHELL_PATH,
  args: [
    ...CHROME_FLAGS,
    // The consent scripts' hosts never answer in tests (consent.spec.ts intercepts and counts them).
    '--host-resolver-rules=MAP www.googletagmanager.com ~NOTFOUND, MAP connect.facebook.net ~NOTFOUND',
  ],
};

/**
 * Every test starts with a stored cookie choice (necessary cookies only, as lib/domain/consent stores it),
 * so the consent banner does not cover the page; consent.spec.ts starts without one.
 */
const consentGiven = {
  version: 1,
  granted: { analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false },
  date: new Date().toISOString(),
};
const consentCookie = {
  name: 'consent',
  value: encodeURIComponent(JSON.stringify(consentGiven)),
  domain: new URL(BASE_URL).hostname,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // A real SMTP server for the whole run: the web server sends its mail there (tests/e2e/mail.ts reads it).
  globalSetup: './tests/e2e/mail-sink.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    // A trace records each test's screencast and snapshots: about a third of the run's CPU. CI keeps one for the
    // retry of a failed test; a developer's run (no retries) keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'fr-BE',
    storageState: { cookies: [consentCookie], origins: [] },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The built site on an embedded database of its own, seeded with the demo agency.
        command: `bash scripts/e2e-server.sh ${PORT}`,
        url: `${BASE_URL}/fr/`,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        // Mail goes over SMTP to the sink of tests/e2e/mail-sink.ts, which keeps each one as .eml in E2E_MAIL_DIR.
        env: { ...e2eServerEnv, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(E2E_SMTP_PORT) },
      },
});
