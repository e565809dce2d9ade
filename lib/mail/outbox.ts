/**
 * The outbox worker: every e-mail the site sends (agency notifications, visitors' confirmations, demand
 * opt-ins and alerts, password reminders) is first an outbox row written in the same transaction as what
 * caused it (lib/data/outbox.ts). The worker claims due rows, sends them and marks them sent; a failed
 * send is retried with backoff, forever (capped at an hour), so an acknowledged submission's mail goes
 * out once the mail server is back.
 *
 * Several instances may run workers on one PostgreSQL: rows are claimed with a lease, so a worker killed
 * mid-send leaves its rows to another after the lease. Each message carries the Message-ID
 * `<outbox-ID@domain>`, so a send repeated after such a crash can be recognised by the receiving side.
 *
 * Most rows hold the mail as rendered by the workflow that queued it. An owner's invitation is rendered here
 * when it is sent (lib/mail/invitation.ts: the lib/data write that queues it renders nothing). A row that is a
 * call to another system (CALL_KINDS: a lead for the CRM) is sent by the handler of its kind that the entry
 * point starting the worker gives it (instrumentation.ts), so this layer never imports the workflows above it.
 */
import 'server-only';
import { siteDatabase, type Db } from '@/lib/data/connection';
import { CALL_KINDS, claimDueMails, demandOfSubmission, mailAttachments, markMailFailed, markMailSent, onMailQueued, type OutboxRow } from '@/lib/data/outbox';
import { INVITATION_MAIL_KIND } from '@/lib/data/owners';
import { favouriteAlertOfSubmission } from '@/lib/data/favourite-alerts';
import { invitationMail } from './invitation';
import { siteLink } from './links';
import { agencyEmail, createTransport, mailFrom, type MailTransport } from './transport';
import { VISIT_CALENDAR_FILE, VISIT_CONFIRMATION_KIND, visitCalendarOfSubmission } from './visit-calendar';
import { log, outsideRequest } from '@/lib/log';

/** Lease of a claimed row: long enough for one SMTP exchange with its timeouts. */
export const CLAIM_LEASE_MS = 60_000;
export const POLL_INTERVAL_MS = 2_000;
const BATCH_SIZE = 20;

/** Wait before the next attempt after `attempts` failures: 5 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends a row that is not a mail (a call to another system) once: 'sent' when it went (the outbox marks it sent),
 * 'parked' when it will never go and the handler set it aside itself (a lead the CRM refused); throws to have it
 * tried again with the outbox's backoff.
 */
export type OutboxHandler = (db: Db, row: OutboxRow) => Promise<'sent' | 'parked'>;
/** The handlers by row kind. */
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>;

/** Mails rendered when they are sent, by kind: their row holds what they say, not the mail. */
const RENDERED_WHEN_SENT: Readonly<Record<string, (row: OutboxRow) => { subject: string; text: string; html: string }>> = {
  [INVITATION_MAIL_KIND]: invitationMail,
};

/** The subject, text and HTML that the mail queued as `row` is sent with. */
export function queuedMail(row: OutboxRow): { subject: string; text: string; html: string } {
  const render = Object.hasOwn(RENDERED_WHEN_SENT, row.kind) ? RENDERED_WHEN_SENT[row.kind] : undefined;
  return render ? render(row) : { subject: row.subject, text: row.text, html: row.html };
}

function messageDomain(): string {
  return agencyEmail().split('@')[1] ?? 'localhost';
}

/**
 * A demand's e-mails (opt-in, alerts) carry List-Unsubscribe with the demand's cancel link and
 * List-Unsubscribe-Post, so a mail client can cancel it in one click (a POST to that link, see proxy.ts).
 * Looked up by the submission that registered the demand. The mails of alerts on favourites (opt-in,
 * alerts) carry their sign-up's cancel link the same way.
 */
async function extraHeaders(db: Db, row: OutboxRow): Promise<Record<string, string>> {
  if (!row.submissionId) return {};
  const oneClick = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  if (row.kind.startsWith('favourite-alert')) {
    const a = await favouriteAlertOfSubmission(db, row.submissionId);
    return a ? oneClick(siteLink(a.lang, '/favourite-alert/[token]/cancel', { token: a.token })) : {};
  }
  if (!row.kind.startsWith('demand-')) return {};
  const d = await demandOfSubmission(db, row.submissionId);
  if (!d) return {};
  return oneClick(siteLink(d.lang, '/demand/[token]/cancel', { token: d.token }));
}

/**
 * Files made when the mail is sent, besides its uploads: the confirmation of a booked visit carries the visit's
 * calendar file (as it stands then: a visit cancelled meanwhile says so).
 */
async function madeAttachments(db: Db, row: OutboxRow): Promise<{ filename: string; content: string; contentType: string }[]> {
  if (row.kind !== VISIT_CONFIRMATION_KIND || !row.submissionId) return [];
  const ics = await visitCalendarOfSubmission(row.submissionId, db);
  return ics ? [{ filename: VISIT_CALENDAR_FILE, content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : [];
}

async function sendOne(db: Db, transport: MailTransport, handlers: OutboxHandlers, row: OutboxRow): Promise<boolean> {
  try {
    // A call to another system (a lead for the CRM) rides the outbox too: same retries, sent once, by its handler.
    const handler = Object.hasOwn(handlers, row.kind) ? handlers[row.kind] : undefined;
    // A row its handler parked is settled, not sent (its state is the handler's).
    if (handler && (await handler(db, row)) === 'parked') return true;
    // A call without its handler is never mailed: it waits, with the backoff, for a worker that has the handler.
    if (!handler && CALL_KINDS.includes(row.kind)) throw new Error(`no handler for outbox rows of kind ${row.kind} in this worker`);
    if (!handler)
      await transport.send({
        from: mailFrom(),
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        ...queuedMail(row),
        messageId: `<outbox-${row.id}@${messageDomain()}>`,
        headers: { 'X-Outbox-Kind': row.kind, 'Content-Language': row.lang, ...(await extraHeaders(db, row)) },
        attachments: [...(await mailAttachments(db, row.uploadIds)), ...(await madeAttachments(db, row))],
      });
  } catch (e) {
    const message = (e as Error).message.slice(0, 500);
    await markMailFailed(db, row.id, message, new Date(Date.now() + retryDelayMs(row.attempts)));
    log.warn('mail.failed', { mailId: row.id, kind: row.kind, attempt: row.attempts, submissionId: row.submissionId, error: message });
    return false;
  }
  await markSent(db, row.id, (row.lockedUntil?.getTime() ?? Date.now() + CLAIM_LEASE_MS) - 5_000);
  log.info('mail.sent', { mailId: row.id, kind: row.kind, attempt: row.attempts, submissionId: row.submissionId });
  return true;
}

/**
 * Record a sent mail. The mail is gone: if the database does not answer now (a restart, a failover),
 * keep trying while the row's lease holds, or another worker would send it a second time.
 */
async function markSent(db: Db, id: number, leaseEnd: number): Promise<void> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
    try {
      await markMailSent(db, id);
      return;
    } catch (e) {
      if (Date.now() + wait > leaseEnd) throw e;
      log.warn('mail.mark-sent-retry', { mailId: id, error: e });
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Send what is due once (the rows of a kind in `handlers` through their handler); returns how many were sent and
 * how many failed (to be retried).
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  limit = BATCH_SIZE,
  handlers: OutboxHandlers = {},
): Promise<{ sent: number; failed: number }> {
  const results = await Promise.all((await claimDueMails(db, limit, CLAIM_LEASE_MS)).map((row) => sendOne(db, transport, handlers, row)));
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}

/** Send until nothing due is left (tests, the command line). */
export async function drainOutbox(db: Db, transport: MailTransport, handlers: OutboxHandlers = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const { sent, failed } = await deliverDue(db, transport, BATCH_SIZE, handlers);
    total += sent;
    if (sent + failed === 0 || (sent === 0 && failed > 0)) return total;
  }
}

type Worker = {
  timer: NodeJS.Timeout;
  /** The batch being sent, if any. */
  current: Promise<void> | null;
  again: boolean;
  stopped: boolean;
  transport: MailTransport;
  handlers: OutboxHandlers;
  stop: () => Promise<void>;
};
const globalForWorker = globalThis as unknown as { __outboxWorker?: Worker };

/** Wake the worker now (after an enqueue) instead of waiting for its next poll. */
export function nudgeWorker(): void {
  const w = globalForWorker.__outboxWorker;
  if (w) setImmediate(() => void tick(w));
}

function tick(w: Worker): Promise<void> {
  if (w.current) {
    w.again = true;
    return w.current;
  }
  if (w.stopped) return Promise.resolve();
  // A request's enqueue wakes the worker: its batch is not that request's work.
  w.current = outsideRequest(async () => {
    try {
      const { db } = await siteDatabase();
      do {
        w.again = false;
        const { sent } = await deliverDue(db, w.transport, BATCH_SIZE, w.handlers);
        if (sent === BATCH_SIZE) w.again = true;
      } while (w.again && !w.stopped);
    } catch (e) {
      log.error('mail.worker-error', { error: e });
    } finally {
      w.current = null;
    }
  });
  return w.current;
}

/**
 * Start the in-process worker (once per process; the server starts it in instrumentation.ts, with the
 * handlers of the rows that are calls to another system). Returns its stop: no batch is claimed after it,
 * and it resolves once the mails being sent are sent (or failed and put back for a retry), so a stopping
 * instance never leaves a claimed mail behind.
 */
export function startOutboxWorker({ handlers, transport = createTransport() }: { handlers: OutboxHandlers; transport?: MailTransport }): () => Promise<void> {
  const existing = globalForWorker.__outboxWorker;
  if (existing) return existing.stop;
  const stopListening = onMailQueued(nudgeWorker);
  const w: Worker = {
    current: null,
    again: false,
    stopped: false,
    transport,
    handlers,
    timer: setInterval(() => void tick(w), POLL_INTERVAL_MS),
    stop: async () => {
      w.stopped = true;
      clearInterval(w.timer);
      stopListening();
      if (globalForWorker.__outboxWorker === w) globalForWorker.__outboxWorker = undefined;
      await w.current;
    },
  };
  w.timer.unref();
  globalForWorker.__outboxWorker = w;
  log.info('mail.worker-started', { transport: transport.describe, handlers: Object.keys(handlers) });
  void tick(w);
  return w.stop;
}
