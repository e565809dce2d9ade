import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { appointments, submissions } from '@/lib/db/schema';
import { APPOINTMENT_CANCELLED, APPOINTMENT_CONFIRMED, isSlot, visitHasStarted, type AppointmentSlot } from '@/lib/domain/appointments';
import { enqueueMail, type OutboxMail } from './outbox';

/** The slots already booked for a property (0: at the agency) on a day (`yyyy-mm-dd`). */
export async function bookedSlots(propertyId: number, day: string, db?: Db): Promise<string[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({ slot: appointments.slot })
    .from(appointments)
    .where(and(eq(appointments.propertyId, propertyId), eq(appointments.day, day), eq(appointments.status, APPOINTMENT_CONFIRMED)));
  return rows.map((r) => r.slot);
}

/** The slot was taken between the page and the post (or by a second visitor): 'The appointments are full'. */
export class SlotTakenError extends Error {
  constructor() {
    super('appointment slot already booked');
    this.name = 'SlotTakenError';
  }
}

/**
 * Book a slot inside the submission's transaction. The unique index (property, day, slot) of confirmed
 * appointments decides between two visitors posting at once: the second insert does nothing and this
 * throws, which rolls back the submission too. `token` is the visit's secret link (page, calendar, cancel).
 */
export async function bookAppointment(
  tx: Executor,
  a: { submissionId: number; propertyId: number; day: string; slot: AppointmentSlot; token: string },
): Promise<number> {
  const rows = await tx
    .insert(appointments)
    .values({ submissionId: a.submissionId, propertyId: a.propertyId, day: a.day, slot: a.slot, status: APPOINTMENT_CONFIRMED, token: a.token })
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  // `on conflict do nothing`: no row back means another booking holds the slot.
  const [booked] = rows;
  if (!booked) throw new SlotTakenError();
  return booked.id;
}

/** Tokens are 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A booked visit as its links show it: the language it was booked in, the submission (the visitor's form). */
export type Visit = {
  id: number;
  submissionId: number;
  propertyId: number;
  day: string;
  slot: AppointmentSlot;
  status: typeof APPOINTMENT_CONFIRMED | typeof APPOINTMENT_CANCELLED;
  token: string;
  lang: string;
  /** The booking form's data (the visitor's name and e-mail, for the agency's notice). */
  data: Record<string, unknown>;
};

const visitColumns = {
  id: appointments.id,
  submissionId: appointments.submissionId,
  propertyId: appointments.propertyId,
  day: appointments.day,
  slot: appointments.slot,
  status: appointments.status,
  token: appointments.token,
  lang: submissions.lang,
  data: submissions.data,
};

function asVisit(row: { [K in keyof typeof visitColumns]: unknown } | undefined): Visit | null {
  if (!row || typeof row.token !== 'string' || !isSlot(row.slot)) return null;
  return { ...(row as Visit), status: row.status === APPOINTMENT_CANCELLED ? APPOINTMENT_CANCELLED : APPOINTMENT_CONFIRMED };
}

/** The visit of a token, changing nothing (the visit's page, its calendar file, the cancel page before its button). */
export async function visitByToken(token: string, db?: Db): Promise<Visit | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select(visitColumns)
    .from(appointments)
    .innerJoin(submissions, eq(submissions.id, appointments.submissionId))
    .where(eq(appointments.token, token))
    .limit(1);
  return asVisit(row);
}

/** The visit booked by a submission (its confirmation mail's calendar file). */
export async function visitOfSubmission(submissionId: number, db?: Db): Promise<Visit | null> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select(visitColumns)
    .from(appointments)
    .innerJoin(submissions, eq(submissions.id, appointments.submissionId))
    .where(eq(appointments.submissionId, submissionId))
    .limit(1);
  return asVisit(row);
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'past' | 'unknown';

/**
 * What the cancel page's button does: a confirmed visit that has not started becomes cancelled, which frees
 * its slot for another visitor, and the mails `notify` gives (the agency's notice) are queued in the same
 * transaction. Said twice, the second time is 'already-cancelled'.
 */
export async function cancelVisit(token: string, notify: (visit: Visit) => OutboxMail[], now = new Date(), db?: Db): Promise<CancelOutcome> {
  const d = db ?? (await getDb());
  const visit = await visitByToken(token, d);
  if (!visit) return 'unknown';
  if (visit.status === APPOINTMENT_CANCELLED) return 'already-cancelled';
  if (visitHasStarted(visit.day, visit.slot, now)) return 'past';
  return d.transaction(async (tx) => {
    const updated = await tx
      .update(appointments)
      .set({ status: APPOINTMENT_CANCELLED, cancelledAt: sql`now()` })
      .where(and(eq(appointments.id, visit.id), eq(appointments.status, APPOINTMENT_CONFIRMED)))
      .returning({ id: appointments.id });
    if (!updated.length) return 'already-cancelled';
    await enqueueMail(tx, notify({ ...visit, status: APPOINTMENT_CANCELLED }));
    return 'cancelled';
  });
}
