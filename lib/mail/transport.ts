/**
 * The mail transport. SMTP settings come from the environment:
 *   SMTP_URL (smtp://user:pass@host:port) or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE=1;
 *   MAIL_FROM (default "<agency name> <no-reply@…>"), AGENCY_EMAIL (default: the first office's e-mail).
 * With no SMTP setting, each message is written as an .eml file under MAIL_DIR (default `.data/mail/`),
 * so the demo works offline and a person can read what would have been sent. The files (they hold live reset
 * and invitation links) are readable by the site's account only: created 0600 (the folder, when this creates it, 0700).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { siteConfig } from '@/config';
import { env } from '@/lib/env';

export type MailTransport = { send: (message: SendMailOptions) => Promise<void>; describe: string };

export function agencyEmail(): string {
  return env.AGENCY_EMAIL ?? siteConfig.site.info.offices[0]?.email ?? 'agency@localhost';
}

export function mailFrom(): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const domain = agencyEmail().split('@')[1] ?? 'localhost';
  return `"${siteConfig.site.info.name}" <no-reply@${domain}>`;
}

function smtpOptions(): string | Record<string, unknown> | null {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
    // Fail fast so the outbox retries later instead of holding a worker for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** A transport for the given SMTP settings (tests pass their sink's), or the env's, or the mail folder. */
export function createTransport(options: string | Record<string, unknown> | null = smtpOptions()): MailTransport {
  if (options) {
    // A pool keeps connections open between the mails of a batch.
    const settings = typeof options === 'string' ? { url: options } : options;
    const transporter: Transporter = nodemailer.createTransport({ pool: true, maxConnections: 4, ...settings } as never);
    return {
      describe: typeof options === 'string' ? options.replace(/\/\/[^@]*@/, '//***@') : `smtp://${String(options.host)}:${String(options.port)}`,
      send: async (message) => {
        await transporter.sendMail(message);
      },
    };
  }
  const dir = env.MAIL_DIR;
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${dir}`,
    send: async (message) => {
      const info = await writer.sendMail(message);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const id = String(message.messageId ?? Date.now()).replace(/[^a-z0-9.-]+/gi, '_');
      // A mail may hold a live sign-in, reset or invitation link: the file is this account's only from its creation.
      writeFileSync(join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message as Buffer, { mode: 0o600 });
    },
  };
}
