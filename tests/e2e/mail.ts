/** Reading the mails the e2e web server sent to the SMTP sink of tests/e2e/mail-sink.ts. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { must } from '../support/must';
import { decodeHeader } from '../support/smtp-sink';
import { E2E_MAIL_DIR } from './forms-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);

export type CapturedMail = { to: string; subject: string; raw: string; body: string };

/** Undo quoted-printable soft line breaks and escapes (nodemailer encodes long lines so). */
export const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

function header(raw: string, name: string): string {
  const head = must(raw.split(/\r?\n\r?\n/)[0], 'the head of the mail').replace(/\r?\n[ \t]+/g, ' ');
  return head.match(new RegExp(`^${name}:\\s*(.*)$`, 'mi'))?.[1]?.trim() ?? '';
}

function read(): CapturedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL_DIR)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(join(E2E_MAIL_DIR, f), 'utf8');
    return { to: header(raw, 'To'), subject: decodeHeader(header(raw, 'Subject')), raw, body: decodeQuotedPrintable(raw) };
  });
}

/** The mails to `address` received so far, oldest first. */
export const mailsTo = (address: string) => read().filter((m) => m.to.includes(address));

/** Wait for the `n`-th mail to `address` (1-based). */
export async function waitForMail(address: string, n = 1, timeoutMs = 30_000): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    if (mails.length >= n) return must(mails[n - 1], `mail #${n} to ${address}`);
    if (Date.now() > until) throw new Error(`no mail #${n} to ${address} within ${timeoutMs} ms (got ${mails.length})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The first mail to `address` whose text (headers and body, quoted-printable decoded) matches `pattern`, or the
 * first mail to it when no pattern is given, waiting for the site's outbox to send it.
 */
export async function waitForMailMatching(address: string, pattern?: RegExp, timeoutMs = 30_000): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(address).find((m) => !pattern || pattern.test(m.body));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${address}${pattern ? ` matching ${pattern}` : ''} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
