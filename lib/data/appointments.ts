import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { appointments } from '@/lib/db/schema';
import { APPOINTMENT_CONFIRMED, type AppointmentSlot } from '@/lib/domain/appointments';

/** The slots already booked for a property (0: at the agency) on a day (`yyyy-mm-dd`). */
export async function bookedSlots(propertyId: number, day: string, db?: Db): Promise<string[]> {
  const d = db ?? (await getDb());
  const rows = await d
    .select({ slot: appointments.slot })
    .from(appointments)
    .where(and(eq(appointments.propertyId, propertyId), eq(appointments.day, day)));
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
 * Book a slot inside the submission's transaction. The unique index (property, day, slot) decides between
 * two visitors posting at once: the second insert does nothing and this throws, which rolls back the
 * submission too.
 */
export async function bookAppointment(tx: Executor, a: { submissionId: number; propertyId: number; day: string; slot: AppointmentSlot }): Promise<number> {
  const rows = await tx
    .insert(appointments)
    .values({ submissionId: a.submissionId, propertyId: a.propertyId, day: a.day, slot: a.slot, status: APPOINTMENT_CONFIRMED })
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  // `on conflict do nothing`: no row back means another booking holds the slot.
  const [booked] = rows;
  if (!booked) throw new SlotTakenError();
  return booked.id;
}
