import { useTranslations } from 'next-intl';
import type { LinkOutcome } from '@/lib/forms/demands';
import { Link } from '@/lib/i18n/navigation';

/** What a demand's confirm or cancel button did (or what the link's page finds done already), with the next steps. */
export function DemandOutcome({ outcome }: { outcome: LinkOutcome }) {
  const t = useTranslations('demand.link');
  const ok = outcome === 'confirmed' || outcome === 'cancelled';
  return (
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
  );
}
