import { useTranslations } from 'next-intl';
import type { CancelOutcome } from '@/lib/data/appointments';
import { Link } from '@/lib/i18n/navigation';

/** What the cancel button did (or what the cancel page finds: cancelled already, started, unknown), with the next steps. */
export function VisitCancelOutcome({ outcome }: { outcome: CancelOutcome }) {
  const t = useTranslations('visit.cancel');
  const tone = outcome === 'cancelled' ? 'ok' : outcome === 'unknown' ? 'error' : 'info';
  return (
    <div className={`notice-panel notice-panel--${tone}`} role="status" data-outcome={outcome}>
      <h2>{t(`${outcome}.heading`)}</h2>
      <p>{t(`${outcome}.text`)}</p>
      <p className="notice-panel__actions">
        <Link className="button button--primary" href="/for-sale">
          {t('browse')}
        </Link>
        <Link className="button button--outline" href="/">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
