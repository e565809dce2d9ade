import { useTranslations } from 'next-intl';
import type { CancelOutcome } from '@/lib/data/appointments';
import { OutcomePanel } from './OutcomePanel';

/** What the cancel button did (or what the cancel page finds: cancelled already, started, unknown), with the next steps. */
export function VisitCancelOutcome({ outcome }: { outcome: CancelOutcome }) {
  const t = useTranslations('visit.cancel');
  return (
    <OutcomePanel
      tone={outcome === 'cancelled' ? 'ok' : outcome === 'unknown' ? 'error' : 'info'}
      outcome={outcome}
      heading={t(`${outcome}.heading`)}
      text={t(`${outcome}.text`)}
      next={{ href: '/for-sale', text: t('browse') }}
      home={t('home')}
    />
  );
}
