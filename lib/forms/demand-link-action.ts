'use server';
/**
 * The button of a demand's confirm or cancel page: only this POST changes the demand (opening the link, as
 * mail scanners do, does not). Works without JavaScript: the page renders the outcome it returns.
 */
import { cancelDemandByToken, confirmDemandByToken } from '@/lib/data/demands';
import type { LinkOutcome } from './demands';

export async function demandLinkAction(action: 'confirm' | 'cancel', token: string, _previous: LinkOutcome | null, _form: FormData): Promise<LinkOutcome | null> {
  if (typeof token !== 'string') return 'unknown';
  return action === 'confirm' ? confirmDemandByToken(token) : cancelDemandByToken(token);
}
