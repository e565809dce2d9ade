'use server';
/**
 * The button of a confirm or cancel page (a demand's, the newsletter's): only this POST changes the
 * subscription (opening the link, as mail scanners do, does not). Works without JavaScript: the page
 * renders the outcome it returns.
 */
import { siteDatabase } from '@/lib/data/connection';
import { cancelDemandByToken, confirmDemandByToken, type LinkOutcome } from '@/lib/data/demands';
import { followFavouriteAlertLink } from '@/lib/data/favourite-alerts';
import { followNewsletterLink } from '@/lib/mail/newsletter-mails';
import type { SubscriptionKind } from './subscription-kind';

export async function subscriptionLinkAction(
  kind: SubscriptionKind,
  action: 'confirm' | 'cancel',
  token: string,
  _previous: LinkOutcome | null,
  _form: FormData,
): Promise<LinkOutcome | null> {
  if (typeof token !== 'string' || (action !== 'confirm' && action !== 'cancel')) return 'unknown';
  if (kind === 'newsletter') return followNewsletterLink((await siteDatabase()).db, action, token);
  if (kind === 'favourite-alert') return followFavouriteAlertLink((await siteDatabase()).db, action, token);
  if (kind === 'demand') return action === 'confirm' ? confirmDemandByToken(token) : cancelDemandByToken(token);
  return 'unknown';
}
