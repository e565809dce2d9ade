/**
 * The outbox: every e-mail the site sends (agency notifications, visitors' confirmations, demand opt-ins
 * and alerts, password reminders) is first a row written in the same transaction as what caused it. A
 * worker claims due rows, sends them and marks them sent; a failed send is retried with backoff, forever
 * (capped at an hour), so an acknowledged submission's mail goes out once the mail server is back.
 *
 * Several instances may run workers on one PostgreSQL: rows are claimed with FOR UPDATE SKIP LOCKED and a
 * lease (`locked_until`), so a worker killed mid-send leaves its rows to another after the lease. Each
 * message carries the Message-ID `<outbox-ID@domain>`, so a send repeated after such a crash can be
 * recognised by the receiving side.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { demands, outbox, uploads } from '@/lib/db/schema';
import { siteLink } from './links';
import { agencyEmail, createTransport, mailFrom, type MailTransport } from './mailer';

export type OutboxMail = {
  kind: string;
  lang: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  submissionId?: number | null;
  uploadIds?: number[];
  /** A mail with a key is queued at most once (a demand alert for one property). */
  dedupeKey?: string | null;
};

/** Lease of a claimed row: long enough for one SMTP exchange with its timeouts. */
export const CLAIM_LEASE_MS = 60_000;
export const POLL_INTERVAL_MS = 2_000;
const BATCH_SIZE = 20;

/** Wait before the next attempt after `attempts` failures: 5 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Queue mails inside the caller's transaction (or on the site's connection). */
export async function enqueueMail(tx: Db, mails: OutboxMail | OutboxMail[]): Promise<void> {
  const list = Array.isArray(mails) ? mails : [mails];
  if (!list.length) return;
  await tx
    .insert(outbox)
    .values(
      list.map((m) => ({
        kind: m.kind,
        lang: m.lang,
        to: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html,
        submissionId: m.submissionId ?? null,
        uploadIds: m.uploadIds ?? [],
        dedupeKey: m.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing();
  nudgeWorker();
}

type Claimed = typeof outbox.$inferSelect;

async function claimDue(db: Db, limit: number): Promise<Claimed[]> {
  const leaseSeconds = CLAIM_LEASE_MS / 1000;
  const result = await db.execute(sql`
    update outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit ${limit}
      for update skip locked)
    returning id`);
  const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (!ids.length) return [];
  return db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
}

function messageDomain(): string {
  return agencyEmail().split('@')[1] ?? 'localhost';
}

async function attachmentsOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return rows.map((u) => ({ filename: u.fileName, content: u.content, contentType: u.contentType }));
}

/**
 * A demand's e-mails (opt-in, alerts) carry List-Unsubscribe with the demand's cancel link and
 * List-Unsubscribe-Post, so a mail client can cancel it in one click (a POST to that link, see proxy.ts).
 * Looked up by the submission that registered the demand.
 */
async function extraHeaders(db: Db, row: Claimed): Promise<Record<string, string>> {
  if (!row.kind.startsWith('demand-') || !row.submissionId) return {};
  const [d] = await db.select({ token: demands.token, lang: demands.lang }).from(demands).where(eq(demands.submissionId, row.submissionId)).limit(1);
  if (!d) return {};
  return { 'List-Unsubscribe': `<${siteLink(d.lang, '/demand/[token]/cancel', { token: d.token })}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

async function sendOne(db: Db, transport: MailTransport, row: Claimed): Promise<boolean> {
  try {
    await transport.send({
      from: mailFrom(),
      to: row.to,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: `<outbox-${row.id}@${messageDomain()}>`,
      headers: { 'X-Outbox-Kind': row.kind, 'Content-Language': row.lang, ...(await extraHeaders(db, row)) },
      attachments: await attachmentsOf(db, row.uploadIds),
    });
  } catch (e) {
    const message = (e as Error).message.slice(0, 500);
    await db
      .update(outbox)
      .set({ lockedUntil: null, lastError: message, nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)) })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
    console.error(`[outbox] mail ${row.id} (${row.kind}) not sent, attempt ${row.attempts}: ${message}`);
    return false;
  }
  await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(outbox.id, row.id));
  return true;
}

/** Send what is due once; returns how many were sent and how many failed (to be retried). */
export async function deliverDue(db: Db, transport: MailTransport, limit = BATCH_SIZE): Promise<{ sent: number; failed: number }> {
  const results = await Promise.all((await claimDue(db, limit)).map((row) => sendOne(db, transport, row)));
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}

/** Send until nothing due is left (tests, the command line). */
export async function drainOutbox(db: Db, transport: MailTransport): Promise<number> {
  let total = 0;
  for (;;) {
    const { sent, failed } = await deliverDue(db, transport);
    total += sent;
    if (sent + failed === 0 || (sent === 0 && failed > 0)) return total;
  }
}

type Worker = { timer: NodeJS.Timeout; running: boolean; again: boolean; transport: MailTransport; stop: () => void };
const globalForWorker = globalThis as unknown as { __outboxWorker?: Worker };

/** Wake the worker now (after an enqueue) instead of waiting for its next poll. */
export function nudgeWorker(): void {
  const w = globalForWorker.__outboxWorker;
  if (w) setImmediate(() => void tick(w));
}

async function tick(w: Worker): Promise<void> {
  if (w.running) {
    w.again = true;
    return;
  }
  w.running = true;
  try {
    const db = await getDb();
    do {
      w.again = false;
      const { sent } = await deliverDue(db, w.transport);
      if (sent === BATCH_SIZE) w.again = true;
    } while (w.again);
  } catch (e) {
    console.error('[outbox] worker error:', (e as Error).message);
  } finally {
    w.running = false;
  }
}

/** Start the in-process worker (once per process; the server starts it in instrumentation.ts). */
export function startOutboxWorker(transport: MailTransport = createTransport()): () => void {
  const existing = globalForWorker.__outboxWorker;
  if (existing) return existing.stop;
  const w: Worker = {
    running: false,
    again: false,
    transport,
    timer: setInterval(() => void tick(w), POLL_INTERVAL_MS),
    stop: () => {
      clearInterval(w.timer);
      if (globalForWorker.__outboxWorker === w) globalForWorker.__outboxWorker = undefined;
    },
  };
  w.timer.unref();
  globalForWorker.__outboxWorker = w;
  console.log(`[outbox] worker started, sending through ${transport.describe}`);
  void tick(w);
  return w.stop;
}

/** The site's connection, for callers outside a transaction. */
export async function enqueueMailNow(mails: OutboxMail | OutboxMail[]): Promise<void> {
  await enqueueMail(await getDb(), mails);
}
