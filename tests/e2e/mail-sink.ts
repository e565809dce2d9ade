/**
 * Playwright global setup: a real SMTP server (tests/support/smtp-sink) on E2E_SMTP_PORT for the whole run.
 * The e2e web server sends its mail there (playwright.config gives it SMTP_HOST/SMTP_PORT), and each mail
 * received is kept as it came, an .eml file in E2E_MAIL_DIR, where every spec can read it (tests/e2e/mail.ts,
 * and the form tests' own reader).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SmtpSink } from '../support/smtp-sink';
import { E2E_MAIL_DIR } from './forms-env';
import { E2E_SMTP_PORT } from './mail';

export default async function startMailSink() {
  if (process.env.E2E_BASE_URL) return; // a server the tests did not start sends its mail elsewhere
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  const sink = new SmtpSink();
  await sink.start(E2E_SMTP_PORT);
  let written = 0;
  const flush = () => {
    if (written >= sink.mails.length) return;
    mkdirSync(E2E_MAIL_DIR, { recursive: true });
    for (const mail of sink.mails.slice(written)) {
      writeFileSync(join(E2E_MAIL_DIR, `${Date.now()}-smtp-${String(written).padStart(5, '0')}.eml`), mail.raw);
      written++;
    }
  };
  const timer = setInterval(flush, 100);
  return async () => {
    clearInterval(timer);
    flush();
    await sink.stop();
  };
}
