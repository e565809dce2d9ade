/**
 * A real SMTP server on loopback for tests (smtp-server + mailparser-free parsing of the headers we
 * need). It can be stopped and restarted on the same port to simulate a mail server outage.
 */
import { SMTPServer } from 'smtp-server';
import { must } from './must';

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; messageId: string; text: string };

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: decodeHeader(mailHeader(raw, 'Subject') ?? ''),
            messageId: mailHeader(raw, 'Message-ID') ?? '',
            text: raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    // A client cut off by stop() (an outage the test makes) is no error of the sink's.
    server.on('error', () => undefined);
    this.server = server;
    this.port = (server.server.address() as { port: number }).port;
    return this.port;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** nodemailer options for this sink. */
  get transportOptions() {
    return { host: '127.0.0.1', port: this.port, secure: false, ignoreTLS: true, connectionTimeout: 2000, greetingTimeout: 2000, socketTimeout: 5000 };
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** The first mail to `address`, which the test relies on; fails naming the address when none arrived. */
  firstTo(address: string): ReceivedMail {
    return must(this.to(address)[0], `a mail to ${address} (${this.mails.length} received in all)`);
  }

  /** Resolve when `count` mails have arrived (or reject after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const until = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} mails, got ${this.mails.length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.mails;
  }
}

/** A mail as sent, with its quoted-printable soft line breaks and `=3D` undone: its links whole (links and figures are ASCII). */
export const mailText = (mail: ReceivedMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The absolute links of a mail, in their order. */
export const mailLinks = (mail: ReceivedMail) => mailText(mail).match(/https?:\/\/[^\s"<>]+/g) ?? [];

/** The first absolute link of a mail that contains `part`; fails naming the mail when there is none. */
export const linkIn = (mail: ReceivedMail, part: string): string =>
  must(
    mailLinks(mail).find((u) => u.includes(part)),
    `a link with ${part} in ${mail.subject}`,
  );

/** The token of a subscription link (`/{locale}/{kind}/{token}/confirm/` and the like). */
export const linkToken = (url: string) => must(new URL(url).pathname.split('/').filter(Boolean)[2], `the token in ${url}`);

/** The header block (everything before the first blank line; all of `raw` when there is none), unfolded. */
const unfold = (raw: string) => (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');

/** A header of a mail (its raw text or the mail), its folded lines joined, as sent (not decoded); undefined when it has none. */
export const mailHeader = (mail: ReceivedMail | string, name: string) =>
  unfold(typeof mail === 'string' ? mail : mail.raw)
    .match(new RegExp(`^${name}:\\s*(.*)$`, 'mi'))?.[1]
    ?.trim();

/** Decode RFC 2047 encoded-words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
export function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
