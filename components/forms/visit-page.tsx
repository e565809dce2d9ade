import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { visitByToken } from '@/lib/data/appointments';
import { APPOINTMENT_CANCELLED, visitHasStarted } from '@/lib/domain/appointments';
import { alternatesFor } from '@/lib/i18n/alternates';
import { Link } from '@/components/i18n/Link';
import { routeHref } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page';
import { VISIT_CALENDAR_FILE, visitCalendarPath, visitEvent } from '@/lib/mail/visit-calendar';
import { pageMetadata } from '@/lib/seo/metadata';
import { VisitCancelForm } from './VisitCancelForm';
import { VisitCancelOutcome } from './VisitCancelOutcome';
import { VisitDetails } from './VisitDetails';

type Props = { params: Promise<{ locale: string; token: string }> };

/**
 * The routes of a booked visit's secret link (never cached, never indexed): `/visit/[token]`, where the
 * booking lands (the thank-you page, with the calendar file and the cancel link), and
 * `/visit/[token]/cancel`, which asks and cancels only on its button's POST.
 */
export function visitPage(action: 'show' | 'cancel') {
  const pathname = action === 'show' ? '/visit/[token]' : '/visit/[token]/cancel';
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = await pageLocale(params);
      const { token } = await params;
      const t = await getTranslations({ locale });
      const title = action === 'show' ? t('appointment.feedback.title') : t('visit.cancel.title');
      return pageMetadata({ locale, href: { pathname, params: { token } }, title, description: title, index: false });
    },
    async Page({ params }: Props) {
      const locale = await pageLocale(params);
      const { token } = await params;
      const t = await getTranslations({ locale });
      const visit = await visitByToken(token);
      // The page shows the property in its own language; the calendar file keeps the booking's.
      const event = visit ? await visitEvent({ ...visit, lang: locale }) : null;
      const cancelled = visit?.status === APPOINTMENT_CANCELLED;
      const started = visit ? visitHasStarted(visit.day, visit.slot, new Date()) : false;
      const title =
        action === 'cancel'
          ? t('visit.cancel.title')
          : !visit
            ? t('visit.page.unknownTitle')
            : cancelled
              ? t('visit.page.cancelledTitle')
              : t('appointment.feedback.title');
      return (
        <PageShell locale={locale} alternates={alternatesFor({ pathname, params: { token } })}>
          <PageHero locale={locale} title={title} />
          <div className="container page-body">
            {!visit || !event ? (
              <VisitCancelOutcome outcome="unknown" />
            ) : action === 'cancel' ? (
              <div className="visit-page">
                <VisitDetails locale={locale} visit={visit} event={event} />
                {cancelled ? (
                  <VisitCancelOutcome outcome="already-cancelled" />
                ) : started ? (
                  <VisitCancelOutcome outcome="past" />
                ) : (
                  <ClientMessages namespaces={['visit.cancel']}>
                    <VisitCancelForm token={token} />
                  </ClientMessages>
                )}
              </div>
            ) : (
              <div className="feedback-page visit-page" data-feedback="contact-appointment" data-visit-status={visit.status}>
                {!cancelled && (
                  <span className="feedback-page__icon" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="32" height="32">
                      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                  </span>
                )}
                <p className="feedback-page__text">{cancelled ? t('visit.page.cancelledText') : t('appointment.feedback.text')}</p>
                <VisitDetails locale={locale} visit={visit} event={event} />
                <div className="feedback-page__actions">
                  {cancelled ? (
                    event.property ? (
                      <Link href={routeHref('/property/[id]/[form]', { id: visit.propertyId, form: 'contact-appointment' })} className="button button--primary">
                        {t('visit.page.book')}
                      </Link>
                    ) : null
                  ) : (
                    <a
                      href={visitCalendarPath(token)}
                      download={VISIT_CALENDAR_FILE}
                      type="text/calendar"
                      className="button button--primary"
                      data-visit-calendar=""
                    >
                      {t('visit.page.calendar')}
                    </a>
                  )}
                  {!cancelled && !started && (
                    <Link href={routeHref('/visit/[token]/cancel', { token })} className="button button--outline" data-visit-cancel-link="">
                      {t('visit.page.cancel')}
                    </Link>
                  )}
                  <Link href="/" className="button button--outline">
                    {t('feedback.backHome')}
                  </Link>
                </div>
                {!cancelled && <p className="visit-page__hint">{t('visit.page.calendarHint')}</p>}
              </div>
            )}
          </div>
        </PageShell>
      );
    },
  };
}
