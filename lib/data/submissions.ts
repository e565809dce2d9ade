/**
 * Stored visitor submissions.
 *
 * `storeSubmission` writes the submission, uses up its captcha challenge and queues its e-mails in ONE
 * transaction: once it returns, the submission and its mails survive a crash of the server and an
 * outage of the mail server (the outbox worker sends them later).
 */
import 'server-only';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { captchaUses, outbox, submissions } from '@/lib/db/schema';
import { enqueueMail, type OutboxMail } from './outbox';

export class CaptchaAlreadyUsed extends Error {
  constructor() {
    super('captcha challenge already used');
    this.name = 'CaptchaAlreadyUsed';
  }
}

export type NewSubmission = {
  form: string;
  lang: string;
  email: string | null;
  propertyId?: number | null;
  projectId?: number | null;
  data: Record<string, unknown>;
  /** The captcha challenge answered, recorded so it cannot be answered again. */
  captcha?: { nonce: string; expires: Date } | null;
};

export async function storeSubmission(
  db: Db,
  s: NewSubmission,
  mails: (submissionId: number) => OutboxMail[],
  extra?: (tx: Executor, submissionId: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (s.captcha) {
      const used = await tx
        .insert(captchaUses)
        .values({ nonce: s.captcha.nonce, expiresAt: s.captcha.expires })
        .onConflictDoNothing()
        .returning({ nonce: captchaUses.nonce });
      if (!used.length) throw new CaptchaAlreadyUsed();
    }
    const row = oneRow(
      await tx
        .insert(submissions)
        .values({ form: s.form, lang: s.lang, email: s.email, propertyId: s.propertyId ?? null, projectId: s.projectId ?? null, data: s.data })
        .returning({ id: submissions.id }),
      'the new submission',
    );
    if (extra) await extra(tx, row.id);
    await enqueueMail(tx, mails(row.id));
    return row.id;
  });
}

export type SubmissionSummary = {
  id: number;
  createdAt: Date;
  form: string;
  lang: string;
  email: string | null;
  propertyId: number | null;
  projectId: number | null;
  /** Mails of the submission: how many were sent, how many are still pending. */
  mailsSent: number;
  mailsPending: number;
};

export async function listSubmissions(db: Db, options: { form?: string; since?: Date; limit?: number } = {}): Promise<SubmissionSummary[]> {
  const where = and(options.form ? eq(submissions.form, options.form) : undefined, options.since ? gte(submissions.createdAt, options.since) : undefined);
  const rows = await db
    .select({
      id: submissions.id,
      createdAt: submissions.createdAt,
      form: submissions.form,
      lang: submissions.lang,
      email: submissions.email,
      propertyId: submissions.propertyId,
      projectId: submissions.projectId,
    })
    .from(submissions)
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(options.limit ?? 1000);
  if (!rows.length) return [];
  const counts = await db
    .select({
      submissionId: outbox.submissionId,
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${outbox.status} <> 'sent')`.mapWith(Number),
    })
    .from(outbox)
    .where(
      inArray(
        outbox.submissionId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(outbox.submissionId);
  const byId = new Map(counts.map((c) => [Number(c.submissionId), c]));
  return rows.map((r) => ({ ...r, mailsSent: byId.get(r.id)?.sent ?? 0, mailsPending: byId.get(r.id)?.pending ?? 0 }));
}
