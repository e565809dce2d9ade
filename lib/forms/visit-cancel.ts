/**
 * Cancelling a booked visit with the link of its confirmation: only the cancel page's button (a POST) does
 * it, never opening the link (mail scanners follow links). A confirmed visit that has not started becomes
 * cancelled, its slot is free for another visitor at once, and the agency's notice is queued in the same
 * transaction (lib/mail/visit-mails.ts).
 */
import 'server-only';
import { cancelVisit, visitByToken, type CancelOutcome } from '@/lib/data/appointments';
import { visitEvent } from '@/lib/mail/visit-calendar';
import { visitCancelledMail } from '@/lib/mail/visit-mails';

export async function cancelVisitByToken(token: string, now = new Date()): Promise<CancelOutcome> {
  const visit = await visitByToken(token);
  if (!visit) return 'unknown';
  // The property is read before the transaction: on PGlite a read on another connection would wait for it.
  const event = await visitEvent(visit);
  return cancelVisit(token, (v) => [visitCancelledMail(v, event)], now);
}
