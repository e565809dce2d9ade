/**
 * What the e2e server and the form tests share: the captcha secret (the tests read a challenge's answer
 * from its cookie by decrypting it, as only the server can — no bypass exists in the site), the folder
 * where the mails of the run end up as .eml files (the server sends them over SMTP to the sink of
 * tests/e2e/mail-sink.ts, which writes them there), and a rate limit high
 * enough for a test run from one address.
 */
import { join } from 'node:path';

export const E2E_CAPTCHA_SECRET = process.env.E2E_CAPTCHA_SECRET ?? 'e2e-captcha-secret-for-tests-only';
export const E2E_MAIL_DIR = join(__dirname, '../../.data/e2e-mail');
export const e2eServerEnv = { CAPTCHA_SECRET: E2E_CAPTCHA_SECRET, MAIL_DIR: E2E_MAIL_DIR, FORM_RATE_LIMIT: '500/600', SMTP_URL: '', SMTP_HOST: '' };
