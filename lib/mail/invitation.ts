/**
 * An owner's invitation e-mail (lib/data/owners.ts queues it with the owner, in one transaction): rendered here
 * when the outbox worker sends it, from what its row holds (the owner's first name and the link's token) and
 * its language. The link is the password page's, valid INVITATION_TTL_MS.
 */
import { siteConfig } from '@/config';
import { INVITATION_TTL_MS, type InvitationMailData } from '@/lib/data/owners';
import { formLocale, translator } from '@/lib/i18n/translate';
import { siteLink } from './links';
import { renderMail } from './template';

/** The invitation's data from its outbox row's text; throws on a row that does not hold it. */
function invitationData(text: string): InvitationMailData {
  const data = JSON.parse(text) as Partial<InvitationMailData> | null;
  if (typeof data?.firstName !== 'string' || typeof data.token !== 'string') throw new Error('an invitation row without its first name and token');
  return { firstName: data.firstName, token: data.token };
}

/** The subject, text and HTML of the invitation queued as `row`. */
export function invitationMail(row: { lang: string; text: string }): { subject: string; text: string; html: string } {
  const lang = formLocale(row.lang);
  const { firstName, token } = invitationData(row.text);
  const t = translator(lang, 'login.invitationMail');
  const agency = siteConfig.site.info.name;
  const { text, html } = renderMail({
    lang,
    heading: t('heading'),
    intro: [t('greeting', { name: firstName }), t('intro', { agency }), t('portal')],
    action: { label: t('action'), url: siteLink(lang, '/login/reset/[token]', { token }) },
    outro: [t('expiry', { days: INVITATION_TTL_MS / 86_400_000 }), t('notYou')],
  });
  return { subject: t('subject', { agency }), text, html };
}
