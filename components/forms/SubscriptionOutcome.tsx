import { useTranslations } from 'next-intl';
import type { LinkOutcome } from '@/lib/data/demands';
import { SIGN_UP_PAGE, type SubscriptionKind } from '@/lib/forms/subscription-kind';
import { OutcomePanel } from './OutcomePanel';

/** What a confirm or cancel button did (or what the link's page finds done already), with the next steps. */
export function SubscriptionOutcome({ kind, outcome }: { kind: SubscriptionKind; outcome: LinkOutcome }) {
  const t = useTranslations(`${kind}.link`);
  const ok = outcome === 'confirmed' || outcome === 'cancelled';
  const signUpPage = SIGN_UP_PAGE[kind];
  const signUpAgain = signUpPage && (outcome === 'cancelled' || outcome === 'already-cancelled' || outcome === 'unknown');
  return (
    <OutcomePanel
      tone={ok ? 'ok' : outcome === 'unknown' ? 'error' : 'info'}
      outcome={outcome}
      heading={t(`${outcome}.heading`)}
      text={t(`${outcome}.text`)}
      next={signUpAgain ? { href: signUpPage, text: t('registerAgain') } : { href: '/for-sale', text: t('browse') }}
      home={t('home')}
    />
  );
}
