/**
 * The newsletter's double opt-in, in mails:
 *
 * - `signUpForNewsletter` (inside a submission's transaction: the newsletter form, or another form with its
 *   newsletter box ticked) stores a pending subscription and queues the one mail a sign-up sends: the
 *   link that confirms it. Nothing else goes to that address until the link is followed, so the form
 *   cannot be used to mail strangers.
 * - `followNewsletterLink` is what the confirm and cancel pages' buttons do; a change (and only a change)
 *   tells the agency, in the same transaction, so its mailing list follows: add a confirmed address,
 *   remove a cancelled one.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteConfig } from '@/config';
import type { Db, Executor } from '@/lib/data/connection';
import type { LinkOutcome } from '@/lib/data/demands';
import { followSubscriptionLink, insertSubscription, type SubscriptionRow } from '@/lib/data/newsletter';
import { enqueueMail } from '@/lib/data/outbox';
import { formLocale, translator } from '@/lib/i18n/translate';
import { siteLink } from './links';
import { renderMail } from './template';
import { agencyEmail } from './transport';

export const newsletterConfirmLink = (lang: string, token: string) => siteLink(lang, '/newsletter/[token]/confirm', { token });
export const newsletterCancelLink = (lang: string, token: string) => siteLink(lang, '/newsletter/[token]/cancel', { token });

/** Store a pending subscription and queue its confirmation mail, in the caller's transaction. */
export async function signUpForNewsletter(tx: Executor, submissionId: number, s: { lang: string; email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lang = formLocale(s.lang);
  await insertSubscription(tx, { submissionId, token, lang, email: s.email });
  const t = translator(lang, 'newsletter.mail');
  const agency = siteConfig.site.info.name;
  const content = renderMail({
    lang,
    heading: t('confirmHeading'),
    intro: [t('confirmIntro', { agency })],
    action: { label: t('confirmAction'), url: newsletterConfirmLink(lang, token) },
    outro: [t('confirmOutro'), t('cancelHint', { url: newsletterCancelLink(lang, token) })],
  });
  await enqueueMail(tx, {
    kind: 'newsletter-confirm',
    lang,
    to: s.email,
    subject: t('confirmSubject', { agency }),
    submissionId,
    // Typed by whoever posted the form: counted against that mailbox's mails of the day.
    typedRecipient: true,
    ...content,
  });
  return token;
}

/** The agency's mail when a subscription is confirmed or cancelled: add or remove the address. */
async function tellAgency(tx: Executor, row: SubscriptionRow): Promise<void> {
  const lang = formLocale(siteConfig.languages.default);
  const t = translator(lang, 'newsletter.mail');
  const language = translator(lang, 'forms')(`mail.languages.${row.lang}`);
  const which = row.status === 'confirmed' ? 'agencyConfirmed' : 'agencyCancelled';
  const content = renderMail({
    lang,
    heading: t(`${which}Subject`, { email: row.email }),
    intro: [t(`${which}Intro`)],
    rows: [
      [t('email'), row.email],
      [t('language'), language],
    ],
  });
  await enqueueMail(tx, {
    kind: `newsletter-${row.status}:agency`,
    lang,
    to: agencyEmail(),
    subject: t(`${which}Subject`, { email: row.email }),
    submissionId: row.submissionId,
    ...content,
  });
}

/** What the button of a confirm or cancel page does (idempotent). */
export async function followNewsletterLink(db: Db, action: 'confirm' | 'cancel', token: string): Promise<LinkOutcome> {
  return followSubscriptionLink(db, action, token, tellAgency);
}
