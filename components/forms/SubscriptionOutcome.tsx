import { useTranslations } from 'next-intl';
import type { LinkOutcome } from '@/lib/data/demands';
import { SIGN_UP_PAGE, type SubscriptionKind } from '@/lib/forms/subscription-kind';
import { Link } from '@/lib/i18n/navigation';

/** What a confirm or cancel button did (or what the link's page finds done already), with the next steps. */
export function SubscriptionOutcome({ kind, outcome }: { kind: SubscriptionKind; outcome: LinkOutcome }) {
  const t = useTranslations(`${kind}.link`);
  const ok = outcome === 'confirmed' || outcome === 'cancelled';
  const signUpAgain = SIGN_UP_PAGE[kind] && (outcome === 'cancelled' || outcome === 'already-cancelled' || outcome === 'unknown');
  return (
    <div
      className={`notice-panel ${ok ? 'notice-panel--ok' : outcome === 'unknown' ? 'notice-panel--error' : 'notice-panel--info'}`}
      role="status"
      data-outcome={outcome}
    >
      <h2>{t(`${outcome}.heading`)}</h2>
      <p>{t(`${outcome}.text`)}</p>
      <p className="notice-panel__actions">
        {signUpAgain ? (
          <Link className="button button--primary" href={SIGN_UP_PAGE[kind]!}>
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
