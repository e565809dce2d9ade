import { getTranslations } from 'next-intl/server';
import type { Visit } from '@/lib/data/appointments';
import type { Locale } from '@/lib/domain/locales';
import { formatFormDate } from '@/lib/i18n/translate';
import type { VisitEvent } from '@/lib/mail/visit-calendar';

type Props = { locale: Locale; visit: Visit; event: VisitEvent };

/** What a booked visit is: its day and slot (Brussels time), the property and the place as published. */
export async function VisitDetails({ locale, visit, event }: Props) {
  const t = await getTranslations({ locale, namespace: 'visit.page' });
  return (
    <dl className="visit-details" aria-label={t('details')}>
      <div>
        <dt>{t('when')}</dt>
        <dd data-visit-when="">{t('whenValue', { date: formatFormDate(visit.day), slot: visit.slot })}</dd>
      </div>
      {event.property && (
        <div>
          <dt>{t('property')}</dt>
          <dd>
            <a href={event.property.url}>{event.property.title}</a> ({event.property.reference})
          </dd>
        </div>
      )}
      <div>
        <dt>{t('where')}</dt>
        <dd>{event.location}</dd>
      </div>
    </dl>
  );
}
