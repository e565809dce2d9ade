'use server';
/**
 * The button of a visit's cancel page: the POST that cancels it (opening the page changes nothing). Works
 * without JavaScript: the page renders the outcome it returns.
 */
import type { CancelOutcome } from '@/lib/data/appointments';
import { cancelVisitByToken } from './visit-cancel';

export async function visitCancelAction(token: string, _previous: CancelOutcome | null, _form: FormData): Promise<CancelOutcome | null> {
  if (typeof token !== 'string') return 'unknown';
  return cancelVisitByToken(token);
}
