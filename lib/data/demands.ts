import 'server-only';
import { getDb } from '@/lib/db/client';
import { cancelDemand, confirmDemand, demandStatus, type DemandStatus, type LinkOutcome } from '@/lib/forms/demands';

/** The confirm link of a demand's opt-in e-mail (idempotent). */
export async function confirmDemandByToken(token: string): Promise<LinkOutcome> {
  return confirmDemand(await getDb(), token);
}

/** The one-click cancel link of a demand's e-mails (idempotent). */
export async function cancelDemandByToken(token: string): Promise<LinkOutcome> {
  return cancelDemand(await getDb(), token);
}

/** A demand's status, changing nothing (the GET of its links' pages). */
export async function demandStatusByToken(token: string): Promise<DemandStatus | null> {
  return demandStatus(await getDb(), token);
}
