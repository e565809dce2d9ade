import { ClientMessages } from '@/components/i18n/ClientMessages';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import type { Alternates } from '@/lib/i18n/alternates';
import type { DemandStatus } from '@/lib/data/demands';
import type { Locale } from '@/lib/domain/locales';
import type { SubscriptionKind } from '@/lib/forms/subscription-kind';
import { SubscriptionLinkForm } from './SubscriptionLinkForm';
import { SubscriptionOutcome } from './SubscriptionOutcome';

type Props = {
  locale: Locale;
  kind: SubscriptionKind;
  action: 'confirm' | 'cancel';
  token: string;
  status: DemandStatus | null;
  alternates: Alternates;
};

/**
 * The page of a confirm or cancel link (a demand's, the newsletter's). Opening it changes nothing: a
 * subscription that can still be confirmed (or cancelled) gets a button that posts; one already done says
 * so; an unknown token is explained.
 */
export async function SubscriptionLinkResult({ locale, kind, action, token, status, alternates }: Props) {
  const t = await getTranslations({ locale, namespace: `${kind}.link` });
  const done =
    status === null ? 'unknown' : status === 'cancelled' ? 'already-cancelled' : action === 'confirm' && status === 'confirmed' ? 'already-confirmed' : null;
  return (
    <PageShell locale={locale} alternates={alternates}>
      <PageHero locale={locale} title={t(`${action}Title`)} />
      <div className="container page-body">
        {done ? (
          <SubscriptionOutcome kind={kind} outcome={done} />
        ) : (
          <ClientMessages namespaces={[`${kind}.link`]}>
            <SubscriptionLinkForm kind={kind} action={action} token={token} />
          </ClientMessages>
        )}
      </div>
    </PageShell>
  );
}
