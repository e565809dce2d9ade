/**
 * The agency's notice of a visit the visitor cancelled with their link: in the site's default language,
 * reply-to the visitor, with the visit, the property and who booked it, so the agent can take it out of
 * their diary. Queued in the transaction that cancels the visit.
 */
import { siteConfig } from '@/config';
import type { OutboxMail } from '@/lib/data/outbox';
import type { Visit } from '@/lib/data/appointments';
import { formatFormDate, translator } from '@/lib/i18n/translate';
import { visitorName } from './specialised-form-mails';
import { renderMail } from './template';
import { agencyEmail } from './transport';
import type { VisitEvent } from './visit-calendar';

const VISIT_CANCELLED_KIND = 'visit-cancelled:agency';

export function visitCancelledMail(visit: Visit, event: Pick<VisitEvent, 'property' | 'location'>): OutboxMail {
  const lang = siteConfig.languages.default;
  const t = translator(lang, 'visit');
  const tf = translator(lang, 'forms');
  const when = { date: formatFormDate(visit.day), slot: visit.slot };
  const email = typeof visit.data.email === 'string' ? visit.data.email : '';
  const phone = typeof visit.data.phone === 'string' ? visit.data.phone : '';
  const subject = t('mail.agencySubject', when);
  return {
    kind: VISIT_CANCELLED_KIND,
    lang,
    to: agencyEmail(),
    replyTo: email || null,
    subject,
    submissionId: visit.submissionId,
    ...renderMail({
      lang,
      heading: subject,
      intro: [t('mail.agencyIntro')],
      rows: [
        [t('mail.when'), `${when.date}, ${when.slot}`],
        ...(event.property ? ([[tf('mail.property'), `${event.property.title} (${event.property.reference})`]] as [string, string][]) : []),
        [translator(lang, 'appointment')('mail.where'), event.location],
        ...(event.property ? ([[tf('mail.link'), event.property.url]] as [string, string][]) : []),
        [t('mail.visitor'), visitorName(visit.data)],
        [t('mail.email'), email],
        [t('mail.phone'), phone],
      ],
      outro: [tf('mail.agencyOutro')],
    }),
  };
}
