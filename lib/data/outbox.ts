/**
 * The outbox table: every e-mail the site sends is first a row written in the same transaction as what
 * caused it (lib/mail/outbox.ts explains the worker that sends them). Rows are claimed with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so several workers on one PostgreSQL never send
 * a row twice, and a worker killed mid-send leaves its rows to another after the lease.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { demands, outbox, uploads } from '@/lib/db/schema';
import { MAILS_PER_RECIPIENT_PER_DAY, RECIPIENT_WINDOW_MS, recipientKey } from '@/lib/domain/recipients';
import { log } from '@/lib/log';
import { hitRateLimit } from './rate-limits';

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
  /**
   * `to` is an address a visitor typed into a form (their confirmation, a friend's, an opt-in link): the
   * mail counts against that mailbox's daily number (lib/domain/recipients.ts) and is left out beyond it.
   */
  typedRecipient?: boolean;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** A lead for the CRM (lib/crm/omnicasa/leads.ts): its row holds the CRM's request, sent exactly once like a mail. */
export const CRM_LEAD_KIND = 'crm-lead';
/**
 * Kinds of rows that are calls to another system, never e-mails: each is sent by the handler that the entry point
 * starting the worker gives it for its kind (lib/mail/outbox.ts), and waits in the outbox while none is given.
 */
export const CALL_KINDS: readonly string[] = [CRM_LEAD_KIND];

/** Who wants to know that mails were queued (the worker of this process, to send them now). */
const globalForOutbox = globalThis as unknown as { __outboxQueued?: Set<() => void> };
const listeners = (globalForOutbox.__outboxQueued ??= new Set());

/** Call `listener` after each enqueue in this process; returns the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The counter of one mailbox: a digest, so that the rate-limit table holds no address. */
const recipientCounter = (address: string) => `mail-to:${createHash('sha256').update(recipientKey(address)).digest('base64url')}`;

/**
 * The mails to queue: every mail to a typed address is counted under its mailbox in the same transaction
 * (a rolled-back submission counts nothing), and one over MAILS_PER_RECIPIENT_PER_DAY is left out.
 */
async function withinRecipientCap(db: Db, list: OutboxMail[]): Promise<OutboxMail[]> {
  const kept: OutboxMail[] = [];
  for (const m of list) {
    if (m.typedRecipient) {
      const hit = await hitRateLimit(recipientCounter(m.to), { limit: MAILS_PER_RECIPIENT_PER_DAY, windowMs: RECIPIENT_WINDOW_MS }, db);
      if (!hit.allowed) {
        log.warn('mail.recipient-capped', { kind: m.kind, submissionId: m.submissionId ?? null, perDay: MAILS_PER_RECIPIENT_PER_DAY });
        continue;
      }
    }
    kept.push(m);
  }
  return kept;
}

/**
 * Queue mails inside the caller's transaction (or on the site's connection). A mail to an address a visitor
 * typed is left out once that mailbox had its number of mails for the day (`typedRecipient`).
 */
export async function enqueueMail(tx: Executor | undefined, mails: OutboxMail | OutboxMail[]): Promise<void> {
  const asked = Array.isArray(mails) ? mails : [mails];
  if (!asked.length) return;
  const db = tx ?? (await getDb());
  const list = await withinRecipientCap(db, asked);
  if (!list.length) return;
  await db
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
  for (const listener of listeners) listener();
}

/** Claim up to `limit` due rows for `leaseMs` (one more attempt each); returns them in queue order. */
export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const leaseSeconds = leaseMs / 1000;
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

/** The uploaded files a mail carries, as attachments. */
export async function mailAttachments(db: Db, ids: number[]): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return rows.map((u) => ({ filename: u.fileName, content: u.content, contentType: u.contentType }));
}

/** The demand registered by a submission (its cancel token and language), for a demand mail's List-Unsubscribe. */
export async function demandOfSubmission(db: Db, submissionId: number): Promise<{ token: string; lang: string } | null> {
  const [d] = await db.select({ token: demands.token, lang: demands.lang }).from(demands).where(eq(demands.submissionId, submissionId)).limit(1);
  return d ?? null;
}

export async function markMailSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null }).where(eq(outbox.id, id));
}

/** A failed attempt: the row is released for another try at `nextAttemptAt`. */
export async function markMailFailed(db: Db, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: null, lastError: error, nextAttemptAt })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** The mails whose dedupe key is not in the outbox yet (the outbox's unique key still guards a race). */
export async function withoutQueuedMails(db: Db, mails: OutboxMail[]): Promise<OutboxMail[]> {
  if (!mails.length) return [];
  const keys = mails.map((m) => m.dedupeKey!);
  const existing = await db.select({ key: outbox.dedupeKey }).from(outbox).where(inArray(outbox.dedupeKey, keys));
  const known = new Set(existing.map((e) => e.key));
  return mails.filter((m) => !known.has(m.dedupeKey!));
}
