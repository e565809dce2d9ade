import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import type { Alternates } from '@/lib/i18n/alternates';
import type { LinkOutcome } from '@/lib/forms/demands';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import './special-forms.css';

type Props = { locale: Locale; action: 'confirm' | 'cancel'; outcome: LinkOutcome; alternates: Alternates };

/** What a demand's confirm or cancel link did, in the visitor's language, with the next steps. */
export async function DemandLinkResult({ locale, action, outcome, alternates }: Props) {
  const t = await getTranslations({ locale, namespace: 'demand.link' });
  const ok = outcome === 'confirmed' || outcome === 'cancelled';
  return (
    <PageShell locale={locale} alternates={alternates}>
      <PageHero locale={locale} title={t(`${action}Title`)} />
      <div className="container page-body">
        <div className={`notice-panel ${ok ? 'notice-panel--ok' : outcome === 'unknown' ? 'notice-panel--error' : 'notice-panel--info'}`} role="status" data-outcome={outcome}>
          <h2>{t(`${outcome}.heading`)}</h2>
          <p>{t(`${outcome}.text`)}</p>
          <p className="notice-panel__actions">
            {outcome === 'cancelled' || outcome === 'already-cancelled' || outcome === 'unknown' ? (
              <Link className="button button--primary" href="/demand-register">
                {t('registerAgain')}
              </Link>
            ) : (
              <Link className="button button--primary" href="/for-sale">
                {t('browse')}
              </Link>
            )}
            <Link className="button button--outline" href="/">
              {t('home')}
            </Link>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
