/**
 * What the e2e server and the form tests share: the captcha secret (the tests read a challenge's answer
 * from its cookie by decrypting it, as only the server can — no bypass exists in the site), the folder
 * where the mails of the run end up as .eml files (the server sends them over SMTP to the sink of
 * tests/e2e/mail-sink.ts, which writes them there), and rate limits (forms, new pictures) high
 * enough for a test run from one address. The test runner's own address is a trusted proxy, so a test
 * that needs a visitor of its own (a view that must count once more) sends X-Forwarded-For, as a reverse
 * proxy in front of the site would.
 */
import { join } from 'node:path';

export const E2E_CAPTCHA_SECRET = process.env.E2E_CAPTCHA_SECRET ?? 'e2e-captcha-secret-for-tests-only';
export const E2E_MAIL_DIR = join(__dirname, '../../.data/e2e-mail');
export const e2eServerEnv = {
  CAPTCHA_SECRET: E2E_CAPTCHA_SECRET,
  MAIL_DIR: E2E_MAIL_DIR,
  FORM_RATE_LIMIT: '500/600',
  // Every picture of a run is new to the server, and every test comes from this one address.
  IMAGE_MISS_RATE_LIMIT: '100000/60',
  SMTP_URL: '',
  SMTP_HOST: '',
  TRUSTED_PROXIES: '127.0.0.1, ::1',
};

/**
 * The database of the e2e web server, for the project's own commands a test runs while the site serves
 * (`npx tsx lib/cli/import.ts …`): the server's PGlite folder of scripts/e2e-server.sh, which the command
 * reaches through the running site (lib/db/client.ts `openDb()`); or, when E2E_DATABASE_URL is set, the
 * PostgreSQL database a server started by hand runs on (E2E_PORT with reuseExistingServer).
 */
export const e2eDatabaseEnv = (): Record<string, string> =>
  process.env.E2E_DATABASE_URL
    ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
    : { DATABASE_URL: '', PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? '.data/e2e-pglite' };
/** A visitor address of its own for one test (documentation range 198.18.0.0/15, never a real one). */
export const testVisitorAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
